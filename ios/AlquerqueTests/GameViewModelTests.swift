import XCTest

@testable import Alquerque

/// The view model over a real session (the Rust core linked into the app): it republishes the
/// core's state, lets the AI move on its own, and saves after every change. The rules
/// themselves are tested in Rust.
final class GameViewModelTests: XCTestCase {

    // MARK: Helpers

    private func options(white: Player, black: Player) -> Options {
        var options = defaultOptions()
        options.white = white
        options.black = black
        return options
    }

    @MainActor
    private func makeModel(
        _ options: Options, store: MemoryStateStore, seed: UInt64 = 7
    ) -> GameViewModel {
        GameViewModel(
            session: GameSession.withSeed(options: options, seed: seed), store: store,
            aiPause: .zero)
    }

    @MainActor
    private func index(_ name: String, _ model: GameViewModel) -> Int32 {
        guard let point = model.geometry.points.first(where: { $0.name == name }) else {
            XCTFail("no point named \(name)")
            return -1
        }
        return point.index
    }

    @MainActor
    private func tapMove(_ notation: String, _ model: GameViewModel) {
        for name in notation.split(separator: "-") {
            model.tap(index(String(name), model))
            XCTAssertNil(model.notice, "tap on \(name): \(model.notice ?? "")")
        }
    }

    @MainActor
    private func pointState(_ name: String, _ model: GameViewModel) -> PointState {
        model.board.points[Int(index(name, model))]
    }

    // MARK: Tests

    @MainActor
    func testANewModelStartsFromTheDefaultsAndSavesAtOnce() {
        let store = MemoryStateStore()
        let model = GameViewModel.launch(store: store)
        XCTAssertEqual(model.options, defaultOptions())
        XCTAssertTrue(model.board.moveList.isEmpty)
        XCTAssertTrue(model.board.humanToMove)
        XCTAssertFalse(model.isAIThinking)
        XCTAssertEqual(model.board.points.count, 25)
        XCTAssertEqual(model.geometry.lines.count, 56)
        XCTAssertNotNil(store.text, "the new game is saved")
    }

    @MainActor
    func testTapsSelectShowTargetsAndPlay() {
        let store = MemoryStateStore()
        let model = makeModel(options(white: .human, black: .human), store: store)
        model.tap(index("c2", model))
        XCTAssertNil(model.notice)
        XCTAssertTrue(pointState("c2", model).selected)
        XCTAssertTrue(pointState("c3", model).target)
        XCTAssertFalse(pointState("c2", model).accessibilityLabel.isEmpty)

        model.tap(index("c3", model))
        XCTAssertEqual(model.board.moveList, ["c2-c3"])
        XCTAssertEqual(model.animation?.move.notation, "c2-c3")
        XCTAssertEqual(model.animation?.fromStep, 0)
        XCTAssertEqual(model.board.sideToMove, .black)
        XCTAssertTrue(store.text?.contains("c2-c3") ?? false, "the move is saved")
    }

