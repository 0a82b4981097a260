import SwiftUI

// The board for VoiceOver: one button per point, in reading order, each with the core's
// sentence for it; the drawing underneath is hidden from VoiceOver.

extension BoardLayout {
    /// `points` as they are read on screen: top row first, left to right.
    func readingOrder(_ points: [PointState]) -> [PointState] {
        points.sorted { a, b in
            let pa = center(a.index)
            let pb = center(b.index)
            return pa.y != pb.y ? pa.y < pb.y : pa.x < pb.x
        }
    }
}

/// One point: a round hit area as large as the spacing allows, with the core's sentence for
/// VoiceOver, and a pulsing ring on the piece that must keep jumping.
struct PointButton: View {
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
