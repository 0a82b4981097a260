import SwiftUI

/// Games with friends far away: the core's list (each row its side, whose turn, its moves and
/// when it last changed; tap to play on, Remove asked first) and New game with a friend. The
/// same screen as Android's FriendsScreen; links and files come in through the app
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
                    if let said = s.notice {
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
