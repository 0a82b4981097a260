//! Colours that carry meaning, in one place for both phones: the review's marks. A colour
//! here is never the only cue (the mark's word is always beside it in the move list and under
//! the graph's chosen ply), but it must stay readable: every colour is at least
//! `MIN_CONTRAST` against every surface of its theme that it is drawn on (both apps' surfaces,
//! listed in the tests), as WCAG asks of graphics and large text, and the tests hold it there.
//! The apps' tests hold their own surfaces to the same rule through [`readable_on`] (Android's
//! resources in Robolectric).

use alquerque_core::review::Mark;

#[cfg(any(test, feature = "testing"))]
use crate::design::contrast::{contrast, MIN_CONTRAST};

/// One colour in each theme, opaque, 0xAARRGGBB (the form Android's `Color` ints take; iOS
/// splits it into components).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct ThemedColor {
    /// On the light theme.
    pub light: u32,
    /// On the dark theme.
    pub dark: u32,
}

impl ThemedColor {
    pub(crate) const fn opaque(light: u32, dark: u32) -> ThemedColor {
        ThemedColor {
            light: 0xFF00_0000 | light,
            dark: 0xFF00_0000 | dark,
        }
    }
}

/// The analysis board's mark of a move that wins under perfect play: a green that stays apart
/// from the loss's red for the common colour blindnesses (the symbol on it says it too).
pub(crate) const ANALYSIS_WINS: ThemedColor = ThemedColor::opaque(0x2E7D32, 0x81C784);

/// The analysis board's mark of a move that loses under perfect play.
pub(crate) const ANALYSIS_LOSES: ThemedColor = ThemedColor::opaque(0xB71C1C, 0xFF6E6E);

/// The analysis board's mark of a move of which nothing is proved: a grey, so that it says
/// less than the two others.
pub(crate) const ANALYSIS_NOT_KNOWN: ThemedColor = ThemedColor::opaque(0x616161, 0xBDBDBD);

/// What is written on a mark of the board (the analysis board's symbols): white on the light
/// theme's deep marks, the dark board's own colour on the dark theme's light ones.
pub(crate) const MARK_INK: ThemedColor = ThemedColor::opaque(0xFFFFFF, 0x2E2620);

/// The colour of a mark, for the faults only: a move that was best, good or the only one is
/// written in the ordinary text colour, so that the eye goes to what went wrong. Blue, orange
/// and red (after Okabe and Ito) stay apart for the common colour blindnesses.
#[uniffi::export]
pub fn mark_color(mark: Mark) -> Option<ThemedColor> {
    match mark {
        Mark::Best | Mark::Good | Mark::OnlyMove => None,
        Mark::Inaccuracy => Some(ThemedColor::opaque(0x0B5FA5, 0x64B5F6)),
        Mark::Mistake => Some(ThemedColor::opaque(0xA84300, 0xFFB74D)),
        Mark::Blunder => Some(ThemedColor::opaque(0xB71C1C, 0xFF6E6E)),
    }
}

/// Whether `color` is readable on `surface`: at least `MIN_CONTRAST` (3:1). For the apps'
/// tests, which hold their own surfaces to the rule the colours here were chosen by.
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn readable_on(color: u32, surface: u32) -> bool {
    contrast(color, surface) >= MIN_CONTRAST
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::design::palette::{palette, Theme};

    /// A theme's surfaces, 0xRRGGBB: the palette's window, surface and board, iOS's system
    /// background and grouped (light) or elevated (dark) background.
    fn surfaces(theme: Theme) -> [u32; 5] {
        let p = palette(theme);
        let ios = if theme.is_dark() {
            [0x000000, 0x1C1C1E]
        } else {
            [0xFFFFFF, 0xF2F2F7]
        };
        [p.window, p.surface, p.board, ios[0], ios[1]].map(|c| c & 0xFF_FFFF)
    }

    #[test]
    fn contrast_is_wcags() {
        assert!((contrast(0x000000, 0xFFFFFF) - 21.0).abs() < 1e-9);
        assert!((contrast(0x777777, 0x777777) - 1.0).abs() < 1e-9);
        // WCAG's own example: #767676 on white is 4.54:1.
        assert!((contrast(0x767676, 0xFFFFFF) - 4.54).abs() < 0.01);
        assert_eq!(contrast(0xFF00_0000, 0xFFFFFF), 21.0, "alpha is ignored");
        assert!(readable_on(0x767676, 0xFFFFFF));
        // iOS's old inaccuracy yellow on white; Android's old blunder red on its dark board.
        assert!(!readable_on(0xFFCC00, 0xFFFFFF));
        assert!(readable_on(0xC62828, 0x121212) && !readable_on(0xC62828, 0x2E2620));
    }

    #[test]
    fn every_marks_colour_is_readable_on_every_surface_of_its_theme() {
        let mut coloured = 0;
        for mark in Mark::ALL {
            let Some(c) = mark_color(mark) else { continue };
            coloured += 1;
            for (colour, surfaces, theme) in [
                (c.light, surfaces(Theme::Light), "light"),
                (c.dark, surfaces(Theme::Dark), "dark"),
            ] {
                assert_eq!(colour >> 24, 0xFF, "{mark:?} is opaque");
                for surface in surfaces {
                    let ratio = contrast(colour, surface);
                    assert!(
                        readable_on(colour, surface),
                        "{mark:?} on the {theme} theme: {colour:08X} on {surface:06X} is {ratio:.2}:1"
                    );
                }
            }
        }
        assert_eq!(coloured, 3, "the three faults have colours");
    }

    /// The board's wood in each theme: what the board's marks are drawn on.
    fn board() -> ThemedColor {
        ThemedColor {
            light: palette(Theme::Light).board,
            dark: palette(Theme::Dark).board,
        }
    }

    #[test]
    fn the_analysis_marks_stand_out_from_the_board_and_their_symbols_read_on_them() {
        for (name, mark) in [
            ("wins", ANALYSIS_WINS),
            ("loses", ANALYSIS_LOSES),
            ("not known", ANALYSIS_NOT_KNOWN),
        ] {
            for (colour, board, ink, theme) in [
                (mark.light, board().light, MARK_INK.light, "light"),
                (mark.dark, board().dark, MARK_INK.dark, "dark"),
            ] {
                let on_board = contrast(colour, board);
                assert!(
                    on_board >= MIN_CONTRAST,
                    "{name} on the {theme} board: {on_board:.2}:1"
                );
                // Text: WCAG's 4.5:1.
                let symbol = contrast(ink, colour);
                assert!(
                    symbol >= 4.5,
                    "the symbol on {name}, {theme}: {symbol:.2}:1"
                );
            }
        }
    }

    #[test]
    fn the_faults_differ_in_colour_from_one_another() {
        let faults = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(mark_color);
        for (i, a) in faults.iter().enumerate() {
            for b in &faults[i + 1..] {
                assert_ne!(a.map(|c| c.light), b.map(|c| c.light));
                assert_ne!(a.map(|c| c.dark), b.map(|c| c.dark));
            }
        }
    }
}
