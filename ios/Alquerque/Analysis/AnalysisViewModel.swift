import Foundation
import Observation

/// The analysis board's model: the core's `AnalysisBoard` at the game's position (its analysis
/// worked out off the main thread, stopped when the position changes), and the calls the
/// screen and its editor make on it. It mirrors Android's `AnalysisController`.
@MainActor
@Observable
final class AnalysisViewModel: ViewModel<AnalysisBoard, AnalysisState> {
    init(board: AnalysisBoard) {
        super.init(
            model: board, read: { $0.state() }, observe: { $0.setObserver(observer: $1) },
            board: { $0.board })
    }

    // MARK: - The calls, as Android's AnalysisController makes them

    /// A tap on point `point`: selects a piece, or plays the selected piece's move there (in
    /// the editor, changes the point).
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    /// Takes the last move played on the board back (forward plays it again).
    func back() { act { $0.back() } }

    /// Plays the line's next move again, animated.
    func forward() { answer { $0.forward() } }

    /// Opens or closes the editor; a board that is no position keeps it open and says why.
    func setEditing(_ editing: Bool) { answer { $0.setEditing(editing: editing) } }

    func setSideToMove(_ side: Side) { act { $0.setSideToMove(side: side) } }

    func clearBoard() { act { $0.clearBoard() } }

    /// The position text `text`; one that is not a position changes nothing and says why.
    func setPositionText(_ text: String) { answer { $0.setPositionText(text: text) } }

    /// The screen is left: the analysis stops.
    func pause() { act { $0.pause() } }

    /// The screen is back: an analysis stopped before it was done starts again.
    func resume() { act { $0.resume() } }
}