    @MainActor
    func testAWrongTapShowsTheCoresReasonAndChangesNothing() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        let before = model.board
        model.tap(index("c3", model))
        XCTAssertEqual(model.notice?.contains("empty"), true, model.notice ?? "no notice")
        XCTAssertEqual(model.board, before)
        model.dismissNotice()
        XCTAssertNil(model.notice)
    }

    @MainActor
    func testACaptureIsEnteredJumpByJump() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        XCTAssertTrue(model.importRecord("[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*"))
        XCTAssertTrue(model.board.mustCapture)
        tapMove("b2-b4", model)
        XCTAssertTrue(model.board.keepJumping)
        XCTAssertEqual(model.board.pendingPath, [index("b2", model), index("b4", model)])
        XCTAssertTrue(model.board.statusText.contains("keep jumping"), model.board.statusText)

        model.clearSelection()
        XCTAssertFalse(model.board.keepJumping, "the capture can be started again")
        XCTAssertEqual(pointState("b2", model).piece, .white)
        tapMove("b2-b4", model)
        model.tap(index("d2", model))
        model.tap(index("d4", model))
        XCTAssertEqual(model.board.lastMove?.notation, "b2-b4-d2-d4")
        XCTAssertEqual(model.animation?.fromStep, 2, "only the last jump is still to be shown")
        XCTAssertEqual(model.board.status, .won(winner: .white, noPiecesLeft: true))
        XCTAssertFalse(model.canHint)
    }

    @MainActor
    func testTheAIRepliesOnItsOwnAndUndoReturnsToTheHuman() async {
        let model = makeModel(
            options(white: .human, black: .ai(level: .beginner)), store: MemoryStateStore())
        tapMove("c2-c3", model)
        XCTAssertTrue(model.isAIThinking, "the AI starts as soon as it is to move")
        await model.waitUntilIdle()
        XCTAssertEqual(model.board.moveList, ["c2-c3", "c4-c2"], "the only legal reply")
        XCTAssertEqual(model.animation?.move.side, .black)
        XCTAssertTrue(model.board.humanToMove)
        XCTAssertFalse(model.isAIThinking)
        XCTAssertNil(model.progress)
        XCTAssertNil(model.notice)

        model.undo()
        XCTAssertTrue(model.board.moveList.isEmpty, "undo goes back to the human's turn")
        XCTAssertTrue(model.board.canRedo)
        XCTAssertFalse(model.isAIThinking)
        XCTAssertNil(model.animation)

        model.redo()
        XCTAssertEqual(model.board.moveList, ["c2-c3", "c4-c2"])
        XCTAssertFalse(model.isAIThinking)
    }

    @MainActor
    func testTheAIMovesFirstWhenItPlaysWhite() async {
        let model = makeModel(
            options(white: .ai(level: .beginner), black: .human), store: MemoryStateStore())
        XCTAssertTrue(model.isAIThinking)
        await model.waitUntilIdle()
        XCTAssertEqual(model.board.moveList.count, 1)
        XCTAssertEqual(model.board.lastMove?.side, .white)
        XCTAssertTrue(model.board.humanToMove)
    }

    @MainActor
    func testChangingThePlayersCancelsTheSearchAndNoMoveIsPlayed() async {
        let model = makeModel(
            options(white: .ai(level: .master), black: .human), store: MemoryStateStore())
        XCTAssertTrue(model.isAIThinking)
        model.update(\.white, to: .human)
        await model.waitUntilIdle()
        XCTAssertTrue(model.board.moveList.isEmpty)
        XCTAssertFalse(model.isAIThinking)
        XCTAssertNil(model.notice, "a cancelled search is not an error to show")
        XCTAssertTrue(model.board.humanToMove)
    }

    @MainActor
    func testAHintIsShownAndNotPlayed() async {
        let model = makeModel(
            options(white: .human, black: .ai(level: .hard)), store: MemoryStateStore())
        XCTAssertTrue(model.canHint)
        model.requestHint()
        XCTAssertTrue(model.isHinting)
        XCTAssertFalse(model.canHint)
        await model.waitUntilIdle()
        XCTAssertFalse(model.isHinting)
        XCTAssertEqual(model.hint?.side, .white)
        XCTAssertTrue(model.board.moveList.isEmpty, "a hint is not played")
        XCTAssertNil(model.notice)

        tapMove("c2-c3", model)
        XCTAssertNil(model.hint, "the hint goes once a move is played")
        await model.waitUntilIdle()
    }

    @MainActor
    func testTheGameAndTheSettingsAreRestoredFromTheStore() async {
        let store = MemoryStateStore()
        let first = makeModel(options(white: .human, black: .human), store: store)
        first.update(\.showTargets, to: false)
        tapMove("c2-c3", first)
        first.update(\.black, to: .ai(level: .easy))

        let second = GameViewModel.launch(store: store)
        XCTAssertEqual(second.options, first.options)
        XCTAssertEqual(second.board.moveList, ["c2-c3"])
        XCTAssertFalse(second.options.showTargets)
        XCTAssertEqual(second.options.black, .ai(level: .easy))
        XCTAssertTrue(second.isAIThinking, "the restored game goes on: the AI is to move")
        await first.waitUntilIdle()
        await second.waitUntilIdle()
    }

    @MainActor
    func testAnUnreadableSaveStartsANewGame() {
        let store = MemoryStateStore(text: "this is not a game record")
        let model = GameViewModel.launch(store: store)
        XCTAssertTrue(model.board.moveList.isEmpty)
        XCTAssertEqual(model.options, defaultOptions())
        XCTAssertNotEqual(store.text, "this is not a game record", "replaced by the new game")
        XCTAssertEqual(store.setAsideText, "this is not a game record", "kept apart, not lost")
        XCTAssertTrue(
            model.notice?.hasPrefix("The saved game could not be read") ?? false,
            "the player is told why a new game began")
    }

    @MainActor
    func testABadRecordIsRefusedWithTheCoresReason() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        tapMove("c2-c3", model)
        let before = model.board
        XCTAssertFalse(model.importRecord("1. e5-e4"))
        XCTAssertNotNil(model.notice)
        XCTAssertEqual(model.board, before)
        XCTAssertFalse(model.exportRecord().isEmpty)
    }

    @MainActor
    func testRuleOptionsApplyFromTheNextGame() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        tapMove("c2-c3", model)
        model.update(\.variant, to: .alfonso)
        XCTAssertEqual(model.board.variant, .standard, "the game in progress keeps its rules")
        XCTAssertTrue(model.rulesDifferFromGame)
        model.newGame()
        XCTAssertEqual(model.board.variant, .alfonso)
        XCTAssertFalse(model.rulesDifferFromGame)
        XCTAssertFalse(model.rulesParagraphs.isEmpty)
    }

    @MainActor
    func testTheRulesPageGetsTheStartingPositionFromTheCore() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        let start = model.startingPoints()
        XCTAssertEqual(start.count, 25)
        XCTAssertEqual(start.filter { $0.piece == .white }.count, 12)
        XCTAssertEqual(start.filter { $0.piece == .black }.count, 12)
        XCTAssertFalse(start.contains { $0.selectable }, "nothing to tap in a drawing")
    }

    @MainActor
    func testSavingHappensOnlyWhenSomethingChanged() {
        let store = MemoryStateStore()
        let model = makeModel(options(white: .human, black: .human), store: store)
        let saves = store.saves
        model.tap(index("c3", model))  // a wrong tap: nothing changes
        XCTAssertEqual(store.saves, saves)
        tapMove("c2-c3", model)
        XCTAssertEqual(store.saves, saves + 1)
    }
}
