import Foundation

/// Receives the AI's progress on the search thread and hands each snapshot to the main actor.
final class ProgressRelay: ThinkingObserver {
    private let deliver: @MainActor @Sendable (ThinkingProgress) -> Void

    init(_ deliver: @escaping @MainActor @Sendable (ThinkingProgress) -> Void) {
        self.deliver = deliver
    }

    /// Called by the engine about every 50 ms, never on the main thread.
    func onProgress(progress: ThinkingProgress) {
        let deliver = self.deliver
        Task { @MainActor in
            deliver(progress)
        }
    }
}
