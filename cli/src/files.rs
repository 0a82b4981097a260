//! Every file the terminal program reads or writes, through one set of rules:
//!
//! - A file is read only up to the most its kind may hold ([`Limit`]): a larger regular file
//!   is refused unread, a device (`/dev/zero`, `/dev/urandom`, a terminal) or a folder is
//!   refused at once, and a pipe is read no further than the limit and one byte.
//! - A file is written only where it can be checked before the work starts
//!   ([`Destination::check`]): the folder exists and takes a file, what stands at the path is a
//!   regular file or nothing (a link is followed to its target, which is what gets written; a
//!   device, a pipe or a folder is never replaced), and it is not one of the files the command
//!   reads. The write itself goes to a new file beside the target, renamed over it, so an
//!   interrupted write leaves the old file or the new one, never half of one; a file with
//!   other hard links is rewritten in place so that every name keeps seeing it.
//! - A file that must not replace anything ([`write_new`]) is created, never opened over an
//!   existing one.
//! - Every file that sessions share (the statistics, the puzzles' progress, a ladder's journal)
//!   is read-and-written under one kind of lock ([`Lock`]): the system's own lock on a file
//!   beside it, which the system lets go of when its holder ends however it ends, so that no
//!   lock is ever left behind, whatever its date, and two holders are never let in.
//!
//! The apps' store (`bindings/src/store.rs`) keeps the same rules for the apps' documents.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use alquerque_core::proof::certificate::Certificate;
use alquerque_core::Game;
use alquerque_text::{Language, Message};

/// Why a file cannot be read or written, as a message (`terminal.ftl`, `file-*`): `play` and
/// `review` say it in the person's language, the other commands in English (its `Display`).
#[derive(Clone, Debug, PartialEq)]
pub struct Why(Message);

impl Why {
    fn new(id: &'static str) -> Why {
        Why(Message::new(id))
    }

    /// What the system said, in its words; the common cases in the program's own.
    fn system(e: &io::Error) -> Why {
        match e.kind() {
            io::ErrorKind::NotFound => Why::new("file-not-found"),
            io::ErrorKind::PermissionDenied => Why::new("file-permission-denied"),
            _ => Why(Message::new("file-system").text("reason", e.to_string())),
        }
    }

    /// The reason in `language`: a phrase ready to follow "cannot read FILE: ".
    pub fn render(&self, language: Language) -> String {
        self.0.render(language)
    }

    /// The reason as a message, to put in another.
    pub fn message(&self) -> Message {
        self.0.clone()
    }
}

impl From<Message> for Why {
    fn from(message: Message) -> Why {
        Why(message)
    }
}

/// For the commands that speak English only (the engine's tools).
impl From<Why> for String {
    fn from(why: Why) -> String {
        why.to_string()
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Language::English))
    }
}

/// The most a kind of file may hold, and its name for messages.
#[derive(Copy, Clone, Debug)]
pub struct Limit {
    /// What the file is, for a player: the id of its name in the message files
    /// (`file-kind-record`: "a game record").
    pub what: &'static str,
    /// The most bytes it may have.
    pub bytes: u64,
}

/// A game record, as `play` saves it and `review` reads it.
pub const RECORD: Limit = Limit {
    what: "file-kind-record",
    bytes: Game::MAX_RECORD_BYTES as u64,
};

/// A certificate, as `solve --certificate` writes it.
pub const CERTIFICATE: Limit = Limit {
    what: "file-kind-certificate",
    bytes: Certificate::MAX_BYTES as u64,
};

/// The puzzles' progress: the numbers of the puzzles solved (up to a million of them, the most
/// the core keeps, take under 7 MiB).
pub const PROGRESS: Limit = Limit {
    what: "file-kind-progress",
    bytes: 8 << 20,
};

/// The player's statistics (`alquerque play`): a few dozen short lines, far under this.
pub const STATISTICS: Limit = Limit {
    what: "file-kind-statistics",
    bytes: 1 << 20,
};

/// `name` in the program's folder of the user's data directory: `alquerque/NAME` in
/// $XDG_DATA_HOME, else ~/.local/share; %APPDATA% on Windows; on macOS Application Support.
/// `None` when the environment names no such directory.
pub fn data_path(name: &str) -> Option<PathBuf> {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let base = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|h| h.join("Library").join("Application Support"))
    } else {
        var("XDG_DATA_HOME").or_else(|| var("HOME").map(|h| h.join(".local").join("share")))
    }?;
    Some(base.join("alquerque").join(name))
}

