import SwiftUI

/// Everything a board drawing shows. All of it comes from the core: the geometry, the points'
/// states, the last move, the capture being entered, a hint.
struct BoardScene {
    var geometry: BoardGeometry
    var points: [PointState]
    var lastMove: MoveInfo? = nil
    var pendingPath: [Int32] = []
    var hint: MoveInfo? = nil
    /// A better move than the one played (the review's): a thick arrow over the pieces.
    var better: MoveInfo? = nil
    var animation: MoveAnimation? = nil
    var showLabels: Bool
    var flipped: Bool = false
    var palette: BoardPalette
}

/// Draws a board scene; during an animation the moving piece is `fraction` (0 to 1) of the way
/// along its path. The drawing is hidden from VoiceOver: the points on top of it speak.
struct BoardDrawing: View {
    let scene: BoardScene
    var fraction: Double = 1

    var body: some View {
        Canvas { context, size in
            let layout = BoardLayout(
                geometry: scene.geometry, size: size, labels: scene.showLabels,
                flipped: scene.flipped)
            BoardPainter(scene: scene, layout: layout, fraction: fraction).paint(context)
        }
        .accessibilityHidden(true)
    }
}

/// The drawing itself, back to front: board, lines, coordinates, last move, targets, the
/// capture being entered, pieces with their rings, the moving piece, a hint.
private struct BoardPainter {
    let scene: BoardScene
    let layout: BoardLayout
    let fraction: Double

    private var palette: BoardPalette { scene.palette }
    private var step: CGFloat { layout.step }
    private var pieceRadius: CGFloat { step * 0.34 }

    /// The piece in flight: where it goes and how far along its path it is, in segments.
    private struct Motion {
        let move: MoveInfo
        let fromStep: Int
        let destination: Int32
        let position: Double
    }

    func paint(_ context: GraphicsContext) {
        paintBoard(context)
        paintLines(context)
        if scene.showLabels {
            paintLabels(context)
        }
        if scene.pendingPath.isEmpty, let last = scene.lastMove {
            paintLastMove(last.path, context)
        }
        paintTargets(context)
        paintPendingPath(context)
        let motion = currentMotion()
        paintPieces(skipping: motion?.destination, context)
        if let motion {
            paintMotion(motion, context)
        }
        if let hint = scene.hint {
            paintHint(hint.path, context)
        }
        if let better = scene.better {
            paintArrow(better.path, context)
        }
        for point in scene.points where point.hinted {
            paintHintRing(around: point.index, context)
        }
    }

    // MARK: Board

    private func paintBoard(_ context: GraphicsContext) {
        let rect = layout.frame.insetBy(dx: 1, dy: 1)
        let shape = Path(roundedRect: rect, cornerRadius: step * 0.22)
        context.fill(shape, with: .color(palette.board))
        context.stroke(shape, with: .color(palette.boardEdge), lineWidth: max(1, step * 0.035))
    }

    private func paintLines(_ context: GraphicsContext) {
        var lines = Path()
        for segment in scene.geometry.lines {
            lines.move(to: layout.center(segment.from))
            lines.addLine(to: layout.center(segment.to))
        }
        let width = max(1.5, step * 0.035) * palette.lineScale
        context.stroke(
            lines, with: .color(palette.line),
            style: StrokeStyle(lineWidth: width, lineCap: .round))
        var dots = Path()
        for point in scene.geometry.points {
            dots.addEllipse(in: circle(layout.center(point.index), radius: width * 1.6))
        }
        context.fill(dots, with: .color(palette.line))
    }

    private func paintLabels(_ context: GraphicsContext) {
        let font = Font.system(size: max(9, step * 0.3), weight: .semibold, design: .rounded)
        for label in layout.columnLabels + layout.rowLabels {
            context.draw(
                Text(label.text).font(font).foregroundColor(palette.label), at: label.at)
        }
    }

    // MARK: Highlights

    private func paintLastMove(_ path: [Int32], _ context: GraphicsContext) {
        guard let first = path.first else { return }
        context.stroke(
            polyline(path), with: .color(palette.lastMove),
            style: StrokeStyle(lineWidth: step * 0.26, lineCap: .round, lineJoin: .round))
        // Where the move started: a ring on the (now empty) point.
        context.stroke(
            Path(ellipseIn: circle(layout.center(first), radius: step * 0.17)),
            with: .color(palette.lastMove), lineWidth: step * 0.06)
    }

