import SwiftUI

/// Every shipped puzzle, grouped by its length, each marked when solved: the core's
/// `PuzzleListState`, read once when shown (Android's `puzzles/PuzzleListScreen.kt` draws the
/// same). A row opens its puzzle.
@MainActor
struct PuzzleListScreen: View {
    let model: PuzzleViewModel
    let onChoose: (UInt32) -> Void
    @State private var list: PuzzleListState?

    var body: some View {
        NavigationStack {
            List {
                if let list {
                    ForEach(list.sections, id: \.moves) { section in
                        Section(section.heading) {
                            ForEach(section.rows, id: \.number) { row in
                                Button {
                                    onChoose(row.number)
                                } label: {
                                    HStack {
                                        Text(row.label)
                                        Spacer()
                                        if row.solved {
                                            Image(systemName: "checkmark.circle.fill")
                                                .foregroundStyle(.green)
                                                .accessibilityLabel(list.solvedLabel)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle(list?.title ?? model.state.progressText)
            .navigationBarTitleDisplayMode(.inline)
            .onAppear { list = model.listState() }
        }
    }
}
