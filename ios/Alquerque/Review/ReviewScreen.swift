import SwiftUI

/// The review of the game: the board before the chosen move with the move played and the
/// engine's better one as an arrow, fixed on screen with previous and next and the core's words
/// about it; in a scroll of its own, the graph of White's winning chance with its key and move
/// numbers, each side's summary, and every move with its mark. The review runs while the screen
/// is open and stops when it closes.
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

    /// The board before the chosen move, fixed on screen with previous and next and the core's
    /// words about the move; under it (beside it, sideways) a scroll of its own with whose
    /// chance the graph shows, the graph and its key, each side's summary and every move.
    private func content(_ review: GameReview) -> some View {
        GeometryReader { proxy in
            let selected = model.state.selected.map(Int.init)
            let ply = selected.flatMap { review.plies.indices.contains($0) ? review.plies[$0] : nil }
            if proxy.size.width > proxy.size.height {
                HStack(alignment: .top, spacing: 16) {
                    if let ply { plyBoard(ply) }
                    VStack(spacing: 8) {
                        if let ply { plyText(ply) }
                        moves(review, selected: selected)
                    }
                }
                .padding()
            } else {
                VStack(spacing: 8) {
                    if let ply {
                        plyBoard(ply)
                        plyText(ply)
                    }
                    moves(review, selected: selected)
                }
                .padding(.horizontal)
                .padding(.top, 8)
            }
        }
    }

    /// What scrolls: the graph with its viewpoint and key, the summaries, Learn from your
    /// mistakes, and every move, the chosen one kept in sight.
    private func moves(_ review: GameReview, selected: Int?) -> some View {
        ScrollViewReader { scroller in
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(review.graphLabels.viewpoint)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    ReviewGraph(review: review, selected: selected) { model.select($0) }
                        .frame(height: 140)
                    // The graph's key: each fault's dot in its colour, then its words.
                    HStack(spacing: 12) {
                        ForEach(review.graphLegend, id: \.label) { entry in
                            HStack(spacing: 4) {
                                Circle()
                                    .fill(Color(themed: entry.color, in: colorScheme))
                                    .frame(width: 8, height: 8)
                                Text(entry.label).font(.caption)
                            }
                        }
                    }
                    .frame(maxWidth: .infinity)
                    // Each side's summary: inaccuracies, mistakes, blunders and accuracy.
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(review.summaries, id: \.text) { summary in
                            Text(summary.text).font(.callout)
                        }
                    }
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
                    if !review.plies.isEmpty {
                        // Learn from your mistakes: the drill of this review (it says so if none).
                        Button(model.state.learnLabel) { drill = model.drill() }
                            .emphasize(model.state.primary == .learn)
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
                        .id(index)
                    }
                }
            }
            .onChange(of: selected) { _, shown in
                if let shown { withAnimation { scroller.scrollTo(shown, anchor: .center) } }
            }
        }
    }

    private func plyBoard(_ ply: PlyReviewInfo) -> some View {
        VStack(spacing: 6) {
            BoardDrawing(
                scene: BoardScene(
                    geometry: geometry,
                    points: ply.pointsBefore,
                    lastMove: ply.played,
                    better: ply.better,
                    showLabels: true,
                    palette: BoardPalette.make(for: colorScheme, contrast: contrast)))
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: sizeClass == .regular ? BoardLayout.wideFigureWidth : 340)
            // The key of the two moves drawn, in the core's words (the notation isolated in them).
            Text(ply.legend)
                .multilineTextAlignment(.center)
                .font(.caption)
        }
        .frame(maxWidth: .infinity)
        .contentShape(Rectangle())
        // A swipe across the board walks the moves; which way means what is the core's.
        .gesture(
            DragGesture(minimumDistance: 24).onEnded { drag in
                let (dx, dy) = (drag.translation.width, drag.translation.height)
                guard abs(dx) > abs(dy) else { return }
                model.swipe(dx < 0 ? .left : .right)
            }
        )
        .accessibilityElement(children: .combine)
        .accessibilityLabel(ply.boardDescription)
    }

    /// The chosen move: previous and next round its heading, then the core's lines (White's
    /// values, as the graph; then what the solved game says).
    private func plyText(_ ply: PlyReviewInfo) -> some View {
        VStack(spacing: 4) {
            HStack {
                Button("Back") { model.previous() }
                    .disabled(!model.state.canPrevious)
                Text(ply.heading)
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                Button("Next") { model.next() }
                    .disabled(!model.state.canNext)
            }
            .buttonStyle(.bordered)
            // Held down, Back and Next go on stepping through the moves.
            .buttonRepeatBehavior(.enabled)
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