/// How long [`Destination::lock`] waits for another session, alive and holding the lock, to
/// let go of a file. A session that ended holds nothing: the system let go of its lock.
const LOCK_WAIT: Duration = Duration::from_secs(10);

/// The bytes of the file at `path`, or why it cannot be read (ready to follow "cannot read
/// FILE: "). Never reads more than `limit` and one byte.
pub fn read(path: &Path, limit: Limit) -> Result<Vec<u8>, Why> {
    let file = File::open(path).map_err(|e| Why::system(&e))?;
    let meta = file.metadata().map_err(|e| Why::system(&e))?;
    let kind = meta.file_type();
    if kind.is_dir() {
        return Err(Why::new("file-is-folder"));
    }
    let what = || Message::new(limit.what);
    if is_device(&meta) {
        return Err(Message::new("file-is-device")
            .message("what", what())
            .into());
    }
    let too_big = || {
        Why(Message::new("file-too-long")
            .count("kib", i64::try_from(limit.bytes / 1024).unwrap_or(i64::MAX))
            .message("what", what()))
    };
    if kind.is_file() && meta.len() > limit.bytes {
        return Err(too_big());
    }
    let mut bytes = Vec::with_capacity(meta.len().min(limit.bytes) as usize);
    file.take(limit.bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Why::system(&e))?;
    if bytes.len() as u64 > limit.bytes {
        return Err(too_big());
    }
    Ok(bytes)
}

/// The text of the file at `path`, as [`read`] reads it, or why not.
pub fn read_text(path: &Path, limit: Limit) -> Result<String, Why> {
    String::from_utf8(read(path, limit)?).map_err(|_| Why::new("file-not-utf8"))
}

/// [`read_text`], with `None` when there is no file at `path`.
pub fn read_text_if_any(path: &Path, limit: Limit) -> Result<Option<String>, Why> {
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    read_text(path, limit).map(Some)
}

#[cfg(unix)]
fn is_device(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    let kind = meta.file_type();
    kind.is_char_device() || kind.is_block_device() || kind.is_socket()
}

#[cfg(not(unix))]
fn is_device(meta: &fs::Metadata) -> bool {
    !meta.is_file() && !meta.is_dir()
}

/// Whether `a` and `b` name the same file (through links, hard links, `..` and all).
fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (fs::metadata(a), fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        ma.dev() == mb.dev() && ma.ino() == mb.ino()
    }
    #[cfg(not(unix))]
    {
        let _ = (ma, mb);
        matches!((fs::canonicalize(a), fs::canonicalize(b)), (Ok(x), Ok(y)) if x == y)
    }
}

/// A file to write, checked before the work that makes its contents.
#[derive(Clone, Debug)]
pub struct Destination {
    /// The path as given, for messages.
    shown: PathBuf,
    /// What is written: the path, or the target of the link at it.
    target: PathBuf,
}

