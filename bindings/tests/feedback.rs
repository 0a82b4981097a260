//! What the apps play and say besides drawing, decided by the session: the cues of a move
//! timed against its animation, the feedback of a tap that moves no piece, the words screen
//! readers announce, and the game-over screen's actions.

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{index, person_to_move, two_humans, wait_for, Recorder};

use alquerque_ffi::{
    ai_levels, AiLevel, Cue, GameOverAction, GameSession, GameStatus, Haptic, Options, PlayedMove,
    Player, Side, Sound, TapOutcome, CAPTURE_END_MS, HOP_MS, RESULT_PAUSE_MS,
};

fn vs_ai(level: AiLevel) -> Options {
    Options {
        white: Player::Human,
        black: Player::Ai { level },
        ..Options::default()
    }
}

fn sounds(cues: &[Cue]) -> Vec<Sound> {
    cues.iter().filter_map(|c| c.sound).collect()
}

/// Taps `names` one by one; returns what each tap left to play (its feedback when new, the
/// move's cues when it played one) and the move played, if any.
fn taps(session: &GameSession, names: &[&str]) -> (Vec<Vec<Cue>>, Option<PlayedMove>) {
    let mut heard = Vec::new();
    let mut played = None;
    for name in names {
        let before = session.state().feedback.serial;
        let outcome = session.tap_result(index(name));
        let after = session.state().feedback;
        if let Ok(TapOutcome::Played { played: p }) = outcome {
            assert_eq!(after.serial, before, "a move carries its own cues");
            heard.push(p.cues.clone());
            played = Some(p);
        } else if after.serial > before {
            assert_eq!(after.serial, before + 1, "one feedback per tap");
            heard.push(after.cues);
        }
    }
    (heard, played)
}

/// Two people; White must capture b2-b4-d2-d4, and Black keeps four pieces after it.
fn triple_capture_game_goes_on() -> std::sync::Arc<GameSession> {
    GameSession::restore(
        "[White \"human\"]\n[Black \"human\"]\n[Position \"bb-bb/-----/-bbb-/-w---/w---w w - 0\"]\n*"
            .into(),
    )
    .expect("valid")
}

#[test]
fn a_capture_of_three_hops_is_heard_hop_by_hop_then_gathered_once() {
    let session = triple_capture_game_goes_on();
    let (heard, played) = taps(&session, &["b2", "b4", "d2", "d4"]);
    // b2: picked up (a touch, no sound); b4 and d2: the first two hops as they are tapped;
    // d4: the last hop, animated, then the pieces gathered.
    assert_eq!(heard.len(), 4);
    assert_eq!(
        heard[0],
        [Cue {
            at_ms: 0,
            sound: None,
            haptic: Some(Haptic::Selection)
        }]
    );
    assert_eq!(sounds(&heard[1]), [Sound::CaptureHop1]);
    assert_eq!(sounds(&heard[2]), [Sound::CaptureHop2]);
    assert_eq!(sounds(&heard[3]), [Sound::CaptureHop3, Sound::CaptureEnd]);
    let all: Vec<Sound> = heard.iter().flat_map(|c| sounds(c)).collect();
    let hops = all
        .iter()
        .filter(|s| {
            matches!(
                s,
                Sound::CaptureHop1 | Sound::CaptureHop2 | Sound::CaptureHop3
            )
        })
        .count();
    assert_eq!(hops, 3, "a hop sound for each of the three hops");
    assert_eq!(all.iter().filter(|&&s| s == Sound::CaptureEnd).count(), 1);
    // The last hop sounds as it lands, in time with the animation the move carries.
    let played = played.expect("the capture was played");
    assert_eq!((played.first_hop, played.hop_ms), (2, HOP_MS));
    assert_eq!(played.animation_ms(), HOP_MS);
    assert_eq!(played.cues[0].at_ms, HOP_MS);
    assert_eq!(played.cues[0].haptic, Some(Haptic::Capture));
    assert_eq!(played.cues[1].at_ms, HOP_MS + CAPTURE_END_MS);
    assert_eq!(
        played.announcement, None,
        "the person's own move is not read out"
    );
}

#[test]
fn a_whole_move_is_timed_hop_by_hop_and_a_win_ends_it() {
    // The same capture takes Black's last pieces: White wins when it lands.
    let session = GameSession::restore(
        "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*"
            .into(),
    )
    .expect("valid");
    let (_, played) = taps(&session, &["b2", "b4", "d2", "d4"]);
    let played = played.expect("played");
    let end = HOP_MS + CAPTURE_END_MS;
    let last = played.cues.last().expect("cues");
    assert_eq!(last.sound, Some(Sound::Win));
    assert_eq!(last.haptic, Some(Haptic::Success));
    assert_eq!(last.at_ms, end + RESULT_PAUSE_MS);
    assert_eq!(played.cues_end_ms(), end + RESULT_PAUSE_MS);
    assert_eq!(
        played.announcement.as_deref(),
        Some("White wins: Black has no pieces left."),
        "the result is read out"
    );
    assert!(matches!(
        session.state().status,
        GameStatus::Won {
            winner: Side::White,
            ..
        }
    ));
}

