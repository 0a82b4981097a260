import XCTest

@testable import Alquerque

/// The home's model over the real core: it sums up the game, the puzzles and the lesson the app
/// holds, and reads the rating again after a game. What it decides is tested in Rust
/// (bindings/src/home/tests.rs).
final class HomeViewModelTests: XCTestCase {

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "alquerque-home-\(UUID().uuidString)")
    }

    /// White to move wins at once with b2-b4-d2-d4.
    private let nearTheEnd =
        "[White \"human\"]\n[Black \"ai:easy\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*"

    @MainActor
    private func opened(_ store: Store) async -> (HomeViewModel, GameViewModel) {
        let game = await GameViewModel.open(store: store)
        let puzzles = await PuzzleViewModel.open(store: store)
        let lesson = await LessonViewModel.open(store: store)
        return (await HomeViewModel.open(store: store, game: game, puzzles: puzzles, lesson: lesson), game)
    }

    @MainActor
    func testAFirstLaunchOffersTheLessonFirstAndNothingToContinue() async throws {
        let (home, _) = await opened(Store(folder: folder().path))
        XCTAssertNil(home.state.continueGame)
        XCTAssertEqual(home.state.entries.filter(\.primary).map(\.action), [.learn])
        XCTAssertEqual(home.state.more.map(\.action), [.options, .rules, .about])
    }

    @MainActor
    func testAGameInProgressIsToContinueAndAGameWonShowsInTheRating() async throws {
        let store = Store(folder: folder().path)
        try store.write(key: "session", text: nearTheEnd)
        let (home, game) = await opened(store)
        XCTAssertNil(home.state.continueGame, "no move played yet")
        XCTAssertEqual(home.state.entries.filter(\.primary).map(\.action), [.newGame])
        let before = home.state.entries.first(where: { $0.action == .statistics })?.detail
        let points = boardGeometry().points
        for name in ["b2", "b4"] {
            game.tap(points.first(where: { $0.name == name })!.index)
        }
        await home.reload()
        XCTAssertNil(home.state.continueGame, "a capture being entered is no move played")
        for name in ["d2", "d4"] {
            game.tap(points.first(where: { $0.name == name })!.index)
        }
        await home.reload()
        XCTAssertNil(home.state.continueGame, "a game over is not in progress")
        let after = home.state.entries.first(where: { $0.action == .statistics })?.detail
        XCTAssertNotEqual(before, after, "the rating read again after the game")
    }
}
