import Foundation
import Observation

/// The game screen's model: the `GameSession`, which decides everything (what a tap means, when
/// the AI moves, what is shown, what is saved, and where), and the calls the screen makes on
/// it. It mirrors Android's `GameController` method for method; the state it publishes is the
/// core's, read again after each call and whenever the core says it changed by itself.
@MainActor
@Observable
final class GameViewModel: ViewModel<GameSession, GameState> {
    /// The settings, as the session holds them.
    private(set) var options: Options

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry
    /// The AI levels for menus, weakest first, from the core.
    let levels: [LevelInfo]

    init(session: GameSession, cues: CuePlayer = CuePlayer()) {
        geometry = boardGeometry()
        levels = aiLevels()
        options = session.options()
        super.init(
            model: session, read: { $0.state() }, observe: { $0.setObserver(observer: $1) },
            cues: cues, board: { $0.board }, feedback: { $0.feedback })
        // Sound and touch as the session's options say.
        settings = { [weak self] in self?.options }
    }

    /// The app's game from `store`: the saved one, or a new one (the board then asks the first
    /// launch's question, or says why a save could not be read). Read off the main thread.
    static func open(store: Store, seed: UInt64? = nil) async -> GameViewModel {
        GameViewModel(session: await openGame(store: store, seed: seed))
    }

    // MARK: - The calls, as Android's GameController makes them

    /// A tap on point `point` (0 = a1 … 24 = e5): a move it completes is animated.
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    func dismissNotice() { act { $0.dismissNotice() } }

    func newGame() { act { $0.newGame() } }

    /// Game over: the same players on the same sides again.
    func playAgain() { act { $0.playAgain() } }

    /// Game over: a new game with the players' sides swapped.
    func swapSides() { act { $0.swapSides() } }

    func undo() { act { _ = $0.undo() } }

    func redo() { act { _ = $0.redo() } }

    /// The hint command: asks for a hint, or stops the one being looked for (the session decides).
    func pressHint() { act { $0.pressHint() } }

    func setOptions(_ newOptions: Options) {
        guard newOptions != options else { return }
        act { $0.setOptions(options: newOptions) }
    }

    /// The options screen's state: every word, choice and switch.
    var optionsState: OptionsState { model.optionsState() }

    /// One switch of the options, applied at once.
    func setSwitch(_ key: OptionKey, _ on: Bool) { act { $0.setSwitch(key: key, on: on) } }

    /// Who plays `side`: the player at `index` of the options' players, applied at once.
    func choosePlayer(_ side: Side, _ index: Int) {
        answer { $0.choosePlayer(side: side, index: UInt32(clamping: index)) }
    }

    /// The variant at `index` of the options' variants, from the next new game.
    func chooseVariant(_ index: Int) { answer { $0.chooseVariant(index: UInt32(clamping: index)) } }

    /// The first launch's answer: `choice`, or nil to keep the game set up.
    func chooseFirstGame(_ choice: FirstGameChoice?) { act { $0.chooseFirstGame(choice: choice) } }

    /// Opens the game `record` holds (Undo brings back the one it replaces); one that does not
    /// read changes nothing and the notice says why. Returns whether it was opened.
    @discardableResult
    func importRecord(_ record: String) -> Bool {
        let outcome = model.importRecord(record: record)
        publish(nil)
        if case .done = outcome { return true }
        return false
    }

    /// Opens the record in the file at `url`, read off the main thread and no further than a
    /// record can be long; `failed` hears why a file could not be read.
    func openRecord(_ url: URL, failed: @escaping @MainActor (String) -> Void) {
        Task {
            switch await readDocument(url) {
            case .success(let bytes): importRecord(String(decoding: bytes, as: UTF8.self))
            case .failure(let error): failed(error.localizedDescription)
            }
        }
    }

    /// The game as a game record, for copying and sharing.
    func exportRecord() -> String {
        model.exportRecord()
    }

    /// The review of the game as it stands (the one already running or done for it, if any).
    func review() -> ReviewViewModel {
        let review = ReviewViewModel(run: model.review())
        // Its drill sounds as the game's options say.
        review.settings = settings
        return review
    }

    /// The analysis board at the game's position as it stands (the game is not touched).
    func analysis() -> AnalysisViewModel {
        AnalysisViewModel(board: model.analysis())
    }

    /// The rules screen's state: the rules of the game being played.
    var rules: RulesState { model.rules() }

    /// Of a game with a friend: the Send button and the turn line; nil for any other game.
    var friendPlay: FriendPlayState? { model.friendPlay() }

    /// "Send my move": the words and the link to share, the moves in it no longer taken back;
    /// nil when refused (the reason is the board's notice).
    func sendMove() -> String? {
        let text = model.sendMove()
        publish(nil)
        return text
    }

    /// The app went to the background: the AI stops searching.
    func pause() { act { $0.pause() } }

    /// The app is in front again: the AI moves if it is its turn.
    func resume() { act { $0.resume() } }

    // MARK: - Keeping up with the session

    /// The state, the options (read first: the cues play as they say), and the animation,
    /// dropped once the board shows another move than the one animated.
    override func publish(_ played: PlayedMove?) {
        let current = model.options()
        if current != options {
            options = current
        }
        super.publish(played)
    }
}

/// The bytes of the document at `url` (opened with the app, shared to it or chosen in Game
/// Record), read off the main thread and no further than a record can be long: one byte past
/// the longest, so that the engine then says it is too long. As Android's `readDocument`.
func readDocument(_ url: URL) async -> Result<Data, Error> {
    let limit = Int(maxRecordBytes()) + 1
    return await Task.detached(priority: .userInitiated) { () -> Result<Data, Error> in
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        return Result {
            let file = try FileHandle(forReadingFrom: url)
            defer { try? file.close() }
            return try file.read(upToCount: limit) ?? Data()
        }
    }.value
}