#[test]
fn a_refused_tap_is_heard_and_its_reason_said() {
    let session = GameSession::with_seed(two_humans(), 1);
    let before = session.state().feedback.serial;
    assert!(
        session.tap_result(index("c4")).is_err(),
        "a Black piece, White to move"
    );
    let feedback = session.state().feedback;
    assert_eq!(feedback.serial, before + 1);
    assert_eq!(sounds(&feedback.cues), [Sound::Refused]);
    assert_eq!(feedback.cues[0].haptic, Some(Haptic::Refused));
    assert_eq!(feedback.announcement, session.state().notice());
    // The same refusal again is heard again: a new serial.
    assert!(session.tap_result(index("c4")).is_err());
    assert_eq!(session.state().feedback.serial, before + 2);
    // A step is a piece set down: the move sound as it lands.
    let (heard, _) = taps(&session, &["c2", "c3"]);
    assert_eq!(
        heard[1],
        [Cue {
            at_ms: HOP_MS,
            sound: Some(Sound::Move),
            haptic: Some(Haptic::Move)
        }]
    );
}

#[test]
fn the_computers_move_is_announced_with_what_it_took() {
    let session = GameSession::with_seed(vs_ai(AiLevel::Beginner), 4);
    let recorder = Recorder::new();
    session.set_observer(Some(recorder.clone()));
    taps(&session, &["c2", "c3"]);
    // The observer is told after the state changes: wait for the telling itself.
    let reply = wait_until_played(&recorder);
    assert_eq!(reply.info.notation, "c4-c2", "the only legal reply");
    assert_eq!(
        reply.announcement.as_deref(),
        Some("Black played c4-c2, taking c3.")
    );
    assert_eq!(sounds(&reply.cues), [Sound::CaptureHop1, Sound::CaptureEnd]);
}

#[test]
fn losing_to_the_computer_sounds_like_a_loss_and_is_announced() {
    // Black must take White's last piece: c4-c2. The computer takes Black over once the
    // observer listens, so its move cannot be played before.
    let session = GameSession::restore(
        "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/--b--/--w--/-----/----- b - 0\"]\n*"
            .into(),
    )
    .expect("valid");
    let recorder = Recorder::new();
    session.set_observer(Some(recorder.clone()));
    session.set_options(Options {
        black: Player::Ai {
            level: AiLevel::Beginner,
        },
        ..session.options()
    });
    wait_for(&session, "the end", |s| s.status != GameStatus::Ongoing);
    let last = wait_until_played(&recorder);
    assert_eq!(last.info.notation, "c4-c2");
    assert_eq!(
        sounds(&last.cues),
        [Sound::CaptureHop1, Sound::CaptureEnd, Sound::Loss]
    );
    assert_eq!(
        last.cues.last().and_then(|c| c.haptic),
        Some(Haptic::Failure)
    );
    assert_eq!(
        last.announcement.as_deref(),
        Some("Black played c4-c2, taking c3. Black wins: White has no pieces left.")
    );
}

fn wait_until_played(recorder: &Recorder) -> PlayedMove {
    common::wait_until("the move told", || recorder.played().pop())
}

#[test]
fn game_over_offers_play_again_swap_sides_and_review_and_they_start_the_right_game() {
    // A person (White) against the computer: the game just ended.
    let record = "[White \"human\"]\n[Black \"ai:easy\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*";
    let session = GameSession::restore(record.into()).expect("valid");
    assert!(
        session.state().game_over.is_empty(),
        "nothing offered while it goes on"
    );
    taps(&session, &["b2", "b4", "d2", "d4"]);
    let over = session.state();
    assert_ne!(over.status, GameStatus::Ongoing);
    let actions: Vec<GameOverAction> = over.game_over.iter().map(|o| o.action).collect();
    assert_eq!(
        actions,
        [
            GameOverAction::PlayAgain,
            GameOverAction::SwapSides,
            GameOverAction::Review
        ]
    );
    let titles: Vec<&str> = over.game_over.iter().map(|o| o.title.as_str()).collect();
    assert_eq!(titles, ["Play again", "Swap sides", "Review"]);

    // Play again: the same sides, a new game from the start.
    session.play_again();
    let again = session.state();
    assert!(again.move_list().is_empty() && again.status == GameStatus::Ongoing);
    assert_eq!(session.options().white, Player::Human);
    assert_eq!(
        session.options().black,
        Player::Ai {
            level: AiLevel::Easy
        }
    );
    assert!(session.human_to_move());

    // Swap sides: the person plays Black against the same level, which now opens.
    session.swap_sides();
    let swapped = session.options();
    assert_eq!(
        swapped.white,
        Player::Ai {
            level: AiLevel::Easy
        }
    );
    assert_eq!(swapped.black, Player::Human);
    let s = session.state();
    assert!(s.move_list().is_empty() || s.move_list().len() == 1);
    assert!(s.board.flipped, "the person's pieces nearest to them");
    let s = wait_for(&session, "the computer's first move", person_to_move);
    assert_eq!(s.move_list().len(), 1);
    assert_eq!(s.board.side_to_move, Side::Black);
}

#[test]
fn two_people_are_offered_no_swap() {
    let session = GameSession::restore(
        "[White \"human\"]\n[Black \"human\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*"
            .into(),
    )
    .expect("valid");
    taps(&session, &["b2", "b4", "d2", "d4"]);
    let actions: Vec<GameOverAction> = session.state().game_over.iter().map(|o| o.action).collect();
    assert_eq!(actions, [GameOverAction::PlayAgain, GameOverAction::Review]);
}

#[test]
fn every_level_has_an_honest_line_for_choosing_an_opponent() {
    let levels = ai_levels();
    assert_eq!(levels.len(), 6);
    for l in &levels {
        assert!(l.outlook.ends_with('.'), "{:?}", l.level);
        assert_ne!(l.outlook, l.description);
    }
    let mut lines: Vec<&str> = levels.iter().map(|l| l.outlook.as_str()).collect();
    lines.dedup();
    assert_eq!(lines.len(), 6, "each level says something of its own");
}
