import SwiftUI

/// The board's colours and sizes, from the one palette and board spec in Rust
/// (bindings/src/design/, which Android's BoardPalette reads too), in the appearance the view
/// is in: light or dark, with Increase Contrast or not. Every cue also differs in shape (rings,
/// dots, bands, dashes, a cross), not in colour alone.
struct BoardPalette {
    var board: Color
    var boardEdge: Color
    var line: Color
    var label: Color
    var whitePiece: Color
    var whiteHighlight: Color
    var whiteEdge: Color
    var blackPiece: Color
    var blackHighlight: Color
    var blackEdge: Color
    /// Ring around a piece that can be selected.
    var selectable: Color
    /// Ring around the selected piece.
    var selected: Color
    /// Dot and ring on a point the selected piece can reach.
    var target: Color
    /// Band along the last move's path, ring on its start.
    var lastMove: Color
    /// Dashed arrow of a hint, the review's better move.
    var hint: Color
    /// The capture being entered, and the ring of the piece that must keep jumping.
    var jump: Color
    /// The point a piece may not step back to, and the step that made the ban.
    var ban: Color
    /// Multiplies line widths (thicker with Increase Contrast).
    var lineScale: CGFloat
    /// Every size of the drawing, as a fraction of a step.
    var spec: BoardSpec

    static func make(for scheme: ColorScheme, contrast: ColorSchemeContrast) -> BoardPalette {
        let dark = scheme == .dark
        let colours = palette(theme: themeFor(dark: dark, increasedContrast: contrast == .increased))
        return BoardPalette(
            board: Color(argb: colours.board),
            boardEdge: Color(argb: colours.boardEdge),
            line: Color(argb: colours.boardLine),
            label: Color(argb: colours.boardLabel),
            whitePiece: Color(argb: colours.pieceLightFill),
            // The pieces' gradients: a lighter spot where the light falls.
            whiteHighlight: .white,
            whiteEdge: Color(argb: colours.pieceLightEdge),
            blackPiece: Color(argb: colours.pieceDarkFill),
            blackHighlight: Color(white: dark ? 0.30 : 0.38),
            blackEdge: Color(argb: colours.pieceDarkEdge),
            selectable: Color(argb: colours.markSelectable),
            selected: Color(argb: colours.markSelected),
            target: Color(argb: colours.markTarget),
            lastMove: Color(argb: colours.markLastMove),
            hint: Color(argb: colours.markHint),
            jump: Color(argb: colours.markJump),
            ban: Color(argb: colours.markBan),
            lineScale: CGFloat(colours.lineScale),
            spec: boardSpec())
    }
}

extension Color {
    /// A colour of the one palette, 0xAARRGGBB, as the Rust core hands it over.
    init(argb: UInt32) {
        self.init(
            .sRGB,
            red: Double((argb >> 16) & 0xFF) / 255,
            green: Double((argb >> 8) & 0xFF) / 255,
            blue: Double(argb & 0xFF) / 255,
            opacity: Double((argb >> 24) & 0xFF) / 255)
    }
}
