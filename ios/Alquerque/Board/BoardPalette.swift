import SwiftUI

/// The board's colours, chosen for contrast in light and dark mode. Every cue also differs in
/// shape (rings, dots, dashes), not in colour alone.
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
    /// Ring around the selected piece, and the capture being entered.
    var selected: Color
    /// Dot on a point the selected piece can reach.
    var target: Color
    /// Band along the last move's path.
    var lastMove: Color
    /// Dashed arrow of a hint.
    var hint: Color
    /// Multiplies line widths (thicker with Increase Contrast).
    var lineScale: CGFloat

    static func make(for scheme: ColorScheme, contrast: ColorSchemeContrast) -> BoardPalette {
        let strong = contrast == .increased
        switch scheme {
        case .dark:
            return BoardPalette(
                board: Color(red: 0.16, green: 0.14, blue: 0.12),
                boardEdge: Color(red: 0.42, green: 0.36, blue: 0.28),
                line: strong ? Color(red: 0.93, green: 0.86, blue: 0.72) : Color(red: 0.78, green: 0.69, blue: 0.52),
                label: Color(red: 0.90, green: 0.83, blue: 0.68),
                whitePiece: Color(red: 0.93, green: 0.91, blue: 0.85),
                whiteHighlight: .white,
                whiteEdge: Color(red: 0.55, green: 0.50, blue: 0.42),
                blackPiece: Color(red: 0.06, green: 0.06, blue: 0.07),
                blackHighlight: Color(red: 0.30, green: 0.29, blue: 0.30),
                blackEdge: Color(red: 0.86, green: 0.76, blue: 0.56),
                selectable: Color(red: 0.40, green: 0.72, blue: 1.00),
                selected: Color(red: 1.00, green: 0.62, blue: 0.22),
                target: Color(red: 0.36, green: 0.88, blue: 0.48),
                lastMove: Color(red: 1.00, green: 0.80, blue: 0.30).opacity(strong ? 0.60 : 0.42),
                hint: Color(red: 0.80, green: 0.60, blue: 1.00),
                lineScale: strong ? 1.5 : 1)
        default:
            return BoardPalette(
                board: Color(red: 0.93, green: 0.83, blue: 0.64),
                boardEdge: Color(red: 0.55, green: 0.39, blue: 0.21),
                line: strong ? Color(red: 0.20, green: 0.12, blue: 0.05) : Color(red: 0.36, green: 0.24, blue: 0.12),
                label: Color(red: 0.28, green: 0.18, blue: 0.08),
                whitePiece: Color(red: 0.98, green: 0.96, blue: 0.91),
                whiteHighlight: .white,
                whiteEdge: Color(red: 0.40, green: 0.30, blue: 0.20),
                blackPiece: Color(red: 0.13, green: 0.12, blue: 0.12),
                blackHighlight: Color(red: 0.38, green: 0.36, blue: 0.35),
                blackEdge: .black,
                selectable: Color(red: 0.00, green: 0.38, blue: 0.80),
                selected: Color(red: 0.82, green: 0.30, blue: 0.00),
                target: Color(red: 0.00, green: 0.48, blue: 0.20),
                lastMove: Color(red: 0.98, green: 0.62, blue: 0.05).opacity(strong ? 0.62 : 0.45),
                hint: Color(red: 0.42, green: 0.16, blue: 0.72),
                lineScale: strong ? 1.5 : 1)
        }
    }
}
