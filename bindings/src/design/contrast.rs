//! Contrast as WCAG 2 measures it, and the tests that hold the one palette to it: every text
//! colour at least 4.5:1 on every surface it is written on (no text of the app relies on the
//! 3:1 WCAG allows large text), every mark of the board at least 3:1 against the board, in
//! each of the four themes. A translucent colour is measured as it is seen: composited over
//! what it is drawn on.

/// The least contrast of a mark or a control against what it sits on (WCAG's non-text
/// contrast).
#[cfg(any(test, feature = "testing"))]
pub const MIN_CONTRAST: f64 = 3.0;

/// The least contrast of text against its background (WCAG's AA for normal text).
#[cfg(test)]
pub const MIN_TEXT_CONTRAST: f64 = 4.5;

/// The contrast ratio of two colours (WCAG 2: from 1 for the same colour to 21 for black on
/// white); the alpha byte is ignored.
#[cfg(any(test, feature = "testing"))]
pub fn contrast(a: u32, b: u32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `color` (0xAARRGGBB, its alpha byte read) drawn over the opaque `under`: the colour seen.
#[cfg(test)]
pub fn over(color: u32, under: u32) -> u32 {
    let a = f64::from(color >> 24) / 255.0;
    let channel = |shift: u32| {
        let top = f64::from((color >> shift) & 0xFF);
        let bottom = f64::from((under >> shift) & 0xFF);
        ((top * a + bottom * (1.0 - a)).round() as u32) << shift
    };
    0xFF00_0000 | channel(16) | channel(8) | channel(0)
}

/// The relative luminance of an sRGB colour.
#[cfg(any(test, feature = "testing"))]
fn luminance(rgb: u32) -> f64 {
    let channel = |shift: u32| {
        let c = f64::from((rgb >> shift) & 0xFF) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::palette::{palette, Palette, Theme};
    use crate::design::spec::board_spec;

    /// Every text colour with every surface it is written on, by name.
    fn text_pairs(p: &Palette) -> Vec<(&'static str, u32, &'static str, u32)> {
        let mut pairs = Vec::new();
        let chosen_row = over(p.row_selected, p.window);
        let pressed_row = over(p.row_pressed, p.surface);
        for (text, colour) in [
            ("text_primary", p.text_primary),
            ("text_secondary", p.text_secondary),
            ("text_notice", p.text_notice),
            ("accent", p.accent),
        ] {
            for (surface, under) in [
                ("window", p.window),
                ("surface", p.surface),
                ("row_selected over window", chosen_row),
                ("row_pressed over surface", pressed_row),
            ] {
                pairs.push((text, colour, surface, under));
            }
        }
        pairs.push((
            "text_primary",
            p.text_primary,
            "button_tonal",
            p.button_tonal,
        ));
        pairs.push(("on_brand", p.on_brand, "brand", p.brand));
        pairs.push(("on_app_bar", p.on_app_bar, "app_bar", p.app_bar));
        pairs.push(("board_label", p.board_label, "board", p.board));
        pairs
    }

    /// Every mark of the board, as it is seen over the board (a translucent one composited),
    /// by name: the marks, the lines and the pieces' rims (a piece's fill may match the board,
    /// its rim may not).
    fn board_marks(p: &Palette) -> Vec<(&'static str, u32)> {
        let spec = board_spec();
        let better = (((spec.better_arrow.opacity * 255.0).round() as u32) << 24)
            | (p.mark_hint & 0xFF_FFFF);
        [
            ("mark_selectable", p.mark_selectable),
            ("mark_selected", p.mark_selected),
            ("mark_target", p.mark_target),
            ("mark_last_move", p.mark_last_move),
            ("mark_hint", p.mark_hint),
            ("better arrow", better),
            ("mark_jump", p.mark_jump),
            ("mark_ban", p.mark_ban),
            ("board_line", p.board_line),
            ("piece_light_edge", p.piece_light_edge),
            ("piece_dark_edge", p.piece_dark_edge),
        ]
        .into_iter()
        .map(|(name, colour)| (name, over(colour, p.board)))
        .collect()
    }

    #[test]
    fn contrast_is_wcags_and_translucency_is_composited() {
        assert!((contrast(0x000000, 0xFFFFFF) - 21.0).abs() < 1e-9);
        assert!((contrast(0x777777, 0x777777) - 1.0).abs() < 1e-9);
        // WCAG's own example: #767676 on white is 4.54:1.
        assert!((contrast(0x767676, 0xFFFFFF) - 4.54).abs() < 0.01);
        assert_eq!(over(0xFF12_3456, 0xFFFF_FFFF), 0xFF12_3456);
        assert_eq!(over(0x0012_3456, 0xFFAB_CDEF), 0xFFAB_CDEF);
        assert_eq!(over(0x8000_0000, 0xFFFF_FFFF), 0xFF7F_7F7F);
        // Android's old last-move band, #66B58F00, over the light board: 1.3:1.
        let old = contrast(over(0x66B5_8F00, 0xFFE9_CFA3), 0xE9CFA3);
        assert!((old - 1.31).abs() < 0.01, "{old}");
    }

    #[test]
    fn every_text_is_readable_on_what_it_is_written_on_in_every_theme() {
        for theme in Theme::ALL {
            let p = palette(theme);
            for (text, colour, surface, under) in text_pairs(&p) {
                assert_eq!(under >> 24, 0xFF, "{theme:?}: {surface} is opaque");
                let ratio = contrast(colour, under);
                assert!(
                    ratio >= MIN_TEXT_CONTRAST,
                    "{theme:?}: {text} {colour:08X} on {surface} {under:08X} is {ratio:.2}:1, text needs {MIN_TEXT_CONTRAST}:1"
                );
            }
        }
    }

    #[test]
    fn every_mark_of_the_board_stands_out_from_the_board_in_every_theme() {
        for theme in Theme::ALL {
            let p = palette(theme);
            let board = p.board;
            assert_eq!(board >> 24, 0xFF, "{theme:?}: the board is opaque");
            for (mark, seen) in board_marks(&p) {
                let ratio = contrast(seen, board);
                assert!(
                    ratio >= MIN_CONTRAST,
                    "{theme:?}: {mark} (seen as {seen:08X}) on the board {board:08X} is {ratio:.2}:1, a mark needs {MIN_CONTRAST}:1"
                );
            }
        }
    }

    #[test]
    fn the_controls_stand_out_from_the_window() {
        for theme in Theme::ALL {
            let p = palette(theme);
            // A switch, a check, the filled button: WCAG's 3:1 for controls.
            for (control, colour) in [("accent", p.accent), ("brand", p.brand)] {
                let ratio = contrast(colour, p.window);
                assert!(
                    ratio >= MIN_CONTRAST,
                    "{theme:?}: {control} on the window is {ratio:.2}:1"
                );
            }
        }
    }

    #[test]
    fn increased_contrast_is_never_less_and_its_lines_are_thicker() {
        for (normal, increased) in [
            (Theme::Light, Theme::LightIncreased),
            (Theme::Dark, Theme::DarkIncreased),
        ] {
            let (p, q) = (palette(normal), palette(increased));
            for ((text, c, surface, under), (_, d, _, under2)) in
                text_pairs(&p).into_iter().zip(text_pairs(&q))
            {
                assert!(
                    contrast(d, under2) >= contrast(c, under) - 0.05,
                    "{increased:?}: {text} on {surface}"
                );
            }
            for ((mark, c), (_, d)) in board_marks(&p).into_iter().zip(board_marks(&q)) {
                assert!(
                    contrast(d, q.board) >= contrast(c, p.board),
                    "{increased:?}: {mark}"
                );
            }
            assert!(q.line_scale > p.line_scale);
        }
    }

    #[test]
    fn the_marks_of_one_board_differ_in_colour_where_their_shapes_could_meet() {
        // The selection and the target, the target and the last move, the hint and the
        // selection: drawn at once, they differ in colour as well as in shape.
        for theme in Theme::ALL {
            let p = palette(theme);
            let marks = [
                p.mark_selectable,
                p.mark_selected,
                p.mark_target,
                p.mark_last_move,
                p.mark_hint,
            ];
            for (i, a) in marks.iter().enumerate() {
                for b in &marks[i + 1..] {
                    assert_ne!(a & 0xFF_FFFF, b & 0xFF_FFFF, "{theme:?}");
                }
            }
        }
    }
}
