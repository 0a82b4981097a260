//! Game links as written and read: what the writer accepts reads back as itself, a game too
//! long for a link is refused by the writer (not written for the reader to refuse), and the
//! words for links no app wrote, texts with several links, and replies that play the
//! receiver's own side.

use alquerque_core::internals::seal_link;
use alquerque_core::{
    Color, Game, GameLink, LinkError, LinkRelation, PositionText, Rules, Status, Variant,
};
use proptest::prelude::*;

/// A game of `rules` from a sparse start (two pieces a side in the corners), played by
/// `seed`'s moves for up to `plies` plies without ending: each ply the move that keeps the
/// game going, gives the other side no capture (which would bring the end nearer) and leads
/// to the position seen least (so the walk does not repeat itself into a draw), the seed
/// breaking ties; under rules with no no-capture draw the game grows as long as a
/// test needs. Shorter if every move would end it.
fn long_game(rules: Rules, plies: usize, seed: u64) -> Game {
    long_game_from("b---b/-----/-----/-----/w---w w - 0", rules, plies, seed)
}

fn long_game_from(start: &str, rules: Rules, plies: usize, seed: u64) -> Game {
    let start = start
        .parse::<PositionText>()
        .and_then(|t| t.into_position(rules))
        .expect("a position");
    let mut game = Game::from_position(start);
    let mut state = seed | 1;
    while game.moves().len() < plies {
        let moves = game.legal_moves().into_vec();
        // xorshift: a different order for each seed.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let turn = state as usize % moves.len().max(1);
        let going = (0..moves.len())
            .map(|i| moves[(i + turn) % moves.len()])
            .filter_map(|mv| {
                let mut next = game.clone();
                (next.play(mv).is_ok() && next.status() == Status::Ongoing).then(|| {
                    // A move that lets the other side capture brings the end nearer.
                    let gives = next.legal_moves().iter().any(|m| m.is_capture());
                    ((gives, next.repetitions()), mv)
                })
            })
            .min_by_key(|&(key, _)| key);
        match going {
            Some((_, mv)) => game.play(mv).expect("legal"),
            None => break,
        }
    }
    game
}

/// A game of 2,270 plies under rules with no no-capture draw (`endless`), made by
/// `long_game`'s walk (seed 2) and kept, so that tests of long games need not walk.
const LONG_GAME: &str = include_str!("data/long-game.txt");

/// The first `plies` plies of [`LONG_GAME`].
fn long_prefix(plies: usize) -> Game {
    let whole = Game::from_record(LONG_GAME).expect("a record");
    let mut game = Game::from_position(*whole.start());
    for &mv in &whole.moves()[..plies.min(whole.moves().len())] {
        game.play(mv).expect("legal");
    }
    game
}

fn endless() -> Rules {
    Rules {
        variant: Variant::Alfonso,
        reversal_allowed: true,
        no_capture_draw_plies: 0,
    }
}

#[test]
fn a_game_too_long_for_a_link_is_refused_by_the_writer() {
    let game = long_prefix(usize::MAX);
    assert_eq!(game.rules(), endless());
    assert!(game.moves().len() >= 2_000, "{} plies", game.moves().len());
    let err = GameLink { id: 3, game }.to_url().expect_err("too long");
    assert!(matches!(err, LinkError::GameTooLong { .. }), "{err:?}");
    assert!(err.to_string().contains("too long"), "{err}");
    // The longest start of it a link holds is written; one ply more is not, and nothing
    // written is longer than the reader takes.
    let mut fits = 0;
    for plies in (GameLink::MAX_PLIES..2_270).step_by(7) {
        match (GameLink {
            id: 3,
            game: long_prefix(plies),
        })
        .to_url()
        {
            Ok(url) => {
                assert!(url.len() <= GameLink::PREFIX.len() + GameLink::MAX_CHARS);
                GameLink::from_text(&url).expect("a written link reads back");
                fits = plies;
            }
            Err(e) => assert!(matches!(e, LinkError::GameTooLong { plies: p } if p == plies)),
        }
    }
    assert!(fits >= GameLink::MAX_PLIES);
}

#[test]
fn every_game_within_the_bound_fits_a_link() {
    let game = long_prefix(GameLink::MAX_PLIES);
    assert_eq!(game.moves().len(), GameLink::MAX_PLIES);
    let url = GameLink { id: 9, game }.to_url().expect("within the bound");
    GameLink::from_text(&url).expect("reads back");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// What the writer accepts, the reader reads back as the same game.
    #[test]
    fn every_game_the_encoder_accepts_decodes_back_to_itself(
        seed in any::<u64>(),
        id in any::<u64>(),
        plies in 0usize..2_200,
        alfonso in any::<bool>(),
        reversal in any::<bool>(),
        draw in prop_oneof![Just(0u16), 1u16..200],
    ) {
        let rules = Rules {
            variant: if alfonso { Variant::Alfonso } else { Variant::Standard },
            reversal_allowed: reversal,
            no_capture_draw_plies: draw,
        };
        // A walk under any rules, and a start of the long game of any length.
        let walked = long_game(rules, plies.min(300), seed);
        for game in [walked, long_prefix(plies)] {
            let link = GameLink { id, game };
            match link.to_url() {
                Ok(url) => {
                    let back = GameLink::from_text(&url).expect("what is written reads");
                    prop_assert_eq!(back.id, id);
                    prop_assert_eq!(back.game.rules(), link.game.rules());
                    prop_assert_eq!(back.game.start(), link.game.start());
                    prop_assert_eq!(back.game.moves(), link.game.moves());
                }
                Err(e) => {
                    prop_assert!(matches!(e, LinkError::GameTooLong { .. }), "{:?}", e);
                    prop_assert!(link.game.moves().len() > GameLink::MAX_PLIES);
                }
            }
        }
    }
}

