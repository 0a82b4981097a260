import SwiftUI

/// The player's statistics as the core words them: the rating large with its range and how sure
/// it is, its chart over the games, the level to try as a button that opens the new-game sheet
/// on it, the results by level as a table, the winning streak, two people's games, the puzzles
/// solved by length; and Reset, asked first. Android's StatisticsScreen.
struct StatisticsScreen: View {
    let model: StatisticsViewModel
    /// Opens the new-game sheet on `level` (the suggested level's button).
    var onPlayLevel: (AiLevel) -> Void = { _ in }

    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var widthClass
    @State private var confirmingReset = false

    var body: some View {
        NavigationStack {
            List {
                if let s = model.state {
                    if let notice = s.notice {
                        Text(notice).foregroundStyle(.orange)
                    }
                    Section(s.ratingHeading) {
                        if let figure = s.ratingFigure {
                            // The rating large, its range under it.
                            VStack(alignment: .leading, spacing: 2) {
                                Text(figure).font(.system(size: widthClass == .regular ? 56 : 40, weight: .bold))
                                if let range = s.ratingRange {
                                    Text(range).foregroundStyle(.secondary)
                                }
                            }
                            .accessibilityElement(children: .combine)
                        }
                        Text(s.ratingText)
                        if let chart = s.chart {
                            VStack(alignment: .leading, spacing: 6) {
                                Text(chart.heading).font(.subheadline.bold())
                                RatingChartView(chart: chart).frame(height: 160)
                            }
                        }
                        if let suggestion = s.suggestionText {
                            Text(suggestion)
                        }
                        if let suggested = s.suggested {
                            // The next step: a game at that level, through the new-game sheet.
                            Button(suggested.title) { onPlayLevel(suggested.level) }
                                .buttonStyle(.borderedProminent)
                        }
                    }
                    Section(s.computerHeading) {
                        if let none = s.noComputerGames {
                            Text(none)
                        } else {
                            Text(s.streakText)
                        }
                        if !s.levels.isEmpty {
                            // The results by level: its rating, won–lost–drawn as White and as Black.
                            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                                GridRow {
                                    ForEach(Array(s.tableHeadings.enumerated()), id: \.offset) { i, heading in
                                        Text(heading).font(.subheadline.bold()).foregroundStyle(.secondary)
                                            .gridColumnAlignment(i == 0 ? .leading : .trailing)
                                    }
                                }
                                ForEach(s.levels, id: \.level) { level in
                                    GridRow {
                                        Text(level.name)
                                        Text(level.ratingText)
                                        Text(level.whiteCell).monospacedDigit()
                                        Text(level.blackCell).monospacedDigit()
                                    }
                                    .accessibilityElement(children: .ignore)
                                    .accessibilityLabel(Text(verbatim: "\(level.title). \(level.whiteText). \(level.blackText)."))
                                }
                            }
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
            .readableColumn()
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
