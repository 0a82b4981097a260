import Foundation
import Observation

/// The review screen's model: a `ReviewRun` the game's session hands out (the same one again
/// for the same game, so the screen closed and opened again picks it up where it is), and the
/// calls the screen makes on it. It mirrors Android's `ReviewController`.
@MainActor
@Observable
final class ReviewViewModel {
    /// Where the review stands: its progress, the finished review, the ply shown, the words.
    private(set) var state: ReviewState

    @ObservationIgnored private let run: ReviewRun

    init(run: ReviewRun) {
        self.run = run
        state = run.state()
        run.setObserver(observer: ChangeRelay { [weak self] _ in
            self?.refresh()
        })
    }

    // MARK: - The calls, as Android's ReviewController makes them

    /// Shows ply `index` (of the review's plies).
    func select(_ index: Int) {
        _ = run.select(ply: UInt32(clamping: index))
        refresh()
    }

    /// Stops the review: it ends with the plies reviewed so far.
    func cancel() {
        run.cancel()
        refresh()
    }

    /// The drill through the person's mistakes, once the review has ended (else nil).
    func drill() -> DrillViewModel? {
        run.drill().map { DrillViewModel(drill: $0) }
    }

    private func refresh() {
        let current = run.state()
        if current != state {
            state = current
        }
    }
}
