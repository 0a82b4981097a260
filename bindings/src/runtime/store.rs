//! The one place the apps keep things between launches: documents by key in a folder the app
//! hands over (the game, the puzzle progress, the statistics, and later correspondence games).
//!
//! Every decision about keeping them is made here, once, for both phones:
//! - All disk work runs on the store's own thread, never on the caller's: a write is queued
//!   and the call returns at once; reads are awaited.
//! - Writes are atomic: a temporary file in the folder, flushed to the disk (fsync), renamed
//!   over the document, and the folder flushed, so a kill or a power cut at any moment leaves
//!   the old document or the new one, never a mix. Each write's temporary file has a name of
//!   its own (the process and a count in it), so two writers of one folder (two processes,
//!   or two stores) never write into, remove or rename each other's. A leftover temporary
//!   file (a write killed half way) is never read; the next write of its key clears it once
//!   it is older than any write takes ([`STALE_TEMP_SECS`]).
//! - One folder, one writer in a process: stores made for the same folder share one thread
//!   and one queue, so their writes and their read-change-write jobs (the statistics, the
//!   games with friends) run one after another instead of losing each other's changes.
//! - The latest state wins: writes of a key that queue up while the disk is busy are merged
//!   into the last one.
//! - A write never replaces anything that is not a regular file (a folder, a link, a pipe
//!   standing where a document should be), and nothing bigger than [`MAX_DOCUMENT_BYTES`]
//!   is written or read.
//! - A document that cannot be read (not a regular file, too big, not UTF-8, or refused by
//!   its reader) is set aside: renamed `KEY.unreadable-<UTC time>-<n>.txt` with its bytes
//!   as they were, the newest [`KEEP_SET_ASIDE`] of those kept. If it cannot be moved, the
//!   store refuses to write over it for as long as it lives.

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::fs::{self, File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use futures_channel::oneshot;

use alquerque_text::Message;

use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;

/// The largest document read or written: a game record is at most 1 MiB (the core's bound,
/// `Game::MAX_RECORD_BYTES`), and a save adds its settings and the moves redo can replay.
/// Anything bigger is not one of ours, and reading it whole could exhaust memory.
pub const MAX_DOCUMENT_BYTES: u64 = 4 << 20;

/// How many set-aside copies of each document are kept: the newest five.
pub const KEEP_SET_ASIDE: usize = 5;

/// How old a temporary file must be before a write takes it for a leftover of a write killed
/// half way and clears it: far longer than any write of a document takes, so a write under
/// way in another process is never cut short.
pub const STALE_TEMP_SECS: u64 = 600;

/// The longest key: keys are file names.
const MAX_KEY_LEN: usize = 64;

/// What reading a document found.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum StoredDocument {
    /// There is no such document (the first launch, for the game).
    Missing,
    /// The text written last.
    Found {
        /// The document's text.
        text: String,
    },
    /// There was a document but it could not be read; it was set aside (kept, with its bytes
    /// as they were) unless `set_aside` is false, when it could not be moved and the store
    /// will not write over it.
    Unreadable {
        /// Why it could not be read, for the player.
        reason: String,
        /// Whether it was moved aside.
        set_aside: bool,
    },
}

/// Called on the store's thread with the outcome of a write (or of the later write of the same
/// key that replaced it in the queue).
pub(crate) type WriteDone = Box<dyn FnOnce(&Result<(), Message>) + Send>;

type Job = Box<dyn FnOnce(&mut Disk) + Send>;

struct Pending {
    text: String,
    done: Vec<WriteDone>,
}