    private func paintTargets(_ context: GraphicsContext) {
        for point in scene.points where point.target {
            let center = layout.center(point.index)
            context.fill(
                Path(ellipseIn: circle(center, radius: step * 0.12)), with: .color(palette.target))
            context.stroke(
                Path(ellipseIn: circle(center, radius: step * 0.21)),
                with: .color(palette.target), lineWidth: max(1.5, step * 0.035))
        }
    }

    private func paintPendingPath(_ context: GraphicsContext) {
        guard scene.pendingPath.count >= 2 else { return }
        context.stroke(
            polyline(scene.pendingPath), with: .color(palette.selected),
            style: StrokeStyle(
                lineWidth: step * 0.07, lineCap: .round, lineJoin: .round,
                dash: [step * 0.14, step * 0.12]))
    }

    /// The mark of a hint on the piece it moves (a puzzle's hint names only it), unlike the
    /// selection's solid ring in shape as well as colour: a wider dashed ring, and a badge on
    /// its upper right.
    private func paintHintRing(around point: Int32, _ context: GraphicsContext) {
        let center = layout.center(point)
        context.stroke(
            Path(ellipseIn: circle(center, radius: pieceRadius + step * 0.15)),
            with: .color(palette.hint),
            style: StrokeStyle(lineWidth: step * 0.05, dash: [step * 0.1, step * 0.08]))
        let badge = CGPoint(x: center.x + step * 0.3, y: center.y - step * 0.3)
        context.fill(Path(ellipseIn: circle(badge, radius: step * 0.14)), with: .color(palette.board))
        context.fill(Path(ellipseIn: circle(badge, radius: step * 0.1)), with: .color(palette.hint))
    }

