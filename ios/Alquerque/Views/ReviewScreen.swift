import SwiftUI

/// The review of the game: a graph of White's expected result over the game, the board before
/// the chosen move with the move played and the engine's better one drawn, the core's words
/// about it, and every move with its mark. The review runs while the screen is open and stops
/// when it closes.
struct ReviewScreen: View {
    let model: ReviewViewModel
    let geometry: BoardGeometry
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        NavigationStack {
            Group {
                if let review = model.state.review {
                    content(review)
                } else {
                    running
                }
            }
            .navigationTitle("Game Review")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
                if let record = model.state.review?.annotatedRecord {
                    ToolbarItem(placement: .topBarTrailing) {
                        ShareLink(item: record) {
                            Label("Share", systemImage: "square.and.arrow.up")
                        }
                    }
                }
            }
        }
        .onDisappear { model.cancel() }
    }

    private var running: some View {
        VStack(spacing: 12) {
            if let p = model.state.progress, p.positions > 0 {
                ProgressView(value: Double(p.positionsDone), total: Double(p.positions))
            } else {
                ProgressView()
            }
            Text(model.state.statusText)
                .font(.callout)
                .foregroundStyle(.secondary)
            Button("Stop") { model.cancel() }
        }
        .padding()
    }

    private func content(_ review: GameReview) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                let selected = model.state.selected.map(Int.init)
                ReviewGraph(values: review.graph, selected: selected) { model.select($0) }
                    .frame(height: 110)
                if let selected, review.plies.indices.contains(selected) {
                    plyBoard(review.plies[selected])
                    plyText(review.plies[selected])
                }
                if !model.state.statusText.isEmpty {
                    Text(model.state.statusText)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                ForEach(Array(review.plies.enumerated()), id: \.offset) { index, ply in
                    Button {
                        model.select(index)
                    } label: {
                        PlyRow(ply: ply, selected: index == selected)
                    }
                    .buttonStyle(.plain)
                }
            }
            .padding()
        }
    }

    private func plyBoard(_ ply: PlyReviewInfo) -> some View {
        let better = ply.better
        return VStack(spacing: 6) {
            BoardCanvas(
                scene: BoardScene(
                    geometry: geometry,
                    points: ply.pointsBefore,
                    lastMove: ply.played,
                    hint: better,
                    showLabels: true,
                    palette: BoardPalette.make(for: colorScheme, contrast: contrast)))
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: 320)
            HStack(spacing: 16) {
                Label("played: \(ply.notation)", systemImage: "circle.fill")
                    .foregroundStyle(BoardPalette.make(for: colorScheme, contrast: contrast).lastMove)
                if let better {
                    Label("better: \(better.notation)", systemImage: "arrow.right")
                        .foregroundStyle(BoardPalette.make(for: colorScheme, contrast: contrast).hint)
                }
            }
            .font(.caption)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(
            better.map { "The board before \(ply.notation); better was \($0.notation)" }
                ?? "The board before \(ply.notation), the best move")
    }

    private func plyText(_ ply: PlyReviewInfo) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("\(ply.notation): \(ply.markText)").font(.headline)
            Text("\(ply.beforeText) before, \(ply.afterText) after, for the side that moved")
                .font(.callout)
            if let proven = ply.proven {
                Text(proven).font(.callout).foregroundStyle(.secondary)
            }
        }
    }
}

/// One move of the list: its number, notation and mark, the mark's colour beside it.
private struct PlyRow: View {
    let ply: PlyReviewInfo
    let selected: Bool

    var body: some View {
        HStack {
            Text(ply.number)
                .monospacedDigit()
                .frame(width: 44, alignment: .trailing)
                .foregroundStyle(.secondary)
            Text(ply.notation).fontWeight(selected ? .bold : .regular)
            Spacer()
            Text(ply.markText)
                .font(.callout)
                .foregroundStyle(ReviewMarkStyle.color(ply.mark))
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .background(selected ? Color.accentColor.opacity(0.12) : Color.clear)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}

/// The colour of each mark: the words are the core's, the colour only repeats them.
enum ReviewMarkStyle {
    static func color(_ mark: ReviewMark) -> Color {
        switch mark {
        case .best, .onlyMove: return .secondary
        case .good: return .green
        case .inaccuracy: return .yellow
        case .mistake: return .orange
        case .blunder: return .red
        }
    }
}

/// White's expected result over the game, from the core's numbers: a line between 0 (Black
/// wins) and 1 (White wins), the even line across the middle, and the chosen ply marked. A
/// tap picks the ply nearest to it.
struct ReviewGraph: View {
    let values: [Float]
    let selected: Int?
    let onSelect: (Int) -> Void

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let step = values.count > 1 ? size.width / CGFloat(values.count - 1) : 0
            let point = { (i: Int) -> CGPoint in
                CGPoint(x: CGFloat(i) * step, y: size.height * (1 - CGFloat(values[i])))
            }
            ZStack {
                RoundedRectangle(cornerRadius: 6).fill(Color.secondary.opacity(0.1))
                Path { p in
                    p.move(to: CGPoint(x: 0, y: size.height / 2))
                    p.addLine(to: CGPoint(x: size.width, y: size.height / 2))
                }
                .stroke(Color.secondary.opacity(0.5), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                Path { p in
                    guard !values.isEmpty else { return }
                    p.move(to: point(0))
                    for i in values.indices.dropFirst() {
                        p.addLine(to: point(i))
                    }
                }
                .stroke(Color.primary, lineWidth: 2)
                if let selected, values.indices.contains(selected + 1) {
                    Circle()
                        .fill(Color.accentColor)
                        .frame(width: 10, height: 10)
                        .position(point(selected + 1))
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { location in
                guard step > 0 else { return }
                // Value i + 1 is the position after ply i.
                let nearest = Int((location.x / step).rounded()) - 1
                onSelect(min(max(nearest, 0), values.count - 2))
            }
        }
        .accessibilityElement()
        .accessibilityLabel("White's expected result over the game")
    }
}
