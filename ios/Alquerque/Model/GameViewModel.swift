import Foundation
import Observation

/// A move for the board to animate: the piece travels along `move.path` from segment
/// `fromStep` on, and each piece it captures vanishes as it is jumped.
struct MoveAnimation: Equatable {
    /// Tells successive animations apart, even of equal moves.
    let id: Int
    /// The move, as the core described it.
    let move: MoveInfo
    /// The first segment of the path to show (jumps entered tap by tap were shown already).
    let fromStep: Int
}

/// The opponent chosen on first launch.
enum FirstGameChoice: Equatable {
    /// A person against the AI at `level`, the person playing `humanSide`.
    case computer(level: AiLevel, humanSide: Side)
    /// Two people taking turns on this device.
    case twoPlayers
}

/// The game screen's model: holds the one `GameSession`, republishes its state after every
/// call, lets the AI move when the state says so, relays the search's progress, and saves the
/// session after every change. Every decision about the game is the core's.
@MainActor
@Observable
final class GameViewModel {
    /// Everything the board screen draws, as the core computed it after the last call.
    private(set) var board: BoardState
    /// The settings, as the session holds them.
    private(set) var options: Options
    /// The latest snapshot of the running search (the AI's move or a hint); nil when none.
    private(set) var progress: ThinkingProgress? = nil
    /// The move the last hint suggested, until the game moves on.
    private(set) var hint: MoveInfo? = nil
    /// The AI's move is being searched.
    private(set) var isAIThinking = false
    /// A hint is being searched.
    private(set) var isHinting = false
    /// Why the last action did nothing, in the core's words; nil when all went well.
    private(set) var notice: String? = nil
    /// The move the board animates now.
    private(set) var animation: MoveAnimation? = nil
    /// No saved game was found at launch: the screen offers the choice of opponent, once. The
    /// default game (against the AI) stands until a choice is made.
    private(set) var offersFirstGameChoice = false

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry
    /// The AI levels for menus, weakest first, from the core.
    let levels: [LevelInfo]
    /// The rule variants for menus, the default first, from the core.
    let ruleVariants: [VariantInfo]
    /// The starting position's points (for the drawing on the Rules page), from the core's
    /// `startPieces()`; nothing on them is selectable.
    let startingPoints: [PointState]
    /// The third-party components the app ships (the Rust crates linked into the engine),
    /// generated from Cargo's metadata by the core, for the About page.
    let thirdPartyComponents: [ThirdPartyNotice]

    private let session: GameSession
    private let store: any StateStore
    /// A pause before each AI move, so the previous move's animation can be followed.
    private let aiPause: Duration
    @ObservationIgnored private var aiTask: Task<Void, Never>?
    @ObservationIgnored private var hintTask: Task<Void, Never>?
    /// Identifies the current search, so progress from an earlier one is dropped.
    @ObservationIgnored private var searchToken = 0
    @ObservationIgnored private var animationCount = 0
    @ObservationIgnored private var lastSaved: String?

    init(session: GameSession, store: any StateStore, aiPause: Duration = .milliseconds(450)) {
        self.session = session
        self.store = store
        self.aiPause = aiPause
        geometry = boardGeometry()
        levels = aiLevels()
        ruleVariants = variants()
        startingPoints = startPieces().enumerated().map { index, piece in
            PointState(
                index: Int32(index), piece: piece, selectable: false, selected: false,
                target: false, lastMove: false, hinted: false, accessibilityLabel: "")
        }
        thirdPartyComponents = thirdPartyNotices()
        board = session.state()
        options = session.options()
        refresh()
    }

