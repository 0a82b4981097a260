import SwiftUI
import UIKit

/// The game screen: status line, board, move list, and in reach of a thumb the bar of the
/// game's actions the session lists (New game, Undo, Hint, More), opened from the home (its
/// Home button, the only one on the navigation bar, goes back there). Turned sideways it lays
/// the same views out side by side (one `AnyLayout`, so the board keeps its state and a move in
/// flight goes on). On an iPad held upright (a regular horizontal size class, as Android's
/// sw600dp) the moves fill the height the board leaves, on a card, so no part is left empty.
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
    /// Regular on a tablet: the upright arrangement then gives the moves the room under the board.
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// What the game screen opens: what belongs to the game (the rest of the app is on the home).
    enum Sheet: String, Identifiable {
        case rules, record, review, analysis, lesson, firstGame
        var id: String { rawValue }
    }

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                let wide = proxy.size.width > proxy.size.height * 1.15
                let tabletUpright = sizeClass == .regular && !wide
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
                        if tabletUpright {
                            // The moves on a card that takes the height the board leaves.
                            Group {
                                if model.state.board.showNotation {
                                    MoveStripView(chips: model.state.moveStrip)
                                }
                            }
                            .padding()
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                            .background(
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(Color(uiColor: .secondarySystemBackground)))
                        } else {
                            if model.state.board.showNotation {
                                MoveStripView(chips: model.state.moveStrip)
                            }
                            Spacer(minLength: 0)
                        }
                    }
                    .frame(maxWidth: wide ? 360 : .infinity)
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                ActionBar(
                    actions: model.state.actions,
                    more: model.state.moreActions,
                    hint: model.state.hintCommand,
                    onAction: { press($0) })
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

    /// What a press of one of the session's actions does (its state says whether it may).
    private func press(_ action: GameAction) {
        switch action {
        case .newGame: newGameTapped()
        case .undo: model.undo()
        case .hint: model.pressHint()
        case .redo: model.redo()
        case .review: openReview()
        case .analysis:
            analysis = model.analysis()
            sheet = .analysis
        case .rules: sheet = .rules
        case .gameRecord: sheet = .record
        // More opens its menu, drawn by the bar.
        case .more: break
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

/// The bar of the game's actions under the board, in reach of a thumb, as the session lists
/// them: each an icon over its short label, dimmed when it does nothing now; More opens the rest
/// (Redo, the review, the analysis board, the rules, the game record). The iPad keyboard's ⌘N,
/// ⌘Z and ⇧⌘Z. At the accessibility text sizes the words would not fit four abreast: the
/// symbols stay, and a long press shows the action's name in the large content viewer, as the
/// system's own bars do.
private struct ActionBar: View {
    let actions: [ActionButton]
    let more: [ActionButton]
    /// Whether the hint action stops a search (its symbol; the words are the session's).
    let hint: HintCommand
    let onAction: (GameAction) -> Void

    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(spacing: 0) {
            ForEach(actions, id: \.action) { button in
                if button.action == .more {
                    Menu {
                        ForEach(more, id: \.action) { item in
                            Button {
                                onAction(item.action)
                            } label: {
                                Label(item.title, systemImage: symbol(item.action))
                            }
                            .disabled(!item.enabled)
                            .keyboardShortcut(shortcut(item.action))
                        }
                    } label: {
                        label(button)
                    }
                    .disabled(!button.enabled)
                } else {
                    Button {
                        onAction(button.action)
                    } label: {
                        label(button)
                    }
                    .disabled(!button.enabled)
                    .keyboardShortcut(shortcut(button.action))
                }
            }
        }
        .padding(.horizontal)
        .padding(.top, 6)
        .background(.bar)
    }

    private func label(_ button: ActionButton) -> some View {
        VStack(spacing: 3) {
            Image(systemName: symbol(button.action))
                .font(.title3)
                // The symbol grows with the text up to a size four of them still fit.
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            if !typeSize.isAccessibilitySize {
                Text(button.title)
                    .font(.caption)
                    .lineLimit(2)
                    .multilineTextAlignment(.center)
                    .minimumScaleFactor(0.8)
            }
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .contentShape(Rectangle())
        .accessibilityLabel(Text(button.title))
        .accessibilityShowsLargeContentViewer {
            Label(button.title, systemImage: symbol(button.action))
        }
    }

    private func symbol(_ action: GameAction) -> String {
        switch action {
        case .newGame: "plus.circle"
        case .undo: "arrow.uturn.backward"
        case .hint: hint == .stop ? "stop.circle" : "lightbulb"
        case .more: "ellipsis.circle"
        case .redo: "arrow.uturn.forward"
        case .review: "chart.xyaxis.line"
        case .analysis: "checkmark.seal"
        case .rules: "book"
        case .gameRecord: "doc.text"
        }
    }

    private func shortcut(_ action: GameAction) -> KeyboardShortcut? {
        switch action {
        case .newGame: KeyboardShortcut("n", modifiers: .command)
        case .undo: KeyboardShortcut("z", modifiers: .command)
        case .redo: KeyboardShortcut("z", modifiers: [.command, .shift])
        case .hint where hint == .stop: KeyboardShortcut(".", modifiers: .command)
        default: nil
        }
    }
}

#Preview {
    GameScreen(
        model: GameViewModel(session: GameSession(options: defaultOptions())),
        lesson: LessonViewModel())
}