/// A link's body: version `version`, id 5, the default rules, the usual start, no moves.
fn body(version: u8) -> Vec<u8> {
    let mut b = vec![version];
    b.extend_from_slice(&5u64.to_le_bytes());
    b.extend_from_slice(&[0, 0]);
    b.extend_from_slice(&Rules::default().no_capture_draw_plies.to_le_bytes());
    b.push(0);
    b
}

#[test]
fn a_link_of_a_form_below_the_first_is_not_called_newer() {
    let zero = format!("{}{}", GameLink::PREFIX, seal_link(&body(0)));
    assert_eq!(
        GameLink::from_text(&zero).err(),
        Some(LinkError::UnknownVersion)
    );
    let two = format!("{}{}", GameLink::PREFIX, seal_link(&body(2)));
    assert_eq!(
        GameLink::from_text(&two).err(),
        Some(LinkError::NewerVersion)
    );
    assert!(!LinkError::UnknownVersion.to_string().contains("newer"));
}

fn url(id: u64, game: &Game) -> String {
    GameLink {
        id,
        game: game.clone(),
    }
    .to_url()
    .expect("fits")
}

#[test]
fn a_text_with_several_links_is_read_as_the_one_game_or_refused() {
    let mut one = Game::new(Rules::default());
    one.play_text("c2-c3").expect("legal");
    let mut two = one.clone();
    let reply = two.legal_moves().into_vec()[0];
    two.play(reply).expect("legal");
    let (a, b) = (url(1, &one), url(1, &two));
    // A conversation: the first link, then the reply carrying it further: the latest.
    let read = GameLink::from_text(&format!("mine: {a}\nyours: {b}")).expect("one game");
    assert_eq!(read.game.moves(), two.moves());
    let read = GameLink::from_text(&format!("{b} and earlier {a}")).expect("one game");
    assert_eq!(read.game.moves(), two.moves());
    // The same link twice (a preview beside it), or beside a damaged copy.
    let read = GameLink::from_text(&format!("{a} {a}")).expect("one link");
    assert_eq!(read.game.moves(), one.moves());
    let cut = &a[..a.len() - 3];
    let read = GameLink::from_text(&format!("{cut}… {a}")).expect("the sound one");
    assert_eq!(read.game.moves(), one.moves());
    // Two different games: refused, saying so, not one taken at random.
    let other = url(2, &one);
    let err = GameLink::from_text(&format!("{a} {other}")).expect_err("two games");
    assert_eq!(err, LinkError::Several { count: 2 });
    // The same id, moves that went two ways.
    let mut away = one.clone();
    let moves = away.legal_moves().into_vec();
    away.play(*moves.last().expect("a move")).expect("legal");
    if away.moves() != two.moves() {
        let err = GameLink::from_text(&format!("{b} {}", url(1, &away))).expect_err("two ways");
        assert_eq!(err, LinkError::Several { count: 2 });
    }
    // Only damaged links: the damage is said.
    assert_eq!(
        GameLink::from_text(&format!("{cut} {cut}x")).err(),
        Some(LinkError::Damaged)
    );
}

#[test]
fn a_reply_may_only_carry_the_senders_moves() {
    let kept = Game::new(Rules::default());
    let mut white = kept.clone();
    white.play_text("c2-c3").expect("legal");
    let mut both = white.clone();
    let mv = both.legal_moves().into_vec()[0];
    both.play(mv).expect("legal");
    let link = |game: &Game| GameLink {
        id: 1,
        game: game.clone(),
    };
    // The friend plays Black: a link with White's move is not theirs to send.
    assert_eq!(
        link(&white).reply_to(&kept, Color::Black),
        LinkRelation::NotTheirMoves
    );
    assert_eq!(
        link(&both).reply_to(&kept, Color::Black),
        LinkRelation::NotTheirMoves,
        "the receiver's move, then the friend's"
    );
    assert_eq!(
        link(&both).reply_to(&white, Color::Black),
        LinkRelation::Extends
    );
    assert_eq!(
        link(&white).reply_to(&kept, Color::White),
        LinkRelation::Extends
    );
    assert_eq!(
        link(&kept).reply_to(&white, Color::Black),
        LinkRelation::Older
    );
    assert_eq!(
        link(&white).reply_to(&white, Color::Black),
        LinkRelation::Same
    );
}
