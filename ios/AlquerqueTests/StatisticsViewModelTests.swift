import XCTest

@testable import Alquerque

/// The Statistics screen's model over the real core: a game won in a session opened from a
/// store shows there once, two people's games apart, and the reset forgets the results but
/// not the puzzles. The rules themselves are tested in Rust (bindings/tests/statistics.rs).
final class StatisticsViewModelTests: XCTestCase {

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "alquerque-stats-\(UUID().uuidString)")
    }

    /// White to move wins at once with b2-b4-d2-d4.
    private func nearTheEnd(white: String, black: String) -> String {
        "[White \"\(white)\"]\n[Black \"\(black)\"]\n[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*"
    }

    private func win(_ session: GameSession) {
        let points = boardGeometry().points
        for name in ["b2", "b4", "d2", "d4"] {
            let point = points.first(where: { $0.name == name })!.index
            _ = session.tap(point: point)
        }
    }

    @MainActor
    func testAWonGameShowsOnceAndResetForgetsIt() async throws {
        let store = Store(folder: folder().path)
        try store.write(key: "session", text: nearTheEnd(white: "human", black: "ai:easy"))
        let session = await openGame(store: store, seed: 1)
        let model = StatisticsViewModel(store: store)
        XCTAssertNil(model.state, "nothing until read")
        await model.load()
        XCTAssertEqual(model.state?.canReset, false)

        win(session)
        await model.load()
        let won = try XCTUnwrap(model.state)
        XCTAssertEqual(won.levels.map(\.level), [.easy])
        XCTAssertEqual(won.levels.first?.asWhite, ResultCounts(won: 1, lost: 0, drawn: 0))
        XCTAssertEqual(won.currentStreak, 1)
        XCTAssertTrue(won.ratingText.contains("play more games"), won.ratingText)
        // The rating large while far from sure, the table's cells, no chart for one game.
        XCTAssertEqual(won.ratingFigure, won.rating.map { "≈\($0.rating)" })
        XCTAssertEqual(won.levels.first?.whiteCell, "1–0–0")
        XCTAssertEqual(won.tableHeadings, ["Level", "Rating", "As White", "As Black"])
        XCTAssertNil(won.chart, "a line needs two games")

        // Undone and won again: the same game, counted once.
        XCTAssertTrue(session.undo())
        win(session)
        await model.load()
        XCTAssertEqual(model.state, won)

        await model.reset()
        XCTAssertEqual(model.state?.canReset, false)
        XCTAssertEqual(model.state?.levels, [])
        XCTAssertEqual(model.state?.puzzles, won.puzzles, "the puzzles stay solved")
    }

    @MainActor
    func testTwoPeopleAreKeptApart() async throws {
        let store = Store(folder: folder().path)
        try store.write(key: "session", text: nearTheEnd(white: "human", black: "human"))
        win(await openGame(store: store, seed: 1))
        let model = StatisticsViewModel(store: store)
        await model.load()
        let state = try XCTUnwrap(model.state)
        XCTAssertEqual(state.twoPeople, TwoPeopleResults(whiteWon: 1, blackWon: 0, drawn: 0))
        XCTAssertEqual(state.levels, [])
        XCTAssertNotNil(state.noComputerGames)
    }

    func testEveryLevelShowsItsRatingInThePickers() {
        let levels = aiLevels()
        XCTAssertEqual(levels.map(\.rating), levels.map(\.rating).sorted())
        for level in levels {
            XCTAssertEqual(level.ratingText, "Rated about \(level.rating)")
        }
    }
}
