//! The terminal speaks the person's language: `play` and `learn` read the locale as gettext
//! does (`LANG=es_ES.UTF-8`), while `qirkat` speaks its protocol's exact English phrases
//! whatever the locale, byte for byte.

mod common;

use common::{alquerque, alquerque_in, unwrapped};

/// A game between two people: help, a move backwards (refused), a legal move, the rules.
const GAME: &str = "help\nc2-c1\nc2-c3\nrules\nquit\n";

#[test]
fn play_speaks_spanish_in_a_spanish_locale() {
    let args = ["play", "--white", "human", "--black", "human"];
    let es = alquerque_in("es_ES.UTF-8", &args, GAME);
    assert_eq!(es.code, Some(0), "{}", es.stderr);
    for said in [
        "Alquerque. Blancas (W) contra Negras (B).",
        "Escribe una jugada como c2-c3, o 'help'.",
        "lista las jugadas legales",
        "jugada ilegal c2-c1 (c1 no está vacío). Escribe 'help' para ver la ayuda.",
        "Juegan Negras (B)",
        "Capturar es obligatorio",
    ] {
        assert!(
            es.stdout.contains(said),
            "missing {said:?} in:\n{}",
            es.stdout
        );
    }
    // The commands and the notation stay as typed.
    assert!(es.stdout.contains("  moves "), "{}", es.stdout);
    let en = alquerque(&args, GAME);
    assert!(en
        .stdout
        .contains("Alquerque. White (W) against Black (B)."));
    assert!(en
        .stdout
        .contains("illegal move c2-c1 (c1 is not empty). Type 'help' for help."));
    assert!(!en.stdout.contains("Blancas"), "{}", en.stdout);
}

#[test]
fn learn_speaks_spanish_in_a_spanish_locale() {
    let es = alquerque_in("es_ES.UTF-8", &["learn"], "c2-c1\nquit\n");
    assert_eq!(es.code, Some(0), "{}", es.stderr);
    assert!(
        es.stdout.contains("Paso 1 de 6: Mover una ficha"),
        "{}",
        es.stdout
    );
    assert!(
        es.stdout.contains("Las fichas no pueden retroceder"),
        "{}",
        es.stdout
    );
}

/// Every language the program speaks, as a POSIX locale, the pseudo-locales among them.
const LOCALES: [&str; 10] = [
    "C",
    "en_US.UTF-8",
    "es_ES.UTF-8",
    "pt_PT.UTF-8",
    "fr_FR.UTF-8",
    "ar_EG.UTF-8",
    "de_DE.UTF-8",
    "en_XA.UTF-8",
    "ar_XB.UTF-8",
    "ja_JP.UTF-8",
];

#[test]
fn qirkat_says_the_same_bytes_in_every_locale() {
    // Moves, an illegal move, an unreadable one, a game to its end against the AI at its
    // fastest, and errors of every kind the protocol reports.
    let session = "manual Black\nstart\nc2-c1\nc2-c3\nz9-c3\nd4-c2\ndump\nfoo\nclear\n\
                   auto Black\nseed 3\nstart\nc2-c3\ndump\nquit\n";
    let english = alquerque_in("C", &["qirkat"], session);
    assert!(
        english.stdout.contains("==="),
        "the session ran:\n{}",
        english.stdout
    );
    assert!(
        english.stdout.contains("Illegal move") && english.stdout.contains("not understood"),
        "the session met errors:\n{}",
        english.stdout
    );
    for locale in LOCALES {
        let run = alquerque_in(locale, &["qirkat"], session);
        assert_eq!(run.code, english.code, "{locale}");
        assert_eq!(run.stdout, english.stdout, "{locale}: standard output");
        assert_eq!(run.stderr, english.stderr, "{locale}: standard error");
    }
}

/// A short game against the Beginner, reviewed, then a save into a folder that does not exist.
const REVIEWED: &str = "c2-c3\nreview\nsave /no-such-folder-here/game.txt\nquit\n";

