import SwiftUI

/// Learn from your mistakes: the person's own mistakes of the reviewed game one by one, each on
/// the board before the move with one line of why it was a mistake, to find a better one by taps
/// as in the game; after two wrong tries, or at once with Show solution, the better move (an
/// arrow) beside the one played, and its line; Skip leaves a mistake unsolved. Every word is
/// the core's.
struct DrillScreen: View {
    let model: DrillViewModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                if model.state.empty {
                    Text(model.state.summaryText)
                        .multilineTextAlignment(.center)
                } else {
                    item
                }
                Button(model.state.backLabel) { dismiss() }
                    .emphasize(model.state.primary == .back)
            }
            .padding()
        }
        .navigationTitle(model.state.title)
        .navigationBarTitleDisplayMode(.inline)
        .onDisappear { model.cancel() }
    }

    private var item: some View {
        VStack(spacing: 12) {
            Text(model.state.progressText)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(model.state.heading)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            if !model.state.whyText.isEmpty {
                Text(model.state.whyText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            if model.state.found || model.state.revealed {
                // Closed: the move played (solid) and the better one (an arrow), as on the review.
                BoardDrawing(
                    scene: BoardScene(
                        geometry: model.geometry,
                        points: model.state.pointsBefore,
                        lastMove: model.state.played,
                        better: model.state.better,
                        showLabels: true,
                        palette: BoardPalette.make(for: colorScheme, contrast: contrast)))
                    .aspectRatio(1, contentMode: .fit)
                    .frame(maxWidth: 320)
            } else {
                BoardView(
                    geometry: model.geometry,
                    board: model.state.board,
                    animation: nil,
                    onTap: { point in model.tap(point) })
                    .frame(maxWidth: 320)
            }
            Text(model.state.statusText)
                .font(.callout)
                .multilineTextAlignment(.center)
                .frame(minHeight: 44)
            if let notice = model.state.notice {
                Text(notice)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            // Show solution and Skip, at any time while the mistake is open.
            HStack(spacing: 12) {
                Button(model.state.showSolutionLabel) { model.showSolution() }
                    .disabled(!model.state.canShowSolution)
                    .emphasize(model.state.primary == .showSolution)
                Button(model.state.skipLabel) { model.skip() }
                    .disabled(!model.state.canSkip)
            }
            .buttonStyle(.bordered)
            HStack(spacing: 12) {
                Button(model.state.previousLabel) { model.previous() }
                    .disabled(!model.state.canPrevious)
                    .buttonStyle(.borderless)
                // The next mistake: filled once this one is closed.
                Button(model.state.nextLabel) { model.next() }
                    .disabled(!model.state.canNext)
                    .emphasize(model.state.primary == .next)
            }
            .buttonStyle(.bordered)
            Text(model.state.summaryText)
                .font(.footnote)
        }
    }
}
