import Foundation
import Observation

/// The Statistics screen's model: the player's statistics as the core reads them from the
/// store (on the store's thread), and the reset the screen asks to confirm first. It mirrors
/// Android's `StatisticsController`.
@MainActor
@Observable
final class StatisticsViewModel {
    /// What the screen shows, as the core worded it; nil until the first `load()` is done.
    private(set) var state: StatisticsState? = nil

    @ObservationIgnored private let store: Store

    init(store: Store) {
        self.store = store
    }

    // MARK: - The calls, as Android's StatisticsController makes them

    /// Reads the statistics afresh (each time the screen shows).
    func load() async {
        state = await openStatistics(store: store)
    }

    /// Forgets every game result (the screen asked the state's `resetQuestion` first).
    func reset() async {
        state = await resetStatistics(store: store)
    }
}
