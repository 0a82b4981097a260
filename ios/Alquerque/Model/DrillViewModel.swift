import Foundation
import Observation

/// The mistake drill's model: the `MistakeDrill` a finished review hands out (the same one again
/// for the same review, so the screen closed and opened again finds it where it was), and the
/// calls the screen makes on it. The core judges a try off the main thread and says when. It
/// mirrors Android's `DrillController`.
@MainActor
@Observable
final class DrillViewModel: Identifiable {
    /// Everything the screen shows, as the core computed it.
    private(set) var state: DrillState

    /// The board's points and lines, from the core.
    let geometry: BoardGeometry

    @ObservationIgnored private let drill: MistakeDrill

    init(drill: MistakeDrill) {
        self.drill = drill
        geometry = boardGeometry()
        state = drill.state()
        drill.setObserver(observer: ChangeRelay { [weak self] _ in
            self?.refresh()
        })
    }

    // MARK: - The calls, as Android's DrillController makes them

    /// A tap on point `point`: a whole move is judged off the main thread.
    func tap(_ point: Int32) {
        // A refused tap's reason is the state's notice.
        _ = try? drill.tap(point: point)
        refresh()
    }

    func clearSelection() { act { $0.clearSelection() } }

    func next() { act { _ = $0.next() } }

    func previous() { act { _ = $0.previous() } }

    /// Stops a try being judged (the screen is closing).
    func cancel() { act { $0.cancel() } }

    /// Tries `notation`, judged on this thread: for tests and tools.
    @discardableResult
    func tryMove(_ notation: String) -> DrillVerdict? {
        let verdict = try? drill.tryMove(notation: notation)
        refresh()
        return verdict
    }

    private func act(_ call: (MistakeDrill) -> Void) {
        call(drill)
        refresh()
    }

    private func refresh() {
        let current = drill.state()
        if current != state {
            state = current
        }
    }
}
