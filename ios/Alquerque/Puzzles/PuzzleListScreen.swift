import SwiftUI

/// Every shipped puzzle, grouped by its length or by theme, each marked when solved, all of
/// them or only those not solved yet, under the streak: the core's `PuzzleListState`, read
/// when shown and again after each choice (Android's `puzzles/PuzzleListScreen.kt` draws the
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
                    Section {
                        Text(list.streakText)
                            .foregroundStyle(.secondary)
                        Picker(
                            "Puzzles",
                            selection: Binding(
                                get: { list.groupings.first(where: \.chosen)?.grouping ?? .byLength },
                                set: { grouping in
                                    model.setListGrouping(grouping)
                                    self.list = model.listState()
                                })
                        ) {
                            ForEach(list.groupings, id: \.label) { choice in
                                Text(choice.label).tag(choice.grouping)
                            }
                        }
                        .pickerStyle(.segmented)
                        Toggle(
                            list.unsolvedOnlyLabel,
                            isOn: Binding(
                                get: { list.unsolvedOnly },
                                set: { only in
                                    model.setUnsolvedOnly(only)
                                    self.list = model.listState()
                                }))
                        if !list.emptyText.isEmpty {
                            Text(list.emptyText)
                        }
                    }
                    ForEach(list.sections, id: \.heading) { section in
                        Section(section.heading) {
                            ForEach(section.rows, id: \.number) { row in
                                Button {
                                    onChoose(row.number)
                                } label: {
                                    HStack {
                                        VStack(alignment: .leading, spacing: 2) {
                                            Text(row.label)
                                            if !row.detail.isEmpty {
                                                Text(row.detail)
                                                    .font(.caption)
                                                    .foregroundStyle(.secondary)
                                            }
                                        }
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
