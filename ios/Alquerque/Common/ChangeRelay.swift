import Foundation

/// Hands the core's news of a change, told on a thread of the engine's and in the order the
/// changes happened, to the main actor in the same order (the main queue keeps it).
final class ChangeRelay: StateObserver {
    private let deliver: @MainActor @Sendable (PlayedMove?) -> Void

    init(_ deliver: @escaping @MainActor @Sendable (PlayedMove?) -> Void) {
        self.deliver = deliver
    }

    /// Called by the core, never on the main thread.
    func onChange(played: PlayedMove?) {
        let deliver = self.deliver
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                deliver(played)
            }
        }
    }
}

/// A move for the board to animate, as the core played it, told apart from the move before
/// even when the two are equal.
struct MoveAnimation: Equatable {
    /// Tells successive animations apart.
    let id: Int
    /// The move, hop by hop.
    let played: PlayedMove
    /// The board it began on: it goes on while the core says so (`keepsAnimation`).
    let startedOn: BoardState?

    /// The move as the core describes it.
    var move: MoveInfo { played.info }

    /// The first hop not on the board yet (the jumps entered tap by tap were shown already).
    var fromStep: Int { Int(played.firstHop) }

    /// How long the board takes to play it: its hops not on the board yet, each in the core's
    /// time, so that each hop lands as its cue sounds.
    var duration: Double {
        let hops = max(move.path.count - 1 - fromStep, 1)
        return Double(played.hopMs) / 1000 * Double(hops)
    }
}

/// Where the app keeps everything: one `Store` of the core, in Application Support (a folder
/// of its own while the app only hosts tests, so the player's game is left alone).
enum AppStorage {
    /// The store, made off the main thread: the engine's threads descend from a thread the
    /// store starts, and take its priority.
    static func store() async -> Store {
        let manager = FileManager.default
        let base = manager.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? manager.temporaryDirectory
        let hostingTests = ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
        let folder = hostingTests
            ? manager.temporaryDirectory.appendingPathComponent("Alquerque-\(UUID().uuidString)")
            : base.appendingPathComponent("Alquerque", isDirectory: true)
        return await Task.detached(priority: .medium) { Store(folder: folder.path) }.value
    }
}
