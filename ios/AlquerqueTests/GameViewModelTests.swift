import XCTest

@testable import Alquerque

/// The view model over a real session (the Rust core linked into the app): it republishes the
/// core's state after each call and whenever the core says it changed by itself (the AI's
/// moves, a hint, progress), and the game lives in the app's store. The rules, and every
/// decision the model shows, are tested in Rust; these check that the shell forwards them.
final class GameViewModelTests: XCTestCase {

    // MARK: Helpers

    private func options(white: Player, black: Player) -> Options {
        var options = defaultOptions()
        options.white = white
        options.black = black
        return options
    }

    @MainActor
    private func makeModel(_ options: Options, seed: UInt64 = 7) -> GameViewModel {
        GameViewModel(session: GameSession.withSeed(options: options, seed: seed))
    }

    /// A folder of its own, for a store.
    private func folder() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("GameViewModelTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
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
            XCTAssertNil(model.state.notice, "tap on \(name): \(model.state.notice ?? "")")
        }
    }

    @MainActor
    private func pointState(_ name: String, _ model: GameViewModel) -> PointState {
        model.state.points[Int(index(name, model))]
    }

    /// Waits (letting the main queue run, where the core's news arrives) until `test` holds.
    @MainActor
    private func waitUntil(
        _ what: String, _ model: GameViewModel, timeout: Duration = .seconds(60),
        _ test: (GameViewModel) -> Bool
    ) async {
        let deadline = ContinuousClock.now + timeout
        while !test(model) {
            if ContinuousClock.now > deadline {
                return XCTFail("timed out waiting for \(what)")
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    // MARK: Tests

    @MainActor
    func testAFirstLaunchIsANewGameAskingHowToPlay() async {
        let model = await GameViewModel.open(store: Store(folder: folder().path), seed: 1)
        XCTAssertEqual(model.options.black, .ai(level: .beginner), "a level a newcomer can beat")
        XCTAssertTrue(model.state.moveList.isEmpty)
        XCTAssertTrue(model.state.humanToMove)
        XCTAssertEqual(model.state.points.count, 25)
        XCTAssertEqual(model.geometry.lines.count, 56)
        XCTAssertEqual(model.state.firstGame, .computer(level: .beginner, person: .white))
        XCTAssertTrue(model.levels.allSatisfy { !$0.outlook.isEmpty }, "each level says what to expect")
    }

    @MainActor
    func testTheFirstLaunchChoiceIsAskedOnceAndKept() async {
        let place = folder()
        let store = Store(folder: place.path)
        let model = await GameViewModel.open(store: store, seed: 1)
        model.chooseFirstGame(.twoPlayers)
        XCTAssertNil(model.state.firstGame)
        XCTAssertEqual(model.options.white, .human)
        XCTAssertEqual(model.options.black, .human)
        await store.flush()

        let again = await GameViewModel.open(store: Store(folder: place.path), seed: 1)
        XCTAssertNil(again.state.firstGame, "a save exists now: no choice to offer")
        XCTAssertEqual(again.options.black, .human, "the choice was saved")
    }

    @MainActor
    func testChoosingToPlayBlackAgainstTheComputerLetsItOpen() async {
        let model = makeModel(defaultOptions())
        model.chooseFirstGame(.computer(level: .beginner, person: .black))
        XCTAssertEqual(model.options.white, .ai(level: .beginner))
        XCTAssertEqual(model.options.black, .human)
        XCTAssertTrue(model.state.flipped, "the person's side at the bottom")
        await waitUntil("the AI's opening", model) { $0.state.humanToMove }
        XCTAssertEqual(model.state.lastMove?.side, .white)
    }

    @MainActor
    func testTapsSelectShowTargetsAndPlay() {
        let model = makeModel(options(white: .human, black: .human))
        model.tap(index("c2", model))
        XCTAssertNil(model.state.notice)
        XCTAssertTrue(pointState("c2", model).selected)
        XCTAssertTrue(pointState("c3", model).target)
        XCTAssertFalse(pointState("c2", model).accessibilityLabel.isEmpty)

        model.tap(index("c3", model))
        XCTAssertEqual(model.state.moveList, ["c2-c3"])
        XCTAssertEqual(model.animation?.move.notation, "c2-c3")
        XCTAssertEqual(model.animation?.fromStep, 0)
        XCTAssertEqual(model.animation?.duration ?? -1, Double(model.animation?.played.hopMs ?? 0) / 1000, accuracy: 1e-9, "one hop")
        XCTAssertEqual(model.state.sideToMove, .black)
        XCTAssertEqual(model.state.moveRows.map(\.text), ["1. c2-c3"])
    }

    @MainActor
    func testAWrongTapShowsTheCoresReasonAndChangesNothing() {
        let model = makeModel(options(white: .human, black: .human))
        let before = model.state.points
        model.tap(index("c3", model))
        XCTAssertEqual(model.state.notice?.contains("empty"), true, model.state.notice ?? "no notice")
        XCTAssertEqual(model.state.points, before)
        model.dismissNotice()
        XCTAssertNil(model.state.notice)
    }

    @MainActor
    func testACaptureIsEnteredJumpByJump() {
        let model = makeModel(options(white: .human, black: .human))
        XCTAssertTrue(model.importRecord("[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*"))
        XCTAssertTrue(model.state.statusText.contains("capture is compulsory"), model.state.statusText)
        tapMove("b2-b4", model)
        XCTAssertTrue(model.state.keepJumping)
        XCTAssertEqual(model.state.pendingPath, [index("b2", model), index("b4", model)])
        XCTAssertTrue(model.state.statusText.contains("keep jumping"), model.state.statusText)

        model.clearSelection()
        XCTAssertFalse(model.state.keepJumping, "the capture can be started again")
        XCTAssertEqual(pointState("b2", model).piece, .white)
        tapMove("b2-b4", model)
        model.tap(index("d2", model))
        model.tap(index("d4", model))
        XCTAssertEqual(model.state.lastMove?.notation, "b2-b4-d2-d4")
        XCTAssertEqual(model.animation?.fromStep, 2, "only the last jump is still to be shown")
        XCTAssertEqual(model.animation?.duration ?? -1, Double(model.animation?.played.hopMs ?? 0) / 1000, accuracy: 1e-9, "the last jump only: one hop, in the core's time")
        XCTAssertEqual(model.state.status, .won(winner: .white, reason: .noPiecesLeft))
        XCTAssertFalse(model.state.canHint)
        XCTAssertTrue(model.state.gameOver.contains { $0.action == .review })
    }

    @MainActor
    func testTheAIRepliesByItselfAndUndoReturnsToTheHuman() async {
        let model = makeModel(options(white: .human, black: .ai(level: .beginner)))
        tapMove("c2-c3", model)
        await waitUntil("the AI's reply", model) { $0.state.moveList.count == 2 && $0.animation?.move.side == .black }
        XCTAssertEqual(model.state.moveList, ["c2-c3", "c4-c2"], "the only legal reply")
        XCTAssertTrue(model.state.humanToMove)
        XCTAssertEqual(model.state.caption, "", "nothing of the search, and no verdict unasked")
        XCTAssertNil(model.state.notice)

        model.undo()
        XCTAssertTrue(model.state.moveList.isEmpty, "undo goes back to the human's turn")
        XCTAssertTrue(model.state.canRedo)
        XCTAssertNil(model.animation)
        model.redo()
        XCTAssertEqual(model.state.moveList, ["c2-c3", "c4-c2"])
    }

    @MainActor
    func testTheBackgroundStopsTheAIAndTheForegroundLetsItPlay() async {
        // An opening off the shipped proof, so that Master searches (from the start it plays
        // the proof's move at once, with no search to see).
        let model = makeModel(options(white: .human, black: .human))
        XCTAssertTrue(model.importRecord("1. d3-c3 b3-d3 2. e3-c3 d4-e3 *"))
        model.setOptions(options(white: .ai(level: .master), black: .human))
        await waitUntil("the computer thinking", model) { $0.state.thinking }
        XCTAssertEqual(model.state.caption, "", "nothing of its search shows")
        model.pause()
        XCTAssertFalse(model.state.thinking, "no search in the background")
        XCTAssertEqual(model.state.moveList.count, 4, "the stopped search played nothing")
        model.setOptions(options(white: .ai(level: .beginner), black: .human))
        model.resume()
        await waitUntil("the AI's move", model) { $0.state.moveList.count == 5 }
    }

    @MainActor
    func testAHintIsShownNotPlayedAndCanBeStopped() async {
        let model = makeModel(options(white: .human, black: .ai(level: .hard)))
        XCTAssertEqual(model.state.hintCommand, .hint)
        model.pressHint()
        await waitUntil("the hint", model) { $0.state.hint != nil }
        XCTAssertEqual(model.state.hint?.side, .white)
        XCTAssertTrue(model.state.moveList.isEmpty, "a hint is not played")
        tapMove("c2-c3", model)
        XCTAssertNil(model.state.hint, "the hint goes once a move is played")

        // Reversal allowed: nothing is proved, so the hint searches, and can be stopped.
        var withDraws = options(white: .human, black: .human)
        withDraws.reversalAllowed = true
        let searching = makeModel(withDraws)
        searching.pressHint()
        XCTAssertTrue(searching.state.hinting)
        XCTAssertEqual(searching.state.hintCommand, .stop, "a second press stops it")
        searching.pressHint()
        XCTAssertFalse(searching.state.hinting)
        XCTAssertNil(searching.state.hint)
    }

    @MainActor
    func testTheGameAndTheSettingsComeBackFromTheStore() async {
        let place = folder()
        let store = Store(folder: place.path)
        let first = await GameViewModel.open(store: store, seed: 1)
        var chosen = options(white: .human, black: .human)
        chosen.showTargets = false
        first.setOptions(chosen)
        tapMove("c2-c3", first)
        await store.flush()

        let second = await GameViewModel.open(store: Store(folder: place.path), seed: 1)
        XCTAssertEqual(second.options, first.options)
        XCTAssertEqual(second.state.moveList, ["c2-c3"])
        XCTAssertNil(second.state.firstGame, "a saved game was found")
    }

    @MainActor
    func testAnUnreadableSaveIsSetAsideAndANewGameSaysSo() async throws {
        let place = folder()
        try Data("this is not a game record".utf8).write(to: place.appendingPathComponent("session.txt"))
        let model = await GameViewModel.open(store: Store(folder: place.path), seed: 1)
        XCTAssertTrue(model.state.moveList.isEmpty)
        XCTAssertTrue(
            model.state.notice?.hasPrefix("The saved game could not be read") ?? false,
            "the player is told why a new game began")
        let names = try FileManager.default.contentsOfDirectory(atPath: place.path)
        XCTAssertTrue(names.contains { $0.hasPrefix("session.unreadable-") }, "kept aside: \(names)")
    }

    @MainActor
    func testARecordOpenedCanBeUndoneAndABadOneIsRefused() {
        let model = makeModel(options(white: .human, black: .human))
        tapMove("c2-c3", model)
        XCTAssertFalse(model.importRecord("1. e5-e4"))
        XCTAssertNotNil(model.state.notice)
        XCTAssertEqual(model.state.moveList, ["c2-c3"])
        XCTAssertTrue(model.importRecord("1. d3-c3 b3-d3 *"))
        XCTAssertEqual(model.state.moveList, ["d3-c3", "b3-d3"])
        XCTAssertTrue(model.state.notice?.contains("Undo") ?? false)
        model.undo()
        XCTAssertEqual(model.state.moveList, ["c2-c3"], "the game played is back")
    }

    @MainActor
    func testARecordFileIsReadOffTheMainThread() async throws {
        let file = folder().appendingPathComponent("game.txt")
        try Data("1. c2-c3 *".utf8).write(to: file)
        let model = makeModel(options(white: .human, black: .human))
        model.openRecord(file) { reason in XCTFail(reason) }
        await waitUntil("the record opened", model) { $0.state.moveList == ["c2-c3"] }
    }

    @MainActor
    func testRuleOptionsApplyFromTheNextGame() {
        let model = makeModel(options(white: .human, black: .human))
        tapMove("c2-c3", model)
        var changed = model.options
        changed.variant = .alfonso
        model.setOptions(changed)
        XCTAssertEqual(model.rules.title, variantTitle(variant: .standard), "the game in progress keeps its rules")
        XCTAssertTrue(model.state.rulesChangeNextGame)
        XCTAssertNotNil(model.rules.nextGameNote, "the rules page says so")
        XCTAssertTrue(model.state.confirmNewGame)
        model.newGame()
        XCTAssertEqual(model.rules.title, variantTitle(variant: .alfonso))
        XCTAssertFalse(model.state.rulesChangeNextGame)
    }

    @MainActor
    func testTheRulesPageAndTheMenusReadTheCore() {
        let model = makeModel(options(white: .human, black: .human))
        let start = model.rules.start
        XCTAssertEqual(start.map(\.index), Array(Int32(0)..<Int32(25)))
        XCTAssertEqual(start.filter { $0.piece == .white }.count, 12)
        XCTAssertFalse(start.contains { $0.selectable }, "nothing to tap in a drawing")
        XCTAssertFalse(model.rules.paragraphs.isEmpty)
        XCTAssertNil(model.rules.nextGameNote, "the options' rules are the game's")
        XCTAssertEqual(model.optionsState.variants, variants())
        XCTAssertTrue(
            aboutState(platform: .ios, appVersion: "1.0", libraries: []).crates
                .contains { $0.name == "uniffi" && $0.license == "MPL-2.0" },
            "the Rust crates the engine links are listed with their licences")
    }

    @MainActor
    func testTheMoveListIsNumberedByTheCore() {
        let model = makeModel(options(white: .human, black: .human))
        XCTAssertTrue(model.importRecord("[Position \"-----/-----/-bbb-/-w---/----- b - 0\"]\n*"))
        tapMove("b3-b1", model)
        XCTAssertEqual(model.state.moveRows.map(\.text), ["1. … b3-b1"], "the record began with Black")
    }

    // MARK: Cues and the game's end

    /// The last capture (b2-b4-d2-d4, taking Black's last pieces) by a person (White) against
    /// the computer, with its cues recorded: each with the delay it was scheduled at.
    @MainActor
    private func lastCapture(_ output: RecordingOutput) -> GameViewModel {
        let cues = CuePlayer(output: output) { delay, run in
            output.delays.append(delay)
            run()
        }
        let model = GameViewModel(
            session: GameSession.withSeed(options: options(white: .human, black: .ai(level: .beginner)), seed: 3),
            cues: cues)
        XCTAssertTrue(model.importRecord("[Position \"-----/-----/-bbb-/-w---/----- w - 0\"]\n*"))
        XCTAssertTrue(model.state.gameOver.isEmpty, "nothing offered while the game goes on")
        for name in ["b2", "b4", "d2", "d4"] {
            model.tap(index(name, model))
        }
        return model
    }

    @MainActor
    func testACaptureOfThreeHopsSoundsEachHopThenItsEndAndTheWin() {
        let output = RecordingOutput()
        let model = lastCapture(output)
        XCTAssertEqual(output.sounds, [.captureHop1, .captureHop2, .captureHop3, .captureEnd, .win])
        XCTAssertEqual(output.sounds.filter { $0 == .captureEnd }.count, 1)
        XCTAssertEqual(output.delays.count, 3, "the last hop, the end and the win wait for the animation")
        XCTAssertEqual(output.delays, output.delays.sorted())
        XCTAssertEqual(output.haptics.filter { $0 == .capture }.count, 3)
        XCTAssertEqual(output.haptics.last, .success)
        XCTAssertEqual(output.said, ["White wins: Black has no pieces left."], "the result is announced")
        XCTAssertEqual(model.state.status, .won(winner: .white, reason: .noPiecesLeft))
    }

    @MainActor
    func testSoundsAndTouchesFollowTheSettings() {
        let output = RecordingOutput()
        let cues = CuePlayer(output: output) { _, run in run() }
        let model = GameViewModel(session: GameSession.withSeed(options: options(white: .human, black: .human), seed: 3), cues: cues)
        var quiet = model.options
        quiet.sound = false
        quiet.haptics = false
        model.setOptions(quiet)
        tapMove("c2-c3", model)
        XCTAssertTrue(output.sounds.isEmpty && output.haptics.isEmpty)
        XCTAssertFalse(model.options.sound)
    }

    @MainActor
    func testGameOverOffersPlayAgainSwapSidesAndReviewInTheCoresOrder() {
        let model = lastCapture(RecordingOutput())
        XCTAssertEqual(model.state.gameOver.map(\.action), [.playAgain, .swapSides, .review])
        XCTAssertEqual(model.state.gameOver.map(\.title), ["Play again", "Swap sides", "Review"])
        model.playAgain()
        XCTAssertTrue(model.state.moveList.isEmpty && model.state.gameOver.isEmpty)
        XCTAssertEqual(model.options.white, .human)
        XCTAssertEqual(model.options.black, .ai(level: .beginner))
    }

    @MainActor
    func testSwapSidesGivesThePersonTheOtherColour() async {
        let model = lastCapture(RecordingOutput())
        model.swapSides()
        XCTAssertEqual(model.options.white, .ai(level: .beginner))
        XCTAssertEqual(model.options.black, .human)
        XCTAssertTrue(model.state.flipped, "the person's side at the bottom")
        await waitUntil("the computer's opening", model) { $0.state.humanToMove }
        XCTAssertEqual(model.state.lastMove?.side, .white)
    }

    @MainActor
    func testTheOptionsApplyEachChangeAtOnceAndShowPerfectPlayOnlyWhenAsked() async {
        let model = makeModel(options(white: .human, black: .human))
        let shown = model.optionsState
        XCTAssertEqual(shown.switches.map(\.key), [.reversal, .showTargets, .showNotation, .showProofs, .sound, .haptics])
        XCTAssertEqual(model.state.caption, "", "no verdict unless asked for")
        model.setSwitch(.showProofs, true)
        XCTAssertTrue(model.options.showProofs, "the model keeps up with the session")
        await waitUntil("what perfect play proves", model) { $0.state.caption == "White wins with perfect play" }
        let beginner = shown.players.firstIndex { $0.player == .ai(level: .beginner) }!
        model.choosePlayer(.black, beginner)
        XCTAssertEqual(model.options.black, .ai(level: .beginner))
        XCTAssertEqual(model.optionsState.picks[1].selected, UInt32(beginner))
        let before = model.options
        model.chooseVariant(shown.variants.count)
        XCTAssertEqual(model.options, before, "a choice past the list changes nothing")
        model.chooseVariant(1)
        XCTAssertEqual(model.options.variant, shown.variants[1].variant)
    }
}

/// Keeps what the cue player would have played, touched and said.
@MainActor
final class RecordingOutput: CueOutput {
    var sounds: [Sound] = []
    var haptics: [Haptic] = []
    var said: [String] = []
    var delays: [TimeInterval] = []

    func play(_ sound: Sound) { sounds.append(sound) }
    func touch(_ haptic: Haptic) { haptics.append(haptic) }
    func announce(_ text: String) { said.append(text) }
}

extension GameState {
    /// A person is to move: the board offers pieces to select (the state no longer says it in a
    /// field of its own, as no screen read it).
    var humanToMove: Bool { board.points.contains { $0.selectable } }
}
