import SwiftUI

/// The app's first screen: the game in progress to continue (a small picture of its board, who
/// plays whom, whose turn), then the core's entries in its order, its primary action filled
/// (New game, or the lesson on a new player's first launch), the others tonal; Options, Rules
/// and About one level down, in the toolbar's menu. Every screen it opens comes back here. One
/// column in a compact width, two in a regular one (iPad, landscape on the large phones).
struct HomeScreen: View {
    let home: HomeViewModel
    let model: GameViewModel
    let puzzles: PuzzleViewModel
    let lesson: LessonViewModel
    let statistics: StatisticsViewModel
    let friends: FriendsViewModel
    let newGame: NewGameViewModel
    /// The endgame trainer, once its tables are read.
    var endgame: EndgameViewModel? = nil

    @State private var sheet: Sheet? = nil
    @State private var playing = false
    /// Start game was pressed on the sheet: the game opens once the sheet is gone.
    @State private var startedGame = false
    /// The analysis board the analysis sheet shows, at the game's position when it was opened.
    @State private var analysis: AnalysisViewModel? = nil
    @Environment(\.horizontalSizeClass) private var widthClass

    enum Sheet: String, Identifiable {
        case newGame, lesson, puzzles, endgame, friends, statistics, analysis, options, rules, about
        var id: String { rawValue }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                let columns = Array(
                    repeating: GridItem(.flexible(), spacing: 12), count: widthClass == .regular ? 2 : 1)
                LazyVGrid(columns: columns, spacing: 12) {
                    if let card = home.state.continueGame {
                        continueCard(card)
                    }
                    ForEach(home.state.entries, id: \.action) { entry in
                        entryButton(entry)
                    }
                }
                .padding(widthClass == .regular ? 24 : 16)
                .readableColumn()
            }
            .navigationTitle(home.state.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        ForEach(home.state.more, id: \.action) { entry in
                            Button(entry.title) { open(entry.action) }
                        }
                    } label: {
                        Label(home.state.moreTitle, systemImage: "ellipsis.circle")
                    }
                }
            }
            .fullScreenCover(isPresented: $playing, onDismiss: { Task { await home.reload() } }) {
                GameScreen(
                    model: model, lesson: lesson, onHome: { playing = false },
                    onChangeLevel: {
                        playing = false
                        sheet = .newGame
                    })
            }
            .sheet(item: $sheet, onDismiss: { sheetDismissed() }) { sheet in
                switch sheet {
                case .newGame:
                    NewGameSheet(model: newGame, onStarted: { startedGame = true })
                case .lesson:
                    LessonScreen(model: lesson)
                case .puzzles:
                    PuzzleScreen(model: puzzles)
                case .endgame:
                    if let endgame {
                        EndgameScreen(model: endgame)
                    }
                case .friends:
                    FriendsScreen(model: friends, game: model)
                case .statistics:
                    StatisticsScreen(model: statistics, onPlayLevel: { level in
                        newGame.setOpponent(.computer(level: level))
                        self.sheet = .newGame
                    })
                case .analysis:
                    if let analysis {
                        AnalysisScreen(model: analysis, geometry: model.geometry)
                    }
                case .options:
                    OptionsScreen(model: model)
                case .rules:
                    RulesScreen(model: model)
                case .about:
                    AboutScreen()
                }
            }
        }
        .task { await home.reload() }
        // A link or a file came in (a friend's game, or why it was refused): the list shows it.
        .onChange(of: friends.arrivals) {
            playing = false
            sheet = .friends
        }
    }

    /// The game in progress: its picture, who plays whom, whose turn and how far it went.
    private func continueCard(_ card: ContinueCard) -> some View {
        Button {
            open(.continueGame)
        } label: {
            HStack(spacing: 16) {
                GamePicture(geometry: home.geometry, pieces: card.pieces, flipped: card.flipped)
                    .frame(width: 88, height: 88)
                VStack(alignment: .leading, spacing: 2) {
                    Text(card.title).font(.headline)
                    Text(card.opponent).font(.body)
                    Text(card.turn).font(.body).fontWeight(card.yourMove ? .semibold : .regular)
                    Text(card.moves).font(.subheadline).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding(12)
        }
        .buttonStyle(.bordered)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(card.accessibilityLabel)
        .accessibilityAddTraits(.isButton)
    }

    /// An entry: its title over its line, filled if it is the primary action, tonal otherwise.
    @ViewBuilder
    private func entryButton(_ entry: HomeEntry) -> some View {
        let label = VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(entry.title).font(.headline)
                if let badge = entry.badge {
                    Text(verbatim: "\(badge)").font(.caption.bold()).padding(.horizontal, 6)
                        .background(Capsule().fill(.tint.opacity(0.2)))
                }
            }
            if !entry.detail.isEmpty {
                Text(entry.detail).font(.subheadline)
            }
        }
        .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
        .padding(.vertical, 6)
        if entry.primary {
            Button { open(entry.action) } label: { label }.buttonStyle(.borderedProminent)
        } else {
            Button { open(entry.action) } label: { label }.buttonStyle(.bordered)
        }
    }

    /// A sheet closed: the home read again, and the game opened if the sheet started one.
    private func sheetDismissed() {
        if startedGame {
            startedGame = false
            playing = true
        }
        Task { await home.reload() }
    }

    /// Opens what `action` names; each of those screens comes back here.
    private func open(_ action: HomeAction) {
        switch action {
        case .continueGame:
            playing = true
        case .newGame: sheet = .newGame
        case .learn: sheet = .lesson
        case .puzzles: sheet = .puzzles
        case .endgame: sheet = .endgame
        case .friends: sheet = .friends
        case .statistics: sheet = .statistics
        case .analysis:
            analysis = model.analysis()
            sheet = .analysis
        case .options: sheet = .options
        case .rules: sheet = .rules
        case .about: sheet = .about
        }
    }
}
