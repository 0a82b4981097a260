import Foundation
import Observation

/// The endgame trainer's model: the core's `EndgameTrainer` (a won position from the endgame
/// tables, each move judged by them) and the calls the screen makes on it. It mirrors Android's
/// `EndgameController`. Judging a move is a probe of the tables, not a search: every call
/// answers at once.
@MainActor
@Observable
final class EndgameViewModel: ViewModel<EndgameTrainer, EndgameState> {
    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    /// The trainer changes only when called: it needs no observer.
    init(trainer: EndgameTrainer, cues: CuePlayer = CuePlayer()) {
        geometry = boardGeometry()
        super.init(model: trainer, read: { $0.state() }, observe: nil, cues: cues, board: { $0.board }, feedback: { $0.feedback })
    }

    /// The trainer at its first level, its tables read and its first position drawn off the
    /// main thread.
    static func open() async -> EndgameViewModel {
        let trainer = await Task.detached { EndgameTrainer(level: 1) }.value
        return EndgameViewModel(trainer: trainer)
    }

    // MARK: - The calls, as Android's EndgameController makes them

    /// A tap on point `point`: a kept move's reply, or the winning move, is animated.
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    /// Another position of the same level.
    func nextPosition() { act { $0.nextPosition() } }

    /// One level easier (nothing at the first).
    func easier() { act { _ = $0.easier() } }

    /// One level harder (nothing at the last the tables hold).
    func harder() { act { _ = $0.harder() } }
}
