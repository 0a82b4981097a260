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
    /// The reversal bans to draw (the lesson's): the step that made each, and the point crossed.
    var bans: [BannedStep] = []
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
    private var spec: BoardSpec { scene.palette.spec }
    private var step: CGFloat { layout.step }
    private var pieceRadius: CGFloat { step * CGFloat(spec.pieceRadius) }

    /// A size of the spec (a fraction of a step) on this board.
    private func size(_ fraction: Float) -> CGFloat {
        step * CGFloat(fraction)
    }

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
        for ban in scene.bans {
            paintBan(ban, context)
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
            paintArrow(better.path, color: palette.hint, spec.betterArrow, context)
        }
        for point in scene.points where point.hinted {
            paintHintRing(around: point.index, context)
        }
    }

    // MARK: Board

    private func paintBoard(_ context: GraphicsContext) {
        let rect = layout.frame.insetBy(dx: 1, dy: 1)
        let shape = Path(roundedRect: rect, cornerRadius: size(spec.cornerRadius))
        context.fill(shape, with: .color(palette.board))
        context.stroke(
            shape, with: .color(palette.boardEdge),
            lineWidth: max(1, size(spec.pieceRim)) * palette.lineScale)
    }

    private func paintLines(_ context: GraphicsContext) {
        var lines = Path()
        for segment in scene.geometry.lines {
            lines.move(to: layout.center(segment.from))
            lines.addLine(to: layout.center(segment.to))
        }
        let width = max(1.5, size(spec.lineWidth)) * palette.lineScale
        context.stroke(
            lines, with: .color(palette.line),
            style: StrokeStyle(lineWidth: width, lineCap: .round))
        var dots = Path()
        for point in scene.geometry.points {
            dots.addEllipse(in: circle(layout.center(point.index), radius: size(spec.pointRadius)))
        }
        context.fill(dots, with: .color(palette.line))
    }

    private func paintLabels(_ context: GraphicsContext) {
        let font = Font.system(size: max(9, size(spec.labelText)), weight: .semibold, design: .rounded)
        for label in layout.columnLabels + layout.rowLabels {
            context.draw(
                Text(label.text).font(font).foregroundColor(palette.label), at: label.at)
        }
    }

    // MARK: Highlights

    /// The last move: a band along its path and a ring on the point it started from.
    private func paintLastMove(_ path: [Int32], _ context: GraphicsContext) {
        guard let first = path.first else { return }
        context.stroke(
            polyline(path), with: .color(palette.lastMove),
            style: StrokeStyle(lineWidth: size(spec.lastMoveBand), lineCap: .round, lineJoin: .round))
        // Where the move started: a ring on the (now empty) point.
        context.stroke(
            Path(ellipseIn: circle(layout.center(first), radius: size(spec.lastMoveRingRadius))),
            with: .color(palette.lastMove), lineWidth: size(spec.lastMoveRingStroke))
    }

    /// A reversal ban: the step that made it as an arrow to the piece, and the banned point
    /// crossed.
    private func paintBan(_ ban: BannedStep, _ context: GraphicsContext) {
        paintArrow([ban.banned, ban.piece], color: palette.ban, spec.banArrow, context)
        let center = layout.center(ban.banned)
        let half = size(spec.banCrossHalf)
        var cross = Path()
        cross.move(to: CGPoint(x: center.x - half, y: center.y - half))
        cross.addLine(to: CGPoint(x: center.x + half, y: center.y + half))
        cross.move(to: CGPoint(x: center.x - half, y: center.y + half))
        cross.addLine(to: CGPoint(x: center.x + half, y: center.y - half))
        context.stroke(
            cross, with: .color(palette.ban),
            style: StrokeStyle(lineWidth: size(spec.banCrossStroke), lineCap: .round))
    }

    /// A point the selected piece can reach: a dot inside a ring.
    private func paintTargets(_ context: GraphicsContext) {
        for point in scene.points where point.target {
            let center = layout.center(point.index)
            context.fill(
                Path(ellipseIn: circle(center, radius: size(spec.targetDotRadius))),
                with: .color(palette.target))
            context.stroke(
                Path(ellipseIn: circle(center, radius: size(spec.targetRingRadius))),
                with: .color(palette.target), lineWidth: size(spec.targetRingStroke))
        }
    }

    private func paintPendingPath(_ context: GraphicsContext) {
        guard scene.pendingPath.count >= 2 else { return }
        paintArrow(scene.pendingPath, color: palette.jump, spec.pendingPath, context)
    }

    /// The mark of a hint on the piece it moves (a puzzle's hint names only it), unlike the
    /// selection's solid ring in shape as well as colour: a wider dashed ring, and a badge on
    /// its upper right.
    private func paintHintRing(around point: Int32, _ context: GraphicsContext) {
        let center = layout.center(point)
        let stroke = size(spec.hintRingStroke)
        context.stroke(
            Path(ellipseIn: circle(center, radius: size(spec.hintRingRadius))),
            with: .color(palette.hint),
            style: StrokeStyle(lineWidth: stroke, dash: [stroke * 2, stroke * 1.6]))
        let offset = size(spec.hintBadgeOffset)
        let badge = CGPoint(x: center.x + offset, y: center.y - offset)
        context.fill(
            Path(ellipseIn: circle(badge, radius: size(spec.hintBadgeRadius + spec.hintBadgeRim))),
            with: .color(palette.board))
        context.fill(
            Path(ellipseIn: circle(badge, radius: size(spec.hintBadgeRadius))),
            with: .color(palette.hint))
    }

    /// An arrow along `path` (a move's start and each landing) as `arrow` says: its shaft,
    /// dashed or solid, and its head on the last point (stopping short of it by the tip's gap);
    /// a stroke with no head when the spec has none (the capture being entered).
    private func paintArrow(
        _ path: [Int32], color: Color, _ arrow: ArrowSpec, _ context: GraphicsContext
    ) {
        guard path.count >= 2 else { return }
        let headLength = size(arrow.headLength)
        let end = layout.center(path[path.count - 1])
        let tail = layout.center(path[path.count - 2])
        let length = hypot(end.x - tail.x, end.y - tail.y)
        let gap = size(arrow.tipGap)
        guard length > gap + headLength else { return }
        let ux = (end.x - tail.x) / length
        let uy = (end.y - tail.y) / length
        let tip = CGPoint(x: end.x - ux * gap, y: end.y - uy * gap)
        // The shaft stops where the head begins, so that the head's point stays sharp.
        let base = CGPoint(x: tip.x - ux * headLength, y: tip.y - uy * headLength)
        var shaft = Path()
        shaft.move(to: layout.center(path[0]))
        for point in path.dropFirst().dropLast() {
            shaft.addLine(to: layout.center(point))
        }
        shaft.addLine(to: base)
        let colour = color.opacity(Double(arrow.opacity))
        let dash = arrow.dashOn > 0 ? [size(arrow.dashOn), size(arrow.dashOff)] : []
        context.stroke(
            shaft, with: .color(colour),
            style: StrokeStyle(
                lineWidth: size(arrow.width), lineCap: .round, lineJoin: .round, dash: dash))
        guard headLength > 0 else { return }
        let half = size(arrow.headHalfWidth)
        var head = Path()
        head.move(to: tip)
        head.addLine(to: CGPoint(x: base.x - uy * half, y: base.y + ux * half))
        head.addLine(to: CGPoint(x: base.x + uy * half, y: base.y - ux * half))
        head.closeSubpath()
        context.fill(head, with: .color(colour))
    }

    private func paintHint(_ path: [Int32], _ context: GraphicsContext) {
        guard path.count >= 2, let first = path.first else { return }
        paintHintRing(around: first, context)
        paintArrow(path, color: palette.hint, spec.hintArrow, context)
    }

    // MARK: Pieces

    private func paintPieces(skipping skipped: Int32?, _ context: GraphicsContext) {
        for point in scene.points where point.piece != .empty && point.index != skipped {
            let center = layout.center(point.index)
            drawPiece(point.piece, at: center, radius: pieceRadius, context)
            if point.selected {
                context.stroke(
                    Path(ellipseIn: circle(center, radius: size(spec.selectedRingRadius))),
                    with: .color(palette.selected), lineWidth: size(spec.selectedRingStroke))
            } else if point.selectable {
                context.stroke(
                    Path(ellipseIn: circle(center, radius: size(spec.selectableRingRadius))),
                    with: .color(palette.selectable),
                    lineWidth: max(1.5, size(spec.selectableRingStroke)))
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
        let rim = max(1, size(spec.pieceRim)) * palette.lineScale
        context.stroke(disc, with: .color(colors.edge), lineWidth: rim)
        // A smaller ring inside, so the two colours differ in shape too, not only in shade.
        let inner = CGFloat(piece == .white ? spec.lightInnerRing : spec.darkInnerRing)
        context.stroke(
            Path(ellipseIn: circle(center, radius: radius * inner)), with: .color(colors.edge),
            lineWidth: rim * 0.7)
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
