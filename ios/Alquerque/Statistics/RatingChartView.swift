import SwiftUI

/// The rating over the latest rated games, drawn from the core's points (x and y in 0...1) and
/// axis labels: the ratings up the side, the first and latest game along the bottom, a line
/// through the points and a dot on the latest. Time runs left to right in every language, as
/// the review's graph does. VoiceOver reads the core's description. Android's RatingChartView.
struct RatingChartView: View {
    let chart: RatingChart

    private let labelWidth: CGFloat = 44
    private let bottomBand: CGFloat = 18

    var body: some View {
        GeometryReader { proxy in
            let left = labelWidth + 8
            let right = proxy.size.width - 8
            let top: CGFloat = 8
            let bottom = proxy.size.height - bottomBand - 4
            let at = { (p: ChartPoint) -> CGPoint in
                CGPoint(
                    x: left + CGFloat(min(max(p.x, 0), 1)) * (right - left),
                    y: bottom - CGFloat(min(max(p.y, 0), 1)) * (bottom - top))
            }
            ZStack(alignment: .topLeading) {
                ForEach(chart.yLabels, id: \.text) { label in
                    let y = bottom - CGFloat(label.at) * (bottom - top)
                    Path { p in
                        p.move(to: CGPoint(x: left, y: y))
                        p.addLine(to: CGPoint(x: right, y: y))
                    }
                    .stroke(Color.secondary.opacity(0.3), lineWidth: 1)
                    Text(label.text)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .frame(width: labelWidth, alignment: .trailing)
                        .position(x: labelWidth / 2, y: y)
                }
                ForEach(chart.xLabels, id: \.text) { label in
                    Text(label.text)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .fixedSize()
                        .frame(
                            width: right - left,
                            alignment: label.at <= 0 ? .leading : (label.at >= 1 ? .trailing : .center)
                        )
                        .position(x: (left + right) / 2, y: proxy.size.height - bottomBand / 2)
                }
                if let first = chart.points.first, let last = chart.points.last {
                    Path { p in
                        p.move(to: at(first))
                        for point in chart.points.dropFirst() { p.addLine(to: at(point)) }
                    }
                    .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                    Circle()
                        .fill(Color.accentColor)
                        .frame(width: 9, height: 9)
                        .position(at(last))
                }
            }
        }
        .environment(\.layoutDirection, .leftToRight)
        .accessibilityElement()
        .accessibilityLabel(chart.description)
    }
}
