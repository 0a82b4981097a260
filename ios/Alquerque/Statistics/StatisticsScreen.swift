import SwiftUI

/// The player's statistics as the core words them: the rating (with how sure it is) and the
/// level to try, the results against each level and colour, the winning streak, two people's
/// games, the puzzles solved by length; and Reset, asked first.
struct StatisticsScreen: View {
    let model: StatisticsViewModel

    @Environment(\.dismiss) private var dismiss
    @State private var confirmingReset = false

    var body: some View {
        NavigationStack {
            List {
                if let s = model.state {
                    if let notice = s.notice {
                        Text(notice).foregroundStyle(.orange)
                    }
                    Section(s.ratingHeading) {
                        Text(s.ratingText)
                        if let suggestion = s.suggestionText {
                            Text(suggestion)
                        }
                    }
                    Section(s.computerHeading) {
                        if let none = s.noComputerGames {
                            Text(none)
                        } else {
                            Text(s.streakText)
                        }
                        ForEach(s.levels, id: \.level) { level in
                            VStack(alignment: .leading, spacing: 2) {
                                Text(level.title).font(.headline)
                                Text(level.whiteText).foregroundStyle(.secondary)
                                Text(level.blackText).foregroundStyle(.secondary)
                            }
                            .accessibilityElement(children: .combine)
                        }
                        if let unrated = s.unratedText {
                            Text(unrated).foregroundStyle(.secondary)
                        }
                    }
                    Section(s.twoPeopleHeading) {
                        Text(s.twoPeopleText)
                    }
                    Section(s.puzzlesHeading) {
                        ForEach(s.puzzles, id: \.moves) { length in
                            Text(length.text)
                        }
                    }
                    Section {
                        Button("Reset Statistics", role: .destructive) {
                            confirmingReset = true
                        }
                        .disabled(!s.canReset)
                    }
                } else {
                    ProgressView()
                }
            }
            .navigationTitle("Statistics")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
            .confirmationDialog(
                model.state?.resetQuestion ?? "", isPresented: $confirmingReset,
                titleVisibility: .visible
            ) {
                Button("Reset", role: .destructive) {
                    Task { await model.reset() }
                }
            }
            .task { await model.load() }
        }
    }
}