#[derive(Default)]
struct Queue {
    writes: BTreeMap<String, Pending>,
    jobs: VecDeque<Job>,
    closed: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        // A job that panicked cannot leave the queue half-changed: carry on.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The documents of one folder. Cheap to share: every app object that keeps something holds
/// the same store. Stores made for one folder share its `Folder` (one writer, one queue).
#[derive(uniffi::Object)]
pub struct Store {
    folder: Arc<Folder>,
}

/// One folder's writer: its thread and queue, shared by every store of the folder in this
/// process (see [`Store::new`]), and closed when the last of them is gone.
struct Folder {
    /// The folder as the app named it, its parts normalised (the registry's key).
    path: PathBuf,
    shared: Arc<Shared>,
    /// Set when no thread could be started: then the work runs on the caller's thread, which
    /// is slower but loses nothing.
    inline: Option<Mutex<Disk>>,
}

/// The folders with a live writer, so that a second store of a folder joins the first's.
static FOLDERS: Mutex<Vec<Weak<Folder>>> = Mutex::new(Vec::new());

/// `dir` with `.` parts and repeated separators gone: the same folder named twice the same
/// way is one key. (Not resolved through the disk: making a store touches no disk.)
fn folder_key(dir: &Path) -> PathBuf {
    dir.components().collect()
}

impl Folder {
    /// The writer of `dir`: the live one if a store of it exists, else a new one.
    fn of(dir: PathBuf) -> Arc<Folder> {
        let path = folder_key(&dir);
        let mut folders = FOLDERS.lock().unwrap_or_else(PoisonError::into_inner);
        folders.retain(|f| f.strong_count() > 0);
        if let Some(live) = folders
            .iter()
            .filter_map(Weak::upgrade)
            .find(|f| f.path == path)
        {
            return live;
        }
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            wake: Condvar::new(),
        });
        let worker = Arc::clone(&shared);
        let disk = Disk::new(dir.clone());
        let spawned = std::thread::Builder::new()
            .name("alquerque-store".into())
            .spawn(move || serve(worker, disk));
        let inline = spawned.err().map(|e| {
            log::warn!("no store thread ({e}): the store works on the caller's thread");
            Mutex::new(Disk::new(dir))
        });
        let folder = Arc::new(Folder {
            path,
            shared,
            inline,
        });
        folders.push(Arc::downgrade(&folder));
        folder
    }
}

/// The folder as the store's thread sees it (only that thread touches the disk).
pub(crate) struct Disk {
    dir: PathBuf,
    /// Keys whose unreadable document could not be set aside: never written over.
    blocked: HashSet<String>,
}

fn valid_key(key: &str) -> Result<(), AlquerqueError> {
    let ok = !key.is_empty()
        && key.len() <= MAX_KEY_LEN
        && key
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !key.starts_with('-');
    if ok {
        Ok(())
    } else {
        Err(AlquerqueError::Storage(
            alquerque_text::Message::new("store-bad-key")
                .text("key", alquerque_core::quote(key, MAX_KEY_LEN)),
        ))
    }
}

impl Store {
    /// Whether `self` and `other` keep their documents in one folder (and so share a writer).
    pub(crate) fn same_folder(&self, other: &Store) -> bool {
        Arc::ptr_eq(&self.folder, &other.folder)
    }

    /// Queues `text` as the next state of `key`, `done` called with the outcome on the store's
    /// thread. Returns at once.
    pub(crate) fn write_then(&self, key: &str, text: String, done: Option<WriteDone>) {
        if let Some(disk) = &self.folder.inline {
            // The caller may hold its own lock, which `done` takes: with no thread to call it
            // on, a failure is only logged.
            let result = disk
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .write(key, &text);
            if let Err(e) = result {
                log::warn!("could not write {key}: {}", say(&e));
            }
            drop(done);
            return;
        }
        let mut q = self.folder.shared.lock();
        let pending = q.writes.entry(key.to_string()).or_insert(Pending {
            text: String::new(),
            done: Vec::new(),
        });
        pending.text = text;
        pending.done.extend(done);
        drop(q);
        self.folder.shared.wake.notify_one();
    }

    /// Queues `job` to run on the store's thread after every write queued before it, then
    /// `then` with its result there, and returns at once: for a change that reads a document
    /// and writes it back (a game added to the statistics), so that no change is lost to
    /// another made meanwhile.
    pub(crate) fn queue<T>(
        &self,
        job: impl FnOnce(&mut Disk) -> T + Send + 'static,
        then: impl FnOnce(T) + Send + 'static,
    ) {
        if let Some(disk) = &self.folder.inline {
            // As in `write_then`: the caller may hold the lock `then` takes, so with no
            // thread to call it on, it is not called.
            job(&mut disk.lock().unwrap_or_else(PoisonError::into_inner));
            return;
        }
        self.folder
            .shared
            .lock()
            .jobs
            .push_back(Box::new(move |disk| then(job(disk))));
        self.folder.shared.wake.notify_one();
    }

