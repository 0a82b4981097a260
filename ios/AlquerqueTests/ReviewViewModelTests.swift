import XCTest

@testable import Alquerque

/// The review screen's model over the real core: the review the session hands out runs to the
/// end, its graph and first ply come from the core, and picking a ply shows it. The marks
/// themselves are tested in Rust.
final class ReviewViewModelTests: XCTestCase {

    @MainActor
    private func model(playing moves: [String]) -> GameViewModel {
        var options = defaultOptions()
        options.white = .human
        options.black = .human
        let session = GameSession.withSeed(options: options, seed: 5)
        for move in moves {
            XCTAssertNoThrow(try session.playNotation(notation: move))
        }
        return GameViewModel(session: session)
    }

    @MainActor
    private func waitForTheEnd(_ review: ReviewViewModel) async {
        let deadline = ContinuousClock.now + .seconds(120)
        while review.state.review == nil && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    @MainActor
    func testAReviewCoversEveryPlyAndAPlyCanBePicked() async {
        let game = model(playing: ["c2-c3", "c4-c2", "c1-c3"])
        let review = game.review()
        await waitForTheEnd(review)
        guard let done = review.state.review else {
            return XCTFail("the review finished")
        }
        XCTAssertTrue(done.complete)
        XCTAssertEqual(done.plies.map(\.notation), ["c2-c3", "c4-c2", "c1-c3"])
        XCTAssertEqual(done.plies.map(\.number), ["1.", "1…", "2."])
        XCTAssertEqual(done.graph.count, 4)
        XCTAssertTrue(done.graph.allSatisfy { (0...1).contains($0) })
        XCTAssertEqual(review.state.selected, done.firstShown)

        review.select(1)
        XCTAssertEqual(review.state.selected, 1)
        review.select(7)
        XCTAssertEqual(review.state.selected, 1, "no such ply: nothing changes")
        // A swipe to the left brings the next ply, to the right the one before: the core's
        // rule, the same on both phones.
        review.swipe(.left)
        XCTAssertEqual(review.state.selected, 2)
        review.swipe(.left)
        XCTAssertEqual(review.state.selected, 2, "the last ply: nothing after it")
        review.swipe(.right)
        XCTAssertEqual(review.state.selected, 1)
        // Opened again for the same game: the same review, with the ply picked.
        XCTAssertEqual(game.review().state.selected, 1)
    }

    @MainActor
    func testACancelledReviewReturnsWhatItHas() async {
        let review = model(playing: ["c2-c3", "c4-c2"]).review()
        review.cancel()
        await waitForTheEnd(review)
        XCTAssertNotNil(review.state.review)
        XCTAssertLessThanOrEqual(review.state.review?.plies.count ?? 0, 2)
    }

    @MainActor
    func testTheFaultsAreDottedInTheirColourAndTheGraphIsLabelled() async {
        // Random play against Beginner: a mistake, an inaccuracy and blunders in 23 plies.
        let moves = "c2-c3 c4-c2 c1-c3 a3-c1 c3-a3 b4-b3 a3-c3 d4-b2 a2-c2 c1-c3 d2-b4 a5-c3 "
            + "d3-b3 a4-a3 d1-c1 a3-c3 c1-b2 b5-b4 b2-d4 e4-c4 b1-b2 c5-b5 a1-b1"
        let review = model(playing: moves.split(separator: " ").map(String.init)).review()
        await waitForTheEnd(review)
        guard let done = review.state.review else {
            return XCTFail("the review finished")
        }
        let faults = done.plies.filter { $0.markColor != nil }
        XCTAssertGreaterThanOrEqual(faults.count, 3)
        XCTAssertEqual(done.graphMarks.map(\.ply), faults.map(\.ply))
        XCTAssertEqual(done.graphMarks.map(\.color), faults.compactMap(\.markColor))
        for mark in done.graphMarks {
            XCTAssertEqual(markColor(mark: mark.mark), mark.color)
        }
        XCTAssertEqual(done.graphLabels.top, "White winning")
        XCTAssertEqual(done.graphLabels.bottom, "Black winning")
    }
}