    /// The app's model: the saved session when there is a readable one, else a new game with
    /// the default options. A save that cannot be read (I/O error, not UTF-8) or restored is set
    /// aside before anything is saved (never written over), and the player is told why a new
    /// game began.
    static func launch(store: any StateStore) -> GameViewModel {
        var session: GameSession?
        var failure: String?
        let saved = store.load()
        switch saved {
        case .none:
            break
        case .found(let text):
            do {
                session = try GameSession.restore(saved: text)
            } catch {
                failure = message(for: error)
            }
        case .unreadable(let reason):
            failure = reason
        }
        let keptAside = failure == nil || store.setAside()
        let model = GameViewModel(
            session: session ?? GameSession(options: defaultOptions()), store: store)
        model.offersFirstGameChoice = saved == .none
        if let failure {
            model.notice =
                keptAside
                ? "The saved game could not be read (\(failure)). It has been kept aside, and a new game has started."
                : "The saved game could not be read (\(failure)) nor moved aside. A new game has started; it will not be saved over the old one."
        }
        return model
    }

    // MARK: - What the screens read

    /// A search (the AI's move or a hint) is running.
    var isSearching: Bool {
        isAIThinking || isHinting
    }

    /// Whether the Hint button does something now.
    var canHint: Bool {
        board.humanToMove && !isSearching
    }

    /// The rules of the game being played, one paragraph per entry, from the core.
    var rulesParagraphs: [String] {
        rulesText(variant: board.variant, reversalAllowed: board.reversalAllowed)
    }

    /// The rule options differ from the game being played: they apply from the next new game.
    var rulesDifferFromGame: Bool {
        options.variant != board.variant || options.reversalAllowed != board.reversalAllowed
    }

    /// The current game as a game record, for copying and sharing.
    func exportRecord() -> String {
        session.exportRecord()
    }

    // MARK: - Actions

    /// A tap on point `point` (0 = a1 … 24 = e5): the core decides what it means.
    func tap(_ point: Int32) {
        do {
            let outcome = try session.tap(point: point)
            notice = nil
            if case .played(let move) = outcome {
                hint = nil
                // The jumps before the last one were shown as they were entered.
                animate(move, fromStep: max(move.path.count - 2, 0))
            }
        } catch {
            notice = Self.message(for: error)
        }
        refresh()
    }

    /// Puts down the selected piece, or abandons the capture being entered.
    func clearSelection() {
        session.clearSelection()
        refresh()
    }

    func newGame() {
        session.newGame()
        afterJump()
    }

    func undo() {
        guard session.undo() else { return }
        afterJump()
    }

    func redo() {
        guard session.redo() else { return }
        afterJump()
        if let move = board.lastMove {
            animate(move, fromStep: 0)
        }
    }

    /// A review of the game as it stands, for the review screen (the game may go on meanwhile).
    func makeReview() -> ReviewViewModel {
        ReviewViewModel(session: session)
    }

    /// Asks the core for a good move for the human to move; it is shown, not played.
    func requestHint() {
        guard canHint else { return }
        hint = nil
        notice = nil
        let token = nextSearchToken()
        let session = self.session
        let relay = ProgressRelay { [weak self] progress in
            self?.receive(progress, token: token)
        }
        isHinting = true
        hintTask = Task { [weak self] in
            let outcome = await session.hint(observer: relay)
            self?.hintFinished(outcome)
        }
    }

    /// Stops looking for a hint.
    func cancelHint() {
        guard hintTask != nil else { return }
        session.cancelThinking()
    }

    /// Changes the settings: players at once, rules from the next new game (the core's rule).
    func setOptions(_ newOptions: Options) {
        guard newOptions != options else { return }
        session.setOptions(options: newOptions)
        hint = nil
        refresh()
    }

    /// Changes one setting.
    func update<Value>(_ keyPath: WritableKeyPath<Options, Value>, to value: Value) {
        var changed = options
        changed[keyPath: keyPath] = value
        setOptions(changed)
    }

