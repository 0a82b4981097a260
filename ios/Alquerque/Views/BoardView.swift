import SwiftUI

/// The playing board: the drawing (turned round, labelled and hinted as the core's board state
/// says), and on top of it one invisible button per point that takes the taps and speaks the
/// point's label (from the core) to VoiceOver.
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
                ForEach(readingOrder(layout), id: \.index) { point in
                    PointButton(
                        point: point,
                        diameter: layout.step * 0.9,
                        pulsing: board.keepJumping && point.selected,
                        color: palette.selected
                    ) {
                        onTap(point.index)
                    }
                    .position(layout.center(point.index))
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
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
            animation: animation,
            showLabels: board.showNotation,
            flipped: board.flipped,
            palette: palette)
    }

    /// The points as they are read on screen: top row first, left to right.
    private func readingOrder(_ layout: BoardLayout) -> [PointState] {
        board.points.sorted { a, b in
            let pa = layout.center(a.index)
            let pb = layout.center(b.index)
            return pa.y != pb.y ? pa.y < pb.y : pa.x < pb.x
        }
    }

    private func play() {
        guard let animation else { return }
        let segments = max(animation.move.path.count - 1 - animation.fromStep, 1)
        if reduceMotion {
            clock += 1
        } else {
            // Hop by hop in the core's time, so that each hop lands as its cue sounds.
            let hop = Double(animation.played.hopMs) / 1000
            withAnimation(.linear(duration: hop * Double(segments))) {
                clock += 1
            }
        }
    }
}

/// One point: a round hit area as large as the spacing allows, with the core's sentence for
/// VoiceOver, and a pulsing ring on the piece that must keep jumping.
private struct PointButton: View {
    let point: PointState
    let diameter: CGFloat
    let pulsing: Bool
    let color: Color
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            ZStack {
                Color.clear
                if pulsing {
                    PulseRing(color: color)
                }
            }
            .frame(width: diameter, height: diameter)
            .contentShape(Circle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(point.accessibilityLabel))
        .accessibilityAddTraits(point.selected ? .isSelected : [])
    }
}

/// The keep-jumping cue: a ring that keeps spreading from the capturing piece.
private struct PulseRing: View {
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
