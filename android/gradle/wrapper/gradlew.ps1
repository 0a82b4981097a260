# The Windows half of the jar-less Gradle wrapper: gradlew.bat runs this with Windows PowerShell
# (5.1, part of Windows 10 and 11) or PowerShell 7. It does what ../../gradlew does on Linux and
# macOS: reads gradle-wrapper.properties beside it, fetches distributionUrl once (https:, http:
# or file:), refuses it unless its SHA-256 is distributionSha256Sum, unpacks it where Gradle's
# own wrapper would (%GRADLE_USER_HOME% or %USERPROFILE%\.gradle, then
# wrapper\dists\<zip name without .zip>\<base-36 MD5 of the URL>\), and runs its bin\gradle.bat.
$ErrorActionPreference = 'Stop'
Set-StrictMode -Version 2

function Fail([string]$message) {
    [Console]::Error.WriteLine("gradlew: $message")
    exit 1
}

$wrapperDir = $PSScriptRoot
$appHome = Split-Path -Parent (Split-Path -Parent $wrapperDir)
$propertiesFile = Join-Path $wrapperDir 'gradle-wrapper.properties'
if (-not (Test-Path -LiteralPath $propertiesFile -PathType Leaf)) { Fail "missing $propertiesFile" }

# Java .properties: '=', ':' or blanks between key and value, '#'/'!' comments, backslash
# escapes and line continuations.
function Unescape([string]$s) {
    $out = New-Object System.Text.StringBuilder
    for ($i = 0; $i -lt $s.Length; $i++) {
        $c = $s[$i]
        if ($c -eq '\' -and $i + 1 -lt $s.Length) {
            $i++
            $c = $s[$i]
            switch ($c) { 't' { $c = "`t" } 'n' { $c = "`n" } 'r' { $c = "`r" } 'f' { $c = "`f" } }
        }
        [void]$out.Append($c)
    }
    $out.ToString()
}

