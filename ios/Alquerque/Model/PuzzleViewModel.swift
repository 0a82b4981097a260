import Foundation
import Observation

/// Where the numbers of the solved puzzles live between launches.
@MainActor
protocol PuzzleProgressStore: AnyObject {
    /// The puzzles solved so far, by number.
    func load() -> [UInt32]
    /// Replaces the stored numbers.
    func save(_ solved: [UInt32])
}

/// Keeps the solved puzzles in the app's user defaults, beside nothing else: a list of numbers
/// is all the progress there is.
@MainActor
final class DefaultsPuzzleProgressStore: PuzzleProgressStore {
    private let defaults: UserDefaults
    private let key = "solvedPuzzles"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func load() -> [UInt32] {
        (defaults.array(forKey: key) as? [Int] ?? []).compactMap { UInt32(exactly: $0) }
    }

    func save(_ solved: [UInt32]) {
        defaults.set(solved.map { Int($0) }, forKey: key)
    }
}

/// Progress kept in memory only: for tests and previews.
@MainActor
final class MemoryPuzzleProgressStore: PuzzleProgressStore {
    private(set) var solved: [UInt32]

    init(solved: [UInt32] = []) {
        self.solved = solved
    }

    func load() -> [UInt32] { solved }

    func save(_ solved: [UInt32]) { self.solved = solved }
}

/// The puzzle screen's model: one `PuzzleSession` at a time, its state republished after every
/// call, and the solved puzzles stored as soon as one is solved. The core judges every move,
/// plays the defence and writes every line on screen.
@MainActor
@Observable
final class PuzzleViewModel {
    /// Everything the screen shows for the puzzle being solved, as the core computed it.
    private(set) var state: PuzzleState
    /// The puzzles solved so far, by number.
    private(set) var solved: Set<UInt32>
    /// Why the last tap did nothing, in the core's words; nil when all went well.
    private(set) var notice: String? = nil
    /// A move is being judged: taps wait.
    private(set) var isJudging = false

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry
    /// The shipped puzzles, fewest moves first, for the list.
    let list: [PuzzleInfo]

    @ObservationIgnored private var session: PuzzleSession
    @ObservationIgnored private let store: any PuzzleProgressStore

    /// Opens at the first puzzle not solved yet (the first of all when every one is).
    init(store: any PuzzleProgressStore) {
        self.store = store
        let solved = store.load()
        self.solved = Set(solved)
        geometry = boardGeometry()
        list = puzzles()
        let number = nextUnsolvedPuzzle(solved: solved, after: 0) ?? 1
        // The shipped set is never empty (a core test checks it), so puzzle 1 exists.
        session = startPuzzle(number: number)!
        state = session.state()
    }

    /// Whether puzzle `number` was solved before.
    func isSolved(_ number: UInt32) -> Bool {
        solved.contains(number)
    }

    /// Taps a point of the board. A completed move is judged off the main thread (the exact
    /// search takes milliseconds); the engine's answer comes with the new state.
    func tap(_ point: Int32) async {
        guard !isJudging else { return }
        isJudging = true
        defer { isJudging = false }
        let session = self.session
        // Plain values cross back to the main actor: whether the move solved the puzzle, or
        // the core's reason for refusing the tap.
        let (solvedNow, refusal) = await Task.detached { () -> (Bool, String?) in
            do {
                if case .moved(let outcome) = try session.tap(point: point),
                    case .solved = outcome
                {
                    return (true, nil)
                }
                return (false, nil)
            } catch {
                return (false, GameViewModel.message(for: error))
            }
        }.value
        guard session === self.session else { return }
        notice = refusal
        if solvedNow {
            markSolved(state.number)
        }
        state = session.state()
    }

    /// Shows which piece starts the win (the core's line under the board names it).
    func requestHint() async {
        let session = self.session
        _ = await Task.detached { session.hint() }.value
        guard session === self.session else { return }
        notice = nil
        state = session.state()
    }

    /// Starts the puzzle again from its position.
    func restart() {
        session.restart()
        notice = nil
        state = session.state()
    }

    /// Opens the next puzzle not solved yet, after this one (wrapping round); when every
    /// puzzle is solved, simply the next one.
    func next() {
        let count = UInt32(list.count)
        let after = state.number
        let number =
            nextUnsolvedPuzzle(solved: Array(solved), after: after) ?? (after % count + 1)
        open(number)
    }

    /// Opens puzzle `number` (from 1); a number outside the set changes nothing.
    func open(_ number: UInt32) {
        guard let started = startPuzzle(number: number) else { return }
        session = started
        notice = nil
        state = session.state()
    }

    private func markSolved(_ number: UInt32) {
        guard solved.insert(number).inserted else { return }
        store.save(solved.sorted())
    }
}
