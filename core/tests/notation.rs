//! Notation, position texts and game records: round trips, and no parser panics on any input.

use alquerque_core::{
    Color, Game, MoveText, PlayError, Position, PositionText, RecordError, Rules, Setup, Square,
    Variant,
};
use proptest::prelude::*;

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (0usize..2, any::<bool>(), 0u16..120).prop_map(|(v, rev, plies)| Rules {
        variant: Variant::ALL[v],
        reversal_allowed: rev,
        no_capture_draw_plies: plies,
    })
}

/// A game of random legal moves (some undone again) under random rules.
fn game_strategy() -> impl Strategy<Value = Game> {
    (
        rules_strategy(),
        proptest::collection::vec(any::<u16>(), 0..150),
        0usize..6,
    )
        .prop_map(|(rules, choices, undo)| {
            let mut g = Game::new(rules);
            for c in choices {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                g.play(moves[c as usize % moves.len()]).expect("legal");
            }
            for _ in 0..undo {
                g.undo();
            }
            g
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn records_round_trip(game in game_strategy()) {
        // The saved form keeps everything, undone moves included.
        let text = game.to_record_with_undone();
        let back = Game::from_record(&text);
        prop_assert_eq!(back.as_ref(), Ok(&game), "{}", text);
        let back = back.expect("checked");
        prop_assert_eq!(back.to_record_with_undone(), text);
        prop_assert_eq!(back.redo_moves(), game.redo_moves());
        prop_assert_eq!(back.status(), game.status());
        // The plain record keeps what was played.
        let played = Game::from_record(&game.to_record()).expect("valid");
        prop_assert_eq!(played.moves(), game.moves());
        prop_assert_eq!(played.start(), game.start());
        prop_assert!(!played.can_redo());
    }

    #[test]
    fn games_from_later_positions_round_trip(game in game_strategy(), extra in proptest::collection::vec(any::<u16>(), 0..20)) {
        // A game that starts where another stands (a set-up position, possibly Black to move).
        let mut g = Game::from_position(*game.position());
        for c in extra {
            let moves = g.legal_moves();
            if moves.is_empty() { break; }
            g.play(moves[c as usize % moves.len()]).expect("legal");
        }
        let text = g.to_record();
        prop_assert_eq!(Game::from_record(&text), Ok(g), "{}", text);
    }

    #[test]
    fn position_texts_round_trip(game in game_strategy()) {
        let pos = *game.position();
        let text = PositionText::from_position(&pos).to_string();
        prop_assert_eq!(text.parse::<PositionText>().and_then(|t| t.into_position(pos.rules())), Ok(pos));
    }

    #[test]
    fn move_texts_round_trip(game in game_strategy()) {
        for mv in game.legal_moves() {
            let text = mv.to_string();
            let parsed: MoveText = text.parse().expect("formatted moves parse");
            prop_assert_eq!(parsed.to_string(), text);
            prop_assert_eq!(parsed.to_move(game.position()), Ok(mv));
        }
    }

    #[test]
    fn parsers_never_panic(s in ".{0,80}") {
        let _ = s.parse::<MoveText>();
        let _ = s.parse::<Square>();
        let _ = s.parse::<Variant>();
        let _ = s.parse::<PositionText>();
        let _ = s.parse::<PositionText>().and_then(|t| t.into_position(Rules::default()));
        let _ = Game::from_record(&s);
        let mut g = Game::default();
        let before = g.clone();
        if g.play_text(&s).is_err() {
            prop_assert_eq!(g, before, "a failed move changes nothing");
        }
    }

    #[test]
    fn structured_garbage_never_panics(
        parts in proptest::collection::vec(
            prop_oneof![
                Just("[".to_string()), Just("]".to_string()), Just("\"".to_string()),
                Just("Variant".to_string()), Just("Position".to_string()), Just("Undone".to_string()),
                Just("Result".to_string()), Just("1.".to_string()), Just("1-0".to_string()),
                Just("*".to_string()), Just("\n".to_string()), Just(" ".to_string()),
                Just("c2-c3".to_string()), Just("c4-c2".to_string()), Just("-".to_string()),
                Just("/".to_string()), Just("bbbbb".to_string()), Just("c3<".to_string()),
                "[a-f][0-6]", "[wb-]{1,6}", ".{0,3}",
            ],
            0..40,
        )
    ) {
        let s: String = parts.concat();
        let _ = Game::from_record(&s);
        let _ = s.parse::<PositionText>();
        let _ = s.parse::<MoveText>();
    }
}

#[test]
fn record_form_is_readable() {
    let mut g = Game::default();
    for m in ["c2-c3", "c4-c2", "b1-d3", "d4-d2-b2"] {
        // Not all of these are legal; play what is, to get a short game.
        let _ = g.play_text(m);
    }
    let text = g.to_record();
    assert!(text.starts_with("[Game \"Alquerque\"]\n[Variant \"standard\"]\n"));
    assert!(text.contains("\n1. c2-c3 c4-c2"), "{text}");
    assert!(!text.contains("[Position"), "standard start is implied");
}

#[test]
fn record_errors_say_where() {
    let err =
        Game::from_record("[Variant \"standard\"]\n\n1. c2-c3 e5-e4 *\n").expect_err("illegal");
    match &err {
        RecordError::Move { ply, text, error } => {
            assert_eq!(*ply, 2);
            assert_eq!(text, "e5-e4");
            assert!(matches!(error, PlayError::Illegal(_)));
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(
        err.to_string()
            .starts_with("ply 2 \"e5-e4\" cannot be played"),
        "{err}"
    );
    assert!(matches!(
        Game::from_record("[Variant \"chess\"]\n"),
        Err(RecordError::BadValue { .. })
    ));
    assert!(matches!(
        Game::from_record("[Variant standard]\n"),
        Err(RecordError::BadTag { line: 1 })
    ));
    assert!(matches!(
        Game::from_record("[Position \"bbbbb/bbbbb\"]\n"),
        Err(RecordError::Position(_))
    ));
    assert!(matches!(
        Game::from_record("1. c2-c3 1-0"),
        Err(RecordError::ResultMismatch { .. })
    ));
    // Move numbers are optional and Black may start.
    let g = Game::from_record(
        "[Position \"-----/--b--/-----/-w---/----- b - 0\"]\n1... c4-c3 2. b2-d4 *",
    )
    .expect("valid");
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.turn(), Color::Black);
}

/// The Qirkat protocol reserves "wins" and "moves" for announcements and its test harness
/// strips everything up to a colon: no error message of the engine may contain them.
#[test]
fn error_messages_fit_the_protocol() {
    let mut messages: Vec<String> = Vec::new();
    let g = Game::default();
    for text in [
        "",
        "c2",
        "c2-",
        "z9-c3",
        "c2-c3-c4",
        "e5-e4",
        "c3-c4",
        "a1-a2",
        "c2-c4",
        "b2-b4",
        "c2-c3-c4-c5-c6",
        "a1-a2-a3-a4-a5-b1-b2-b3-b4-b5-c1-c2-c3-c4-c5-d1-d2-d3",
    ] {
        if let Err(e) = g.check(text) {
            messages.push(e.to_string());
        }
    }
    let tricky = [
        ("--w--/-----/-----/-----/b---- w - 0", "c5-c4"),
        ("-----/-----/--w--/-----/b---- w c3> 0", "c3-d3"),
        ("b----/-----/--b--/--w--/w---- w - 0", "a1-a2"),
        ("-----/-----/-bbb-/-w---/----- w - 0", "b2-b4"),
        ("-----/-----/-bbb-/-w---/----- w - 0", "b2-b4-b2"),
        ("-----/-----/-----/-----/w---- b - 0", "a1-a2"),
        ("-----/-----/--w--/-----/----b w - 0", "c3-c2"),
        ("-----/-----/--w--/-----/----b w - 0", "c3-c5"),
    ];
    for (p, m) in tricky {
        let g = Game::from_position(
            p.parse::<PositionText>()
                .and_then(|t| t.into_position(Rules::default()))
                .expect("valid"),
        );
        let e = g.check(m).expect_err("illegal");
        messages.push(e.to_string());
        if let PlayError::Illegal(i) = e {
            messages.push(i.reason.to_string());
        }
    }
    for bad in [
        "x",
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww q",
        "bbbbb/bbbbb/bb-ww/wwwww/wwwww w z9<",
    ] {
        messages.push(bad.parse::<PositionText>().expect_err("bad").to_string());
    }
    messages.push(
        Position::from_setup(
            &Setup {
                no_east: Square::A1.into(),
                ..Setup::empty(Color::White)
            },
            Rules::default(),
        )
        .expect_err("bad")
        .to_string(),
    );
    assert!(messages.len() > 20);
    for m in &messages {
        let lower = m.to_lowercase();
        assert!(!lower.contains(':'), "colon in {m:?}");
        assert!(!lower.contains("wins"), "'wins' in {m:?}");
        assert!(!lower.contains("moves"), "'moves' in {m:?}");
    }
}

proptest! {
    /// The repetition count kept as the game goes (and undone with it) is the count of the
    /// current position among all positions of the game.
    #[test]
    fn repetitions_follow_play_undo_and_redo(
        g in game_strategy(),
        steps in proptest::collection::vec(0u8..3, 0..40),
    ) {
        let mut g = g;
        for step in steps {
            match step {
                0 => { g.undo(); }
                1 => { g.redo(); }
                _ => {
                    let moves = g.legal_moves();
                    if let Some(&mv) = moves.first() {
                        g.play(mv).expect("legal");
                    }
                }
            }
            let key = g.position().key();
            let naive = g.positions().iter().filter(|p| p.key() == key).count();
            prop_assert_eq!(g.repetitions(), naive);
        }
    }
}

#[test]
fn a_record_may_start_with_a_byte_order_mark() {
    let mut game = Game::default();
    game.play_text("c2-c3").expect("legal");
    let text = format!("\u{feff}{}", game.to_record());
    assert_eq!(Game::from_record(&text), Ok(game));
}

#[test]
fn an_overlong_record_is_refused_before_any_work() {
    // Longer than the most a record may have (2 MiB).
    let text = format!("[Game \"Alquerque\"]\n\n{}", "1. c2-c3 ".repeat(300_000));
    match Game::from_record(&text) {
        Err(RecordError::TooLong { bytes }) => assert_eq!(bytes, text.len()),
        other => panic!("{other:?}"),
    }
    assert!(Game::from_record(&"\n".repeat(Game::MAX_RECORD_BYTES)).is_ok());
}

#[test]
fn callers_tags_travel_with_the_record_and_come_back() {
    let mut game = Game::default();
    game.play_text("c2-c3").expect("legal");
    game.undo();
    let tags = [
        ("White", "human".to_string()),
        ("Note", "a \"quoted\"\nline".to_string()),
        ("bad name", "left out".to_string()),
    ];
    let text = game.to_record_with_tags(true, &tags);
    let (back, read) = Game::from_record_with_tags(&text).expect("reads back");
    assert_eq!(back, game, "undone moves kept");
    assert_eq!(
        read,
        [
            ("White".to_string(), "human".to_string()),
            ("Note".to_string(), "a 'quoted' line".to_string())
        ]
    );
    assert_eq!(
        Game::from_record(&text),
        Ok(game),
        "other readers skip them"
    );
}

/// Text laced with what a terminal obeys: escape sequences, carriage returns, bells, and the
/// invisible characters that reorder a line.
fn hostile_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("\u{1b}]0;owned\u{7}".to_string()),
            Just("\u{1b}[2J".to_string()),
            Just("\r".to_string()),
            Just("\u{202e}".to_string()),
            Just("\u{9b}31m".to_string()),
            Just("\u{0}".to_string()),
            "[a-e][1-5]",
            Just("-".to_string()),
            Just("/".to_string()),
            "[wb-]{1,5}",
        ],
        1..8,
    )
    .prop_map(|parts| parts.concat())
}

