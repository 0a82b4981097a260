import Foundation
import Observation

/// The review screen's model: a `ReviewRun` the game's session hands out (the same one again
/// for the same game, so the screen closed and opened again picks it up where it is), and the
/// calls the screen makes on it. It mirrors Android's `ReviewController`.
@MainActor
@Observable
final class ReviewViewModel: ViewModel<ReviewRun, ReviewState> {
    init(run: ReviewRun) {
        super.init(model: run, read: { $0.state() }, observe: { $0.setObserver(observer: $1) })
    }

    // MARK: - The calls, as Android's ReviewController makes them

    /// Shows ply `index` (of the review's plies).
    func select(_ index: Int) { act { _ = $0.select(ply: UInt32(clamping: index)) } }

    /// Shows the ply before the one shown.
    func previous() { act { _ = $0.previous() } }

    /// Shows the ply after the one shown.
    func next() { act { _ = $0.next() } }

    /// A swipe across the board: the core says which way shows which ply.
    func swipe(_ swipe: Swipe) { act { _ = $0.swipe(swipe: swipe) } }

    /// Stops the review: it ends with the plies reviewed so far.
    func cancel() { act { $0.cancel() } }

    /// The drill through the person's mistakes, once the review has ended (else nil); it
    /// sounds as this review's settings say.
    func drill() -> DrillViewModel? {
        guard let drill = model.drill() else { return nil }
        let shown = DrillViewModel(drill: drill)
        shown.settings = settings
        return shown
    }
}
