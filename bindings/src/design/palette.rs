//! The app's colours, once for both phones: the board's wood and the brand's brown, one accent
//! (the brown), the text, the buttons and every mark of the board, in four themes. The boards
//! read them at run time ([`palette`]); Android's `values*/colors.xml` and iOS's accent colour
//! are written from them (`phone-palette`). The tests in `contrast.rs` hold every text colour
//! to 4.5:1 on what it sits on and every board mark to 3:1 against the board, in each theme.

/// Which of the four palettes: the system's light or dark appearance, each with the
/// accessibility setting that asks for more contrast (iOS's Increase Contrast, Android's
/// contrast level from API 34).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Theme {
    /// The light appearance.
    Light,
    /// The dark appearance.
    Dark,
    /// The light appearance with increased contrast.
    LightIncreased,
    /// The dark appearance with increased contrast.
    DarkIncreased,
}

impl Theme {
    /// The four themes, light first.
    pub const ALL: [Theme; 4] = [
        Theme::Light,
        Theme::Dark,
        Theme::LightIncreased,
        Theme::DarkIncreased,
    ];

    /// Whether it is one of the dark appearances.
    pub fn is_dark(self) -> bool {
        matches!(self, Theme::Dark | Theme::DarkIncreased)
    }
}

/// The theme a phone is in: dark or not, and whether more contrast is asked for. The one
/// reading of the two settings, for both phones.
#[uniffi::export]
pub fn theme_for(dark: bool, increased_contrast: bool) -> Theme {
    match (dark, increased_contrast) {
        (false, false) => Theme::Light,
        (true, false) => Theme::Dark,
        (false, true) => Theme::LightIncreased,
        (true, true) => Theme::DarkIncreased,
    }
}

/// Every named colour of one theme, 0xAARRGGBB (Android's `Color` ints; iOS splits them into
/// components). Opaque unless the comment says otherwise.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Palette {
    // ---- The screens ----
    /// The brand: the filled (primary) button.
    pub brand: u32,
    /// Text on the brand's colour.
    pub on_brand: u32,
    /// The action bar (the brand's brown; deeper in the dark themes).
    pub app_bar: u32,
    /// The icons and title on the action bar.
    pub on_app_bar: u32,
    /// The status bar above the action bar.
    pub status_bar: u32,
    /// The one accent: switches, checks, progress, the chosen row, links (the brand's brown,
    /// lighter in the dark themes).
    pub accent: u32,
    /// The window behind everything.
    pub window: u32,
    /// Cards and dialogs over the window.
    pub surface: u32,
    /// Headings and body text.
    pub text_primary: u32,
    /// Secondary lines.
    pub text_secondary: u32,
    /// A notice that asks for attention (a refusal, a warning).
    pub text_notice: u32,
    /// The tonal (secondary) button's fill; its text is `text_primary`.
    pub button_tonal: u32,
    /// A chosen row: the accent, faint (translucent, over the window or a surface).
    pub row_selected: u32,
    /// A pressed row: the accent, a little stronger (translucent).
    pub row_pressed: u32,
    /// A ripple under a finger (translucent).
    pub ripple: u32,
    /// Under a card over the board: the board stays in view, quieter (translucent).
    pub scrim: u32,
    // ---- The board ----
    /// The board's wood.
    pub board: u32,
    /// The board's rim.
    pub board_edge: u32,
    /// The lines and the empty points.
    pub board_line: u32,
    /// The coordinates a-e and 1-5 (text).
    pub board_label: u32,
    /// The white pieces' fill.
    pub piece_light_fill: u32,
    /// The white pieces' rim and inner ring.
    pub piece_light_edge: u32,
    /// The black pieces' fill.
    pub piece_dark_fill: u32,
    /// The black pieces' rim and inner ring.
    pub piece_dark_edge: u32,
    /// The thin ring round a piece that can be selected.
    pub mark_selectable: u32,
    /// The thick ring round the selected piece.
    pub mark_selected: u32,
    /// The dot and ring on a point the selected piece can reach.
    pub mark_target: u32,
    /// The band along the last move and the ring on its start (may be translucent: the tests
    /// measure it composited over the board).
    pub mark_last_move: u32,
    /// A hint: its dashed arrow, its dashed ring and badge; the review's better-move arrow.
    pub mark_hint: u32,
    /// The capture being entered, and the ring of the piece that must keep jumping.
    pub mark_jump: u32,
    /// A point a piece may not step back to (the reversal ban): the cross, and the step that
    /// made the ban.
    pub mark_ban: u32,
    /// How much thicker the board's lines and rims are drawn (1 or more).
    pub line_scale: f32,
}

/// The translucent black of the ripple and the scrim's alpha, and the faint accent's.
const ROW_SELECTED_ALPHA: u32 = 0x26;
const ROW_PRESSED_ALPHA: u32 = 0x40;

const fn alpha(a: u32, rgb: u32) -> u32 {
    (a << 24) | (rgb & 0x00FF_FFFF)
}

const fn opaque(rgb: u32) -> u32 {
    alpha(0xFF, rgb)
}

