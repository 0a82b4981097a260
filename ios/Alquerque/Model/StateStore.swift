import Foundation

/// Where the session's saved state (`GameSession.saveState()`) lives between launches.
@MainActor
protocol StateStore: AnyObject {
    /// The text saved last, or nil if there is none.
    func load() -> String?
    /// Replaces the saved text.
    func save(_ text: String)
    /// Keeps a save that could not be read apart from the game, so that the new game started
    /// instead does not destroy it.
    func setAside(_ unreadable: String)
}

/// Keeps the saved state in a file in Application Support, written atomically, so a game
/// survives the app being closed or killed at any moment.
@MainActor
final class FileStateStore: StateStore {
    private let url: URL

    init(url: URL) {
        self.url = url
    }

    /// The app's store: `Application Support/Alquerque/saved-game.txt`.
    static func standard() -> FileStateStore {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first ?? FileManager.default.temporaryDirectory
        return FileStateStore(url: base.appendingPathComponent("Alquerque", isDirectory: true)
            .appendingPathComponent("saved-game.txt", isDirectory: false))
    }

    func load() -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    func save(_ text: String) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            // Nothing sensible to show the player: the game goes on and the next change is
            // saved again.
            print("Alquerque: could not save the game: \(error)")
        }
    }

    /// Writes the unreadable text to `saved-game.unreadable.txt`, next to the save.
    func setAside(_ unreadable: String) {
        let aside = url.deletingLastPathComponent()
            .appendingPathComponent("saved-game.unreadable.txt", isDirectory: false)
        do {
            try unreadable.write(to: aside, atomically: true, encoding: .utf8)
        } catch {
            print("Alquerque: could not keep the unreadable save: \(error)")
        }
    }
}

/// A store in memory, for tests and previews.
@MainActor
final class MemoryStateStore: StateStore {
    private(set) var text: String?
    private(set) var saves = 0

    init(text: String? = nil) {
        self.text = text
    }

    func load() -> String? {
        text
    }

    func save(_ text: String) {
        self.text = text
        saves += 1
    }

    /// The last unreadable save set aside.
    private(set) var setAsideText: String?

    func setAside(_ unreadable: String) {
        setAsideText = unreadable
    }
}
