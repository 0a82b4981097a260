import SwiftUI
import UIKit

/// The main screen: status line, board, move list, and the game's commands.
struct GameScreen: View {
    let model: GameViewModel

    @State private var sheet: Sheet? = nil
    @State private var confirmingNewGame = false

    enum Sheet: String, Identifiable {
        case options, rules, record, review, puzzles, about, firstGame
        var id: String { rawValue }
    }

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                if proxy.size.width > proxy.size.height * 1.15 {
                    HStack(alignment: .top, spacing: 20) {
                        boardView
                        VStack(alignment: .leading, spacing: 14) {
                            statusBar
                            if model.options.showNotation {
                                moveList(axis: .vertical)
                            }
                            Spacer(minLength: 0)
                        }
                        .frame(maxWidth: 360)
                    }
                    .padding()
                } else {
                    VStack(spacing: 14) {
                        statusBar
                        boardView
                        if model.options.showNotation {
                            moveList(axis: .horizontal)
                        }
                        Spacer(minLength: 0)
                    }
                    .padding()
                }
            }
            .safeAreaInset(edge: .bottom) {
                ControlBar(
                    canUndo: model.board.canUndo,
                    canRedo: model.board.canRedo,
                    canHint: model.canHint,
                    isHinting: model.isHinting,
                    onNew: { newGameTapped() },
                    onUndo: { model.undo() },
                    onRedo: { model.redo() },
                    onHint: { model.requestHint() },
                    onStopHint: { model.cancelHint() })
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
                    if model.board.status != .ongoing && !model.board.moveList.isEmpty {
                        // The game is over: its review is one tap away.
                        Button {
                            sheet = .review
                        } label: {
                            Label("Review", systemImage: "chart.xyaxis.line")
                        }
                    }
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
                            sheet = .review
                        } label: {
                            Label("Review Game…", systemImage: "chart.xyaxis.line")
                        }
                        .disabled(model.board.moveList.isEmpty)
                        Button {
                            sheet = .puzzles
                        } label: {
                            Label("Puzzles…", systemImage: "puzzlepiece")
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
                    OptionsView(model: model)
                case .rules:
                    RulesView(model: model)
                case .record:
                    RecordView(model: model)
                case .review:
                    ReviewScreen(model: model.makeReview(), geometry: model.geometry)
                case .puzzles:
                    PuzzleScreen(store: DefaultsPuzzleProgressStore())
                case .about:
                    AboutView(notices: model.thirdPartyComponents)
                case .firstGame:
                    FirstGameView(model: model)
                }
            }
            .confirmationDialog(
                "Start a new game?", isPresented: $confirmingNewGame, titleVisibility: .visible
            ) {
                Button("New Game", role: .destructive) {
                    model.newGame()
                }
            } message: {
                Text("The game in progress will be replaced.")
            }
        }
        .onAppear {
            if model.offersFirstGameChoice {
                sheet = .firstGame
            }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: model.animation?.id)
        .sensoryFeedback(trigger: model.notice) { _, notice in
            notice == nil ? nil : .warning
        }
        .onChange(of: model.animation?.id) {
            if let move = model.animation?.move {
                announce("\(move.side.name) played \(move.notation)")
            }
        }
        .onChange(of: model.board.status) {
            if model.board.status != .ongoing {
                announce(model.board.statusText)
            }
        }
        .onChange(of: model.notice) {
            if let notice = model.notice {
                announce(notice)
            }
        }
        .onChange(of: model.hint) {
            if let hint = model.hint {
                announce("Hint: \(hint.notation)")
            }
        }
    }

    private var boardView: some View {
        BoardView(
            geometry: model.geometry,
            board: model.board,
            hint: model.hint,
            animation: model.animation,
            showLabels: model.options.showNotation,
            flipped: flipped
        ) { point in
            model.tap(point)
        }
    }

    private var statusBar: some View {
        StatusBar(
            board: model.board,
            progress: model.progress,
            isSearching: model.isSearching,
            hint: model.hint,
            notice: model.notice,
            onDismissNotice: { model.dismissNotice() },
            onRestartCapture: { model.clearSelection() })
    }

    private func moveList(axis: Axis) -> some View {
        MoveListView(moves: model.board.moveList, firstSide: model.board.firstToMove, axis: axis)
    }

    /// Black's base row at the bottom when the player plays Black against the AI.
    private var flipped: Bool {
        model.options.white != .human && model.options.black == .human
    }

    /// A first-launch choice swiped away keeps the default game.
    private func sheetDismissed() {
        if model.offersFirstGameChoice {
            model.keepDefaultGame()
        }
    }

    private func newGameTapped() {
        if model.board.status == .ongoing && !model.board.moveList.isEmpty {
            confirmingNewGame = true
        } else {
            model.newGame()
        }
    }

    private func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}

/// The row of game commands under the board, with words as well as symbols, and the iPad
/// keyboard's ⌘N, ⌘Z and ⇧⌘Z. At the accessibility text sizes the words would not fit four
/// abreast: the symbols stay, and a long press shows the command's name in the large content
/// viewer, as the system's own bars do.
private struct ControlBar: View {
    let canUndo: Bool
    let canRedo: Bool
    let canHint: Bool
    let isHinting: Bool
    let onNew: () -> Void
    let onUndo: () -> Void
    let onRedo: () -> Void
    let onHint: () -> Void
    let onStopHint: () -> Void

    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        HStack(spacing: 0) {
            item("New", symbol: "plus.circle", action: onNew)
                .keyboardShortcut("n", modifiers: .command)
            item("Undo", symbol: "arrow.uturn.backward", enabled: canUndo, action: onUndo)
                .keyboardShortcut("z", modifiers: .command)
            item("Redo", symbol: "arrow.uturn.forward", enabled: canRedo, action: onRedo)
                .keyboardShortcut("z", modifiers: [.command, .shift])
            if isHinting {
                item("Stop", symbol: "stop.circle", action: onStopHint)
                    .keyboardShortcut(".", modifiers: .command)
            } else {
                item("Hint", symbol: "lightbulb", enabled: canHint, action: onHint)
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
    GameScreen(model: GameViewModel.launch(store: MemoryStateStore()))
}