    /// Runs `job` on the store's thread after every write queued before it, and hands back
    /// its result.
    pub(crate) async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce(&mut Disk) -> T + Send + 'static,
    ) -> T {
        if let Some(disk) = &self.folder.inline {
            return job(&mut disk.lock().unwrap_or_else(PoisonError::into_inner));
        }
        let (tx, rx) = oneshot::channel();
        self.folder
            .shared
            .lock()
            .jobs
            .push_back(Box::new(move |disk| {
                // The receiver is gone only if the caller stopped waiting.
                let _ = tx.send(job(disk));
            }));
        self.folder.shared.wake.notify_one();
        match rx.await {
            Ok(value) => value,
            // The job was dropped unrun: only when the store's thread died in a panic.
            Err(_) => std::future::pending().await,
        }
    }
}

fn serve(shared: Arc<Shared>, mut disk: Disk) {
    loop {
        let mut q = shared.lock();
        while q.writes.is_empty() && q.jobs.is_empty() && !q.closed {
            q = shared.wake.wait(q).unwrap_or_else(PoisonError::into_inner);
        }
        // Writes first: a read queued after a write sees it.
        if !q.writes.is_empty() {
            let writes = std::mem::take(&mut q.writes);
            drop(q);
            for (key, pending) in writes {
                let result = disk.write(&key, &pending.text);
                for done in pending.done {
                    done(&result);
                }
            }
            continue;
        }
        if let Some(job) = q.jobs.pop_front() {
            drop(q);
            job(&mut disk);
            continue;
        }
        // Closed, and nothing left to do.
        return;
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        // The thread finishes what is queued (a write is never cut short), then ends.
        self.shared.lock().closed = true;
        self.shared.wake.notify_all();
    }
}

#[uniffi::export]
impl Store {
    /// The store of `folder` (made when first written to). Touches no disk here: all of it
    /// happens on the store's own thread. Make it from a thread of the app's ordinary
    /// priority, not the UI thread: the threads the model starts (searches included) are
    /// started by a thread made here, and take its priority (see `threads.rs`).
    ///
    /// Stores of one folder share one writer: a second store of a folder (a screen that
    /// made its own) queues behind the first, so neither loses the other's writes.
    #[uniffi::constructor]
    pub fn new(folder: String) -> Arc<Store> {
        crate::runtime::init_logging();
        crate::runtime::threads::start_launcher();
        Arc::new(Store {
            folder: Folder::of(PathBuf::from(folder)),
        })
    }

    //// Queues `text` as the new state of document `key` (lower-case letters, digits and
    /// dashes) and returns at once; the store's thread writes it atomically. If writes of the
    /// same key queue up, only the latest is written.
    pub fn write(&self, key: String, text: String) -> Result<(), AlquerqueError> {
        valid_key(&key)?;
        self.write_then(&key, text, None);
        Ok(())
    }

    /// Reads document `key` on the store's thread, after every write queued before it. A
    /// document that cannot be read is set aside first (see [`StoredDocument::Unreadable`]).
    pub async fn read(&self, key: String) -> Result<StoredDocument, AlquerqueError> {
        valid_key(&key)?;
        Ok(self.run(move |disk| disk.read(&key)).await)
    }
}

/// Why the system did not read or write a file, in the player's words: the common causes
/// named in their language, any other with the system's own words inside.
fn io_problem(e: &std::io::Error) -> Message {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::PermissionDenied => Message::new("store-permission-denied"),
        ErrorKind::StorageFull => Message::new("store-full"),
        ErrorKind::ReadOnlyFilesystem => Message::new("store-read-only"),
        _ => Message::new("store-system").text("reason", e.to_string()),
    }
}