impl Destination {
    /// Checks that `path` can be written, and is none of `inputs` (the files the command
    /// reads), or says why not (ready to follow "cannot write FILE: ").
    pub fn check(path: &Path, inputs: &[&Path]) -> Result<Destination, Why> {
        let is_link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        let target = if is_link {
            fs::canonicalize(path).map_err(|_| Why::new("file-dangling-link"))?
        } else {
            path.to_path_buf()
        };
        match fs::metadata(&target) {
            Ok(m) if !m.is_file() => return Err(Why::new("file-not-regular")),
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(Why::system(&e)),
        }
        if inputs.iter().any(|input| same_file(input, &target)) {
            return Err(Why::new("file-is-input"));
        }
        let dest = Destination {
            shown: path.to_path_buf(),
            target,
        };
        let folder = dest.folder();
        if !fs::metadata(&folder).is_ok_and(|m| m.is_dir()) {
            return Err(Message::new("file-no-folder")
                .text("folder", folder.display().to_string())
                .into());
        }
        // The one sure test that the folder takes a file: making one.
        let probe = dest.beside("probe");
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)
            .map_err(|e| {
                Why(Message::new("file-folder-refuses")
                    .text("folder", folder.display().to_string())
                    .message("reason", Why::system(&e).0))
            })?;
        let _ = fs::remove_file(&probe);
        Ok(dest)
    }

    /// The path as given.
    pub fn path(&self) -> &Path {
        &self.shown
    }

    fn folder(&self) -> PathBuf {
        folder_of(&self.target)
    }

    /// A file of this writer's own beside the target: the process's id and a number no other
    /// call in the process has had, so that two writers (two sessions, or two threads of one)
    /// never share a temporary file.
    fn beside(&self, what: &str) -> PathBuf {
        self.folder().join(unique_name(&self.target, what))
    }

    /// Takes the file's lock, kept until the returned guard is dropped: while it is held, no
    /// other session of the program reads-and-writes the file (each merges what it adds into
    /// what the other saved). Waits up to `LOCK_WAIT` (10 s) for a session that holds it.
    pub fn lock(&self) -> Result<Lock, Why> {
        Lock::wait(&self.target)
    }

    /// Writes `bytes` to the file, or says why not; what stood there is kept on failure.
    pub fn write(&self, bytes: &[u8]) -> Result<(), Why> {
        let existing = match fs::metadata(&self.target) {
            Ok(m) if !m.is_file() => return Err(Why::new("file-not-regular")),
            Ok(m) => Some(m),
            Err(_) => None,
        };
        if existing.as_ref().is_some_and(has_other_links) {
            // Renaming would part this name from the others: write the file itself.
            return OpenOptions::new()
                .write(true)
                .truncate(true)
                .open(&self.target)
                .and_then(|mut f| {
                    f.write_all(bytes)?;
                    f.sync_all()
                })
                .map_err(|e| Why::system(&e));
        }
        let temp = self.beside("tmp");
        let written = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .and_then(|mut f| {
                f.write_all(bytes)?;
                if let Some(m) = &existing {
                    f.set_permissions(m.permissions())?;
                }
                f.sync_all()
            })
            .and_then(|()| fs::rename(&temp, &self.target));
        if let Err(e) = written {
            let _ = fs::remove_file(&temp);
            return Err(Why::system(&e));
        }
        Ok(())
    }
}

/// A name for a file of this writer's own beside `target`: `.NAME.WHAT-PID-N`.
fn unique_name(target: &Path, what: &str) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let name = target.file_name().unwrap_or_default().to_string_lossy();
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    format!(".{name}.{what}-{}-{n}", std::process::id())
}

/// The lock of a file shared between sessions (`.NAME.lock` beside it), held until dropped.
///
/// It is the system's advisory lock on that file (`flock` on Unix, `LockFileEx` on Windows),
/// not the file's existence: the system lets go of it when its holder ends, killed or not, so
/// a lock is never left behind and its date means nothing. The holder removes the file when it
/// lets go; a session that was waiting on the removed file finds that the name no longer leads
/// to the file it locked, and starts again on the name, so two holders are never let in.
#[derive(Debug)]
pub struct Lock {
    path: PathBuf,
    file: File,
}

impl Lock {
    /// The lock of `target`, waiting up to `LOCK_WAIT` (10 s) for a session that holds it.
    pub fn wait(target: &Path) -> Result<Lock, Why> {
        let deadline = Instant::now() + LOCK_WAIT;
        loop {
            if let Some(lock) = Lock::try_take(target)? {
                return Ok(lock);
            }
            if Instant::now() > deadline {
                return Err(Message::new("file-locked")
                    .text("lock", Lock::path_of(target).display().to_string())
                    .into());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// The lock of `target` if no other session holds it, else `None`.
    pub fn try_take(target: &Path) -> Result<Option<Lock>, Why> {
        let path = Lock::path_of(target);
        loop {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(|e| Why::system(&e))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(fs::TryLockError::WouldBlock) => return Ok(None),
                Err(fs::TryLockError::Error(e)) => return Err(Why::system(&e)),
            }
            // The name may have been let go of and removed between the open and the lock: then
            // this lock is on a file nobody else will look at, and the name is tried again.
            let locked = file.metadata().map_err(|e| Why::system(&e))?;
            match fs::metadata(&path) {
                Ok(now) if same_inode(&locked, &now) => return Ok(Some(Lock { path, file })),
                Ok(_) => continue,
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(e) => return Err(Why::system(&e)),
            }
        }
    }

    /// Where the lock of `target` is kept.
    fn path_of(target: &Path) -> PathBuf {
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        folder_of(target).join(format!(".{name}.lock"))
    }
}

/// The folder `path` is in (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so that whoever opens the name next makes a new file.
        let _ = fs::remove_file(&self.path);
        let _ = self.file.unlock();
    }
}

