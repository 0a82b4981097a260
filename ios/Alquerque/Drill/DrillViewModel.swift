import Foundation
import Observation

/// The mistake drill's model: the `MistakeDrill` a finished review hands out (the same one again
/// for the same review, so the screen closed and opened again finds it where it was), and the
/// calls the screen makes on it. The core judges a try off the main thread and says when. It
/// mirrors Android's `DrillController`.
@MainActor
@Observable
final class DrillViewModel: ViewModel<MistakeDrill, DrillState>, Identifiable {
    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    init(drill: MistakeDrill, cues: CuePlayer = CuePlayer()) {
        geometry = boardGeometry()
        super.init(
            model: drill, read: { $0.state() }, observe: { $0.setObserver(observer: $1) },
            cues: cues, board: { $0.board }, feedback: { $0.feedback })
    }

    // MARK: - The calls, as Android's DrillController makes them

    /// A tap on point `point`: a whole move is judged off the main thread.
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    func next() { act { _ = $0.next() } }

    func previous() { act { _ = $0.previous() } }

    /// Shows the better move and its line, worked out off the main thread.
    func showSolution() { answer { $0.showSolution() } }

    /// Leaves this mistake unsolved and goes on to the next.
    func skip() { answer { $0.skip() } }

    /// Stops a try being judged (the screen is closing).
    func cancel() { act { $0.cancel() } }
}
