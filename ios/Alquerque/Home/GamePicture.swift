import SwiftUI

/// A small picture of a game's board (the home's Continue card): the lines and the pieces in
/// the board's colours and sizes (the one board spec the big board draws with, so a piece is
/// the same share of a step here), turned round when the core says so; no marks, no taps.
/// VoiceOver reads the card's words, not the picture.
struct GamePicture: View {
    let geometry: BoardGeometry
    let pieces: [Piece]
    let flipped: Bool

    @Environment(\.colorScheme) private var scheme
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        Canvas { context, size in
            let palette = BoardPalette.make(for: scheme, contrast: contrast)
            let side = min(size.width, size.height)
            let step = side / 5
            let origin = CGPoint(x: (size.width - side) / 2, y: (size.height - side) / 2)
            func at(_ index: Int32) -> CGPoint {
                let p = geometry.points[Int(index)]
                let col = CGFloat(flipped ? 4 - p.col : p.col)
                let row = CGFloat(flipped ? p.row : 4 - p.row)
                return CGPoint(x: origin.x + step * (col + 0.5), y: origin.y + step * (row + 0.5))
            }
            let frame = CGRect(origin: origin, size: CGSize(width: side, height: side))
            let spec = palette.spec
            context.fill(
                Path(roundedRect: frame, cornerRadius: step * CGFloat(spec.cornerRadius)),
                with: .color(palette.board))
            var lines = Path()
            for line in geometry.lines {
                lines.move(to: at(line.from))
                lines.addLine(to: at(line.to))
            }
            context.stroke(
                lines, with: .color(palette.line),
                lineWidth: max(1, step * CGFloat(spec.lineWidth)) * palette.lineScale)
            let radius = step * CGFloat(spec.pieceRadius)
            let rim = max(1, step * CGFloat(spec.pieceRim)) * palette.lineScale
            for (i, piece) in pieces.enumerated() where piece != .empty && i < geometry.points.count {
                let c = at(Int32(i))
                let disc = Path(ellipseIn: CGRect(x: c.x - radius, y: c.y - radius, width: radius * 2, height: radius * 2))
                let white = piece == .white
                context.fill(disc, with: .color(white ? palette.whitePiece : palette.blackPiece))
                context.stroke(disc, with: .color(white ? palette.whiteEdge : palette.blackEdge), lineWidth: rim)
            }
        }
        .accessibilityHidden(true)
    }
}
