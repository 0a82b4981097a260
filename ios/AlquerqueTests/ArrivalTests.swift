import XCTest

@testable import Alquerque

/// What comes in from outside, sent where it belongs (the app's `onOpenURL`): a friend's game
/// link to the games with friends, a file holding a record to the game, a file that cannot be
/// read said on the friends' list with nothing changed. Which text is a link is the core's call
/// (tested in Rust, bindings/tests/friends.rs).
final class ArrivalTests: XCTestCase {

    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("alquerque-arrival-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A link a friend sent: their game, with their first move.
    @MainActor
    private func friendsLink() async throws -> (id: UInt64, link: URL) {
        let friend = FriendsViewModel(store: Store(folder: folder().path))
        let started = await friend.start(side: .white, options: defaultOptions(), name: "")
        let id = try XCTUnwrap(started)
        let opened = await friend.play(id, display: defaultOptions())
        let game = try XCTUnwrap(opened)
        let from = try XCTUnwrap(game.state.points.first(where: { $0.selectable }))
        game.tap(from.index)
        let to = try XCTUnwrap(game.state.points.first(where: { $0.target }))
        game.tap(to.index)
        let sent = try XCTUnwrap(game.sendMove())
        let link = try XCTUnwrap(
            sent.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("alquerque://") })
        return (id, try XCTUnwrap(URL(string: String(link))))
    }

    @MainActor
    func testALinkAFileAndAnUnreadableFileGoWhereTheyBelong() async throws {
        _ = setLanguages(preferred: ["en"])
        let friends = FriendsViewModel(store: Store(folder: folder().path))
        var humans = defaultOptions()
        humans.white = .human
        humans.black = .human
        let game = GameViewModel(session: GameSession.withSeed(options: humans, seed: 1))

        let (id, link) = try await friendsLink()
        await routeArrival(link, friends: friends, game: game)
        XCTAssertEqual(friends.opened, id, "the friend's game is opened")
        XCTAssertEqual(friends.state?.rows.count, 1)
        XCTAssertTrue(game.state.moveList.isEmpty, "the game against the computer is not touched")

        let record = folder().appendingPathComponent("game.txt")
        try Data("1. c2-c3 *".utf8).write(to: record)
        await routeArrival(record, friends: friends, game: game)
        XCTAssertEqual(game.state.moveList, ["c2-c3"], "a record opens in the game")

        let rows = friends.state?.rows
        let arrivals = friends.arrivals
        await routeArrival(folder().appendingPathComponent("gone.txt"), friends: friends, game: game)
        XCTAssertEqual(friends.arrivals, arrivals + 1, "the list shows what was said")
        XCTAssertTrue(friends.state?.notice?.hasPrefix("The file could not be read") == true, friends.state?.notice ?? "")
        XCTAssertEqual(friends.state?.rows, rows, "nothing changes")
        XCTAssertEqual(game.state.moveList, ["c2-c3"])
    }
}