/// Whether a message shows nothing a terminal would act on.
fn inert(message: &str) -> bool {
    !message
        .chars()
        .any(|c| c.is_control() || ('\u{202a}'..='\u{202e}').contains(&c))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every error that quotes what it was given (a move, a point, a variant, a position, a
    /// record's tag or move, a progress line) shows it with its control characters escaped.
    #[test]
    fn errors_never_echo_control_characters(text in hostile_text()) {
        let mut messages = Vec::new();
        if let Err(e) = text.parse::<MoveText>() { messages.push(e.to_string()); }
        if let Err(e) = text.parse::<Square>() { messages.push(e.to_string()); }
        if let Err(e) = text.parse::<Variant>() { messages.push(e.to_string()); }
        if let Err(e) = text.parse::<alquerque_core::engine::Level>() { messages.push(e.to_string()); }
        if let Err(e) = text.parse::<PositionText>().and_then(|t| t.into_position(Rules::default())) {
            messages.push(e.to_string());
        }
        if let Err(e) = Game::default().play_text(&text) { messages.push(e.to_string()); }
        for record in [
            format!("[Variant \"{text}\"]\n"),
            format!("[Position \"{text}\"]\n"),
            format!("[Result \"{text}\"]\n"),
            format!("1. c2-c3 {text} *\n"),
            format!("[Undone \"{text}\"]\n"),
        ] {
            if let Err(e) = Game::from_record(&record) { messages.push(e.to_string()); }
        }
        if let Err(e) = alquerque_core::puzzle::PuzzleProgress::from_text(&format!("solved 1 {text}")) {
            messages.push(e.to_string());
        }
        if let Err(e) = alquerque_core::puzzle::parse_puzzle_set(&format!("{text} w 1\n")) {
            messages.push(e.to_string());
        }
        prop_assert!(!messages.is_empty());
        for m in &messages {
            prop_assert!(inert(m), "{:?}", m);
        }
    }
}

#[test]
fn a_dangling_dash_is_named_as_such() {
    for text in ["c2-c3-", "b2-b4-d2-", "-c3", "c2--c3"] {
        let e = Game::default().play_text(text).expect_err("not a move");
        assert_eq!(
            e.to_string(),
            "a dash needs a point on each side of it, as in c2-c3",
            "{text}"
        );
    }
}

/// A game of `plies` plies under the Alfonso X rules without the no-capture draw, where a game
/// can go on for ever: three pieces a side wander, each move chosen (by a fixed sequence) among
/// those that leave the game going and offer the opponent no capture; where there is none,
/// the last few plies are taken back and chosen again.
fn long_game(plies: usize) -> Game {
    let rules = Rules {
        no_capture_draw_plies: 0,
        ..Rules::alfonso()
    };
    let start = "b---b/--b--/-----/--w--/w---w w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("a valid start");
    let mut game = Game::from_position(start);
    let mut rng = alquerque_core::internals::Rng::new(11);
    let mut tries = 0;
    while game.moves().len() < plies {
        tries += 1;
        assert!(
            tries < 20 * plies,
            "stuck after {} plies",
            game.moves().len()
        );
        let quiet: Vec<_> = game
            .legal_moves()
            .iter()
            .filter(|&&m| {
                let played = game.play(m).is_ok();
                let quiet = played && !game.status().is_over() && !game.position().has_capture();
                if played {
                    game.undo();
                }
                quiet
            })
            .copied()
            .collect();
        if quiet.is_empty() {
            for _ in 0..1 + rng.below(12) {
                game.undo();
            }
            continue;
        }
        let mv = quiet[rng.below(quiet.len() as u32) as usize];
        game.play(mv).expect("legal");
    }
    // Without the moves taken back on the way.
    Game::from_record(&game.to_record()).expect("reads back")
}

/// The largest record the program can write: a game of the most plies, every ply with the
/// longest comment, the most tags with the longest values. It is within the bound, and reads
/// back, every reader alike.
#[test]
fn the_largest_record_written_reads_back() {
    let game = long_game(Game::MAX_PLIES);
    assert_eq!(game.moves().len(), Game::MAX_PLIES);
    // Four-byte characters, cut at a character boundary.
    let comment = "𝄞".repeat(Game::MAX_COMMENT_BYTES);
    let comments = vec![Some(comment.clone()); Game::MAX_PLIES];
    let text = game.to_record_with_comments(&comments);
    assert!(
        text.len() <= Game::MAX_WRITTEN_RECORD_BYTES,
        "{}",
        text.len()
    );
    let (back, read) = Game::from_record_with_comments(&text).expect("reads back");
    assert_eq!(back, game);
    let kept = "𝄞".repeat(Game::MAX_COMMENT_BYTES / 4);
    assert!(read.iter().all(|c| c.as_deref() == Some(kept.as_str())));

    let names: Vec<String> = (0..Game::MAX_EXTRA_TAGS + 4)
        .map(|i| format!("T{i:0>31}"))
        .collect();
    let tags: Vec<(&str, String)> = names
        .iter()
        .map(|n| (n.as_str(), "\u{7}é\"".repeat(1000)))
        .collect();
    let mut undone = game.clone();
    for _ in 0..Game::MAX_PLIES / 2 {
        undone.undo();
    }
    let text = undone.to_record_with_tags(true, &tags);
    assert!(
        text.len() <= Game::MAX_WRITTEN_RECORD_BYTES,
        "{}",
        text.len()
    );
    let (back, read) = Game::from_record_with_tags(&text).expect("reads back");
    assert_eq!(back, undone, "the undone moves come back too");
    assert_eq!(read.len(), Game::MAX_EXTRA_TAGS);
    assert!(read
        .iter()
        .all(|(_, v)| v.len() <= Game::MAX_TAG_VALUE_BYTES && v.starts_with(" é'")));
}

#[test]
fn a_game_stops_at_the_most_plies_and_a_longer_record_is_refused_unread() {
    let mut game = long_game(Game::MAX_PLIES);
    let before = game.clone();
    let mv = game.legal_moves()[0];
    assert_eq!(game.play(mv), Err(PlayError::TooLong));
    assert_eq!(game, before, "nothing changed");
    // Undo one: a different move may be played, and the redo line is dropped.
    game.undo();
    assert!(game.play(game.legal_moves()[0]).is_ok());

    // A record one ply longer, in the most compact form: refused by counting, before replay
    // (these moves are not even legal).
    let compact = "c2-c3 ".repeat(Game::MAX_PLIES + 1);
    assert!(compact.len() < Game::MAX_RECORD_BYTES);
    assert_eq!(
        Game::from_record(&compact),
        Err(RecordError::TooManyPlies {
            plies: Game::MAX_PLIES + 1
        })
    );
    // Undone moves count too.
    let played = "c2-c3 ".repeat(Game::MAX_PLIES / 2);
    let undone = "c2-c3 ".repeat(Game::MAX_PLIES / 2 + 1);
    let text = format!("[Undone \"{undone}\"]\n{played}");
    assert!(matches!(
        Game::from_record(&text),
        Err(RecordError::TooManyPlies { .. })
    ));
    let e = Game::from_record(&compact)
        .expect_err("too long")
        .to_string();
    assert!(e.contains("at most 10000"), "{e}");
}

fn comment_strategy() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(prop_oneof![
        ".{0,40}",
        "[{}\\[\\]\"\\n\\r\\t x]{0,20}",
        (0usize..400).prop_map(|n| "é".repeat(n)),
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Whatever a game, its comments and its tags, the record written is within the bound and
    /// reads back to the same game, the same (cleaned) comments and tags.
    #[test]
    fn every_record_written_reads_back(
        game in game_strategy(),
        comments in proptest::collection::vec(comment_strategy(), 0..160),
        tags in proptest::collection::vec(("[A-Za-z0-9 ]{0,40}", ".{0,300}"), 0..24),
    ) {
        let tags: Vec<(&str, String)> = tags.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
        for text in [
            game.to_record_with_comments(&comments),
            game.to_record_with_tags(true, &tags),
            game.to_record_with_undone(),
        ] {
            prop_assert!(text.len() <= Game::MAX_WRITTEN_RECORD_BYTES);
            let (back, read) = Game::from_record_with_comments(&text).expect("reads back");
            prop_assert_eq!(back.moves(), game.moves());
            // What was read writes the same text again: nothing is lost the second time.
            let again = back.to_record_with_comments(&read);
            let (twice, read_twice) = Game::from_record_with_comments(&again).expect("again");
            prop_assert_eq!(twice.moves(), game.moves());
            prop_assert_eq!(read_twice, read);
        }
    }
}
