import SwiftUI
import UIKit

/// Games with friends far away: the core's list (each row its side, whose turn, its moves and
/// when it last changed; tap to play on, Remove asked first) and New game with a friend. The
/// same screen as Android's FriendsActivity; links and files come in through the app
/// (`onOpenURL`) and land here.
struct FriendsScreen: View {
    let model: FriendsViewModel
    /// The app's game: its display settings and rules for games with friends.
    let game: GameViewModel

    @Environment(\.dismiss) private var dismiss
    @State private var choosingSide = false
    @State private var removing: FriendGameRow? = nil
    @State private var playing: GameViewModel? = nil

    var body: some View {
        NavigationStack {
            List {
                if let s = model.state {
                    if let said = model.said ?? s.notice {
                        Text(said)
                            .foregroundStyle(.orange)
                            .onTapGesture { Task { await model.dismiss() } }
                    }
                    if let empty = s.emptyText {
                        Text(empty)
                    }
                    ForEach(s.rows, id: \.id) { row in
                        Button {
                            Task { await open(row.id) }
                        } label: {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(row.turnText).fontWeight(row.yourTurn ? .bold : .regular)
                                Text(row.sideText).foregroundStyle(.secondary)
                                HStack {
                                    Text(row.movesText)
                                    Text(Date(timeIntervalSince1970: TimeInterval(row.changedSeconds)), style: .relative)
                                }
                                .foregroundStyle(.secondary)
                            }
                            .accessibilityElement(children: .combine)
                        }
                        .swipeActions {
                            Button(s.removeTitle, role: .destructive) { removing = row }
                        }
                    }
                    Section {
                        Button(s.newGameTitle) { choosingSide = true }
                            .disabled(s.full)
                    }
                }
            }
            .navigationTitle(model.state?.heading ?? "")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .confirmationDialog(
                model.state?.newGameTitle ?? "", isPresented: $choosingSide, titleVisibility: .visible
            ) {
                if let s = model.state {
                    Button(s.playWhiteTitle) { Task { await start(.white) } }
                    Button(s.playBlackTitle) { Task { await start(.black) } }
                }
            }
            .confirmationDialog(
                model.state?.removeQuestion ?? "", isPresented: removingShown, titleVisibility: .visible
            ) {
                if let row = removing, let s = model.state {
                    Button(s.removeTitle, role: .destructive) { Task { await model.remove(row.id) } }
                }
            }
            .navigationDestination(isPresented: playingShown) {
                if let playing {
                    FriendGameScreen(model: playing)
                }
            }
        }
        .task { await model.load() }
        // A link that came in while the list shows opens its game.
        .onChange(of: model.opened, initial: true) {
            if let id = model.opened {
                model.opened = nil
                Task { await open(id) }
            }
        }
    }

    private var playingShown: Binding<Bool> {
        Binding(get: { playing != nil }, set: { if !$0 { playing = nil } })
    }

    private var removingShown: Binding<Bool> {
        Binding(get: { removing != nil }, set: { if !$0 { removing = nil } })
    }

    private func start(_ side: Side) async {
        if let id = await model.start(side: side, options: game.options) {
            await open(id)
        }
    }

    private func open(_ id: UInt64) async {
        playing = await model.play(id, display: game.options)
    }
}

/// A game with a friend: the game screen's status line and board over the session the list
/// hands out (the friend is a player nobody taps for), where the game stands between the two,
/// Undo (until the move is sent) and Send my move, which shares the core's words and link.
struct FriendGameScreen: View {
    let model: GameViewModel

    @State private var sharing: SharedText? = nil

    var body: some View {
        let play = model.friendPlay
        VStack(alignment: .leading, spacing: 14) {
            StatusBar(
                board: model.board,
                onDismissNotice: { model.dismissNotice() },
                onRestartCapture: { model.clearSelection() })
            BoardView(geometry: model.geometry, board: model.board, animation: model.animation) { point in
                model.tap(point)
            }
            Text([play?.sideText, play?.turnText].compactMap { $0 }.joined(separator: " · "))
            HStack {
                Button("Undo") { model.undo() }
                    .disabled(!model.board.canUndo)
                Spacer()
                Button(play?.sendTitle ?? "") {
                    if let text = model.sendMove() {
                        sharing = SharedText(text: text)
                    }
                }
                .buttonStyle(.borderedProminent)
                .disabled(play?.canSend != true)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .navigationTitle(play?.title ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: $sharing) { shared in
            ActivitySheet(text: shared.text)
        }
    }
}

/// Text handed to the share sheet.
private struct SharedText: Identifiable {
    let id = UUID()
    let text: String
}

/// The system's share sheet for `text` (the words and the link, as the core wrote them).
private struct ActivitySheet: UIViewControllerRepresentable {
    let text: String

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: [text], applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