    /// A thick arrow along `path` (a move's start and each landing), its head on the last point,
    /// a little see-through so that the pieces under it still show.
    private func paintArrow(_ path: [Int32], _ context: GraphicsContext) {
        guard path.count >= 2 else { return }
        let width = step * 0.14
        let headLength = width * 2.4
        let tip = layout.center(path[path.count - 1])
        let tail = layout.center(path[path.count - 2])
        let length = hypot(tip.x - tail.x, tip.y - tail.y)
        guard length > headLength else { return }
        let ux = (tip.x - tail.x) / length
        let uy = (tip.y - tail.y) / length
        // The shaft stops where the head begins, so that the head's point stays sharp.
        let base = CGPoint(x: tip.x - ux * headLength, y: tip.y - uy * headLength)
        var shaft = Path()
        shaft.move(to: layout.center(path[0]))
        for point in path.dropFirst().dropLast() {
            shaft.addLine(to: layout.center(point))
        }
        shaft.addLine(to: base)
        let colour = palette.hint.opacity(0.85)
        context.stroke(
            shaft, with: .color(colour),
            style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        var head = Path()
        head.move(to: tip)
        head.addLine(to: CGPoint(x: base.x - uy * headLength * 0.75, y: base.y + ux * headLength * 0.75))
        head.addLine(to: CGPoint(x: base.x + uy * headLength * 0.75, y: base.y - ux * headLength * 0.75))
        head.closeSubpath()
        context.fill(head, with: .color(colour))
    }

    private func paintHint(_ path: [Int32], _ context: GraphicsContext) {
        guard path.count >= 2, let first = path.first else { return }
        let width = step * 0.08
        paintHintRing(around: first, context)
        context.stroke(
            polyline(path), with: .color(palette.hint),
            style: StrokeStyle(
                lineWidth: width, lineCap: .round, lineJoin: .round,
                dash: [step * 0.16, step * 0.1]))
        // An arrowhead on the last landing point.
        let tip = layout.center(path[path.count - 1])
        let tail = layout.center(path[path.count - 2])
        let angle = atan2(tip.y - tail.y, tip.x - tail.x)
        let length = step * 0.3
        var head = Path()
        head.move(to: tip)
        for side in [CGFloat.pi * 0.85, -CGFloat.pi * 0.85] {
            head.addLine(
                to: CGPoint(
                    x: tip.x + cos(angle + side) * length, y: tip.y + sin(angle + side) * length))
        }
        head.closeSubpath()
        context.fill(head, with: .color(palette.hint))
    }

    // MARK: Pieces

    private func paintPieces(skipping skipped: Int32?, _ context: GraphicsContext) {
        for point in scene.points where point.piece != .empty && point.index != skipped {
            let center = layout.center(point.index)
            drawPiece(point.piece, at: center, radius: pieceRadius, context)
            if point.selected {
                context.stroke(
                    Path(ellipseIn: circle(center, radius: pieceRadius + step * 0.08)),
                    with: .color(palette.selected), lineWidth: step * 0.09)
            } else if point.selectable {
                context.stroke(
                    Path(ellipseIn: circle(center, radius: pieceRadius + step * 0.065)),
                    with: .color(palette.selectable), lineWidth: max(1.5, step * 0.045))
            }
        }
    }

    private func drawPiece(
        _ piece: Piece, at center: CGPoint, radius: CGFloat, opacity: Double = 1,
        lifted: Bool = false, _ context: GraphicsContext
    ) {
        let colors: (base: Color, highlight: Color, edge: Color)
        switch piece {
        case .white:
            colors = (palette.whitePiece, palette.whiteHighlight, palette.whiteEdge)
        case .black:
            colors = (palette.blackPiece, palette.blackHighlight, palette.blackEdge)
        case .empty:
            return
        }
        var context = context
        context.opacity = opacity
        if lifted {
            context.addFilter(
                .shadow(color: .black.opacity(0.35), radius: radius * 0.25, x: 0, y: radius * 0.2))
        }
        let disc = Path(ellipseIn: circle(center, radius: radius))
        context.fill(
            disc,
            with: .radialGradient(
                Gradient(colors: [colors.highlight, colors.base]),
                center: CGPoint(x: center.x - radius * 0.35, y: center.y - radius * 0.35),
                startRadius: 0, endRadius: radius * 1.4))
        context.stroke(
            disc, with: .color(colors.edge), lineWidth: max(1, step * 0.03) * palette.lineScale)
    }

    // MARK: Animation

    /// The animated move, if one is under way and the board shows its result.
    private func currentMotion() -> Motion? {
        guard fraction < 1, let animation = scene.animation else { return nil }
        let path = animation.move.path
        guard path.count >= 2, let destination = path.last else { return nil }
        let mover: Piece = animation.move.side == .white ? .white : .black
        guard piece(at: destination) == mover else { return nil }
        let segments = path.count - 1
        let fromStep = min(max(animation.fromStep, 0), segments - 1)
        let position = Double(fromStep) + fraction * Double(segments - fromStep)
        return Motion(
            move: animation.move, fromStep: fromStep, destination: destination, position: position)
    }

    private func paintMotion(_ motion: Motion, _ context: GraphicsContext) {
        let path = motion.move.path
        let segment = min(Int(motion.position), path.count - 2)
        let along = motion.position - Double(segment)
        let start = layout.center(path[segment])
        let end = layout.center(path[segment + 1])
        let center = CGPoint(
            x: start.x + (end.x - start.x) * along, y: start.y + (end.y - start.y) * along)
        // The captured pieces stay until the mover jumps them, then fade.
        let captured: Piece = motion.move.side == .white ? .black : .white
        for (jump, index) in motion.move.captured.enumerated() where jump >= motion.fromStep {
            let passed = motion.position - Double(jump)
            let opacity = passed < 0.45 ? 1 : max(0, 1 - (passed - 0.45) / 0.3)
            if opacity > 0 {
                drawPiece(
                    captured, at: layout.center(index), radius: pieceRadius * (0.6 + 0.4 * opacity),
                    opacity: opacity, context)
            }
        }
        let mover: Piece = motion.move.side == .white ? .white : .black
        // A jump lifts the piece a little on its way over.
        let lift = motion.move.captured.isEmpty ? 1 : 1 + 0.14 * sin(Double.pi * along)
        drawPiece(mover, at: center, radius: pieceRadius * lift, lifted: true, context)
    }

    // MARK: Helpers

    private func piece(at index: Int32) -> Piece? {
        let i = Int(index)
        if scene.points.indices.contains(i), scene.points[i].index == index {
            return scene.points[i].piece
        }
        return scene.points.first(where: { $0.index == index })?.piece
    }

    private func polyline(_ path: [Int32]) -> Path {
        var line = Path()
        for (n, index) in path.enumerated() {
            if n == 0 {
                line.move(to: layout.center(index))
            } else {
                line.addLine(to: layout.center(index))
            }
        }
        return line
    }

    private func circle(_ center: CGPoint, radius: CGFloat) -> CGRect {
        CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    }
}
