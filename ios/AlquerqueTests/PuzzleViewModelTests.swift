import XCTest

@testable import Alquerque

/// The puzzle screen's model over the real core: solving by taps, misses that change nothing,
/// and progress that is stored the moment a puzzle is solved. The judging itself is tested in
/// Rust.
final class PuzzleViewModelTests: XCTestCase {

    /// Plays the hinted piece's moves, tapped point by point, until one keeps the win; returns
    /// the misses on the way.
    @MainActor
    private func playHinted(_ model: PuzzleViewModel) async -> Int {
        await model.requestHint()
        guard let from = model.state.hint else {
            XCTFail("a hint while unsolved")
            return 0
        }
        XCTAssertEqual(
            model.state.board.points.filter(\.hinted).map(\.index), [from],
            "the hinted piece is ringed on the board")
        var misses = 0
        for move in model.state.legalMoves where move.path.first == from {
            let before = model.state.misses
            for point in move.path {
                await model.tap(point)
            }
            XCTAssertNil(model.notice, "every tap of \(move.notation) fits")
            if model.state.misses == before {
                return misses
            }
            misses += 1
        }
        XCTFail("no move of the hinted piece kept the win")
        return misses
    }

    @MainActor
    func testOpensAtTheFirstPuzzleNotSolved() {
        let model = PuzzleViewModel(store: MemoryPuzzleProgressStore(solved: [1, 2]))
        XCTAssertEqual(model.state.number, 3)
        XCTAssertTrue(model.isSolved(1))
        XCTAssertFalse(model.isSolved(3))
        XCTAssertGreaterThanOrEqual(model.list.count, 300)
    }

    @MainActor
    func testSolvingByTapsStoresTheProgress() async {
        let store = MemoryPuzzleProgressStore()
        let model = PuzzleViewModel(store: store)
        let number = model.state.number
        var rounds = 0
        while !model.state.solved && rounds < 5 {
            _ = await playHinted(model)
            rounds += 1
        }
        XCTAssertTrue(model.state.solved)
        XCTAssertTrue(model.state.statusText.hasPrefix("Solved"))
        XCTAssertEqual(store.solved, [number])
        XCTAssertTrue(model.isSolved(number))

        model.next()
        XCTAssertNotEqual(model.state.number, number)
        XCTAssertFalse(model.state.solved)
    }

    @MainActor
    func testARefusedTapChangesNothingAndSaysWhy() async {
        let model = PuzzleViewModel(store: MemoryPuzzleProgressStore())
        let before = model.state
        guard let empty = before.pieces.firstIndex(of: .empty) else {
            return XCTFail("an empty point")
        }
        await model.tap(Int32(empty))
        XCTAssertNotNil(model.notice)
        XCTAssertEqual(model.state, before)

        model.open(0)
        XCTAssertEqual(model.state.number, before.number, "no puzzle 0: nothing changes")
        model.restart()
        XCTAssertNil(model.notice)
        XCTAssertEqual(model.state.pieces, before.pieces)
    }
}
