import SwiftUI

/// Games with friends far away: the core's list (each row a small picture of its board, its
/// name, whose turn, its side and moves, when it last changed; the games waiting for the player
/// first; tap to play on, swipe to remove with Undo after, a long press to rename or remove)
/// and New game with a friend, its name asked with the core's default. The
/// same screen as Android's FriendsScreen; links and files come in through the app
/// (`onOpenURL`) and land here.
struct FriendsScreen: View {
    let model: FriendsViewModel
    /// The app's game: its display settings and rules for games with friends.
    let game: GameViewModel

    @Environment(\.dismiss) private var dismiss
    @State private var choosingSide = false
    @State private var naming: Naming? = nil
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
                    if let removed = s.removed {
                        // After a removal: what was removed, and Undo until the list's next change.
                        HStack {
                            Text(removed.text)
                            Spacer()
                            Button(removed.undoTitle) { Task { await model.undoRemove() } }
                                .buttonStyle(.bordered)
                        }
                    }
                    ForEach(s.rows, id: \.id) { row in
                        Button {
                            Task { await open(row.id) }
                        } label: {
                            HStack(spacing: 12) {
                                GamePicture(geometry: game.geometry, pieces: row.pieces, flipped: row.flipped)
                                    .frame(width: 56, height: 56)
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(row.name).font(.headline)
                                    Text(row.turnText)
                                        .fontWeight(row.yourTurn ? .semibold : .regular)
                                        .foregroundStyle(row.yourTurn ? Color.accentColor : Color.secondary)
                                    HStack {
                                        Text(verbatim: "\(row.sideText) · \(row.movesText)")
                                        Text(Date(timeIntervalSince1970: TimeInterval(row.changedSeconds)), style: .relative)
                                    }
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                                }
                            }
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(row.accessibilityLabel)
                        }
                        // Removing is a swipe (undone from the line above), renaming a long press.
                        .swipeActions {
                            Button(s.removeTitle, role: .destructive) { Task { await model.remove(row.id) } }
                        }
                        .contextMenu {
                            Button(s.renameTitle) { naming = Naming(id: row.id, text: row.name) }
                            Button(s.removeTitle, role: .destructive) { Task { await model.remove(row.id) } }
                        }
                    }
                    Section {
                        Button(s.newGameTitle) { choosingSide = true }
                            .emphasize(s.primary == .newGame)
                            .disabled(s.full)
                    }
                }
            }
            .readableColumn()
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
                    Button(s.playWhiteTitle) { naming = Naming(side: .white, text: s.defaultName) }
                    Button(s.playBlackTitle) { naming = Naming(side: .black, text: s.defaultName) }
                }
            }
            // The name of a game begun (the core's default offered) or renamed.
            .alert(model.state?.nameLabel ?? "", isPresented: namingShown) {
                TextField(model.state?.nameLabel ?? "", text: namingText)
                Button("OK") { Task { await named() } }
                Button("Cancel", role: .cancel) { naming = nil }
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

    /// The name asked for: a new game's (its side) or a game's in the list (its id).
    private struct Naming {
        var id: UInt64? = nil
        var side: Side = .white
        var text: String
    }

    private var namingShown: Binding<Bool> {
        Binding(get: { naming != nil }, set: { if !$0 { naming = nil } })
    }

    private var namingText: Binding<String> {
        Binding(
            get: { naming?.text ?? "" },
            set: { text in
                // The core cuts a longer name; the field stops at the same length.
                let max = Int(model.state?.maxNameChars ?? 40)
                naming?.text = String(text.prefix(max))
            })
    }

    private func named() async {
        guard let asked = naming else { return }
        naming = nil
        if let id = asked.id {
            await model.rename(id, name: asked.text)
        } else if let id = await model.start(side: asked.side, options: game.options, name: asked.text) {
            await open(id)
        }
    }

    private func open(_ id: UInt64) async {
        playing = await model.play(id, display: game.options)
    }
}
