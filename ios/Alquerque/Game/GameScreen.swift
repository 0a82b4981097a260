import SwiftUI
import UIKit

/// The main screen: status line, board, move list, and the game's commands. Turned sideways
/// it lays the same views out side by side (one `AnyLayout`, so the board keeps its state and
/// a move in flight goes on).
struct GameScreen: View {
    let model: GameViewModel
    /// The puzzles, once opened.
    let puzzles: PuzzleViewModel?
    /// The lesson, kept while the app runs.
    let lesson: LessonViewModel
    /// The endgame trainer, once its tables are read.
    var endgame: EndgameViewModel? = nil
    /// The statistics, once the store is open.
    var statistics: StatisticsViewModel? = nil
    /// The games with friends far away, once the store is open.
    var friends: FriendsViewModel? = nil

    @State private var sheet: Sheet? = nil
    @State private var confirmingNewGame = false
    /// The review the review sheet shows: asked for once per opening, not on every redraw.
    @State private var review: ReviewViewModel? = nil
    /// The analysis board the analysis sheet shows, at the game's position when it was opened.
    @State private var analysis: AnalysisViewModel? = nil

    enum Sheet: String, Identifiable {
        case options, rules, record, review, analysis, puzzles, endgame, statistics, friends, lesson, about, firstGame
        var id: String { rawValue }
    }

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                let wide = proxy.size.width > proxy.size.height * 1.15
                let layout = wide
                    ? AnyLayout(HStackLayout(alignment: .top, spacing: 20))
                    : AnyLayout(VStackLayout(spacing: 14))
                layout {
                    if !wide {
                        statusBar
                    }
                    boardView
                    VStack(alignment: .leading, spacing: 14) {
                        if wide {
                            statusBar
                        }
                        if !model.state.gameOver.isEmpty {
                            gameOverActions
                        }
                        if model.state.board.showNotation {
                            moveList(axis: wide ? .vertical : .horizontal)
                        }
                        Spacer(minLength: 0)
                    }
                    .frame(maxWidth: wide ? 360 : .infinity)
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                ControlBar(
                    canUndo: model.state.canUndo,
                    canRedo: model.state.canRedo,
                    hint: model.state.hintCommand,
                    onNew: { newGameTapped() },
                    onUndo: { model.undo() },
                    onRedo: { model.redo() },
                    onHint: { model.pressHint() })
            }
            .navigationTitle("Alquerque")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        sheet = .rules
                    } label: {
                        Label("Rules", systemImage: "book")
                    }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        sheet = .options
                    } label: {
                        Label("Options", systemImage: "gearshape")
                    }
                    Menu {
                        Button {
                            sheet = .record
                        } label: {
                            Label("Game Record…", systemImage: "doc.text")
                        }
                        Button {
                            openReview()
                        } label: {
                            Label("Review Game…", systemImage: "chart.xyaxis.line")
                        }
                        .disabled(!model.state.canReview)
                        Button {
                            analysis = model.analysis()
                            sheet = .analysis
                        } label: {
                            Label("Analysis Board…", systemImage: "checkmark.seal")
                        }
                        Button {
                            sheet = .puzzles
                        } label: {
                            Label("Puzzles…", systemImage: "puzzlepiece")
                        }
                        .disabled(puzzles == nil)
                        Button {
                            sheet = .endgame
                        } label: {
                            Label("Endgame Trainer…", systemImage: "flag.checkered")
                        }
                        .disabled(endgame == nil)
                        Button {
                            sheet = .statistics
                        } label: {
                            Label("Statistics…", systemImage: "chart.bar")
                        }
                        .disabled(statistics == nil)
                        Button {
                            sheet = .friends
                        } label: {
                            Label("Games with Friends…", systemImage: "person.2")
                        }
                        .disabled(friends == nil)
                        Button {
                            sheet = .lesson
                        } label: {
                            Label("Learn to Play…", systemImage: "graduationcap")
                        }
                        Divider()
                        Button {
                            sheet = .about
                        } label: {
                            Label("About Alquerque", systemImage: "info.circle")
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            .sheet(item: $sheet, onDismiss: { sheetDismissed() }) { sheet in
                switch sheet {
                case .options:
                    OptionsScreen(model: model)
                case .rules:
                    RulesScreen(model: model)
                case .record:
                    RecordView(model: model)
                case .review:
                    if let review {
                        ReviewScreen(model: review, geometry: model.geometry)
                    }
                case .analysis:
                    if let analysis {
                        AnalysisScreen(model: analysis, geometry: model.geometry)
                    }
                case .puzzles:
                    if let puzzles {
                        PuzzleScreen(model: puzzles)
                    }
                case .endgame:
                    if let endgame {
                        EndgameScreen(model: endgame)
                    }
                case .statistics:
                    if let statistics {
                        StatisticsScreen(model: statistics)
                    }
                case .friends:
                    if let friends {
                        FriendsScreen(model: friends, game: model)
                    }
                case .lesson:
                    LessonScreen(model: lesson)
                case .about:
                    AboutScreen()
                case .firstGame:
                    FirstGameView(model: model, onLearn: { sheet = .lesson })
                }
            }
            .confirmationDialog(
                "Start a new game?", isPresented: $confirmingNewGame, titleVisibility: .visible
            ) {
                Button("New Game", role: .destructive) {
                    model.newGame()
                }
            } message: {
                Text(model.state.leaveText)
            }
        }
        .onAppear {
            if model.state.firstGame != nil {
                sheet = .firstGame
            }
        }
        // A link or a file came in (a friend's game, or why it was refused): the list shows it.
        .onChange(of: friends?.arrivals) {
            sheet = .friends
        }
        // Sounds, touches and what VoiceOver says of moves, refusals, hints and results are
        // the model's cues (CuePlayer).
    }

    private var boardView: some View {
        BoardView(
            geometry: model.geometry,
            board: model.state.board,
            animation: model.animation
        ) { point in
            model.tap(point)
        }
    }

    /// Once the game is over, what the session offers, side by side in its order.
    private var gameOverActions: some View {
        HStack(spacing: 8) {
            ForEach(model.state.gameOver, id: \.action) { offer in
                Button {
                    switch offer.action {
                    case .playAgain: model.playAgain()
                    case .swapSides: model.swapSides()
                    case .review: openReview()
                    }
                } label: {
                    Text(offer.title)
                        .lineLimit(2)
                        .minimumScaleFactor(0.8)
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .buttonStyle(.bordered)
            }
        }
    }

    private var statusBar: some View {
        StatusBar(
            state: model.state,
            onDismissNotice: { model.dismissNotice() },
            onRestartCapture: { model.clearSelection() })
    }

    private func moveList(axis: Axis) -> some View {
        MoveListView(rows: model.state.moveRows, axis: axis)
    }

    private func openReview() {
        review = model.review()
        sheet = .review
    }

    /// A first-launch choice swiped away keeps the default game.
    private func sheetDismissed() {
        if model.state.firstGame != nil {
            model.chooseFirstGame(nil)
        }
    }

    private func newGameTapped() {
        if model.state.confirmNewGame {
            confirmingNewGame = true
        } else {
            model.newGame()
        }
    }
}

