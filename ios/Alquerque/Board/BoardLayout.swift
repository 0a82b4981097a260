import CoreGraphics

/// Where the core's board geometry (columns and rows 0…4) lands in a view of a given size: a
/// square grid centred in the view, row 5 at the top (or at the bottom when flipped, for a
/// player who plays Black against the AI), with room for the coordinates when shown.
struct BoardLayout {
    /// The distance between neighbouring points.
    let step: CGFloat
    /// The board's square, margins included.
    let frame: CGRect
    /// The centre of every point, by index.
    private let centers: [CGPoint]
    /// Where the column letters and row numbers go, with their text.
    let columnLabels: [(text: String, at: CGPoint)]
    let rowLabels: [(text: String, at: CGPoint)]

    init(geometry: BoardGeometry, size: CGSize, labels: Bool, flipped: Bool) {
        let side = max(min(size.width, size.height), 1)
        // Half a point's spacing around the outer points for the pieces, more for labels.
        let margin: CGFloat = labels ? 0.95 : 0.6
        let step = side / (4 + 2 * margin)
        let frame = CGRect(
            x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
        let origin = CGPoint(x: frame.minX + margin * step, y: frame.minY + margin * step)

        func place(col: Int32, row: Int32) -> CGPoint {
            let x = flipped ? 4 - col : col
            let y = flipped ? row : 4 - row
            return CGPoint(x: origin.x + CGFloat(x) * step, y: origin.y + CGFloat(y) * step)
        }

        var centers = [CGPoint](repeating: .zero, count: geometry.points.count)
        for point in geometry.points where point.index >= 0 && Int(point.index) < centers.count {
            centers[Int(point.index)] = place(col: point.col, row: point.row)
        }
        self.step = step
        self.frame = frame
        self.centers = centers

        let gridBottom = origin.y + 4 * step
        let gridLeft = origin.x
        let offset = step * 0.62
        columnLabels = geometry.columnLabels.enumerated().map { col, text in
            (text: text, at: CGPoint(x: place(col: Int32(col), row: 0).x, y: gridBottom + offset))
        }
        rowLabels = geometry.rowLabels.enumerated().map { row, text in
            (text: text, at: CGPoint(x: gridLeft - offset, y: place(col: 0, row: Int32(row)).y))
        }
    }

    /// The centre of point `index` (0 = a1 … 24 = e5).
    func center(_ index: Int32) -> CGPoint {
        let i = Int(index)
        return centers.indices.contains(i) ? centers[i] : .zero
    }
}

extension BoardLayout {
    /// The widest a figure board (the rules', the review's) is drawn on a wide screen (an
    /// iPad, regular width), where a phone's size reads small at arm's length; Android's
    /// `rules_board_size` is 400 dp from 600 dp wide likewise.
    static let wideFigureWidth: CGFloat = 400
}
