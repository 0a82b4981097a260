import XCTest

@testable import Alquerque

/// The review screen's model over the real core: the review runs to the end, its graph has a
/// value before the first move and one after each, and picking a ply shows its position with
/// the move played and the better one. The marks themselves are tested in Rust.
final class ReviewViewModelTests: XCTestCase {

    @MainActor
    private func session(playing moves: [String]) -> GameSession {
        var options = defaultOptions()
        options.white = .human
        options.black = .human
        let session = GameSession.withSeed(options: options, seed: 5)
        for move in moves {
            XCTAssertNoThrow(try session.playNotation(notation: move))
        }
        return session
    }

    @MainActor
    func testAReviewCoversEveryPlyAndAPlyCanBePicked() async {
        let model = ReviewViewModel(session: session(playing: ["c2-c3", "c4-c2", "c1-c3"]))
        XCTAssertNil(model.review)
        model.start()
        await model.waitUntilDone()
        guard let review = model.review else {
            return XCTFail("the review finished")
        }
        XCTAssertTrue(review.complete)
        XCTAssertEqual(review.plies.map(\.notation), ["c2-c3", "c4-c2", "c1-c3"])
        XCTAssertEqual(model.graph.count, 4)
        XCTAssertTrue(model.graph.allSatisfy { (0...1).contains($0) })
        XCTAssertNotNil(model.selected)

        model.select(1)
        XCTAssertEqual(model.selectedPly?.notation, "c4-c2")
        XCTAssertEqual(model.shownPoints.map(\.piece), review.plies[1].piecesBefore)
        model.select(7)
        XCTAssertEqual(model.selected, 1, "no such ply: nothing changes")
    }

    @MainActor
    func testACancelledReviewReturnsWhatItHas() async {
        let model = ReviewViewModel(session: session(playing: ["c2-c3", "c4-c2"]))
        model.start()
        model.cancel()
        await model.waitUntilDone()
        XCTAssertNotNil(model.review)
        XCTAssertLessThanOrEqual(model.review?.plies.count ?? 0, 2)
    }
}
