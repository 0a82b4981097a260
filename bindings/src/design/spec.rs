//! The board's marks as sizes, once for both phones: every length a fraction of a step (the
//! distance between two neighbouring points), so both boards draw the same picture at any
//! size. The marks differ in shape as well as colour: a ring round a selectable piece, a
//! thicker one round the selected piece, a dot with a ring on a target, a band with a ring on
//! its start for the last move, a dashed arrow for a hint, a cross for a banned point. And the
//! type scale the screens' text follows.

/// An arrow: a stroke along a move's path with a head on its last point.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ArrowSpec {
    /// The shaft's width.
    pub width: f32,
    /// The head's length, from its base to its tip.
    pub head_length: f32,
    /// Half the head's width at its base.
    pub head_half_width: f32,
    /// The dashes of a dashed shaft, drawn and left out; 0 and 0 for a solid one.
    pub dash_on: f32,
    /// See `dash_on`.
    pub dash_off: f32,
    /// How far before the last point's centre the tip stops (the rim of a piece standing
    /// there); 0 to end on the centre.
    pub tip_gap: f32,
    /// How opaque the arrow is, 0 to 1 (the pieces under a thick arrow still show).
    pub opacity: f32,
}

/// Every size of the board's drawing, as a fraction of a step.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct BoardSpec {
    /// The board's corner radius.
    pub corner_radius: f32,
    /// The lines' width (times the palette's `line_scale`).
    pub line_width: f32,
    /// The dot of an empty point.
    pub point_radius: f32,
    /// A piece's radius.
    pub piece_radius: f32,
    /// A piece's rim (times the palette's `line_scale`).
    pub piece_rim: f32,
    /// The ring inside a white piece, as a fraction of the piece's radius.
    pub light_inner_ring: f32,
    /// The ring inside a black piece, as a fraction of the piece's radius.
    pub dark_inner_ring: f32,
    /// The last move's band along its path.
    pub last_move_band: f32,
    /// The ring on the last move's start point: its radius.
    pub last_move_ring_radius: f32,
    /// The ring on the last move's start point: its stroke.
    pub last_move_ring_stroke: f32,
    /// The target's dot.
    pub target_dot_radius: f32,
    /// The ring round the target's dot: its radius.
    pub target_ring_radius: f32,
    /// The ring round the target's dot: its stroke.
    pub target_ring_stroke: f32,
    /// The ring round a selectable piece: its radius.
    pub selectable_ring_radius: f32,
    /// The ring round a selectable piece: its stroke.
    pub selectable_ring_stroke: f32,
    /// The ring round the selected piece: its radius.
    pub selected_ring_radius: f32,
    /// The ring round the selected piece: its stroke.
    pub selected_ring_stroke: f32,
    /// The capture being entered: a dashed stroke along its landings.
    pub pending_path: ArrowSpec,
    /// The ring of the piece that must keep jumping: its radius (it pulses a little larger).
    pub keep_jumping_ring_radius: f32,
    /// The hint's dashed arrow.
    pub hint_arrow: ArrowSpec,
    /// The dashed ring round the piece a hint names: its radius.
    pub hint_ring_radius: f32,
    /// The dashed ring round the piece a hint names: its stroke.
    pub hint_ring_stroke: f32,
    /// The badge on the hinted piece's upper right: its radius (on a disc of the board's
    /// colour `hint_badge_rim` larger).
    pub hint_badge_radius: f32,
    /// See `hint_badge_radius`.
    pub hint_badge_rim: f32,
    /// The badge's centre, right of and above the piece's centre.
    pub hint_badge_offset: f32,
    /// The review's better move: a thick arrow over the pieces.
    pub better_arrow: ArrowSpec,
    /// The step that made a reversal ban: an arrow from the banned point to the piece.
    pub ban_arrow: ArrowSpec,
    /// The cross on the banned point: half its arms' span.
    pub ban_cross_half: f32,
    /// The cross's stroke.
    pub ban_cross_stroke: f32,
    /// The analysis board's disc on a destination, with its symbol.
    pub destination_radius: f32,
    /// The symbol's size on it.
    pub destination_text: f32,
    /// The coordinates' text size.
    pub label_text: f32,
    /// The keyboard's focus ring: its radius.
    pub focus_ring_radius: f32,
    /// The keyboard's focus ring: its stroke.
    pub focus_ring_stroke: f32,
}

/// The board's sizes.
#[uniffi::export]
pub fn board_spec() -> BoardSpec {
    const PIECE: f32 = 0.33;
    BoardSpec {
        corner_radius: 0.12,
        line_width: 0.04,
        point_radius: 0.07,
        piece_radius: PIECE,
        piece_rim: 0.035,
        light_inner_ring: 0.55,
        dark_inner_ring: 0.3,
        last_move_band: 0.26,
        last_move_ring_radius: 0.2,
        last_move_ring_stroke: 0.06,
        target_dot_radius: 0.12,
        target_ring_radius: 0.21,
        target_ring_stroke: 0.04,
        selectable_ring_radius: PIECE + 0.065,
        selectable_ring_stroke: 0.045,
        selected_ring_radius: PIECE + 0.09,
        selected_ring_stroke: 0.09,
        pending_path: ArrowSpec {
            width: 0.08,
            head_length: 0.0,
            head_half_width: 0.0,
            dash_on: 0.14,
            dash_off: 0.12,
            tip_gap: 0.0,
            opacity: 1.0,
        },
        keep_jumping_ring_radius: 0.44,
        hint_arrow: ArrowSpec {
            width: 0.08,
            head_length: 0.3,
            head_half_width: 0.15,
            dash_on: 0.16,
            dash_off: 0.1,
            tip_gap: 0.0,
            opacity: 1.0,
        },
        hint_ring_radius: PIECE + 0.14,
        hint_ring_stroke: 0.05,
        hint_badge_radius: 0.1,
        hint_badge_rim: 0.04,
        hint_badge_offset: 0.3,
        better_arrow: ArrowSpec {
            width: 0.14,
            head_length: 0.34,
            head_half_width: 0.25,
            dash_on: 0.0,
            dash_off: 0.0,
            tip_gap: 0.0,
            opacity: 0.85,
        },
        ban_arrow: ArrowSpec {
            width: 0.06,
            head_length: 0.22,
            head_half_width: 0.13,
            dash_on: 0.0,
            dash_off: 0.0,
            tip_gap: PIECE + 0.04,
            opacity: 1.0,
        },
        ban_cross_half: 0.17,
        ban_cross_stroke: 0.07,
        destination_radius: 0.22,
        destination_text: 0.24,
        label_text: 0.28,
        focus_ring_radius: 0.5,
        focus_ring_stroke: 0.06,
    }
}

