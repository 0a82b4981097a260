import SwiftUI

/// The playing board: the drawing (turned round, labelled and hinted as the core's board state
/// says), and on top of it one invisible button per point that takes the taps and speaks the
/// point's label (from the core) to VoiceOver. Its parts, each in a file of its own as on
/// Android (app/alquerque/board/): where the points go (`BoardLayout`), the colours
/// (`BoardPalette`), the drawing (`BoardDrawing`), the move under way (`BoardAnimation`) and the
/// points for VoiceOver (`BoardAccessibility`).
struct BoardView: View {
    let geometry: BoardGeometry
    let board: BoardState
    let animation: MoveAnimation?
    let onTap: (Int32) -> Void

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Advanced by one per animated move; see `AnimatedBoardCanvas`.
    @State private var clock: Double = 0

    var body: some View {
        let palette = BoardPalette.make(for: colorScheme, contrast: contrast)
        GeometryReader { proxy in
            let layout = BoardLayout(
                geometry: geometry, size: proxy.size, labels: board.showNotation,
                flipped: board.flipped)
            ZStack {
                Color.clear
                    .modifier(AnimatedBoardCanvas(
                        clock: clock, end: clock, scene: scene(palette: palette)))
                ForEach(layout.readingOrder(board.points), id: \.index) { point in
                    PointButton(
                        point: point,
                        diameter: layout.step * 0.9,
                        pulsing: board.keepJumping && point.selected,
                        color: palette.jump
                    ) {
                        onTap(point.index)
                    }
                    .position(layout.center(point.index))
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
        // The board, its coordinates a–e and 1–5 and its points keep their places in a
        // right-to-left language: only the screen around it mirrors.
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Board")
        .onChange(of: animation?.id) {
            play()
        }
    }

    private func scene(palette: BoardPalette) -> BoardScene {
        BoardScene(
            geometry: geometry,
            points: board.points,
            lastMove: board.lastMove,
            pendingPath: board.pendingPath,
            hint: board.hint,
            bans: board.bans,
            animation: animation,
            showLabels: board.showNotation,
            flipped: board.flipped,
            palette: palette)
    }

    private func play() {
        guard let animation else { return }
        if reduceMotion {
            clock += 1
        } else {
            withAnimation(.linear(duration: animation.duration)) {
                clock += 1
            }
        }
    }
}
