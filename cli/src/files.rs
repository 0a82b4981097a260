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
//!
//! The apps' store (`bindings/src/store.rs`) keeps the same rules for the apps' documents.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

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
    what: "a statistics file",
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

/// How long [`Destination::lock`] waits for another session to let go of a file.
const LOCK_WAIT: Duration = Duration::from_secs(10);

/// A lock older than this was left by a session that ended without removing it.
const STALE_LOCK: Duration = Duration::from_secs(60);

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
        match self.target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        }
    }

    /// A file of this process's own beside the target.
    fn beside(&self, what: &str) -> PathBuf {
        let name = self
            .target
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        self.folder()
            .join(format!(".{name}.{what}-{}", std::process::id()))
    }

    /// Takes the file's lock, kept until the returned guard is dropped: while it is held, no
    /// other session of the program reads-and-writes the file (each merges what it adds into
    /// what the other saved). A lock left by a session that died is taken over once stale.
    pub fn lock(&self) -> Result<LockGuard, Why> {
        let name = self
            .target
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        let path = self.folder().join(format!(".{name}.lock"));
        let deadline = Instant::now() + LOCK_WAIT;
        loop {
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(_) => return Ok(LockGuard { path }),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let age = fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| SystemTime::now().duration_since(t).ok());
                    if age.is_some_and(|a| a > STALE_LOCK) {
                        let _ = fs::remove_file(&path);
                    } else if Instant::now() > deadline {
                        return Err(Message::new("file-locked")
                            .text("lock", path.display().to_string())
                            .into());
                    } else {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                }
                Err(e) => return Err(Why::system(&e)),
            }
        }
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

/// A file's lock, held until dropped (see [`Destination::lock`]).
pub struct LockGuard {
    path: PathBuf,
}

impl Drop for LockGuard {
    fn drop(&mut self) {
        let _ = fs::remove_file(&self.path);
    }
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
            for _ in 0..4 {
                scope.spawn(|| {
                    for _ in 0..25 {
                        let _lock = dest.lock().expect("the lock");
                        let n: u32 = read_text_if_any(&counter, SMALL)
                            .expect("readable")
                            .map_or(0, |t| t.parse().expect("a number"));
                        dest.write((n + 1).to_string().as_bytes()).expect("written");
                    }
                });
            }
        });
        assert_eq!(fs::read_to_string(&counter).expect("counter"), "100");
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