/// The palette of `theme`.
#[uniffi::export]
pub fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Light => light(),
        Theme::Dark => dark(),
        Theme::LightIncreased => Palette {
            brand: opaque(0x4E342E),
            app_bar: opaque(0x4E342E),
            status_bar: opaque(0x2E1E19),
            accent: opaque(0x4E342E),
            row_selected: alpha(ROW_SELECTED_ALPHA, 0x4E342E),
            row_pressed: alpha(ROW_PRESSED_ALPHA, 0x4E342E),
            text_primary: opaque(0x000000),
            text_secondary: opaque(0x262626),
            text_notice: opaque(0x6E1F00),
            board_edge: opaque(0x5C3F1E),
            board_line: opaque(0x33200D),
            board_label: opaque(0x24180A),
            piece_light_edge: opaque(0x2E2418),
            mark_selectable: opaque(0x0D47A1),
            mark_selected: opaque(0xA8320A),
            mark_target: opaque(0x1B5E20),
            mark_last_move: opaque(0x6B4700),
            mark_hint: opaque(0x4A148C),
            mark_jump: opaque(0xA8320A),
            mark_ban: opaque(0x8E0000),
            line_scale: 1.5,
            ..light()
        },
        Theme::DarkIncreased => Palette {
            accent: opaque(0xF0D6AE),
            brand: opaque(0xF0D6AE),
            text_primary: opaque(0xFFFFFF),
            text_secondary: opaque(0xE6E6E6),
            text_notice: opaque(0xFFCCBC),
            board_edge: opaque(0xA8957A),
            board_line: opaque(0xEDDCB8),
            board_label: opaque(0xF5EBD6),
            piece_dark_edge: opaque(0xF0E0C0),
            mark_selectable: opaque(0x90CAF9),
            mark_selected: opaque(0xFFAB91),
            mark_target: opaque(0xA5D6A7),
            mark_last_move: opaque(0xF2CC55),
            mark_hint: opaque(0xE1BEE7),
            mark_jump: opaque(0xFFAB91),
            mark_ban: opaque(0xFFABA0),
            line_scale: 1.5,
            ..dark()
        },
    }
}

fn light() -> Palette {
    Palette {
        brand: opaque(0x5D4037),
        on_brand: opaque(0xFFFFFF),
        app_bar: opaque(0x5D4037),
        on_app_bar: opaque(0xFFFFFF),
        status_bar: opaque(0x3E2723),
        accent: opaque(0x5D4037),
        window: opaque(0xFAF6F0),
        surface: opaque(0xFFFDF9),
        text_primary: opaque(0x1B1B1B),
        text_secondary: opaque(0x4A4A4A),
        text_notice: opaque(0x8E2A00),
        button_tonal: opaque(0xEFE2D2),
        row_selected: alpha(ROW_SELECTED_ALPHA, 0x5D4037),
        row_pressed: alpha(ROW_PRESSED_ALPHA, 0x5D4037),
        ripple: alpha(0x33, 0x000000),
        scrim: alpha(0x66, 0x000000),
        board: opaque(0xE9CFA3),
        board_edge: opaque(0x8C6336),
        board_line: opaque(0x5A3E1B),
        board_label: opaque(0x3B2A14),
        piece_light_fill: opaque(0xFFFDF7),
        piece_light_edge: opaque(0x4A3A26),
        piece_dark_fill: opaque(0x2B2B2B),
        piece_dark_edge: opaque(0x0A0A0A),
        mark_selectable: opaque(0x1565C0),
        mark_selected: opaque(0xBF360C),
        mark_target: opaque(0x2E7D32),
        // A deep amber, a little see-through so that the line under it shows.
        mark_last_move: alpha(0xE6, 0x8A5C00),
        mark_hint: opaque(0x6A1B9A),
        mark_jump: opaque(0xBF360C),
        mark_ban: opaque(0xB71C1C),
        line_scale: 1.0,
    }
}

fn dark() -> Palette {
    Palette {
        brand: opaque(0xE0BE8C),
        on_brand: opaque(0x1B1B1B),
        app_bar: opaque(0x2A211C),
        on_app_bar: opaque(0xF2F2F2),
        status_bar: opaque(0x120E0C),
        accent: opaque(0xE0BE8C),
        window: opaque(0x121212),
        surface: opaque(0x1E1A17),
        text_primary: opaque(0xF2F2F2),
        text_secondary: opaque(0xC8C8C8),
        text_notice: opaque(0xFFAB91),
        button_tonal: opaque(0x3A302A),
        row_selected: alpha(ROW_SELECTED_ALPHA + 0x08, 0xE0BE8C),
        row_pressed: alpha(ROW_PRESSED_ALPHA + 0x08, 0xE0BE8C),
        ripple: alpha(0x33, 0xFFFFFF),
        scrim: alpha(0x99, 0x000000),
        board: opaque(0x2E2620),
        board_edge: opaque(0x6B5C47),
        board_line: opaque(0xC9B48E),
        board_label: opaque(0xE8D9BC),
        piece_light_fill: opaque(0xF5EBDD),
        piece_light_edge: opaque(0x8A7459),
        piece_dark_fill: opaque(0x0E0E0E),
        piece_dark_edge: opaque(0xD9C7A6),
        mark_selectable: opaque(0x64B5F6),
        mark_selected: opaque(0xFF8A65),
        mark_target: opaque(0x81C784),
        mark_last_move: alpha(0xD9, 0xE0B83A),
        mark_hint: opaque(0xCE93D8),
        mark_jump: opaque(0xFF8A65),
        mark_ban: opaque(0xFF8A80),
        line_scale: 1.0,
    }
}
