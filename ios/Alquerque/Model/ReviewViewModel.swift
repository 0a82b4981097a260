import Foundation
import Observation

/// Receives a review's progress on the review's thread and hands it to the main actor.
final class ReviewRelay: ReviewObserver {
    private let deliver: @MainActor @Sendable (ReviewProgressInfo) -> Void

    init(_ deliver: @escaping @MainActor @Sendable (ReviewProgressInfo) -> Void) {
        self.deliver = deliver
    }

    /// Called by the core after each position, never on the main thread.
    func onProgress(progress: ReviewProgressInfo) {
        let deliver = self.deliver
        Task { @MainActor in
            deliver(progress)
        }
    }
}

/// The review screen's model: runs the core's review of the game (in the background, with
/// progress), and holds the ply the person picked. Every number, mark and word is the core's.
@MainActor
@Observable
final class ReviewViewModel {
    /// How far the review has got; nil before the first report.
    private(set) var progress: ReviewProgressInfo? = nil
    /// The finished (or cancelled) review; nil while it runs.
    private(set) var review: GameReview? = nil
    /// The ply shown on the board, an index into the review's plies.
    private(set) var selected: Int? = nil

    private let session: GameSession
    @ObservationIgnored private var task: Task<Void, Never>?

    /// A review of `session`'s game as it is now (moves taken back are not part of it).
    init(session: GameSession) {
        self.session = session
    }

    /// The ply shown, if any.
    var selectedPly: PlyReviewInfo? {
        guard let review, let selected, review.plies.indices.contains(selected) else { return nil }
        return review.plies[selected]
    }

    /// White's expected result over the game, 0 to 1, for the graph: before the first move,
    /// then after each ply.
    var graph: [Float] {
        guard let plies = review?.plies, let first = plies.first else { return [] }
        return [first.whiteBefore] + plies.map(\.whiteAfter)
    }

    /// The position before the shown ply, as points the board draws (nothing to tap).
    var shownPoints: [PointState] {
        guard let ply = selectedPly else { return [] }
        return ply.piecesBefore.enumerated().map { index, piece in
            PointState(
                index: Int32(index), piece: piece, selectable: false, selected: false,
                target: false, lastMove: false, hinted: false, accessibilityLabel: "")
        }
    }

    /// Starts the review, once; it goes on until it finishes or `cancel` is called.
    func start() {
        guard task == nil, review == nil else { return }
        let session = self.session
        let relay = ReviewRelay { [weak self] progress in
            self?.progress = progress
        }
        task = Task { [weak self] in
            let review = await session.review(observer: relay)
            self?.finished(review)
        }
    }

    /// Stops the review: it returns at once with the plies done so far.
    func cancel() {
        session.cancelReview()
    }

    /// Shows ply `index` (an index into the review's plies); anything else changes nothing.
    func select(_ index: Int) {
        guard let review, review.plies.indices.contains(index) else { return }
        selected = index
    }

    /// Waits for the running review (for tests).
    func waitUntilDone() async {
        await task?.value
    }

    private func finished(_ review: GameReview) {
        task = nil
        self.review = review
        // The worst moment first: the first blunder or mistake, else the first ply.
        selected = review.plies.firstIndex { $0.mark == .blunder || $0.mark == .mistake }
            ?? (review.plies.isEmpty ? nil : 0)
    }
}
