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

    /// Waits until the running search has reported progress, which proves it has begun in the
    /// core (a search reports nothing before its tree search starts).
    @MainActor
    private func waitForProgress(_ model: GameViewModel, timeout: Duration = .seconds(20)) async {
        let deadline = ContinuousClock.now + timeout
        while model.progress == nil && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
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
        XCTAssertTrue(model.offersFirstGameChoice, "no save was found: the choice is offered")
    }

    @MainActor
    func testTheFirstLaunchChoiceOfTwoPlayersIsSavedAndOfferedOnce() {
        let store = MemoryStateStore()
        let model = GameViewModel.launch(store: store)
        XCTAssertEqual(model.options, defaultOptions(), "the AI default stands until a choice")
        model.chooseFirstGame(.twoPlayers)
        XCTAssertFalse(model.offersFirstGameChoice)
        XCTAssertEqual(model.options.white, .human)
        XCTAssertEqual(model.options.black, .human)
        XCTAssertFalse(model.isAIThinking)

        let again = GameViewModel.launch(store: store)
        XCTAssertFalse(again.offersFirstGameChoice, "a save exists now: no choice to offer")
        XCTAssertEqual(again.options.black, .human, "the choice was saved")
    }

    @MainActor
    func testChoosingToPlayBlackAgainstTheComputerLetsItOpen() async {
        let model = GameViewModel.launch(store: MemoryStateStore())
        model.chooseFirstGame(.computer(level: .beginner, humanSide: .black))
        XCTAssertEqual(model.options.white, .ai(level: .beginner))
        XCTAssertEqual(model.options.black, .human)
        XCTAssertTrue(model.isAIThinking, "White is the computer's and moves first")
        await model.waitUntilIdle()
        XCTAssertEqual(model.board.lastMove?.side, .white)
        XCTAssertTrue(model.board.humanToMove)
    }

    @MainActor
    func testClosingTheFirstLaunchChoiceKeepsTheDefaultGame() {
        let model = GameViewModel.launch(store: MemoryStateStore())
        model.keepDefaultGame()
        XCTAssertFalse(model.offersFirstGameChoice)
        XCTAssertEqual(model.options, defaultOptions())
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
    func testChangingThePlayersCancelsARunningSearchAndNoMoveIsPlayed() async {
        // Master searches for three seconds, its tree search (which reports progress) for at
        // least the second half of them.
        let model = makeModel(
            options(white: .ai(level: .master), black: .human), store: MemoryStateStore())
        XCTAssertTrue(model.isAIThinking)
        await waitForProgress(model)
        XCTAssertNotNil(model.progress, "the AI's search is running: it reported progress")
        XCTAssertTrue(model.board.thinking, "the core says a search is running")

        let cancelled = ContinuousClock.now
        model.update(\.white, to: .human)
        await model.waitUntilIdle()
        let stoppedAfter = ContinuousClock.now - cancelled
        XCTAssertLessThan(
            stoppedAfter, .seconds(1),
            "the search stopped when cancelled, not at the end of its budget")
        XCTAssertTrue(model.board.moveList.isEmpty, "the cancelled search played nothing")
        XCTAssertFalse(model.isAIThinking)
        XCTAssertFalse(model.board.thinking)
        XCTAssertNil(model.progress)
        XCTAssertNil(model.notice, "a cancelled search is not an error to show")
        XCTAssertTrue(model.board.humanToMove)
    }

    @MainActor
    func testCancellingAHintStopsItsSearchAndShowsNoHint() async {
        // A hint searches for a second; its tree search reports progress in the second half.
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        model.requestHint()
        await waitForProgress(model)
        XCTAssertTrue(model.isHinting)
        XCTAssertNotNil(model.progress, "the hint's search is running: it reported progress")
        XCTAssertTrue(model.board.thinking)

        model.cancelHint()
        await model.waitUntilIdle()
        XCTAssertNil(model.hint, "a hint cancelled before its search ended shows nothing")
        XCTAssertFalse(model.isHinting)
        XCTAssertFalse(model.board.thinking)
        XCTAssertNil(model.progress)
        XCTAssertNil(model.notice, "a cancelled hint is not an error to show")
        XCTAssertTrue(model.canHint, "another hint may be asked for")
        XCTAssertTrue(model.board.moveList.isEmpty)
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
        XCTAssertFalse(second.offersFirstGameChoice, "a saved game was found")
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
        let start = model.startingPoints
        XCTAssertEqual(start.map(\.piece), startPieces())
        XCTAssertEqual(start.map(\.index), Array(Int32(0)..<Int32(25)))
        XCTAssertEqual(start.count, 25)
        XCTAssertEqual(start.filter { $0.piece == .white }.count, 12)
        XCTAssertEqual(start.filter { $0.piece == .black }.count, 12)
        XCTAssertFalse(start.contains { $0.selectable }, "nothing to tap in a drawing")
    }

    @MainActor
    func testMenusAndTheAboutPageReadTheCore() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        XCTAssertEqual(model.ruleVariants, variants())
        XCTAssertEqual(model.ruleVariants.first?.variant, defaultOptions().variant)
        XCTAssertTrue(model.ruleVariants.contains { $0.variant == .alfonso })
        XCTAssertTrue(
            model.thirdPartyComponents.contains { $0.name == "uniffi" && $0.license == "MPL-2.0" },
            "the Rust crates the engine links are listed with their licences")
        XCTAssertFalse(model.thirdPartyComponents.contains { $0.license.isEmpty })
    }

    @MainActor
    func testTheMoveListStartsWithTheSideTheCoreSaysMovedFirst() {
        let model = makeModel(options(white: .human, black: .human), store: MemoryStateStore())
        XCTAssertEqual(model.board.firstToMove, .white)
        XCTAssertTrue(model.importRecord("[Position \"-----/-----/-bbb-/-w---/----- b - 0\"]\n*"))
        tapMove("b3-b1", model)
        XCTAssertEqual(model.board.moveList, ["b3-b1"])
        XCTAssertEqual(model.board.firstToMove, .black, "the record began with Black to move")
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