$properties = @{}
$lines = [IO.File]::ReadAllLines($propertiesFile)
for ($n = 0; $n -lt $lines.Length; $n++) {
    $line = $lines[$n].TrimStart(" `t`f")
    if ($line -eq '' -or $line.StartsWith('#') -or $line.StartsWith('!')) { continue }
    while (($line -match '(\\+)$') -and ($Matches[1].Length % 2 -eq 1) -and ($n + 1 -lt $lines.Length)) {
        $n++
        $line = $line.Substring(0, $line.Length - 1) + $lines[$n].TrimStart(" `t`f")
    }
    $key = New-Object System.Text.StringBuilder
    $i = 0
    while ($i -lt $line.Length) {
        $c = $line[$i]
        if ($c -eq '\' -and $i + 1 -lt $line.Length) { [void]$key.Append($line.Substring($i, 2)); $i += 2; continue }
        if ("=: `t`f".Contains([string]$c)) { break }
        [void]$key.Append($c)
        $i++
    }
    $rest = $line.Substring($i).TrimStart(" `t`f")
    if ($rest.StartsWith('=') -or $rest.StartsWith(':')) { $rest = $rest.Substring(1).TrimStart(" `t`f") }
    $properties[(Unescape $key.ToString())] = Unescape $rest
}

function Prop([string]$name, [string]$default) {
    if ($properties.ContainsKey($name) -and $properties[$name] -ne '') { return $properties[$name] }
    return $default
}

$url = Prop 'distributionUrl' ''
if ($url -eq '') { Fail "no distributionUrl in $propertiesFile" }
$expectedSum = (Prop 'distributionSha256Sum' '').ToLowerInvariant()
$timeoutMs = 10000
[void][int]::TryParse((Prop 'networkTimeout' '10000'), [ref]$timeoutMs)

# Gradle's user home, as Gradle looks it up: the environment, then -g on the command line.
$userHome = $env:GRADLE_USER_HOME
if (-not $userHome) {
    for ($i = 0; $i -lt $args.Count; $i++) {
        if (($args[$i] -eq '-g' -or $args[$i] -eq '--gradle-user-home') -and $i + 1 -lt $args.Count) { $userHome = $args[$i + 1] }
        elseif ($args[$i] -like '--gradle-user-home=*') { $userHome = $args[$i].Substring(19) }
    }
}
if (-not $userHome) { $userHome = Join-Path $env:USERPROFILE '.gradle' }

function BaseDir([string]$base) {
    switch ($base) {
        'GRADLE_USER_HOME' { return $userHome }
        'PROJECT' { return $appHome }
        default { Fail "unknown distribution base '$base' in $propertiesFile" }
    }
}

# The folder names, as Gradle's PathAssembler makes them: the zip's name without its
# extension, then the MD5 of the URL (without any user:password@) in base 36.
$uri = [Uri]$url
$zipName = $uri.AbsolutePath.Substring($uri.AbsolutePath.LastIndexOf('/') + 1)
$distName = if ($zipName.Contains('.')) { $zipName.Substring(0, $zipName.LastIndexOf('.')) } else { $zipName }
if ($distName -eq '') { Fail "distributionUrl has no file name: $url" }
$hashedUrl = if ($url -match '^([^:/]+://)[^/@]*@(.*)$') { $Matches[1] + $Matches[2] } else { $url }

Add-Type -AssemblyName System.Numerics
$md5 = [Security.Cryptography.MD5]::Create().ComputeHash([Text.Encoding]::UTF8.GetBytes($hashedUrl))
# BigInteger reads little-endian two's complement: reverse, and add a zero byte to stay positive.
$littleEndian = New-Object byte[] ($md5.Length + 1)
for ($i = 0; $i -lt $md5.Length; $i++) { $littleEndian[$i] = $md5[$md5.Length - 1 - $i] }
$number = New-Object System.Numerics.BigInteger (, $littleEndian)
$digits = '0123456789abcdefghijklmnopqrstuvwxyz'
$urlHash = ''
while ($number -gt 0) {
    # [string] first: a [char] on the left of + would be added as a number.
    $urlHash = [string]$digits[[int][System.Numerics.BigInteger]::Remainder($number, 36)] + $urlHash
    $number = [System.Numerics.BigInteger]::Divide($number, 36)
}
if ($urlHash -eq '') { $urlHash = '0' }

$distDir = Join-Path (Join-Path (Join-Path (BaseDir (Prop 'distributionBase' 'GRADLE_USER_HOME')) (Prop 'distributionPath' 'wrapper/dists')) $distName) $urlHash
$zipDir = Join-Path (Join-Path (Join-Path (BaseDir (Prop 'zipStoreBase' 'GRADLE_USER_HOME')) (Prop 'zipStorePath' 'wrapper/dists')) $distName) $urlHash
$zipFile = Join-Path $zipDir $zipName
$marker = "$zipFile.ok"

# The one folder the distribution unpacked into, if it holds bin\gradle.bat.
function GradleHome {
    if (-not (Test-Path -LiteralPath $distDir -PathType Container)) { return $null }
    $dirs = @(Get-ChildItem -LiteralPath $distDir -Directory -Force)
    if ($dirs.Count -ne 1) { return $null }
    if (-not (Test-Path -LiteralPath (Join-Path $dirs[0].FullName 'bin\gradle.bat') -PathType Leaf)) { return $null }
    return $dirs[0].FullName
}

function Install-Distribution {
    New-Item -ItemType Directory -Force -Path $zipDir, $distDir | Out-Null
    if (-not (Test-Path -LiteralPath $zipFile -PathType Leaf)) {
        [Console]::Error.WriteLine("Downloading $hashedUrl")
        $part = "$zipFile.part"
        Remove-Item -LiteralPath $part -Force -ErrorAction SilentlyContinue
        try {
            if ($uri.IsFile) {
                Copy-Item -LiteralPath $uri.LocalPath -Destination $part
            } elseif ($uri.Scheme -eq 'http' -or $uri.Scheme -eq 'https') {
                [Net.ServicePointManager]::SecurityProtocol = [Net.ServicePointManager]::SecurityProtocol -bor [Net.SecurityProtocolType]::Tls12
                $ProgressPreference = 'SilentlyContinue'
                Invoke-WebRequest -Uri $url -OutFile $part -UseBasicParsing -TimeoutSec ([Math]::Max(1, [int]($timeoutMs / 1000)))
            } else {
                Fail "cannot download '$url' (only file:, http: and https: URLs)"
            }
        } catch {
            Remove-Item -LiteralPath $part -Force -ErrorAction SilentlyContinue
            Fail "could not download ${hashedUrl}: $($_.Exception.Message)"
        }
        Move-Item -LiteralPath $part -Destination $zipFile -Force
    }
    if ($expectedSum -ne '') {
        $actual = (Get-FileHash -LiteralPath $zipFile -Algorithm SHA256).Hash.ToLowerInvariant()
        if ($actual -ne $expectedSum) {
            Remove-Item -LiteralPath $zipFile -Force
            Fail ("Verification of the Gradle distribution failed: its SHA-256 checksum is $actual, " +
                "but distributionSha256Sum in $propertiesFile is $expectedSum. Not running it. " +
                "(Distribution URL: $hashedUrl)")
        }
    } else {
        [Console]::Error.WriteLine("gradlew: warning: no distributionSha256Sum in $propertiesFile; the download is not verified")
    }
    # Unpack beside the final place, then move the one top folder in.
    $scratch = Join-Path (Split-Path -Parent $distDir) ".unpack-$urlHash-$PID"
    Remove-Item -LiteralPath $scratch -Recurse -Force -ErrorAction SilentlyContinue
    Get-ChildItem -LiteralPath $distDir -Directory -Force | Remove-Item -Recurse -Force
    Add-Type -AssemblyName System.IO.Compression.FileSystem
    [IO.Compression.ZipFile]::ExtractToDirectory($zipFile, $scratch)
    $top = @(Get-ChildItem -LiteralPath $scratch -Directory)
    if ($top.Count -ne 1 -or -not (Test-Path -LiteralPath (Join-Path $top[0].FullName 'bin\gradle.bat'))) {
        Remove-Item -LiteralPath $scratch -Recurse -Force
        Fail "the distribution $zipName does not hold exactly one Gradle folder (<folder>\bin\gradle.bat)"
    }
    Move-Item -LiteralPath $top[0].FullName -Destination $distDir
    Remove-Item -LiteralPath $scratch -Recurse -Force
    New-Item -ItemType File -Force -Path $marker | Out-Null
    Remove-Item -LiteralPath $zipFile -Force
}

# One install at a time: an exclusive lock file beside the zip.
if (-not (Test-Path -LiteralPath $marker -PathType Leaf) -or -not (GradleHome)) {
    New-Item -ItemType Directory -Force -Path $zipDir | Out-Null
    $lockPath = "$zipFile.gradlew-lock"
    $lock = $null
    $deadline = (Get-Date).AddMinutes(2)
    while (-not $lock) {
        try {
            $lock = [IO.File]::Open($lockPath, 'OpenOrCreate', 'ReadWrite', 'None')
        } catch {
            if ((Get-Date) -gt $deadline) { Fail "another gradlew has been installing for 2 minutes ($lockPath)" }
            Start-Sleep -Milliseconds 500
        }
    }
    try {
        if (-not (Test-Path -LiteralPath $marker -PathType Leaf) -or -not (GradleHome)) {
            Remove-Item -LiteralPath $marker -Force -ErrorAction SilentlyContinue
            Install-Distribution
        }
    } finally {
        $lock.Close()
    }
}

$gradleHome = GradleHome
if (-not $gradleHome) { Fail "the unpacked distribution in $distDir is damaged; delete that folder" }
& (Join-Path $gradleHome 'bin\gradle.bat') @args
exit $LASTEXITCODE