#[test]
fn play_says_the_level_the_review_and_the_errors_in_spanish() {
    let es = alquerque_in("es_ES.UTF-8", &["play", "--black", "beginner"], REVIEWED);
    assert_eq!(es.code, Some(0), "{}", es.stderr);
    let said = format!("{}{}", es.stdout, es.stderr);
    // Sentences are wrapped to the terminal's width: compare them with the breaks undone.
    let flat = unwrapped(&said);
    for spanish in [
        // The level's title, not the word typed.
        "Negras (B), IA Principiante",
        "Revisando 2 jugadas; Ctrl-C detiene",
        // Each move's row and values in the core's words, then each side's marks.
        "1. c2-c3 · ",
        "1… ",
        " antes, ",
        "Blancas: ",
        "Negras: ",
        "No se ha podido guardar en /no-such-folder-here/game.txt: la carpeta /no-such-folder-here no existe",
    ] {
        let spanish = unwrapped(spanish);
        assert!(flat.contains(&spanish), "missing {spanish:?} in:\n{said}");
    }
    for english in [
        "beginner",
        "Reviewing",
        "White:",
        "Black:",
        "best",
        "only move",
        "before",
        "does not exist",
    ] {
        assert!(!said.contains(english), "English {english:?} in:\n{said}");
    }
    // The same session in English says the English words.
    let en = alquerque(&["play", "--black", "beginner"], REVIEWED);
    let said = format!("{}{}", en.stdout, en.stderr);
    let flat = unwrapped(&said);
    for english in [
        "Black (B), AI Beginner",
        "Reviewing 2 moves",
        "1. c2-c3 · ",
        "White: ",
        "the folder /no-such-folder-here does not exist",
    ] {
        let english = unwrapped(english);
        assert!(flat.contains(&english), "missing {english:?} in:\n{said}");
    }
}

#[test]
fn play_keeps_notation_in_order_inside_arabic_review_rows() {
    let ar = alquerque_in("ar_EG.UTF-8", &["play", "--black", "beginner"], REVIEWED);
    assert_eq!(ar.code, Some(0), "{}", ar.stderr);
    assert!(
        ar.stdout.contains("مبتدئ"),
        "the level's title:\n{}",
        ar.stdout
    );
    let row = ar
        .stdout
        .lines()
        .find(|l| l.contains("c2-c3") && l.contains('·'))
        .unwrap_or_else(|| panic!("a review row for c2-c3 in:\n{}", ar.stdout));
    assert!(row.contains("\u{2066}c2-c3\u{2069}"), "{row:?}");
    assert!(!row.contains("best"), "{row:?}");
}

#[test]
fn review_speaks_spanish_but_writes_the_record_in_its_own_words() {
    let dir = std::env::temp_dir().join(format!("alquerque-languages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch");
    let game = dir.join("game.txt");
    std::fs::write(&game, "1. c2-c3 c4-c2 *\n").expect("a game");
    let file = game.to_str().expect("a path");
    let es = alquerque_in("es_ES.UTF-8", &["review", file, "--iterations", "300"], "");
    assert_eq!(es.code, Some(0), "{}", es.stderr);
    for spanish in ["Revisando 2 jugadas", "Blancas: ", "Negras: "] {
        assert!(
            es.stderr.contains(spanish),
            "{spanish:?} in:\n{}",
            es.stderr
        );
    }
    assert!(!es.stderr.contains("White"), "{}", es.stderr);
    // The annotated record is a file every reader loads: the same bytes in every language.
    let en = alquerque_in("C", &["review", file, "--iterations", "300"], "");
    assert_eq!(es.stdout, en.stdout);
    assert!(en.stdout.contains("{"), "{}", en.stdout);
    let missing = dir.join("missing.txt");
    let es = alquerque_in(
        "es_ES.UTF-8",
        &["review", missing.to_str().expect("a path")],
        "",
    );
    assert_eq!(es.code, Some(2));
    assert!(
        es.stderr.contains("no se puede cargar") && es.stderr.contains("no existe ese archivo"),
        "{}",
        es.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
}
