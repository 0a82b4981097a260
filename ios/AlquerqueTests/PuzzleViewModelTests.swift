import XCTest

@testable import Alquerque

/// The puzzle screen's model over the real core: solving by taps (each move judged off the
/// main thread, the defence animated), misses that change nothing, and progress. The judging
/// itself is tested in Rust.
final class PuzzleViewModelTests: XCTestCase {

    /// Waits (letting the main queue run, where the core's news arrives) until the model is
    /// not working on a move or a hint.
    @MainActor
    private func settle(_ model: PuzzleViewModel) async {
        let deadline = ContinuousClock.now + .seconds(30)
        while model.state.busy && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        XCTAssertFalse(model.state.busy)
    }

    /// Plays the hinted piece's moves, tapped point by point, until one keeps the win.
    @MainActor
    private func playHinted(_ model: PuzzleViewModel) async {
        model.hint()
        await settle(model)
        guard let from = model.state.hint else {
            return XCTFail("a hint while unsolved")
        }
        XCTAssertEqual(
            model.state.board.points.filter(\.hinted).map(\.index), [from],
            "the hinted piece is ringed on the board")
        for move in model.state.legalMoves where move.path.first == from {
            let before = model.state.misses
            for point in move.path {
                model.tap(point)
            }
            await settle(model)
            XCTAssertNil(model.state.notice, "every tap of \(move.notation) fits")
            if model.state.misses == before {
                return
            }
        }
        XCTFail("no move of the hinted piece kept the win")
    }

    @MainActor
    func testOpensAtTheFirstPuzzleNotSolved() {
        let model = PuzzleViewModel(puzzles: Puzzles(solved: [1, 2]))
        XCTAssertEqual(model.state.number, 3)
        let list = model.list()
        XCTAssertTrue(list[0].solved && !list[2].solved)
        XCTAssertGreaterThanOrEqual(list.count, 300)
    }

    @MainActor
    func testTheListIsTheCoresGroupsByLengthAndAChosenPuzzleOpens() {
        let model = PuzzleViewModel(puzzles: Puzzles(solved: [2]))
        let list = model.listState()
        XCTAssertEqual(list.title, model.state.progressText)
        let lengths = list.sections.map(\.moves)
        XCTAssertEqual(lengths, lengths.sorted(), "shortest first")
        XCTAssertEqual(list.sections.flatMap(\.rows).count, model.list().count, "every puzzle once")
        XCTAssertEqual(list.sections.flatMap(\.rows).filter(\.solved).map(\.number), [2])
        guard let last = list.sections.last?.rows.last else {
            return XCTFail("a puzzle in the list")
        }
        model.open(last.number)
        XCTAssertEqual(model.state.number, last.number)
        XCTAssertEqual(model.state.moves, list.sections.last?.moves)
    }

    @MainActor
    func testSolvingByTapsCountsTheProgressAndAnimatesTheDefence() async {
        let output = RecordingOutput()
        let model = PuzzleViewModel(
            puzzles: Puzzles(solved: []), cues: CuePlayer(output: output) { _, run in run() })
        let number = model.state.number
        var rounds = 0
        while !model.state.solved && rounds < 5 {
            await playHinted(model)
            rounds += 1
        }
        XCTAssertTrue(model.state.solved)
        XCTAssertTrue(model.state.statusText.hasPrefix("Solved"))
        XCTAssertEqual(model.state.solvedCount, 1)
        XCTAssertNotNil(model.animation, "the last move is animated")
        XCTAssertEqual(output.sounds.filter { $0 == .puzzleSolved }.count, 1, "the solve is heard once")
        XCTAssertTrue(output.said.contains { $0.hasPrefix("Solved") }, "and said: \(output.said)")
        XCTAssertTrue(model.list().first { $0.number == number }?.solved ?? false)

        model.next()
        XCTAssertNotEqual(model.state.number, number)
        XCTAssertFalse(model.state.solved)
    }

    @MainActor
    func testARefusedTapChangesNothingAndSaysWhy() {
        let model = PuzzleViewModel(puzzles: Puzzles(solved: []))
        let before = model.state
        guard let empty = before.pieces.firstIndex(of: .empty) else {
            return XCTFail("an empty point")
        }
        model.tap(Int32(empty))
        XCTAssertNotNil(model.state.notice)
        XCTAssertEqual(model.state.board.points, before.board.points)

        model.open(0)
        XCTAssertEqual(model.state.number, before.number, "no puzzle 0: nothing changes")
        model.restart()
        XCTAssertNil(model.state.notice)
        XCTAssertEqual(model.state.pieces, before.pieces)
    }

    @MainActor
    func testAMoveThatMissesTheWinIsCountedAndSaid() async {
        let output = RecordingOutput()
        let model = PuzzleViewModel(
            puzzles: Puzzles(solved: []), cues: CuePlayer(output: output) { _, run in run() })
        // The first puzzle of two moves or more with a choice of pieces to move (the first
        // ones are captures, compulsory: a single legal move).
        for _ in 0..<model.state.total where model.state.moves < 2 || model.state.legalMoves.count < 2 {
            model.next()
        }
        let number = model.state.number
        model.hint()
        await settle(model)
        let hinted = model.state.hint
        let start = model.state.pieces
        // A move of another piece than the hinted one: the likelier miss.
        for move in model.state.legalMoves where move.path.first != hinted {
            for point in move.path {
                model.tap(point)
            }
            await settle(model)
            if model.state.misses == 1 {
                XCTAssertTrue(
                    model.state.statusText.hasPrefix("\(move.notation) does not win"), model.state.statusText)
                XCTAssertFalse(model.state.solved)
                XCTAssertEqual(model.state.solvedCount, 0, "a failed try solves nothing")
                XCTAssertEqual(model.state.number, number, "the same puzzle, to try again")
                XCTAssertEqual(model.state.pieces, start, "nothing is played")
                XCTAssertEqual(output.sounds.last, .refused, "the miss is heard")
                return
            }
            model.restart()
        }
        XCTFail("no move of puzzle \(number) missed the win")
    }
}
