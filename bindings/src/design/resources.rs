//! The resource files written from the palette and the type scale, for what the platforms read
//! before any code of ours runs: Android's themes, styles and drawables name colours and sizes
//! (`values/colors.xml`, `values-night/colors.xml`, `values/type.xml` and a tablet's
//! `values-sw600dp/type.xml`), iOS's tint comes from
//! the asset catalogue's accent colour. `cargo run -p alquerque-bindings --bin phone-palette`
//! writes them, `--check` (and the test below) fails when one differs from what it would write.

use super::palette::{palette, Palette, Theme};
use super::spec::{TYPE_SCALE, WIDE_SCREEN_TEXT_STEP};

/// Each file, by its path from the repository's root, with the text it must hold.
pub fn files() -> Vec<(&'static str, String)> {
    vec![
        (
            "android/app/src/main/res/values/colors.xml",
            android_colors(Theme::Light),
        ),
        (
            "android/app/src/main/res/values-night/colors.xml",
            android_colors(Theme::Dark),
        ),
        ("android/app/src/main/res/values/type.xml", android_type(0)),
        (
            "android/app/src/main/res/values-sw600dp/type.xml",
            android_type(WIDE_SCREEN_TEXT_STEP),
        ),
        (
            "ios/Alquerque/Assets.xcassets/AccentColor.colorset/Contents.json",
            ios_accent(),
        ),
    ]
}

/// The first comment of every file written (no two dashes in a row: XML comments forbid them).
const GENERATED: &str =
    "Written by the bindings' phone-palette program from bindings/src/design/: \
change the palette there and run it, not this file.";

/// Android's colour resources of `theme`: the names the themes, styles, drawables and code
/// use, each one of the palette's colours.
fn android_colors(theme: Theme) -> String {
    let p = palette(theme);
    let mut named: Vec<(&str, u32, &str)> = vec![
        ("primary", p.app_bar, "the action bar"),
        ("primary_dark", p.status_bar, "the status bar"),
        (
            "action_icon",
            p.on_app_bar,
            "Undo, Redo, Hint and the title on the action bar",
        ),
        (
            "accent",
            p.accent,
            "the one accent: switches, checks, progress, the chosen row",
        ),
        ("window_background", p.window, ""),
        ("surface", p.surface, "cards and dialogs"),
        ("text_primary", p.text_primary, ""),
        ("text_secondary", p.text_secondary, ""),
        ("text_notice", p.text_notice, ""),
        (
            "button_filled",
            p.brand,
            "the primary button: the brand's brown",
        ),
        ("on_button_filled", p.on_brand, ""),
        (
            "button_tonal",
            p.button_tonal,
            "a secondary button: a tonal fill of the wood",
        ),
        (
            "button_disabled_fill",
            (0x1F << 24) | (p.text_primary & 0xFF_FFFF),
            "12% of the text",
        ),
        ("button_ripple", p.ripple, ""),
        (
            "row_selected",
            p.row_selected,
            "the accent, faint, under the chosen row's text",
        ),
        ("row_pressed", p.row_pressed, ""),
        ("scrim", p.scrim, "under a card over the board"),
        ("board_background", p.board, ""),
        ("board_edge", p.board_edge, ""),
        ("board_line", p.board_line, ""),
        ("board_label", p.board_label, ""),
        ("piece_light_fill", p.piece_light_fill, ""),
        ("piece_light_edge", p.piece_light_edge, ""),
        ("piece_dark_fill", p.piece_dark_fill, ""),
        ("piece_dark_edge", p.piece_dark_edge, ""),
        ("mark_selectable", p.mark_selectable, ""),
        ("mark_selected", p.mark_selected, ""),
        ("mark_target", p.mark_target, ""),
        ("mark_last_move", p.mark_last_move, ""),
        ("mark_hint", p.mark_hint, ""),
        ("mark_jump", p.mark_jump, ""),
        ("mark_ban", p.mark_ban, ""),
    ];
    if theme == Theme::Light {
        named.push((
            "ic_launcher_background",
            p.board,
            "the launcher icon's wood",
        ));
    }
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    out.push_str(&format!(
        "<!-- {GENERATED} The {} theme. -->\n<resources>\n",
        name(theme)
    ));
    for (key, colour, note) in named {
        if !note.is_empty() {
            out.push_str(&format!("    <!-- {}. -->\n", capitalised(note)));
        }
        out.push_str(&format!(
            "    <color name=\"{key}\">{}</color>\n",
            hex(colour)
        ));
    }
    out.push_str("</resources>\n");
    out
}

