import XCTest

@testable import Alquerque

/// The endgame trainer's view model over the core's trainer: a move that lets the win slip
/// taken back, heard as a refusal with the fastest win said and drawn; the fastest move then
/// kept and the defence's reply animated; the levels stepped through. The judging itself is
/// tested in Rust (core/src/endgame/, bindings/tests/endgame.rs).
final class EndgameViewModelTests: XCTestCase {
    private let level: UInt32 = 3

    /// The first seed from 1 whose position at `level` has a step that lets the win slip, and
    /// that step: tried on trainers of their own, each on the same position.
    private func seedWithASlip() -> (UInt64, Int32, Int32)? {
        for seed in UInt64(1)...40 {
            let probe = EndgameTrainer.withSeed(level: level, seed: seed)
            for from in probe.state().board.points.filter(\.selectable).map(\.index) {
                _ = probe.tap(point: from)
                let targets = probe.state().board.points.filter(\.target).map(\.index)
                probe.clearSelection()
                for to in targets {
                    let trial = EndgameTrainer.withSeed(level: level, seed: seed)
                    _ = trial.tap(point: from)
                    _ = trial.tap(point: to)
                    if trial.state().slipped { return (seed, from, to) }
                }
            }
        }
        return nil
    }

    @MainActor
    func testASlipIsTakenBackWithTheFastestWinAndTheFastestMoveIsAnswered() throws {
        let (seed, from, to) = try XCTUnwrap(seedWithASlip(), "a position with a slip")
        let output = RecordingOutput()
        let model = EndgameViewModel(
            trainer: EndgameTrainer.withSeed(level: level, seed: seed),
            cues: CuePlayer(output: output) { _, run in run() })
        XCTAssertTrue(model.state.statusText.hasPrefix("The defence is perfect"), model.state.statusText)
        let start = model.state.board.points.map(\.piece)

        model.tap(from)
        model.tap(to)
        XCTAssertTrue(model.state.slipped)
        XCTAssertEqual(model.state.board.points.map(\.piece), start, "the slip is taken back")
        XCTAssertNil(model.animation)
        let fastest = try XCTUnwrap(model.state.fastest)
        XCTAssertEqual(model.state.board.hint, fastest, "the fastest win is drawn")
        XCTAssertTrue(model.state.statusText.contains("starts with \(fastest.notation)"), model.state.statusText)
        XCTAssertEqual(output.sounds.last, .refused)
        XCTAssertEqual(output.said.last, model.state.statusText)

        for point in fastest.path { model.tap(point) }
        XCTAssertFalse(model.state.slipped)
        XCTAssertNotNil(model.animation, "the reply, or the winning move, is animated")
        XCTAssertTrue(
            model.state.won || model.state.statusText.hasPrefix("Still winning"), model.state.statusText)
    }

    @MainActor
    func testTheLevelsAreSteppedThrough() {
        let model = EndgameViewModel(trainer: EndgameTrainer.withSeed(level: 1, seed: 5))
        let levels = model.state.levels
        XCTAssertFalse(model.state.canEasier)
        XCTAssertEqual(model.state.levelText, "Level 1 of \(levels)")
        for _ in 1..<levels { model.harder() }
        XCTAssertEqual(model.state.level, levels)
        XCTAssertFalse(model.state.canHarder)
        model.easier()
        XCTAssertEqual(model.state.level, levels - 1)
        let before = model.state.board.points.map(\.piece)
        var changed = false
        for _ in 0..<5 {
            model.nextPosition()
            changed = changed || model.state.board.points.map(\.piece) != before
        }
        XCTAssertTrue(changed, "another position of the level")
    }
}
