import SwiftUI

// The move the board animates, hop by hop in the core's time (each hop lands as its cue
// sounds), and the pulse of the piece that must keep jumping.

/// Drives a board drawing's animation. `clock` is what SwiftUI animates, from the previous
/// whole number (or wherever an interrupted animation stood) to `end`; the current move is
/// shown as far as the clock has passed `end - 1`.
struct AnimatedBoardCanvas: ViewModifier, Animatable {
    var clock: Double
    let end: Double
    let scene: BoardScene

    /// `Animatable` asks for this outside any actor, while a `ViewModifier` is isolated to the
    /// main actor: it is `nonisolated`, and reaches only `clock`, a `Sendable` value stored in
    /// this struct (which Swift 6 allows, SE-0434).
    nonisolated var animatableData: Double {
        get { clock }
        set { clock = newValue }
    }

    func body(content: Content) -> some View {
        let fraction = min(max(clock - (end - 1), 0), 1)
        return content.overlay {
            BoardDrawing(scene: scene, fraction: fraction)
        }
    }
}

/// The keep-jumping cue: a ring that keeps spreading from the capturing piece.
struct PulseRing: View {
    let color: Color
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var spread = false

    var body: some View {
        Circle()
            .stroke(color, lineWidth: 3)
            .scaleEffect(reduceMotion ? 1.05 : (spread ? 1.3 : 0.85))
            .opacity(reduceMotion ? 1 : (spread ? 0 : 0.9))
            .onAppear {
                guard !reduceMotion else { return }
                withAnimation(.easeOut(duration: 1.1).repeatForever(autoreverses: false)) {
                    spread = true
                }
            }
            .allowsHitTesting(false)
    }
}
