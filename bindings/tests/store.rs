//! The store the apps keep everything in, and the game opened from it: writes off the
//! caller's thread, the latest state winning, never torn; a write killed half way, a torn
//! file, and hostile or oversized files in the folder, each set aside (kept, never loaded,
//! never deleted without a copy) while a new game begins and the player is told why.

use std::fs;
use std::sync::Arc;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, index, wait_for, TempDir};

use alquerque_ffi::{
    open_game, utc_stamp, AiLevel, FirstGameChoice, GameSession, Player, Side, Store,
    StoredDocument, KEEP_SET_ASIDE, MAX_DOCUMENT_BYTES,
};

/// A saved session of two people after three plies.
const SHORT_GAME: &str = "[White \"human\"]\n[Black \"human\"]\n\n1. c2-c3 c4-c2 2. c1-c3 *";

/// The temporary files of `key`'s writes in the folder (`.KEY.…tmp`).
fn temporary_files(dir: &TempDir, key: &str) -> Vec<String> {
    let prefix = format!(".{key}.");
    let mut names: Vec<String> = fs::read_dir(dir.path())
        .expect("the folder")
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.starts_with(&prefix) && n.ends_with(".tmp"))
        .collect();
    names.sort();
    names
}

fn read(store: &Store, key: &str) -> StoredDocument {
    block_on(store.read(key.into())).expect("a valid key")
}

fn open(dir: &TempDir) -> (Arc<Store>, Arc<GameSession>) {
    let store = Store::new(dir.folder());
    let session = block_on(open_game(store.clone(), Some(1)));
    (store, session)
}

#[test]
fn documents_read_back_and_the_latest_write_wins() {
    let dir = TempDir::new("store");
    let store = Store::new(dir.folder());
    assert_eq!(read(&store, "notes"), StoredDocument::Missing);
    for i in 0..200 {
        store
            .write("notes".into(), format!("state {i}"))
            .expect("a key");
    }
    assert_eq!(
        read(&store, "notes"),
        StoredDocument::Found {
            text: "state 199".into()
        },
        "a read sees every write queued before it"
    );
    block_on(store.flush());
    assert_eq!(
        fs::read_to_string(dir.file("notes.txt")).expect("on the disk"),
        "state 199"
    );
    // No temporary file is left behind.
    assert_eq!(temporary_files(&dir, "notes"), Vec::<String>::new());
    // A new store of the same folder (a new launch) finds it.
    assert_eq!(
        read(&Store::new(dir.folder()), "notes"),
        StoredDocument::Found {
            text: "state 199".into()
        }
    );
    // Keys are file names, nothing else.
    for bad in ["../escape", "a/b", "", "UPPER", ".hidden"] {
        assert!(store.write(bad.into(), "x".into()).is_err(), "{bad}");
        assert!(block_on(store.read(bad.into())).is_err(), "{bad}");
    }
    assert!(!dir
        .path()
        .parent()
        .expect("a parent")
        .join("escape.txt")
        .exists());
}

#[test]
fn dropping_the_store_finishes_its_writes() {
    let dir = TempDir::new("store-drop");
    let store = Store::new(dir.folder());
    store.write("last".into(), "kept".into()).expect("a key");
    drop(store);
    // Its thread writes what was queued, then ends.
    common::wait_until("the queued write", || {
        fs::read_to_string(dir.file("last.txt")).ok()
    });
    assert_eq!(
        read(&Store::new(dir.folder()), "last"),
        StoredDocument::Found {
            text: "kept".into()
        }
    );
}

#[test]
fn a_write_killed_half_way_leaves_the_last_complete_state() {
    let dir = TempDir::new("store-killed");
    // What a kill in the middle of a write leaves: the complete save, and a temporary file
    // cut short beside it.
    fs::write(dir.file("session.txt"), SHORT_GAME).expect("written");
    fs::write(dir.file(".session.tmp"), "[White \"hum").expect("written");
    let (store, session) = open(&dir);
    let s = session.state();
    assert_eq!(
        s.move_list(),
        ["c2-c3", "c4-c2", "c1-c3"],
        "the last complete state"
    );
    assert_eq!(s.notice(), None);
    assert_eq!(s.first_game, None, "not a first launch");
    // The next write clears the leftover and lands whole.
    session.play_notation("a3-c1".into()).expect("legal");
    block_on(store.flush());
    assert!(!dir.file(".session.tmp").exists());
    let saved = fs::read_to_string(dir.file("session.txt")).expect("saved");
    assert_eq!(
        GameSession::restore(saved)
            .expect("whole")
            .state()
            .move_list()
            .len(),
        4
    );
}

