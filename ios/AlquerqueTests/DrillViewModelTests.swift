import XCTest

@testable import Alquerque

/// The mistake drill's view model over the real core: opened from a finished review of a game
/// with the person's mistakes, the move played tapped and refused (judged off the main thread),
/// the better move and its line shown after a second wrong try, the way on, and hostile input
/// changing nothing. The judging itself is tested in Rust (core/tests/drill.rs,
/// bindings/tests/drill.rs).
final class DrillViewModelTests: XCTestCase {
    /// A game of two random players (White wins), faults on both sides.
    private let moves = "1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 4. b4-d4 e5-c3 5. d2-b4 "
        + "b2-d2 6. c1-e3-e5 a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 10. d1-d2 d5-d4 "
        + "11. e5-c3-a5-a3-c3 c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0"

    @MainActor
    private func drill(white: String, black: String) async throws -> DrillViewModel {
        try await reviewAndDrill(white: white, black: black).drill
    }

    /// The finished review of the game, and its drill.
    @MainActor
    private func reviewAndDrill(white: String, black: String) async throws
        -> (review: ReviewViewModel, drill: DrillViewModel)
    {
        let session = try GameSession.restore(
            saved: "[White \"\(white)\"]\n[Black \"\(black)\"]\n\n\(moves)\n")
        let review = ReviewViewModel(run: session.review())
        let deadline = ContinuousClock.now + .seconds(120)
        while review.state.review == nil && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertEqual(review.state.learnLabel, "Learn from your mistakes")
        return (review, try XCTUnwrap(review.drill()))
    }

    @MainActor
    func testAWrongTryThenTheRightOneIsFound() async throws {
        let (review, model) = try await reviewAndDrill(white: "human", black: "ai:hard")
        let game = try XCTUnwrap(review.state.review)
        // The review's better move at this mistake is the right answer.
        let ply = try XCTUnwrap(
            game.plies.first { $0.pointsBefore == model.state.pointsBefore && $0.played == model.state.played },
            "the drill's mistake is one of the review's plies")
        let right = try XCTUnwrap(ply.better).notation

        XCTAssertEqual(model.tryMove("b2-c3"), .notBetter, "a mistake too: wrong")
        XCTAssertEqual(model.state.misses, 1)
        XCTAssertFalse(model.state.found || model.state.revealed)
        XCTAssertEqual(model.tryMove(right), .good)
        XCTAssertTrue(model.state.found)
        XCTAssertFalse(model.state.revealed, "found, not shown")
        XCTAssertEqual(model.state.better?.notation, right)
    }

    @MainActor
    func testTheDrillsTapsAreFeltAsTheSettingsSay() async throws {
        let (review, _) = try await reviewAndDrill(white: "human", black: "ai:hard")
        let output = RecordingOutput()
        // The same drill again (the review hands out one), with its cues recorded.
        let model = DrillViewModel(
            drill: try XCTUnwrap(review.model.drill()), cues: CuePlayer(output: output) { _, run in run() })
        let piece = try XCTUnwrap(model.state.board.points.first { $0.selectable }, "a piece to pick up")
        model.tap(piece.index)
        XCTAssertEqual(output.haptics, [.selection], "a piece picked up is felt")
        model.clearSelection()
        model.settings = {
            var options = defaultOptions()
            options.haptics = false
            return options
        }
        model.tap(piece.index)
        XCTAssertTrue(model.state.board.points[Int(piece.index)].selected)
        XCTAssertEqual(output.haptics, [.selection], "touch off: not felt again")
    }

    @MainActor
    func testTheMovePlayedIsRefusedAndTheBetterMoveShownAfterTwo() async throws {
        let model = try await drill(white: "human", black: "ai:hard")
        XCTAssertFalse(model.state.empty)
        XCTAssertEqual(model.state.title, "Learn from your mistakes")
        XCTAssertEqual(model.state.progressText, "Mistake 1 of \(model.state.total)")
        XCTAssertEqual(model.state.statusText, "Find a better move.")
        let played = try XCTUnwrap(model.state.played)
        let start = model.state.board.points.map(\.piece)

        // Tapped point by point: judged off the main thread, then refused.
        for point in played.path {
            model.tap(point)
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while model.state.misses == 0 && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        XCTAssertFalse(model.state.busy)
        XCTAssertEqual(
            model.state.statusText,
            "\(played.notation) is the move you played in the game: find a better one.")
        XCTAssertEqual(model.state.board.points.map(\.piece), start, "nothing is played")

        // The same try again is refused and not counted.
        XCTAssertNil(model.tryMove(played.notation))
        XCTAssertEqual(model.state.misses, 1)
        // A second wrong try (b2-c3, a mistake too by the review's judging) shows the better move.
        XCTAssertEqual(played.notation, "d3-c3", "the game's first fault")
        XCTAssertEqual(model.tryMove("b2-c3"), .notBetter)
        XCTAssertTrue(model.state.revealed)
        let better = try XCTUnwrap(model.state.better)
        XCTAssertEqual(model.state.line.first, better.notation)
        XCTAssertTrue(model.state.statusText.hasPrefix("The better move was \(better.notation)."))

        if model.state.canNext {
            model.next()
            XCTAssertEqual(model.state.progressText, "Mistake 2 of \(model.state.total)")
            XCTAssertTrue(model.state.canPrevious)
        }
    }

    @MainActor
    func testHostileInputChangesNothingAndAGameWithoutMistakesSaysSo() async throws {
        let model = try await drill(white: "human", black: "human")
        let before = model.state
        XCTAssertNil(model.tryMove("zz"))
        XCTAssertNil(model.tryMove(String(repeating: "b2-", count: 5000)))
        model.tap(25)
        model.tap(-1)
        model.previous()
        XCTAssertEqual(model.state.index, before.index)
        XCTAssertEqual(model.state.misses, 0)
        XCTAssertEqual(model.state.board.points.map(\.piece), before.board.points.map(\.piece))

        let none = try await drill(white: "ai:hard", black: "ai:easy")
        XCTAssertTrue(none.state.empty)
        XCTAssertEqual(
            none.state.summaryText,
            "You made no mistakes or blunders in this game: nothing to practise here.")
        XCTAssertEqual(none.state.backLabel, "Back to the review")
    }
}

extension DrillViewModel {
    /// Tries `notation`, judged on this thread (the tests' own call on the drill, left out of
    /// the app, whose screen enters a try by taps), and shows the state after it.
    @discardableResult
    func tryMove(_ notation: String) -> DrillVerdict? {
        let verdict = model.tryMove(notation: notation)
        publish(nil)
        return verdict
    }
}