/// One style of the type scale: its size and line height, in sp (Android) or points (iOS).
/// Read when the resource files are written (`resources.rs`), not by the phones' library.
#[cfg(any(test, feature = "cli"))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextStyle {
    /// The style's name in the resources (`text_<name>`).
    pub name: &'static str,
    /// The font size.
    pub size: u32,
    /// The line height.
    pub line_height: u32,
    /// Drawn bold (medium weight where the platform has it).
    pub bold: bool,
}

/// How much larger every step of the type scale is on a tablet (600 dp wide and up), in sp,
/// and its line height twice that (keeping the 4 sp grid): text read at arm's length on a
/// screen twice a phone's width, where the phone's sizes left lines sparse and small.
#[cfg(any(test, feature = "cli"))]
pub const WIDE_SCREEN_TEXT_STEP: u32 = 2;

/// The type scale (Material 3's, as /work/shared/DESIGN.md lists it): every text of the
/// screens takes one of these sizes. Android's `values/type.xml` is written from it; iOS's
/// text styles (`.largeTitle` to `.caption`) are the same steps at the default Dynamic Type
/// size.
#[cfg(any(test, feature = "cli"))]
pub const TYPE_SCALE: [TextStyle; 8] = [
    TextStyle {
        name: "display",
        size: 36,
        line_height: 44,
        bold: false,
    },
    TextStyle {
        name: "headline",
        size: 24,
        line_height: 32,
        bold: false,
    },
    TextStyle {
        name: "title_large",
        size: 22,
        line_height: 28,
        bold: false,
    },
    TextStyle {
        name: "title",
        size: 16,
        line_height: 24,
        bold: true,
    },
    TextStyle {
        name: "body",
        size: 16,
        line_height: 24,
        bold: false,
    },
    TextStyle {
        name: "body_small",
        size: 14,
        line_height: 20,
        bold: false,
    },
    TextStyle {
        name: "label",
        size: 14,
        line_height: 20,
        bold: true,
    },
    TextStyle {
        name: "label_small",
        size: 12,
        line_height: 16,
        bold: true,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_marks_nest_without_covering_one_another() {
        let s = board_spec();
        // The rings round a piece sit outside it, the selected ring outside the selectable's,
        // the hint's dashed ring outside both, and none reaches halfway to the next point.
        assert!(s.piece_radius < s.selectable_ring_radius);
        assert!(s.selectable_ring_radius < s.selected_ring_radius);
        assert!(s.selected_ring_radius < s.hint_ring_radius);
        assert!(s.hint_ring_radius + s.hint_ring_stroke / 2.0 < 0.5);
        // A target's dot sits inside its ring, both inside where a piece would stand.
        assert!(s.target_dot_radius < s.target_ring_radius - s.target_ring_stroke / 2.0);
        assert!(s.target_ring_radius < s.piece_radius);
        // The last move's ring shows round the empty point it left.
        assert!(s.last_move_ring_radius - s.last_move_ring_stroke / 2.0 > s.point_radius);
        assert!(
            (s.last_move_band - 0.26).abs() < 1e-6,
            "the band is about a quarter step"
        );
        // The ban's arrow ends at the piece's rim, its head outside the piece.
        assert!(s.ban_arrow.tip_gap > s.piece_radius);
        assert!(s.ban_arrow.tip_gap + s.ban_arrow.head_length < 1.0 - s.ban_cross_half);
    }

    #[test]
    fn every_arrow_has_a_head_and_the_dashes_are_whole() {
        let s = board_spec();
        for (name, arrow) in [
            ("hint", &s.hint_arrow),
            ("better", &s.better_arrow),
            ("ban", &s.ban_arrow),
        ] {
            assert!(
                arrow.head_length > arrow.width,
                "{name}: a head longer than the shaft is wide"
            );
            assert!(
                arrow.head_half_width > arrow.width / 2.0,
                "{name}: wider than its shaft"
            );
            assert!((0.5..=1.0).contains(&arrow.opacity), "{name}");
            assert_eq!(arrow.dash_on > 0.0, arrow.dash_off > 0.0, "{name}");
        }
        assert!(
            s.pending_path.dash_on > 0.0,
            "the capture being entered is dashed"
        );
    }

    #[test]
    fn the_type_scale_steps_down_and_its_lines_fit_their_text() {
        for pair in TYPE_SCALE.windows(2) {
            assert!(
                pair[0].size >= pair[1].size,
                "{} before {}",
                pair[0].name,
                pair[1].name
            );
        }
        for style in TYPE_SCALE {
            assert!(
                style.line_height > style.size && style.line_height % 4 == 0,
                "{}",
                style.name
            );
        }
    }
}
