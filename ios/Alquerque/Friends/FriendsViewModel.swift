import Foundation
import Observation

/// Games with friends far away: the list the core keeps in the store, the links and shared
/// files that come in, and the model of each game. It mirrors Android's `FriendsController`;
/// the core decides everything (which link extends which game, what is refused and why, whose
/// turn it is).
@MainActor
@Observable
final class FriendsViewModel {
    /// What the screen shows, as the core worded it; nil until the first `load()` is done.
    private(set) var state: FriendListState? = nil
    /// A game a link just opened, for the screen to show; the screen clears it.
    var opened: UInt64? = nil
    /// Counts what came in from outside (a link, a shared file, one that could not be read),
    /// so that the app shows the list with what it said, as Android opens its list screen.
    private(set) var arrivals = 0

    @ObservationIgnored private let store: Store
    @ObservationIgnored private var friends: FriendGames? = nil

    init(store: Store) {
        self.store = store
    }

    /// The one list of the app, read from the store once.
    private func games() async -> FriendGames {
        if let friends { return friends }
        let opened = await openFriendGames(store: store)
        if let friends { return friends }
        friends = opened
        return opened
    }

    // MARK: - The calls, as Android's FriendsController makes them

    /// Reads the list.
    func load() async {
        state = await games().state()
    }

    /// A new game playing `side` under the rules of `options`, called `name` (the core cleans
    /// it, and an empty one is the state's `defaultName`); its id, or nil when the list is
    /// full (the state's `full` says so).
    func start(side: Side, options: Options, name: String) async -> UInt64? {
        let friends = await games()
        let id = friends.start(side: side, rulesOf: options, name: name)
        state = friends.state()
        return id
    }

    /// Renames game `id` to `name` (cleaned by the core; an empty name changes nothing).
    func rename(_ id: UInt64, name: String) async {
        let friends = await games()
        _ = friends.rename(id: id, name: name)
        state = friends.state()
    }

    /// Removes game `id` at once; the state's `removed` offers to bring it back.
    func remove(_ id: UInt64) async {
        let friends = await games()
        _ = friends.remove(id: id)
        state = friends.state()
    }

    /// Brings back the game removed last, if nothing changed the list since.
    func undoRemove() async {
        let friends = await games()
        _ = friends.undoRemove()
        state = friends.state()
    }

    /// Opens the link in `text`: the game it opened is `opened`; the list's notice says what
    /// happened, or why the link was refused.
    func openLink(_ text: String) async {
        let friends = await games()
        record(friends.openLink(text: text), in: friends)
    }

    /// Opens the link in the bytes of a file or a share, which may not be text.
    func openLinkBytes(_ bytes: Data) async {
        let friends = await games()
        record(friends.openLinkBytes(bytes: bytes), in: friends)
    }

    /// Says `text` on the list (a file that came in could not be read); nothing changes.
    func tell(_ text: String) async {
        let friends = await games()
        friends.tell(text: text)
        arrivals += 1
        state = friends.state()
    }

    /// The model of game `id`, with the display settings of `display`.
    func play(_ id: UInt64, display: Options) async -> GameViewModel? {
        let friends = await games()
        guard let session = friends.play(id: id, display: display) else {
            state = friends.state()
            return nil
        }
        return GameViewModel(session: session)
    }

    /// Hides what was said and the list's notice.
    func dismiss() async {
        let friends = await games()
        friends.dismissNotice()
        state = friends.state()
    }

    /// What a link did: the game it opened and what happened, or why it was refused.
    private func record(_ result: LinkOpened, in friends: FriendGames) {
        opened = result.id
        arrivals += 1
        state = friends.state()
    }
}
