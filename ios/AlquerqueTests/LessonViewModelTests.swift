import XCTest

@testable import Alquerque

/// The lesson's view model over the core's lesson: a wrong try answered with the core's reason
/// and nothing played, a right one animated with its cues, and the way through the steps. The
/// judging itself is tested in Rust (core/tests/lesson.rs, bindings/tests/lesson.rs).
final class LessonViewModelTests: XCTestCase {

    @MainActor
    private func index(_ name: String, _ model: LessonViewModel) -> Int32 {
        model.geometry.points.first(where: { $0.name == name })?.index ?? -1
    }

    @MainActor
    func testAWrongTryIsRefusedWithItsReasonAndARightOneIsPlayed() {
        let output = RecordingOutput()
        let model = LessonViewModel(cues: CuePlayer(output: output) { _, run in run() })
        XCTAssertEqual(model.state.step, 0)
        XCTAssertFalse(model.state.canNext)
        let start = model.state.board.points.map(\.piece)

        // Sideways is legal, but this step asks for forward.
        model.tap(index("c2", model))
        model.tap(index("b2", model))
        XCTAssertTrue(model.state.statusText.contains("sideways"), model.state.statusText)
        XCTAssertEqual(model.state.board.points.map(\.piece), start, "nothing is played")
        XCTAssertNil(model.animation)
        XCTAssertEqual(output.sounds, [.refused])
        XCTAssertEqual(output.said, [model.state.statusText])
        XCTAssertFalse(model.forward(), "no next step before this one is done")
        XCTAssertEqual(model.state.step, 0)

        model.tap(index("c3", model))
        XCTAssertEqual(model.animation?.move.notation, "c2-c3")
        XCTAssertTrue(model.state.done && model.state.canNext)
        XCTAssertEqual(output.sounds.dropFirst().first, .move)
        XCTAssertFalse(model.forward(), "the next step, the screen stays")
        XCTAssertEqual(model.state.step, 1)
        XCTAssertTrue(model.state.canPrevious)
        model.previous()
        XCTAssertEqual(model.state.step, 0)
    }
}
