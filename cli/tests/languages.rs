//! The terminal speaks the person's language: `play` and `learn` read the locale as gettext
//! does (`LANG=es_ES.UTF-8`), while `qirkat` speaks its protocol's exact English phrases
//! whatever the locale, byte for byte.

mod common;

use common::{alquerque, alquerque_in};

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