    /// Sets the players as chosen on first launch (the rules and display options stay as
    /// they are); the choice is offered no more.
    func chooseFirstGame(_ choice: FirstGameChoice) {
        var changed = options
        switch choice {
        case .computer(let level, let humanSide):
            changed.white = humanSide == .white ? .human : .ai(level: level)
            changed.black = humanSide == .black ? .human : .ai(level: level)
        case .twoPlayers:
            changed.white = .human
            changed.black = .human
        }
        offersFirstGameChoice = false
        setOptions(changed)
    }

    /// Keeps the default game; the first-launch choice is offered no more.
    func keepDefaultGame() {
        offersFirstGameChoice = false
    }

    /// Replaces the game by one read from a game record; on failure the core's reason is shown
    /// and nothing changes.
    @discardableResult
    func importRecord(_ record: String) -> Bool {
        do {
            try session.importRecord(record: record)
        } catch {
            notice = Self.message(for: error)
            return false
        }
        afterJump()
        return true
    }

    func dismissNotice() {
        notice = nil
    }

    /// Waits until no search runs. For tests: with the AI on both sides it waits for the end
    /// of the game.
    func waitUntilIdle() async {
        while true {
            if let task = aiTask {
                await task.value
            } else if let task = hintTask {
                await task.value
            } else {
                return
            }
        }
    }

    // MARK: - Keeping up with the session

    /// Reads the session back after a call: republishes what changed, saves, and lets the AI
    /// move if it is its turn.
    private func refresh() {
        let state = session.state()
        if state != board {
            board = state
        }
        let current = session.options()
        if current != options {
            options = current
        }
        if let animation, animation.move != board.lastMove {
            self.animation = nil
        }
        save()
        startAIIfNeeded()
    }

    /// After the game jumped (new game, undo, redo, import): any search was cancelled by the
    /// core, and what was shown for the old position goes.
    private func afterJump() {
        searchToken += 1
        progress = nil
        hint = nil
        notice = nil
        animation = nil
        refresh()
    }

    private func save() {
        let text = session.saveState()
        guard text != lastSaved else { return }
        store.save(text)
        lastSaved = text
    }

    private func startAIIfNeeded() {
        guard board.aiToMove, aiTask == nil, hintTask == nil else { return }
        let token = nextSearchToken()
        let session = self.session
        let pause = aiPause
        let relay = ProgressRelay { [weak self] progress in
            self?.receive(progress, token: token)
        }
        isAIThinking = true
        aiTask = Task { [weak self] in
            if pause > .zero {
                try? await Task.sleep(for: pause)
            }
            // If the game changed during the pause, the core answers for the game as it is now:
            // a move if the AI is still to move, else `.stale`.
            let outcome = await session.think(observer: relay)
            self?.aiFinished(outcome)
        }
    }

    private func aiFinished(_ outcome: SearchOutcome) {
        aiTask = nil
        isAIThinking = false
        progress = nil
        // A stale search played nothing; the board below shows the game as it is.
        if case .move(let move) = outcome {
            hint = nil
            animate(move, fromStep: 0)
        }
        // Plays on if the AI is to move again (AI against AI), or after a cancelled search.
        refresh()
    }

    private func hintFinished(_ outcome: SearchOutcome) {
        hintTask = nil
        isHinting = false
        progress = nil
        if case .move(let move) = outcome {
            hint = move
        }
        refresh()
    }

    private func receive(_ snapshot: ThinkingProgress, token: Int) {
        guard token == searchToken, isSearching else { return }
        progress = snapshot
        // The status line now says who is thinking.
        let state = session.state()
        if state != board {
            board = state
        }
    }

    private func nextSearchToken() -> Int {
        searchToken += 1
        return searchToken
    }

    private func animate(_ move: MoveInfo, fromStep: Int) {
        animationCount += 1
        animation = MoveAnimation(id: animationCount, move: move, fromStep: fromStep)
    }

    /// The sentence to show for an error from the core.
    nonisolated static func message(for error: any Error) -> String {
        if let error = error as? AlquerqueError {
            return error.message
        }
        return error.localizedDescription
    }
}
