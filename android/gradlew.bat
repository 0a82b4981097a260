@rem Gradle wrapper without a jar, for Windows: runs gradle\wrapper\gradlew.ps1 (see there and
@rem gradlew for Linux and macOS), which fetches and checks the Gradle that
@rem gradle\wrapper\gradle-wrapper.properties names, unpacks it where Gradle's own wrapper would,
@rem and runs it with these arguments.
@echo off
setlocal
set "WRAPPER_PS1=%~dp0gradle\wrapper\gradlew.ps1"
where pwsh >nul 2>nul
if %ERRORLEVEL% equ 0 (
    pwsh -NoLogo -NoProfile -ExecutionPolicy Bypass -File "%WRAPPER_PS1%" %*
) else (
    powershell -NoLogo -NoProfile -ExecutionPolicy Bypass -File "%WRAPPER_PS1%" %*
)
exit /b %ERRORLEVEL%
