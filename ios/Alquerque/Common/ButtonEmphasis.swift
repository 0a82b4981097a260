import SwiftUI

/// How much a button stands out: filled (the screen's one next step), tonal (the other
/// actions), text (the least). Which button of a screen is its next step changes with the
/// state, and the state, from Rust, says which: a screen calls `emphasize` with it rather than
/// fixing `.borderedProminent` on one button.
enum ButtonEmphasis {
    case filled
    case tonal
    case text
}

extension View {
    /// Draws this button filled when it is the screen's primary action now, else as
    /// `otherwise`; a disabled button keeps the style's own disabled look.
    @ViewBuilder
    func emphasize(_ primary: Bool, otherwise: ButtonEmphasis = .tonal) -> some View {
        switch primary ? .filled : otherwise {
        case .filled: buttonStyle(.borderedProminent)
        case .tonal: buttonStyle(.bordered)
        case .text: buttonStyle(.borderless)
        }
    }
}
