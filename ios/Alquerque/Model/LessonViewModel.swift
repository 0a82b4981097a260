import Foundation
import Observation

/// The lesson screen's model: the core's `Lesson` (its steps, its judging, the board), and the
/// calls the screen makes on it. It mirrors Android's `LessonController`. Judging a try is the
/// rules' work: every call answers at once.
@MainActor
@Observable
final class LessonViewModel {
    /// Everything the screen shows, as the core computed it.
    private(set) var state: LessonState
    /// The move that did the step, which the board animates.
    private(set) var animation: MoveAnimation? = nil

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    @ObservationIgnored private let lesson: Lesson
    @ObservationIgnored private var animations = 0
    /// Plays the cues and says the words of each change (a recorder in the tests).
    @ObservationIgnored private let cues: CuePlayer
    /// The player's sound and touch settings (the game's options; on until they are read).
    @ObservationIgnored var settings: (@MainActor () -> Options?) = { nil }

    init(lesson: Lesson = Lesson(), cues: CuePlayer = CuePlayer()) {
        self.lesson = lesson
        self.cues = cues
        geometry = boardGeometry()
        state = lesson.state()
        cues.show(state.board, played: nil, sound: true, haptics: true)
    }

    /// The lesson kept in `store`, opened where the person left it (read off the main thread).
    static func open(store: Store) async -> LessonViewModel {
        LessonViewModel(lesson: await openLesson(store: store))
    }

    // MARK: - The calls, as Android's LessonController makes them

    /// A tap on point `point`: a move that does the step is animated.
    func tap(_ point: Int32) {
        if case .done(let played)? = try? lesson.tap(point: point) {
            refresh(played)
        } else {
            // A wrong try's reason is the state's line.
            refresh(nil)
        }
    }

    func clearSelection() { act { $0.clearSelection() } }

    func next() { act { _ = $0.next() } }

    func previous() { act { _ = $0.previous() } }

    func restart() { act { $0.restart() } }

    /// Opens step `step` (from 0) at its start.
    func goTo(_ step: UInt32) { act { _ = $0.goTo(step: step) } }

    /// The lesson opened again: where it was left, or from the start once finished.
    func reopen() { act { $0.reopen() } }

    private func act(_ call: (Lesson) -> Void) {
        call(lesson)
        refresh(nil)
    }

    private func refresh(_ played: PlayedMove?) {
        let current = lesson.state()
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
