import Foundation
import Observation

/// The puzzle screen's model: the core's `Puzzles` (the shipped set, the progress and the
/// puzzle on screen, all kept in the app's store; every move judged off the main thread), and
/// the calls the screen makes on them. It mirrors Android's `PuzzleController`.
@MainActor
@Observable
final class PuzzleViewModel {
    /// Everything the screen shows, as the core computed it.
    private(set) var state: PuzzleState
    /// The engine's reply (or the winning move) the board animates now.
    private(set) var animation: MoveAnimation? = nil

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    @ObservationIgnored private let puzzles: Puzzles
    @ObservationIgnored private var animations = 0
    /// Plays the cues and says the words of each change (a recorder in the tests).
    @ObservationIgnored private let cues: CuePlayer
    /// The player's sound and touch settings (the game's options; on until they are read).
    @ObservationIgnored var settings: (@MainActor () -> Options?) = { nil }

    init(puzzles: Puzzles, cues: CuePlayer = CuePlayer()) {
        self.puzzles = puzzles
        self.cues = cues
        geometry = boardGeometry()
        state = puzzles.state()
        cues.show(state.board, played: nil, sound: true, haptics: true)
        puzzles.setObserver(observer: ChangeRelay { [weak self] played in
            self?.refresh(played)
        })
    }

    /// The player's puzzles from `store`, read off the main thread.
    static func open(store: Store) async -> PuzzleViewModel {
        PuzzleViewModel(puzzles: await openPuzzles(store: store))
    }

    // MARK: - The calls, as Android's PuzzleController makes them

    /// A tap on point `point`: a move it completes is animated now and judged meanwhile; the
    /// reply is animated later.
    func tap(_ point: Int32) {
        if case .played(let played)? = try? puzzles.tap(point: point) {
            refresh(played)
        } else {
            // A refusal's reason is the state's notice.
            refresh(nil)
        }
    }

    func clearSelection() { act { $0.clearSelection() } }

    func hint() { act { $0.hint() } }

    func restart() { act { $0.restart() } }

    func next() { act { $0.next() } }

    func open(_ number: UInt32) { act { _ = $0.open(number: number) } }

    /// Every puzzle, each marked if solved.
    func list() -> [PuzzleInfo] {
        puzzles.list()
    }

    private func act(_ call: (Puzzles) -> Void) {
        call(puzzles)
        refresh(nil)
    }

    private func refresh(_ played: PlayedMove?) {
        let current = puzzles.state()
        if current != state {
            state = current
        }
        if let played {
            animations += 1
            animation = MoveAnimation(id: animations, played: played)
        }
        let options = settings()
        cues.show(current.board, played: played, sound: options?.sound ?? true, haptics: options?.haptics ?? true)
    }
}
