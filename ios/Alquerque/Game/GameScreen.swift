import SwiftUI
import UIKit

/// The game screen: status line, board, move list, and the game's commands, opened from the
/// home (its Home button goes back there). Turned sideways
/// it lays the same views out side by side (one `AnyLayout`, so the board keeps its state and
/// a move in flight goes on).
struct GameScreen: View {
    let model: GameViewModel
    /// The lesson, kept while the app runs (the first launch's choice may open it).
    let lesson: LessonViewModel
    /// Back to the home (the game screen's Home button; a swipe down does not close it).
    var onHome: () -> Void = {}
    /// The result card's Change level: the home's new-game sheet.
    var onChangeLevel: () -> Void = {}

    @State private var sheet: Sheet? = nil
    @State private var confirmingNewGame = false
    /// The review the review sheet shows: asked for once per opening, not on every redraw.
    @State private var review: ReviewViewModel? = nil
    /// The analysis board the analysis sheet shows, at the game's position when it was opened.
    @State private var analysis: AnalysisViewModel? = nil

    /// What the game screen opens: what belongs to the game (the rest of the app is on the home).
    enum Sheet: String, Identifiable {
        case rules, record, review, analysis, lesson, firstGame
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
                    VStack(spacing: 6) {
                        if !wide, let top = model.state.players.first {
                            PlayerBarView(bar: top, turnLine: model.state.turnLine)
                        }
                        // The result card lies over the board: the board never changes size.
                        boardView
                            .overlay {
                                if let card = model.state.resultCard {
                                    ResultCardView(card: card) { resultAction($0) }
                                }
                            }
                        if !wide, let bottom = model.state.players.last {
                            PlayerBarView(bar: bottom, turnLine: model.state.turnLine)
                        }
                    }
                    VStack(alignment: .leading, spacing: 14) {
                        if wide {
                            ForEach(model.state.players, id: \.side) { bar in
                                PlayerBarView(bar: bar, turnLine: model.state.turnLine)
                            }
                            statusBar
                        }
                        if model.state.board.showNotation {
                            MoveStripView(chips: model.state.moveStrip)
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
                        onHome()
                    } label: {
                        Label("Home", systemImage: "house")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
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
                            sheet = .rules
                        } label: {
                            Label("Rules", systemImage: "book")
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            .sheet(item: $sheet, onDismiss: { sheetDismissed() }) { sheet in
                switch sheet {
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
                case .lesson:
                    LessonScreen(model: lesson)
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

    /// A button of the result card, as the core named it.
    private func resultAction(_ action: ResultAction) {
        switch action {
        case .review: openReview()
        case .playAgain: model.playAgain()
        case .swapSides: model.swapSides()
        case .changeLevel: onChangeLevel()
        }
    }

    private var statusBar: some View {
        StatusBar(
            state: model.state,
            onDismissNotice: { model.dismissNotice() },
            onRestartCapture: { model.clearSelection() })
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
        lesson: LessonViewModel())
}
