import Foundation

/// What a store found at launch. "No save" (the first launch) is not the same as "a save that
/// cannot be read": taking the second for the first would start a new game over the old one.
enum SavedState: Equatable {
    /// There is no save.
    case none
    /// The text saved last (`GameSession.saveState()`).
    case found(String)
    /// There is a save but it cannot be read (an I/O error, bytes that are not UTF-8, a file
    /// bigger than any save); `reason` says why.
    case unreadable(reason: String)
}

/// Where the session's saved state (`GameSession.saveState()`) lives between launches.
@MainActor
protocol StateStore: AnyObject {
    /// The save, told apart from no save and from a save that cannot be read.
    func load() -> SavedState
    /// Replaces the saved text.
    func save(_ text: String)
    /// Moves the save that could not be read (by `load` or by `GameSession.restore`) apart from
    /// the game, as it was, so that the new game started instead does not destroy it: a later
    /// version of the app may read it, and it tells what went wrong. Returns false if it could
    /// not; the store then never saves over it.
    @discardableResult
    func setAside() -> Bool
}

/// Keeps the saved state in a file in Application Support, written atomically, so a game
/// survives the app being closed or killed at any moment. A save that cannot be read is renamed
/// to `saved-game.unreadable-<UTC time>-<n>.txt` next to it; the newest `keepSetAside` of those
/// are kept.
@MainActor
final class FileStateStore: StateStore {
    /// Set-aside saves kept by default: the newest five.
    static let defaultKeepSetAside = 5
    /// A save holds at most a game record (bounded to 1 MiB by the core) with its options and
    /// the moves redo can replay: anything bigger is not a save, and is not read into memory.
    static let maxSaveBytes = 4 * 1024 * 1024
    static let setAsidePrefix = "saved-game.unreadable-"
    static let setAsideSuffix = ".txt"

    /// The save file.
    let url: URL
    private let keepSetAside: Int
    private let now: () -> Date
    /// Set when an unreadable save could not be set aside: it is never saved over.
    private var refusesToSave = false

    init(
        url: URL, keepSetAside: Int = FileStateStore.defaultKeepSetAside,
        now: @escaping () -> Date = { Date() }
    ) {
        self.url = url
        self.keepSetAside = max(1, keepSetAside)
        self.now = now
    }

    /// The app's store: `Application Support/Alquerque/saved-game.txt`.
    static func standard() -> FileStateStore {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first ?? FileManager.default.temporaryDirectory
        return FileStateStore(url: base.appendingPathComponent("Alquerque", isDirectory: true)
            .appendingPathComponent("saved-game.txt", isDirectory: false))
    }

    func load() -> SavedState {
        guard FileManager.default.fileExists(atPath: url.path) else { return .none }
        let data: Data
        do {
            let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
            if size > Self.maxSaveBytes {
                return .unreadable(reason: "the save is \(size) bytes, more than any game")
            }
            data = try Data(contentsOf: url)
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            return .none
        } catch {
            return .unreadable(reason: error.localizedDescription)
        }
        guard let text = Self.strictUTF8(data) else {
            return .unreadable(reason: "the save is not UTF-8 text")
        }
        return .found(text)
    }

    func save(_ text: String) {
        guard !refusesToSave else {
            print("Alquerque: the unreadable save could not be set aside; not saving over it")
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            // Nothing sensible to show the player: the game goes on and the next change is
            // saved again.
            print("Alquerque: could not save the game: \(error)")
        }
    }

    @discardableResult
    func setAside() -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: url.path) else { return true }
        do {
            // moveItem never replaces an existing file: an older set-aside save stays.
            let target = try freeSetAsideURL()
            try manager.moveItem(at: url, to: target)
        } catch {
            refusesToSave = true
            print("Alquerque: could not set the unreadable save aside: \(error)")
            return false
        }
        prune()
        return true
    }

    /// The set-aside saves, oldest first.
    func setAsideURLs() -> [URL] {
        let folder = url.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names
            .filter { $0.hasPrefix(Self.setAsidePrefix) && $0.hasSuffix(Self.setAsideSuffix) }
            .sorted()
            .map { folder.appendingPathComponent($0, isDirectory: false) }
    }

    /// `data` as UTF-8, or nil if it is not valid UTF-8 (never repaired with U+FFFD).
    static func strictUTF8(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        return Data(text.utf8) == data ? text : nil
    }

    /// A set-aside name that is not taken yet; names sort oldest first.
    private func freeSetAsideURL() throws -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let stamp = formatter.string(from: now())
        let folder = url.deletingLastPathComponent()
        for n in 0..<1000 {
            let number = String(n)
            let padded = String(repeating: "0", count: 3 - number.count) + number
            let candidate = folder.appendingPathComponent(
                "\(Self.setAsidePrefix)\(stamp)-\(padded)\(Self.setAsideSuffix)", isDirectory: false)
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(.fileWriteFileExists)
    }

    /// Deletes all but the newest `keepSetAside` set-aside saves.
    private func prune() {
        let all = setAsideURLs()
        for old in all.prefix(max(0, all.count - keepSetAside)) {
            try? FileManager.default.removeItem(at: old)
        }
    }
}

/// A store in memory, for tests and previews.
@MainActor
final class MemoryStateStore: StateStore {
    private(set) var text: String?
    private(set) var saves = 0
    /// When set, `load` reports an unreadable save with this reason (as a file of bad bytes
    /// would), and `text` is what was there.
    private(set) var unreadableReason: String?

    init(text: String? = nil, unreadableReason: String? = nil) {
        self.text = text
        self.unreadableReason = unreadableReason
    }

    func load() -> SavedState {
        if let unreadableReason { return .unreadable(reason: unreadableReason) }
        return text.map { .found($0) } ?? .none
    }

    func save(_ text: String) {
        self.text = text
        saves += 1
    }

    /// The last unreadable save set aside.
    private(set) var setAsideText: String?

    @discardableResult
    func setAside() -> Bool {
        setAsideText = text
        text = nil
        unreadableReason = nil
        return true
    }
}
