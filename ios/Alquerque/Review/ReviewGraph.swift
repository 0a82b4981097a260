import SwiftUI

/// White's expected result over the game, from the core's numbers: a line between 0 (Black
/// wins, at the bottom) and 1 (White wins, at the top), labelled with the core's words so that
/// a newcomer can tell which way is good for whom, the even line across the middle (its meaning
/// written beside Black's label, off the values), the faults as dots in their mark's colour
/// (the core's, readable on both themes), the chosen ply ringed, the advantage filled between
/// the values and the even line, and the core's move numbers along the axis. Sizes are in
/// points. A tap picks the ply nearest to it; a finger dragged along it picks each ply it passes.
struct ReviewGraph: View {
    let review: GameReview
    let selected: Int?
    let onSelect: (Int) -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.layoutDirection) private var direction

    /// Room above and below the values for the labels.
    private let labelBand: CGFloat = 18
    private let inset: CGFloat = 8

    var body: some View {
        let values = review.graph
        let labels = review.graphLabels
        GeometryReader { proxy in
            let width = proxy.size.width - 2 * inset
            let band = proxy.size.height - 2 * labelBand
            let step = values.count > 1 ? width / CGFloat(values.count - 1) : 0
            let point = { (i: Int) -> CGPoint in
                CGPoint(x: inset + CGFloat(i) * step, y: labelBand + band * (1 - CGFloat(values[i])))
            }
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.1))
                Path { p in
                    p.move(to: CGPoint(x: inset, y: labelBand + band / 2))
                    p.addLine(to: CGPoint(x: inset + width, y: labelBand + band / 2))
                }
                .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                // The move numbers: a faint line up from the axis at each, the number at its foot.
                ForEach(review.graphTicks, id: \.index) { tick in
                    let x = inset + CGFloat(tick.index) * step
                    Path { p in
                        p.move(to: CGPoint(x: x, y: labelBand))
                        p.addLine(to: CGPoint(x: x, y: labelBand + band))
                    }
                    .stroke(Color.secondary.opacity(0.35), lineWidth: 1)
                    Text(tick.label)
                        .font(.system(size: 10).monospacedDigit())
                        .foregroundStyle(.secondary)
                        .position(x: x, y: labelBand + band - 7)
                }
                // The advantage as an area: from the even line to the values.
                Path { p in
                    guard values.count > 1 else { return }
                    p.move(to: CGPoint(x: inset, y: labelBand + band / 2))
                    for i in values.indices {
                        p.addLine(to: point(i))
                    }
                    p.addLine(to: CGPoint(x: inset + width, y: labelBand + band / 2))
                    p.closeSubpath()
                }
                .fill(Color.primary.opacity(0.18))
                Path { p in
                    guard !values.isEmpty else { return }
                    p.move(to: point(0))
                    for i in values.indices.dropFirst() {
                        p.addLine(to: point(i))
                    }
                }
                .stroke(Color.primary, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                ForEach(Array(review.graphMarks.enumerated()), id: \.offset) { _, mark in
                    let i = Int(mark.ply) + 1
                    if values.indices.contains(i) {
                        Circle()
                            .fill(Color(themed: mark.color, in: colorScheme))
                            .frame(width: 8, height: 8)
                            .position(point(i))
                    }
                }
                if let selected, values.indices.contains(selected + 1) {
                    Circle()
                        .stroke(Color(themed: review.graphSelection, in: colorScheme), lineWidth: 2)
                        .frame(width: 14, height: 14)
                        .position(point(selected + 1))
                }
                // The values run in the game's order left to right in every language, like the
                // board, its coordinates and the move numbers (a mirrored time axis would put the
                // first move on the right of a board that does not mirror): the drawing is laid
                // out left to right. The words are the screen's text: in a right-to-left language
                // they start where its reader starts, at the right, and the key of the middle
                // line moves to the other end, its piece of dashed line first in reading order.
                let rtl = direction == .rightToLeft
                label(labels.top)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: rtl ? .topTrailing : .topLeading)
                label(labels.bottom)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: rtl ? .bottomTrailing : .bottomLeading)
                // What the dashed line means, across from Black's label: off the values.
                HStack(spacing: 4) {
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 0.5))
                        p.addLine(to: CGPoint(x: 20, y: 0.5))
                    }
                    .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .frame(width: 20, height: 1)
                    label(labels.middle)
                }
                .environment(\.layoutDirection, direction)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: rtl ? .bottomLeading : .bottomTrailing)
            }
            .environment(\.layoutDirection, .leftToRight)
            .contentShape(Rectangle())
            .gesture(
                // A tap, or a finger dragged along the graph: the ply nearest to it.
                DragGesture(minimumDistance: 0).onChanged { drag in
                    guard step > 0 else { return }
                    // Value i + 1 is the position after ply i.
                    let nearest = Int(((drag.location.x - inset) / step).rounded()) - 1
                    let ply = min(max(nearest, 0), values.count - 2)
                    if ply != selected { onSelect(ply) }
                })
        }
        .accessibilityElement()
        .accessibilityLabel(review.graphLabels.description)
    }

    private func label(_ text: String) -> some View {
        Text(text)
            .environment(\.layoutDirection, direction)
            .font(.caption2)
            .foregroundStyle(.secondary)
            .padding(.horizontal, inset)
            .padding(.vertical, 2)
    }
}

extension Color {
    /// A colour of the core's palette (0xAARRGGBB per theme) in the [scheme] shown.
    init(themed color: ThemedColor, in scheme: ColorScheme) {
        let argb = scheme == .dark ? color.dark : color.light
        self.init(
            .sRGB,
            red: Double((argb >> 16) & 0xFF) / 255,
            green: Double((argb >> 8) & 0xFF) / 255,
            blue: Double(argb & 0xFF) / 255,
            opacity: Double((argb >> 24) & 0xFF) / 255)
    }
}
