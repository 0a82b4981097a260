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
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// The mistake drill, once opened from its button.
    @State private var drill: DrillViewModel?

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
        .sheet(item: $drill) { drill in
            NavigationStack { DrillScreen(model: drill) }
        }
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
                ReviewGraph(review: review, selected: selected) { model.select($0) }
                    .frame(height: 140)
                if let selected, review.plies.indices.contains(selected) {
                    plyBoard(review.plies[selected])
                    plyText(review.plies[selected])
                }
                if !review.plies.isEmpty {
                    // Learn from your mistakes: the drill of this review (it says so if none).
                    Button(model.state.learnLabel) { drill = model.drill() }
                        .buttonStyle(.borderedProminent)
                        .frame(maxWidth: .infinity)
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
        VStack(spacing: 6) {
            BoardDrawing(
                scene: BoardScene(
                    geometry: geometry,
                    points: ply.pointsBefore,
                    lastMove: ply.played,
                    hint: ply.better,
                    showLabels: true,
                    palette: BoardPalette.make(for: colorScheme, contrast: contrast)))
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: sizeClass == .regular ? BoardLayout.wideFigureWidth : 320)
            // The key of the two moves drawn, in the core's words (the notation isolated in them).
            Text(ply.legend)
                .multilineTextAlignment(.center)
                .font(.caption)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(ply.boardDescription)
    }

    private func plyText(_ ply: PlyReviewInfo) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(ply.heading).font(.headline)
            ForEach(Array(ply.valueLines.enumerated()), id: \.offset) { line in
                Text(line.element)
                    .font(.callout)
                    .foregroundStyle(line.offset == 0 ? Color.primary : Color.secondary)
            }
        }
    }
}

/// One move of the list: its number, notation and mark in columns (each a text of its own, laid
/// out by the stack, which mirrors in Arabic), a fault's mark in its colour (the core's); read
/// out as the core's row, which keeps the notation isolated.
private struct PlyRow: View {
    let ply: PlyReviewInfo
    let selected: Bool
    @Environment(\.colorScheme) private var colorScheme

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
                .foregroundStyle(ply.markColor.map { Color(themed: $0, in: colorScheme) } ?? .primary)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .background(selected ? Color.accentColor.opacity(0.12) : Color.clear)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(ply.row)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
