import XCTest

@testable import Alquerque

/// The save file: "no save" told apart from "a save that cannot be read", an unreadable save set
/// aside with its bytes (the newest few kept) and never written over by the new game.
final class StateStoreTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("StateStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try? FileManager.default.removeItem(at: folder)
    }

    private var saveURL: URL {
        folder.appendingPathComponent("saved-game.txt", isDirectory: false)
    }

    /// Bytes that are not UTF-8 (a lone continuation byte, an invalid lead byte).
    private let badBytes = Data([0x5B, 0xC3, 0x28, 0xFF, 0x0A])

    @MainActor
    func testNoFileIsNoSaveAndASaveReadsBack() {
        let store = FileStateStore(url: saveURL)
        XCTAssertEqual(store.load(), .none)
        store.save("first")
        store.save("second é")
        XCTAssertEqual(store.load(), .found("second é"))
        XCTAssertEqual(FileStateStore(url: saveURL).load(), .found("second é"), "a new launch reads it")
    }

    @MainActor
    func testBytesThatAreNotUTF8AreUnreadableNotNoSave() throws {
        try badBytes.write(to: saveURL)
        guard case .unreadable(let reason) = FileStateStore(url: saveURL).load() else {
            return XCTFail("bad bytes must not read as no save")
        }
        XCTAssertTrue(reason.contains("UTF-8"), reason)
    }

    @MainActor
    func testAnIOErrorIsUnreadableNotNoSave() throws {
        try FileManager.default.createDirectory(at: saveURL, withIntermediateDirectories: false)
        guard case .unreadable = FileStateStore(url: saveURL).load() else {
            return XCTFail("a save that cannot be read must not read as no save")
        }
    }

    @MainActor
    func testUnreadableBytesAreSetAsideAndNotOverwritten() throws {
        try badBytes.write(to: saveURL)
        let store = FileStateStore(url: saveURL)
        let model = GameViewModel.launch(store: store)
        XCTAssertTrue(
            model.notice?.hasPrefix("The saved game could not be read") ?? false,
            "the player is told why a new game began")
        XCTAssertFalse(model.offersFirstGameChoice, "an unreadable save is not a first launch")
        let aside = store.setAsideURLs()
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try Data(contentsOf: aside[0]), badBytes, "the bytes are kept as they were")
        guard case .found(let text) = store.load() else { return XCTFail("the new game is saved") }
        XCTAssertNoThrow(try GameSession.restore(saved: text))

        let again = GameViewModel.launch(store: FileStateStore(url: saveURL))
        XCTAssertNil(again.notice, "the new game reads back")
        XCTAssertEqual(store.setAsideURLs(), aside, "the set-aside save is still there, untouched")
        XCTAssertEqual(try Data(contentsOf: aside[0]), badBytes)
    }

    @MainActor
    func testASaveTheCoreRefusesIsSetAsideToo() throws {
        try Data("this is not a game record".utf8).write(to: saveURL)
        let store = FileStateStore(url: saveURL)
        let model = GameViewModel.launch(store: store)
        XCTAssertNotNil(model.notice)
        let aside = store.setAsideURLs()
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try String(contentsOf: aside[0], encoding: .utf8), "this is not a game record")
    }

    @MainActor
    func testSeveralSetAsideSavesAreKeptUpToTheLimit() throws {
        var clock = Date(timeIntervalSince1970: 1_700_000_000)
        let contents = (1...5).map { Data([0xFF, UInt8($0)]) }
        for (i, bytes) in contents.enumerated() {
            try bytes.write(to: saveURL)
            let store = FileStateStore(url: saveURL, keepSetAside: 3, now: { clock })
            _ = GameViewModel.launch(store: store)
            // Two in the same millisecond get distinct names too.
            if i % 2 == 1 { clock = clock.addingTimeInterval(1) }
        }
        let kept = FileStateStore(url: saveURL, keepSetAside: 3).setAsideURLs()
        XCTAssertEqual(kept.count, 3, "the newest 3 are kept: \(kept.map(\.lastPathComponent))")
        XCTAssertEqual(try kept.map { try Data(contentsOf: $0) }, Array(contents.suffix(3)), "oldest first")
    }

    @MainActor
    func testASaveThatCannotBeSetAsideIsNeverSavedOver() throws {
        try badBytes.write(to: saveURL)
        let store = FileStateStore(url: saveURL)
        // A folder that cannot be written: the save cannot be renamed.
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        XCTAssertFalse(store.setAside())
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        store.save("a new game")
        XCTAssertEqual(try Data(contentsOf: saveURL), badBytes, "the unreadable save is untouched")
        XCTAssertTrue(store.setAsideURLs().isEmpty)
    }

    @MainActor
    func testTheModelSaysWhenTheSaveCouldNotBeSetAside() {
        @MainActor final class StuckStore: StateStore {
            var saved: [String] = []
            func load() -> SavedState { .unreadable(reason: "I/O error") }
            func save(_ text: String) { saved.append(text) }
            func setAside() -> Bool { false }
        }
        let store = StuckStore()
        let model = GameViewModel.launch(store: store)
        XCTAssertTrue(model.notice?.contains("nor moved aside") ?? false, model.notice ?? "no notice")
    }

    @MainActor
    func testAnUnreadableSaveInMemoryIsSetAsideBeforeAnythingIsSaved() {
        let store = MemoryStateStore(text: "old bytes", unreadableReason: "I/O error")
        let model = GameViewModel.launch(store: store)
        XCTAssertEqual(store.setAsideText, "old bytes")
        XCTAssertTrue(model.notice?.contains("I/O error") ?? false)
        XCTAssertTrue(model.board.moveList.isEmpty)
    }
}