#[test]
fn a_torn_save_is_set_aside_and_a_new_game_begins() {
    let dir = TempDir::new("store-torn");
    // A save cut in the middle of a move (as a write without rename could leave).
    let torn = &SHORT_GAME[..SHORT_GAME.len() - 6];
    fs::write(dir.file("session.txt"), torn).expect("written");
    let (store, session) = open(&dir);
    let s = session.state();
    assert!(s.move_list().is_empty(), "a new game");
    let notice = s.notice().expect("the player is told why");
    assert!(
        notice.starts_with("The saved game could not be read (") && notice.contains("kept aside"),
        "{notice}"
    );
    assert_eq!(
        s.first_game, None,
        "an unreadable save is not a first launch"
    );
    let aside = dir.set_aside("session");
    assert_eq!(aside.len(), 1);
    assert_eq!(
        fs::read_to_string(&aside[0]).expect("kept"),
        torn,
        "as it was"
    );
    // The new game is saved beside it, and reads back next time with no notice.
    block_on(store.flush());
    drop((session, store));
    let (_, again) = open(&dir);
    assert_eq!(again.state().notice(), None);
    assert_eq!(dir.set_aside("session"), aside, "the copy is still there");
}

#[test]
fn hostile_files_are_set_aside_never_loaded() {
    // Bytes that are not UTF-8.
    let dir = TempDir::new("store-bytes");
    fs::write(dir.file("session.txt"), [0x5b, 0xc3, 0x28, 0xff, 0x0a]).expect("written");
    let (_, session) = open(&dir);
    assert!(session.state().notice().expect("told").contains("UTF-8"));
    assert_eq!(
        fs::read(&dir.set_aside("session")[0]).expect("kept"),
        [0x5b, 0xc3, 0x28, 0xff, 0x0a]
    );

    // A file bigger than any save: not read into memory (a sparse file of 5 MiB).
    let dir = TempDir::new("store-huge");
    let huge = fs::File::create(dir.file("session.txt")).expect("created");
    huge.set_len(MAX_DOCUMENT_BYTES + (1 << 20)).expect("sized");
    drop(huge);
    let (_, session) = open(&dir);
    assert!(session
        .state()
        .notice()
        .expect("told")
        .contains("more than any save"));
    let aside = dir.set_aside("session");
    assert_eq!(
        fs::metadata(&aside[0]).expect("kept").len(),
        MAX_DOCUMENT_BYTES + (1 << 20)
    );

    // A folder where the save should be.
    let dir = TempDir::new("store-folder");
    fs::create_dir(dir.file("session.txt")).expect("made");
    fs::write(dir.file("session.txt").join("inside"), "x").expect("written");
    let (store, session) = open(&dir);
    assert!(session
        .state()
        .notice()
        .expect("told")
        .contains("not a regular file"));
    let aside = dir.set_aside("session");
    assert!(aside[0].join("inside").exists(), "kept with what it holds");
    block_on(store.flush());
    assert!(
        dir.file("session.txt").is_file(),
        "the new game saved in its place"
    );

    #[cfg(unix)]
    {
        // A link to a file elsewhere: never followed, and the file it points to untouched.
        let dir = TempDir::new("store-link");
        let elsewhere = TempDir::new("store-elsewhere");
        fs::write(elsewhere.file("secret.txt"), SHORT_GAME).expect("written");
        std::os::unix::fs::symlink(elsewhere.file("secret.txt"), dir.file("session.txt"))
            .expect("linked");
        let (store, session) = open(&dir);
        let s = session.state();
        assert!(
            s.move_list().is_empty(),
            "what the link points to is not loaded"
        );
        assert!(s.notice().expect("told").contains("not a regular file"));
        block_on(store.flush());
        assert_eq!(
            fs::read_to_string(elsewhere.file("secret.txt")).expect("there"),
            SHORT_GAME
        );
        assert!(fs::symlink_metadata(&dir.set_aside("session")[0])
            .expect("kept")
            .file_type()
            .is_symlink());
    }
    #[cfg(target_os = "linux")]
    {
        // A pipe: reading it would wait for ever; it is never opened.
        let dir = TempDir::new("store-pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(dir.file("session.txt"))
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let (_, session) = open(&dir);
        assert!(session
            .state()
            .notice()
            .expect("told")
            .contains("not a regular file"));
    }
}

#[test]
fn a_write_never_replaces_what_is_not_a_regular_file() {
    let dir = TempDir::new("store-replace");
    let store = Store::new(dir.folder());
    fs::create_dir(dir.file("notes.txt")).expect("made");
    store.write("notes".into(), "text".into()).expect("a key");
    block_on(store.flush());
    assert!(dir.file("notes.txt").is_dir(), "the folder stays");
    // The session says when its save fails, and the game goes on.
    let dir = TempDir::new("store-session-replace");
    fs::write(dir.file("session.txt"), SHORT_GAME).expect("written");
    let (store, session) = open(&dir);
    block_on(store.flush());
    fs::remove_file(dir.file("session.txt")).expect("removed");
    fs::create_dir(dir.file("session.txt")).expect("made");
    session.play_notation("a3-c1".into()).expect("legal");
    let s = wait_for(&session, "the failure", |s| s.notice().is_some());
    let notice = s.notice().expect("told");
    assert!(
        notice.starts_with("The game could not be saved ("),
        "{notice}"
    );
    assert_eq!(s.move_list().len(), 4, "the game goes on in memory");
    assert!(dir.file("session.txt").is_dir());
}

#[test]
fn oversized_writes_are_refused() {
    let dir = TempDir::new("store-big");
    let store = Store::new(dir.folder());
    store.write("notes".into(), "small".into()).expect("a key");
    block_on(store.flush());
    let big = "x".repeat(MAX_DOCUMENT_BYTES as usize + 1);
    store.write("notes".into(), big).expect("a key");
    block_on(store.flush());
    assert_eq!(
        fs::read_to_string(dir.file("notes.txt")).expect("there"),
        "small",
        "refused, the last state kept"
    );
}

#[test]
fn the_last_few_set_aside_copies_are_kept() {
    let dir = TempDir::new("store-keep");
    for i in 0..KEEP_SET_ASIDE + 3 {
        fs::write(dir.file("notes.txt"), [0xff, i as u8]).expect("written");
        let store = Store::new(dir.folder());
        assert!(matches!(
            read(&store, "notes"),
            StoredDocument::Unreadable {
                set_aside: true,
                ..
            }
        ));
    }
    let kept = dir.set_aside("notes");
    assert_eq!(kept.len(), KEEP_SET_ASIDE);
    let last: Vec<u8> = fs::read(kept.last().expect("one")).expect("kept");
    assert_eq!(last, [0xff, KEEP_SET_ASIDE as u8 + 2], "the newest is kept");
    assert!(!dir.file("notes.txt").exists());
}

#[test]
fn a_save_that_cannot_be_set_aside_is_never_written_over() {
    let dir = TempDir::new("store-stuck");
    fs::write(dir.file("session.txt"), [0xff, 0xfe]).expect("written");
    // The last copy of every second of the next minute is taken: a copy made now would
    // come after it, and there is no such name, so the save cannot move.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_secs();
    for second in now - 1..now + 60 {
        let name = format!("session.unreadable-{}-999.txt", utc_stamp(second));
        fs::write(dir.file(&name), "").expect("written");
    }
    let (store, session) = open(&dir);
    let notice = session.state().notice().expect("told");
    assert!(notice.contains("nor moved aside"), "{notice}");
    session.play_notation("c2-c3".into()).expect("legal");
    block_on(store.flush());
    assert_eq!(
        fs::read(dir.file("session.txt")).expect("there"),
        [0xff, 0xfe],
        "untouched"
    );
    // The session keeps saying so, as nothing of this game is kept.
    assert!(session
        .state()
        .notice()
        .expect("told")
        .contains("nor moved aside"));
}

#[test]
fn the_first_launch_asks_once_and_the_game_is_kept_from_then_on() {
    let dir = TempDir::new("store-first");
    let (store, session) = open(&dir);
    let s = session.state();
    assert_eq!(
        s.first_game,
        Some(FirstGameChoice::Computer {
            level: AiLevel::Beginner,
            person: Side::White
        }),
        "no save: the question, with a level a newcomer can beat offered first"
    );
    assert_eq!(
        session.options().black,
        Player::Ai {
            level: AiLevel::Beginner
        },
        "and the game set up underneath (kept if the question is closed) is against it"
    );
    session.choose_first_game(Some(FirstGameChoice::TwoPlayers));
    assert_eq!(session.state().first_game, None);
    session.tap_result(index("c2")).expect("selectable");
    session.tap_result(index("c3")).expect("a move");
    block_on(store.flush());
    drop((session, store));
    let (_, again) = open(&dir);
    let s = again.state();
    assert_eq!(s.first_game, None, "asked once");
    assert_eq!(s.move_list(), ["c2-c3"]);
    assert_eq!(again.options().black, Player::Human);
}

#[test]
fn an_opened_record_can_be_undone_after_a_new_launch() {
    let dir = TempDir::new("store-import");
    fs::write(dir.file("session.txt"), SHORT_GAME).expect("written");
    let (store, session) = open(&dir);
    session
        .import_record_result("1. d3-c3 b3-d3 *".into())
        .expect("valid");
    block_on(store.flush());
    drop((session, store));
    let (_, again) = open(&dir);
    assert_eq!(again.state().move_list(), ["d3-c3", "b3-d3"]);
    assert!(again.state().can_undo);
    assert!(again.undo());
    assert_eq!(
        again.state().move_list(),
        ["c2-c3", "c4-c2", "c1-c3"],
        "the game played is back"
    );
}

#[test]
fn the_game_the_ios_app_kept_is_taken_over() {
    let dir = TempDir::new("store-ios");
    fs::write(dir.file("saved-game.txt"), SHORT_GAME).expect("written");
    let (_, session) = open(&dir);
    assert_eq!(session.state().move_list().len(), 3);
    assert!(dir.file("session.txt").exists() && !dir.file("saved-game.txt").exists());
}

#[test]
fn two_stores_of_one_folder_never_clobber_each_others_writes() {
    let dir = TempDir::new("store-two");
    let (one, two) = (Store::new(dir.folder()), Store::new(dir.folder()));
    // Written from two threads at once, each store its own keys and one key both write.
    let writers: Vec<_> = [(one.clone(), "one"), (two.clone(), "two")]
        .into_iter()
        .map(|(store, name)| {
            std::thread::spawn(move || {
                for i in 0..150 {
                    store
                        .write(format!("{name}-{}", i % 5), format!("{name} {i}"))
                        .expect("a key");
                    store
                        .write("shared".into(), format!("{name} {i}"))
                        .expect("a key");
                }
            })
        })
        .collect();
    for w in writers {
        w.join().expect("the writer");
    }
    block_on(one.flush());
    block_on(two.flush());
    for name in ["one", "two"] {
        for k in 0..5 {
            assert_eq!(
                fs::read_to_string(dir.file(&format!("{name}-{k}.txt"))).expect("written"),
                format!("{name} {}", 145 + k),
                "{name}-{k}: every write landed"
            );
        }
    }
    let shared = fs::read_to_string(dir.file("shared.txt")).expect("written");
    assert!(shared == "one 149" || shared == "two 149", "{shared}");
    // One write after the other: the later queued wins, whichever store queued it.
    one.write("order".into(), "first".into()).expect("a key");
    two.write("order".into(), "second".into()).expect("a key");
    assert_eq!(
        read(&one, "order"),
        StoredDocument::Found {
            text: "second".into()
        }
    );
    for key in ["shared", "order", "one-0", "two-0"] {
        assert_eq!(temporary_files(&dir, key), Vec::<String>::new(), "{key}");
    }
}

#[test]
fn a_temporary_file_left_by_a_crash_or_another_writer_is_harmless() {
    let dir = TempDir::new("store-temps");
    fs::create_dir_all(dir.path()).expect("the folder");
    // What other writers leave: a folder at the name every write once used, another
    // process's write under way, and the leftover of a write killed an hour ago.
    fs::create_dir(dir.file(".notes.tmp")).expect("a folder");
    let under_way = dir.file(".notes.4000000001-0.tmp");
    fs::write(&under_way, "another writer's half").expect("written");
    let crashed = dir.file(".notes.4000000002-7.tmp");
    fs::write(&crashed, "a crash's half").expect("written");
    let hour_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    fs::File::options()
        .write(true)
        .open(&crashed)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("aged");
    // Another key's temporary file is never another's to clear.
    let other_key = dir.file(".notes-2.4000000002-8.tmp");
    fs::write(&other_key, "x").expect("written");
    fs::File::options()
        .write(true)
        .open(&other_key)
        .and_then(|f| f.set_modified(hour_ago))
        .expect("aged");
    let store = Store::new(dir.folder());
    assert_eq!(read(&store, "notes"), StoredDocument::Missing, "never read");
    store.write("notes".into(), "kept".into()).expect("a key");
    assert_eq!(
        read(&store, "notes"),
        StoredDocument::Found {
            text: "kept".into()
        },
        "written whatever stands at the old temporary name"
    );
    assert_eq!(
        fs::read_to_string(&under_way).expect("left alone"),
        "another writer's half"
    );
    assert!(
        !crashed.exists(),
        "a leftover older than any write is cleared"
    );
    assert!(
        dir.file(".notes.tmp").is_dir(),
        "a folder is not the store's to remove"
    );
    assert!(other_key.exists());
}