/// Android's text sizes and line heights, one pair a step of the type scale, each `step` sp
/// larger (its line twice that: a tablet's, [`WIDE_SCREEN_TEXT_STEP`]).
fn android_type(step: u32) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let which = if step == 0 {
        "The type scale: every text's size."
    } else {
        "The type scale on a tablet: every step larger."
    };
    out.push_str(&format!("<!-- {GENERATED} {which} -->\n<resources>\n"));
    for style in TYPE_SCALE {
        out.push_str(&format!(
            "    <dimen name=\"text_{0}\">{1}sp</dimen>\n    <dimen name=\"line_{0}\">{2}sp</dimen>\n",
            style.name,
            style.size + step,
            style.line_height + 2 * step
        ));
    }
    out.push_str("</resources>\n");
    out
}

/// iOS's accent colour in the four appearances, as an asset catalogue's colour set.
fn ios_accent() -> String {
    let entry = |p: &Palette, appearances: &[(&str, &str)]| {
        let c = p.accent;
        let component = |shift: u32| format!("0x{:02X}", (c >> shift) & 0xFF);
        let mut s = String::from("    {\n");
        if !appearances.is_empty() {
            s.push_str("      \"appearances\" : [\n");
            let list: Vec<String> = appearances
                .iter()
                .map(|(a, v)| {
                    format!("        {{\n          \"appearance\" : \"{a}\",\n          \"value\" : \"{v}\"\n        }}")
                })
                .collect();
            s.push_str(&list.join(",\n"));
            s.push_str("\n      ],\n");
        }
        s.push_str(&format!(
            "      \"color\" : {{\n        \"color-space\" : \"srgb\",\n        \"components\" : {{\n          \"alpha\" : \"1.000\",\n          \"blue\" : \"{}\",\n          \"green\" : \"{}\",\n          \"red\" : \"{}\"\n        }}\n      }},\n      \"idiom\" : \"universal\"\n    }}",
            component(0),
            component(8),
            component(16)
        ));
        s
    };
    let dark = ("luminosity", "dark");
    let high = ("contrast", "high");
    let entries = [
        entry(&palette(Theme::Light), &[]),
        entry(&palette(Theme::Dark), &[dark]),
        entry(&palette(Theme::LightIncreased), &[high]),
        entry(&palette(Theme::DarkIncreased), &[dark, high]),
    ];
    format!(
        "{{\n  \"colors\" : [\n{}\n  ],\n  \"info\" : {{\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }}\n}}\n",
        entries.join(",\n")
    )
}

fn name(theme: Theme) -> &'static str {
    match theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
        Theme::LightIncreased => "light, increased contrast,",
        Theme::DarkIncreased => "dark, increased contrast,",
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// `#RRGGBB` for an opaque colour, `#AARRGGBB` for a translucent one.
fn hex(colour: u32) -> String {
    if colour >> 24 == 0xFF {
        format!("#{:06X}", colour & 0xFF_FFFF)
    } else {
        format!("#{colour:08X}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn the_committed_resource_files_are_what_the_palette_writes() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        for (path, text) in files() {
            let committed = std::fs::read_to_string(root.join(path)).unwrap_or_default();
            assert!(
                committed == text,
                "{path} is stale: run `cargo run -p alquerque-bindings --bin phone-palette`"
            );
        }
    }

    #[test]
    fn the_xml_comments_are_well_formed() {
        for (path, text) in files() {
            for comment in text.split("<!--").skip(1) {
                let body = comment.split("-->").next().unwrap_or_default();
                assert!(
                    !body.contains("--"),
                    "{path}: two dashes in a comment: {body}"
                );
            }
        }
    }

    #[test]
    fn colours_are_written_with_their_alpha_only_when_translucent() {
        assert_eq!(hex(0xFF5D_4037), "#5D4037");
        assert_eq!(hex(0x2600_695C), "#2600695C");
        assert!(android_colors(Theme::Light).contains("<color name=\"mark_ban\">"));
        assert!(!android_colors(Theme::Dark).contains("ic_launcher_background"));
    }
}
