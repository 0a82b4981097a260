import Foundation
import Observation

/// The puzzle screen's model: the core's `Puzzles` (the shipped set, the progress and the
/// puzzle on screen, all kept in the app's store; every move judged off the main thread), and
/// the calls the screen makes on them. It mirrors Android's `PuzzleController`.
@MainActor
@Observable
final class PuzzleViewModel: ViewModel<Puzzles, PuzzleState> {
    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    init(puzzles: Puzzles, cues: CuePlayer = CuePlayer()) {
        geometry = boardGeometry()
        super.init(
            model: puzzles, read: { $0.state() }, observe: { $0.setObserver(observer: $1) },
            cues: cues, board: { $0.board }, feedback: { $0.feedback })
    }

    /// The player's puzzles from `store`, read off the main thread.
    static func open(store: Store) async -> PuzzleViewModel {
        PuzzleViewModel(puzzles: await openPuzzles(store: store))
    }

    // MARK: - The calls, as Android's PuzzleController makes them

    /// A tap on point `point`: a move it completes is animated now and judged meanwhile; the
    /// reply is animated later.
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    func hint() { act { $0.hint() } }

    func restart() { act { $0.restart() } }

    func next() { act { $0.next() } }

    /// The puzzle before this one in the set (wrapping round to the last).
    func previous() { act { $0.previous() } }

    func open(_ number: UInt32) { act { _ = $0.open(number: number) } }

    /// Every puzzle, each marked if solved.
    func list() -> [PuzzleInfo] {
        model.list()
    }

    /// The list screen: every puzzle (or the unsolved ones) by length or by theme, each
    /// marked if solved.
    func listState() -> PuzzleListState {
        model.listState()
    }

    /// Groups the list by length or by theme.
    func setListGrouping(_ grouping: PuzzleGrouping) { act { $0.setListGrouping(grouping: grouping) } }

    /// Lists only the puzzles not solved yet, or all.
    func setUnsolvedOnly(_ unsolvedOnly: Bool) { act { $0.setUnsolvedOnly(unsolvedOnly: unsolvedOnly) } }
}
