import Foundation
import Observation

/// The lesson screen's model: the core's `Lesson` (its steps, its judging, the board), and the
/// calls the screen makes on it. It mirrors Android's `LessonController`. Judging a try is the
/// rules' work: every call answers at once.
@MainActor
@Observable
final class LessonViewModel: ViewModel<Lesson, LessonState> {
    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    /// The lesson changes only when called: it needs no observer.
    init(lesson: Lesson = Lesson(), cues: CuePlayer = CuePlayer()) {
        geometry = boardGeometry()
        super.init(model: lesson, read: { $0.state() }, observe: nil, cues: cues, board: { $0.board }, feedback: { $0.feedback })
    }

    /// The lesson kept in `store`, opened where the person left it (read off the main thread).
    static func open(store: Store) async -> LessonViewModel {
        LessonViewModel(lesson: await openLesson(store: store))
    }

    // MARK: - The calls, as Android's LessonController makes them

    /// A tap on point `point`: a move that does the step is animated.
    func tap(_ point: Int32) { answer { $0.tap(point: point) } }

    func clearSelection() { act { $0.clearSelection() } }

    /// The forward button, as the state's `forward` offers it: the next step, or, the lesson
    /// over, `true`: the screen closes (the lesson decides).
    func forward() -> Bool {
        let close = model.forward()
        publish(nil)
        return close
    }

    func previous() { act { _ = $0.previous() } }

    func restart() { act { $0.restart() } }

    /// Opens step `step` (from 0) at its start.
    func goTo(_ step: UInt32) { act { _ = $0.goTo(step: step) } }

    /// The lesson opened again: where it was left, or from the start once finished.
    func reopen() { act { $0.reopen() } }
}
