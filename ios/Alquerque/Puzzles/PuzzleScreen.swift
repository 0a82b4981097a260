import SwiftUI

/// "Find the forced win": the puzzle's heading, the board where the person enters moves by
/// taps, the core's line under it, Hint and Restart, the puzzles either side (Back and Next),
/// the progress and the streak. The engine's defence is played
/// by the core and animated; a move that misses the win is taken back and said so. The model
/// is the app's, so closing this sheet loses nothing.
struct PuzzleScreen: View {
    let model: PuzzleViewModel
    @State private var choosing = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 14) {
                Text(model.state.title)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                BoardView(
                    geometry: model.geometry,
                    board: model.state.board,
                    animation: model.animation,
                    onTap: { point in model.tap(point) })
                Text(model.state.notice ?? model.state.statusText)
                    .font(.callout)
                    .foregroundStyle(model.state.notice == nil ? Color.primary : Color.red)
                    .multilineTextAlignment(.center)
                    .accessibilityAddTraits(.updatesFrequently)
                HStack(spacing: 12) {
                    Button {
                        model.hint()
                    } label: {
                        Label("Hint", systemImage: "lightbulb")
                    }
                    .disabled(!model.state.canHint)
                    .emphasize(model.state.primary == .hint)
                    Button {
                        model.restart()
                    } label: {
                        Label("Restart", systemImage: "arrow.counterclockwise")
                    }
                }
                .buttonStyle(.bordered)
                // The puzzles either side of this one in the set.
                HStack(spacing: 12) {
                    Button {
                        model.previous()
                    } label: {
                        Label("Back", systemImage: "arrow.left")
                    }
                    .buttonStyle(.borderless)
                    Button {
                        model.next()
                    } label: {
                        Label("Next", systemImage: "arrow.right")
                    }
                    // Filled once the puzzle is solved: the state says when.
                    .emphasize(model.state.primary == .next)
                }
                .buttonStyle(.bordered)
                Text(model.state.progressText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Text(model.state.streakText)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle("Puzzles")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        choosing = true
                    } label: {
                        Label("All puzzles", systemImage: "list.number")
                    }
                }
            }
            .sheet(isPresented: $choosing) {
                PuzzleListScreen(model: model) { number in
                    model.open(number)
                    choosing = false
                }
            }
        }
    }
}
