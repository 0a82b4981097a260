import XCTest

@testable import Alquerque

/// The games with friends over the real core, as the screens use them: a new game is played
/// and sent, the link opens on the friend's side with them to move, their reply carries the
/// first side's game further, and a damaged link is refused with the core's words and nothing
/// touched. The rules of links themselves are tested in Rust (bindings/tests/friends.rs).
final class FriendsViewModelTests: XCTestCase {

    private func store() -> Store {
        Store(folder: FileManager.default.temporaryDirectory.appendingPathComponent(
            "alquerque-friends-\(UUID().uuidString)"
        ).path)
    }

    /// Plays the first legal move the board offers, tapping as a person would.
    @MainActor
    private func playAMove(_ game: GameViewModel) throws {
        let from = try XCTUnwrap(game.state.points.first(where: { $0.selectable }), "a piece to move")
        game.tap(from.index)
        let to = try XCTUnwrap(game.state.points.first(where: { $0.target }), "a point to move to")
        game.tap(to.index)
    }

    @MainActor
    func testAMoveGoesThereAndBackAndAStaleOrDamagedLinkChangesNothing() async throws {
        _ = setLanguages(preferred: ["en"])
        let alice = FriendsViewModel(store: store())
        let bob = FriendsViewModel(store: store())
        await alice.load()
        XCTAssertNotNil(alice.state?.emptyText)
        let display = defaultOptions()

        let idOpened = await alice.start(side: .white, options: display, name: "")
        let id = try XCTUnwrap(idOpened)
        let aOpened = await alice.play(id, display: display)
        let a = try XCTUnwrap(aOpened)
        XCTAssertEqual(a.friendPlay?.canSend, false, "nothing to send before a move")
        try playAMove(a)
        XCTAssertEqual(a.friendPlay?.canSend, true)
        let sent = try XCTUnwrap(a.sendMove())
        XCTAssertTrue(sent.contains("alquerque://game/"))
        XCTAssertFalse(a.state.canUndo, "a sent move is the friend's to answer")

        await bob.openLink(sent)
        XCTAssertEqual(bob.opened, id)
        XCTAssertEqual(bob.state?.rows.first?.sideText, "You play Black")
        let bOpened = await bob.play(id, display: display)
        let b = try XCTUnwrap(bOpened)
        try playAMove(b)
        let reply = try XCTUnwrap(b.sendMove())

        await alice.openLink(reply)
        XCTAssertEqual(alice.opened, id)
        XCTAssertEqual(alice.state?.notice, "Your friend's move is in: it is your turn.")
        XCTAssertEqual(alice.state?.rows.first?.turnText, "Your move")

        // Alice's own first link is older now; a cut one is damaged. Neither changes anything.
        let rows = alice.state?.rows
        alice.opened = nil
        await alice.openLink(sent)
        XCTAssertNil(alice.opened)
        XCTAssertTrue(alice.state?.notice?.contains("older") == true)
        await alice.openLinkBytes(Data(reply.utf8.dropLast(3)))
        XCTAssertNil(alice.opened)
        XCTAssertTrue(alice.state?.notice?.contains("damaged") == true)
        XCTAssertEqual(alice.state?.rows, rows)
        // Every arrival counts, the refused ones too (the app shows the list for each), and a
        // file that could not be read is said there, changing nothing.
        let arrivals = alice.arrivals
        await alice.tell("The file could not be read (gone).")
        XCTAssertEqual(alice.arrivals, arrivals + 1)
        XCTAssertEqual(alice.state?.notice, "The file could not be read (gone).")
        XCTAssertEqual(alice.state?.rows, rows)
    }

    @MainActor
    func testAGameIsNamedRenamedRemovedAndBroughtBack() async throws {
        let friends = FriendsViewModel(store: store())
        let idOpened = await friends.start(side: .black, options: defaultOptions(), name: "Sunday game")
        let id = try XCTUnwrap(idOpened)
        XCTAssertEqual(friends.state?.rows.first?.name, "Sunday game")
        XCTAssertEqual(friends.state?.rows.first?.flipped, true, "the person plays Black")
        // Renamed: the core cleans the name.
        await friends.rename(id, name: " Chess\nclub ")
        XCTAssertEqual(friends.state?.rows.first?.name, "Chess club")
        // Removed at once, and Undo brings it back until the next change.
        await friends.remove(id)
        XCTAssertEqual(friends.state?.rows.count, 0)
        XCTAssertEqual(friends.state?.removed?.text, "“Chess club” removed")
        await friends.undoRemove()
        XCTAssertEqual(friends.state?.rows.map(\.id), [id])
        XCTAssertNil(friends.state?.removed)
        await friends.remove(id)
        _ = await friends.start(side: .white, options: defaultOptions(), name: "")
        XCTAssertNil(friends.state?.removed, "the next change ends the offer")
        let gone = await friends.play(id, display: defaultOptions())
        XCTAssertNil(gone)
    }
}