/// The row of game commands under the board, with words as well as symbols, and the iPad
/// keyboard's ⌘N, ⌘Z and ⇧⌘Z. At the accessibility text sizes the words would not fit four
/// abreast: the symbols stay, and a long press shows the command's name in the large content
/// viewer, as the system's own bars do.
private struct ControlBar: View {
    let canUndo: Bool
    let canRedo: Bool
    /// What the hint command offers (the session decides; a press is `onHint` either way).
    let hint: HintCommand
    let onNew: () -> Void
    let onUndo: () -> Void
    let onRedo: () -> Void
    let onHint: () -> Void

    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(spacing: 0) {
            item("New", symbol: "plus.circle", action: onNew)
                .keyboardShortcut("n", modifiers: .command)
            item("Undo", symbol: "arrow.uturn.backward", enabled: canUndo, action: onUndo)
                .keyboardShortcut("z", modifiers: .command)
            item("Redo", symbol: "arrow.uturn.forward", enabled: canRedo, action: onRedo)
                .keyboardShortcut("z", modifiers: [.command, .shift])
            switch hint {
            case .stop:
                item("Stop", symbol: "stop.circle", action: onHint)
                    .keyboardShortcut(".", modifiers: .command)
            case .hint, .unavailable:
                item("Hint", symbol: "lightbulb", enabled: hint == .hint, action: onHint)
            }
        }
        .padding(.horizontal)
        .padding(.top, 6)
        .background(.bar)
    }

    private func item(
        _ title: LocalizedStringKey, symbol: String, enabled: Bool = true,
        action: @escaping () -> Void
    ) -> some View {
        Button(action: action) {
            VStack(spacing: 3) {
                Image(systemName: symbol)
                    .font(.title3)
                    // The symbol grows with the text up to a size four of them still fit.
                    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                if !typeSize.isAccessibilitySize {
                    Text(title)
                        .font(.caption)
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
            }
            .frame(maxWidth: .infinity, minHeight: 44)
            .contentShape(Rectangle())
        }
        .disabled(!enabled)
        .accessibilityLabel(Text(title))
        .accessibilityShowsLargeContentViewer {
            Label(title, systemImage: symbol)
        }
    }
}

#Preview {
    GameScreen(
        model: GameViewModel(session: GameSession(options: defaultOptions())),
        puzzles: PuzzleViewModel(puzzles: Puzzles(solved: [])),
        lesson: LessonViewModel())
}