/// A size for a message (messages count in `i64`).
fn clamp(bytes: u64) -> i64 {
    i64::try_from(bytes).unwrap_or(i64::MAX)
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// The file name of the set-aside copies of `key`: `KEY.unreadable-`.
fn aside_prefix(key: &str) -> String {
    format!("{key}.unreadable-")
}

/// `seconds` since 1970 as `YYYYMMDD-HHMMSS` (UTC), for names that sort oldest first.
pub fn utc_stamp(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let rest = seconds % 86_400;
    // Howard Hinnant's days-to-civil: the proleptic Gregorian date of a day count.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

impl Disk {
    fn new(dir: PathBuf) -> Disk {
        Disk {
            dir,
            blocked: HashSet::new(),
        }
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.txt"))
    }

    /// A temporary file name for one write of `key`, used by no other write: the process
    /// and a count of this process's writes in it.
    fn temp_path(&self, key: &str) -> PathBuf {
        static WRITES: AtomicU64 = AtomicU64::new(0);
        let n = WRITES.fetch_add(1, Ordering::Relaxed);
        self.dir
            .join(format!(".{key}.{}-{n}.tmp", std::process::id()))
    }

    /// Clears the leftovers of writes of `key` killed half way: temporary files older than
    /// [`STALE_TEMP_SECS`] (a younger one may be another writer's, under way), and the one
    /// name earlier versions used for every write. Never a folder, never anything else.
    fn clear_stale_temps(&self, key: &str) {
        let legacy = format!(".{key}.tmp");
        let ours = format!(".{key}.");
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else {
                continue;
            };
            // `.KEY.PID-N.tmp` (or the legacy `.KEY.tmp`), never another key's.
            let is_temp = name == legacy
                || name
                    .strip_prefix(&ours)
                    .and_then(|rest| rest.strip_suffix(".tmp"))
                    .and_then(|middle| middle.split_once('-'))
                    .is_some_and(|(pid, n)| is_number(pid) && is_number(n));
            if !is_temp {
                continue;
            }
            let Ok(meta) = entry.path().symlink_metadata() else {
                continue;
            };
            let stale = name == legacy
                || meta
                    .modified()
                    .ok()
                    .and_then(|t| t.elapsed().ok())
                    .is_some_and(|age| age >= Duration::from_secs(STALE_TEMP_SECS));
            if stale && !meta.file_type().is_dir() {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// Reads `key`; an unreadable document is set aside.
    pub(crate) fn read(&mut self, key: &str) -> StoredDocument {
        match self.try_read(key) {
            Ok(Some(text)) => StoredDocument::Found { text },
            Ok(None) => StoredDocument::Missing,
            Err(reason) => {
                let set_aside = self.set_aside(key).is_ok();
                // In the language in force when it is read, as every text handed out.
                let reason = say(&reason);
                StoredDocument::Unreadable { reason, set_aside }
            }
        }
    }

    /// The document's text, `None` if there is none, or why it cannot be read. Never follows
    /// a link and never opens anything but a regular file (a pipe would block the thread).
    fn try_read(&self, key: &str) -> Result<Option<String>, Message> {
        let path = self.path(key);
        let meta = match fs::symlink_metadata(&path) {
            Ok(m) => m,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io_problem(&e)),
        };
        if !meta.file_type().is_file() {
            return Err(Message::new("store-not-a-file"));
        }
        if meta.len() > MAX_DOCUMENT_BYTES {
            return Err(Message::new("store-too-big").count("bytes", clamp(meta.len())));
        }
        let mut bytes = Vec::new();
        File::open(&path)
            .and_then(|f| f.take(MAX_DOCUMENT_BYTES + 1).read_to_end(&mut bytes))
            .map_err(|e| io_problem(&e))?;
        if bytes.len() as u64 > MAX_DOCUMENT_BYTES {
            return Err(Message::new("store-grew"));
        }
        String::from_utf8(bytes)
            .map(Some)
            .map_err(|_| Message::new("store-not-text"))
    }

    /// Writes `text` as `key` atomically, or says why not; nothing is replaced on failure.
    pub(crate) fn write(&mut self, key: &str, text: &str) -> Result<(), Message> {
        let file = format!("{key}.txt");
        if self.blocked.contains(key) {
            return Err(Message::new("store-blocked").text("file", file));
        }
        if text.len() as u64 > MAX_DOCUMENT_BYTES {
            return Err(
                Message::new("store-too-big-to-write").count("bytes", clamp(text.len() as u64))
            );
        }
        let target = self.path(key);
        match fs::symlink_metadata(&target) {
            Ok(m) if !m.file_type().is_file() => {
                return Err(Message::new("store-not-replaced").text("file", file));
            }
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_problem(&e)),
        }
        fs::create_dir_all(&self.dir).map_err(|e| io_problem(&e))?;
        self.clear_stale_temps(key);
        let temp = self.temp_path(key);
        let written = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
            .and_then(|mut f| {
                f.write_all(text.as_bytes())?;
                f.sync_all()
            })
            .and_then(|()| fs::rename(&temp, &target));
        if let Err(e) = written {
            let _ = fs::remove_file(&temp);
            return Err(io_problem(&e));
        }
        self.sync_dir();
        Ok(())
    }

    /// Moves `key` aside as it is; on failure the key is blocked (never written over).
    pub(crate) fn set_aside(&mut self, key: &str) -> Result<(), Message> {
        let path = self.path(key);
        if fs::symlink_metadata(&path).is_err() {
            return Ok(());
        }
        let moved = self
            .free_aside_name(key)
            .and_then(|to| fs::rename(&path, to).map_err(|e| io_problem(&e)));
        match moved {
            Ok(()) => {
                self.sync_dir();
                self.prune(key);
                Ok(())
            }
            Err(e) => {
                self.blocked.insert(key.to_string());
                Err(e)
            }
        }
    }

    /// Renames document `from` to `to` if `to` is missing (adopting an older name).
    pub(crate) fn adopt(&mut self, from: &str, to: &str) {
        let (old, new) = (self.path(from), self.path(to));
        if fs::symlink_metadata(&new).is_err() && fs::symlink_metadata(&old).is_ok() {
            if let Err(e) = fs::rename(&old, &new) {
                log::warn!("could not rename {from}.txt to {to}.txt: {e}");
            }
            self.sync_dir();
        }
    }

    /// The set-aside copies of `key`, oldest first.
    pub(crate) fn set_aside_files(&self, key: &str) -> Vec<PathBuf> {
        let prefix = aside_prefix(key);
        let mut files: Vec<PathBuf> = fs::read_dir(&self.dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| {
                e.file_name()
                    .to_str()
                    .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".txt"))
            })
            .map(|e| e.path())
            .collect();
        files.sort();
        files
    }

    /// The name of the next set-aside copy of `key`: the time, then a number one past the
    /// highest of that second, so that names sort oldest first even once older ones are gone.
    fn free_aside_name(&self, key: &str) -> Result<PathBuf, Message> {
        let seconds = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let stamped = format!("{}{}-", aside_prefix(key), utc_stamp(seconds));
        let next = self
            .set_aside_files(key)
            .iter()
            .filter_map(|p| {
                p.file_name()?
                    .to_str()?
                    .strip_prefix(&stamped)?
                    .get(..3)?
                    .parse::<u32>()
                    .ok()
            })
            .max()
            .map_or(0, |n| n + 1);
        (next..1000)
            .map(|n| self.dir.join(format!("{stamped}{n:03}.txt")))
            .find(|p| fs::symlink_metadata(p).is_err())
            .ok_or_else(|| Message::new("store-no-aside-name"))
    }

    fn prune(&self, key: &str) {
        let files = self.set_aside_files(key);
        for old in &files[..files.len().saturating_sub(KEEP_SET_ASIDE)] {
            let _ = fs::remove_file(old);
        }
    }

    /// Makes a rename durable where a folder can be synced (Linux, Android, Apple systems).
    fn sync_dir(&self) {
        if let Ok(dir) = File::open(&self.dir) {
            let _ = dir.sync_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_utc_dates() {
        assert_eq!(utc_stamp(0), "19700101-000000");
        // 2024-02-29 12:34:56 UTC, a leap day.
        assert_eq!(utc_stamp(1_709_210_096), "20240229-123456");
        assert_eq!(utc_stamp(951_782_400), "20000229-000000");
    }

    #[test]
    fn keys_are_plain_file_names() {
        for good in ["session", "puzzles", "puzzle-in-progress", "game-2"] {
            assert!(valid_key(good).is_ok(), "{good}");
        }
        for bad in ["", "../x", "a/b", "A", "a.b", "-x", &"k".repeat(65), "é"] {
            assert!(valid_key(bad).is_err(), "{bad}");
        }
    }
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the phones' library.
#[cfg(feature = "testing")]
#[uniffi::export]
impl Store {
    /// Waits until every write queued so far is on the disk (or has failed).
    pub async fn flush(&self) {
        self.run(|_| ()).await
    }
}