#[cfg(unix)]
fn same_inode(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_inode(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    // An open file cannot be removed on Windows, so the name always leads to the file locked.
    true
}

#[cfg(unix)]
fn has_other_links(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.nlink() > 1
}

#[cfg(not(unix))]
fn has_other_links(_: &fs::Metadata) -> bool {
    false
}

/// Creates the file at `path` with `bytes`; refuses if anything stands there.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)
}

/// Makes the folder `path` is to be written in, with those above it, if there is none: the
/// program's own data folder does not exist on a new machine until something is kept there.
pub fn make_folder_of(path: &Path) -> Result<(), Why> {
    match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => {
            fs::create_dir_all(folder).map_err(|e| Why::system(&e))
        }
        _ => Ok(()),
    }
}

/// Whether `folder` takes files: it exists (made if need be) and a file can be made in it.
pub fn check_folder(folder: &Path) -> Result<(), Why> {
    fs::create_dir_all(folder).map_err(|e| Why::system(&e))?;
    Destination::check(&folder.join("check"), &[]).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("alquerque-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch");
        dir
    }

    const SMALL: Limit = Limit {
        what: "file-kind-record",
        bytes: 10,
    };

    #[test]
    fn reads_no_further_than_the_limit() {
        let dir = scratch("read");
        let ok = dir.join("ok");
        fs::write(&ok, b"0123456789").expect("write");
        assert_eq!(read(&ok, SMALL).expect("fits"), b"0123456789");
        let big = dir.join("big");
        fs::write(&big, b"0123456789a").expect("write");
        assert!(read(&big, SMALL)
            .expect_err("too big")
            .to_string()
            .contains("longer"));
        assert!(read(&dir, SMALL)
            .expect_err("folder")
            .to_string()
            .contains("folder"));
        #[cfg(unix)]
        for device in ["/dev/urandom", "/dev/null"] {
            let e = read(Path::new(device), SMALL).expect_err("a device");
            assert!(e.to_string().contains("device"), "{device}: {e}");
        }
        assert_eq!(read_text_if_any(&dir.join("none"), SMALL), Ok(None));
        let _ = fs::remove_dir_all(dir);
    }

    #[cfg(unix)]
    #[test]
    fn writes_through_a_link_and_keeps_hard_links() {
        let dir = scratch("links");
        let target = dir.join("target.txt");
        fs::write(&target, b"old").expect("write");
        let link = dir.join("link.txt");
        std::os::unix::fs::symlink(&target, &link).expect("symlink");
        Destination::check(&link, &[])
            .expect("ok")
            .write(b"new")
            .expect("written");
        assert!(fs::symlink_metadata(&link)
            .expect("link")
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&target).expect("target"), b"new");
        let hard = dir.join("hard.txt");
        fs::hard_link(&target, &hard).expect("hard link");
        Destination::check(&hard, &[])
            .expect("ok")
            .write(b"newer")
            .expect("written");
        assert_eq!(fs::read(&target).expect("target"), b"newer");
        // Neither the link nor the hard link may be the input.
        for name in [&link, &hard] {
            let e = Destination::check(name, &[&target]).expect_err("own input");
            assert!(e.to_string().contains("reads"), "{e}");
        }
        let dangling = dir.join("dangling.txt");
        std::os::unix::fs::symlink(dir.join("gone"), &dangling).expect("symlink");
        assert!(Destination::check(&dangling, &[]).is_err());
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn the_lock_lets_one_writer_at_a_time_read_and_write() {
        let dir = scratch("lock");
        let counter = dir.join("counter.txt");
        let dest = Destination::check(&counter, &[]).expect("ok");
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| {
                    for _ in 0..50 {
                        let _lock = dest.lock().expect("the lock");
                        let n: u32 = read_text_if_any(&counter, SMALL)
                            .expect("readable")
                            .map_or(0, |t| t.parse().expect("a number"));
                        dest.write((n + 1).to_string().as_bytes()).expect("written");
                    }
                });
            }
        });
        assert_eq!(fs::read_to_string(&counter).expect("counter"), "400");
        let _ = fs::remove_dir_all(dir);
    }

    /// Many threads writing one file at once, without the lock: each write lands whole (every
    /// writer has a temporary file of its own, so none fails on another's or takes its place).
    #[test]
    fn writers_at_once_never_share_a_temporary_file() {
        let dir = scratch("writers");
        let target = dir.join("shared.txt");
        let texts: Vec<String> = (0..8).map(|t| format!("writer {t} ").repeat(200)).collect();
        std::thread::scope(|scope| {
            for text in &texts {
                let dest = Destination::check(&target, &[]).expect("ok");
                scope.spawn(move || {
                    for _ in 0..50 {
                        dest.write(text.as_bytes()).expect("every write lands");
                    }
                });
            }
        });
        let last = fs::read_to_string(&target).expect("written");
        assert!(texts.contains(&last), "a write landed whole");
        let left: Vec<_> = fs::read_dir(&dir)
            .expect("folder")
            .filter_map(|e| e.ok())
            .map(|e| e.file_name())
            .collect();
        assert_eq!(
            left,
            vec![std::ffi::OsString::from("shared.txt")],
            "no temporary file is left"
        );
        let _ = fs::remove_dir_all(dir);
    }

    /// A lock file left behind (by an older version, or a session killed while the system kept
    /// its file), whatever its date, is not a lock: only a live holder is.
    #[test]
    fn a_lock_file_left_behind_holds_nothing() {
        let dir = scratch("left-lock");
        let target = dir.join("statistics.txt");
        let left = Lock::path_of(&target);
        let file = File::create(&left).expect("a lock file left behind");
        let in_a_year = std::time::SystemTime::now() + Duration::from_secs(365 * 24 * 3600);
        file.set_modified(in_a_year).expect("dated in the future");
        drop(file);
        let lock = Lock::try_take(&target)
            .expect("no error")
            .expect("taken at once");
        assert!(
            Lock::try_take(&target).expect("no error").is_none(),
            "held while the first holds it"
        );
        drop(lock);
        assert!(!left.exists(), "let go of, the lock leaves no file");
        assert!(Lock::try_take(&target).expect("no error").is_some());
        let _ = fs::remove_dir_all(dir);
    }

    /// The lock's holder, as another process: takes the lock named by the environment, says so
    /// on standard output, and waits until it is killed. Run only by
    /// `a_killed_holder_lets_go_of_the_lock`.
    #[test]
    #[ignore = "a helper process of a_killed_holder_lets_go_of_the_lock"]
    fn lock_holder_process() {
        let Some(target) = std::env::var_os("ALQUERQUE_TEST_LOCK_TARGET") else {
            return;
        };
        let _lock = Lock::wait(Path::new(&target)).expect("the lock");
        let mut out = io::stdout();
        writeln!(out, "held")
            .and_then(|()| out.flush())
            .expect("said");
        let mut line = String::new();
        // Standard input is a pipe the test never writes to: this waits to be killed.
        let _ = io::stdin().read_line(&mut line);
        std::process::abort();
    }

    /// A session killed while it holds the lock holds it no longer: the next session takes it
    /// at once, without waiting for it to grow stale.
    #[cfg(unix)]
    #[test]
    fn a_killed_holder_lets_go_of_the_lock() {
        use std::io::BufRead;
        use std::process::{Command, Stdio};
        let dir = scratch("killed");
        let target = dir.join("statistics.txt");
        let mut holder = Command::new(std::env::current_exe().expect("this test"))
            .args(["--exact", "files::tests::lock_holder_process", "--ignored"])
            .args(["--nocapture", "--test-threads=1"])
            .env("ALQUERQUE_TEST_LOCK_TARGET", &target)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the holder starts");
        let out = holder.stdout.take().expect("its output");
        let held = io::BufReader::new(out)
            .lines()
            .map_while(Result::ok)
            .any(|line| line.contains("held"));
        assert!(held, "the holder took the lock");
        assert!(
            Lock::try_take(&target).expect("no error").is_none(),
            "the live holder keeps it"
        );
        holder.kill().expect("killed");
        holder.wait().expect("ended");
        assert!(
            Lock::try_take(&target).expect("no error").is_some(),
            "a killed holder holds nothing"
        );
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn refuses_what_is_not_a_regular_file_or_has_no_folder() {
        let dir = scratch("refuse");
        let e = Destination::check(&dir, &[]).expect_err("a folder");
        assert!(e.to_string().contains("not a regular file"), "{e}");
        #[cfg(unix)]
        {
            let e = Destination::check(Path::new("/dev/zero"), &[]).expect_err("a device");
            assert!(e.to_string().contains("not a regular file"), "{e}");
        }
        let e = Destination::check(&dir.join("no").join("x.txt"), &[]).expect_err("no folder");
        assert!(e.to_string().contains("does not exist"), "{e}");
        let _ = fs::remove_dir_all(dir);
    }
}
