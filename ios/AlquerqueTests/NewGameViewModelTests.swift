import XCTest

@testable import Alquerque

/// The new-game sheet's model over the real core: the choices forwarded, Start game giving the
/// app's game the players chosen, the choice kept for the next sheet. What it decides is tested
/// in Rust (bindings/src/newgame/tests.rs).
final class NewGameViewModelTests: XCTestCase {

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "alquerque-new-game-\(UUID().uuidString)")
    }

    @MainActor
    func testStartGivesTheGameThePlayersChosenAndTheChoiceIsKept() async throws {
        let store = Store(folder: folder().path)
        try store.write(key: "session", text: "[White \"human\"]\n[Black \"human\"]\n\n*")
        let game = await GameViewModel.open(store: store)
        let sheet = await NewGameViewModel.open(store: store, game: game)
        XCTAssertEqual(sheet.state.choice.opponent, .person)
        XCTAssertFalse(sheet.state.colourEnabled)
        XCTAssertNil(sheet.state.confirmText, "nothing to lose before a move")

        sheet.setOpponent(.computer(level: .easy))
        sheet.setColour(.black)
        sheet.setVariant(.alfonso)
        sheet.setReversal(true)
        XCTAssertTrue(sheet.state.colourEnabled)
        XCTAssertEqual(sheet.state.opponents.filter(\.selected).map(\.opponent), [.computer(level: .easy)])
        XCTAssertEqual(sheet.start(), .done(played: nil))
        XCTAssertEqual(game.model.options().white, .ai(level: .easy))
        XCTAssertEqual(game.model.options().black, .human)

        let again = await NewGameViewModel.open(store: store, game: game)
        XCTAssertEqual(again.state.choice, sheet.state.choice)
    }
}
