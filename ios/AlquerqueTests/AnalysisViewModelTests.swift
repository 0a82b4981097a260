import XCTest

@testable import Alquerque

/// The analysis board's model over the real core: the game's position analysed off the main
/// thread, a piece's destinations with the core's marks, and the editor's calls. The values
/// themselves are tested in Rust.
final class AnalysisViewModelTests: XCTestCase {

    @MainActor
    private func waitForTheAnalysis(_ model: AnalysisViewModel) async {
        let deadline = ContinuousClock.now + .seconds(60)
        while model.state.working && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    @MainActor
    private func point(_ name: String) -> Int32 {
        boardGeometry().points.first { $0.name == name }!.index
    }

    @MainActor
    func testTheGamesPositionIsAnalysedAndAPiecesDestinationsAreMarked() async {
        var options = defaultOptions()
        options.white = .human
        options.black = .human
        let session = GameSession.withSeed(options: options, seed: 5)
        XCTAssertNoThrow(try session.playNotation(notation: "c2-c3"))
        let game = GameViewModel(session: session)
        let analysis = game.analysis()
        await waitForTheAnalysis(analysis)
        XCTAssertEqual(analysis.state.sideToMove, .black)
        analysis.tap(point("c4"))
        XCTAssertEqual(analysis.state.selected, point("c4"))
        XCTAssertEqual(analysis.state.destinations.map(\.mark), [.loses])
        XCTAssertEqual(analysis.state.rows, ["c4-c2: loses"])
    }

    @MainActor
    func testTheEditorPlacesPiecesAndTheCoreChecksTheText() async {
        let board = try! AnalysisBoard.fromText(
            text: "bbbbb/bbbbb/bb-ww/wwwww/wwwww w - 0", variant: .standard, reversalAllowed: false)
        let model = AnalysisViewModel(board: board)
        model.setEditing(true)
        XCTAssertTrue(model.state.editing)
        model.clearBoard()
        model.tap(point("c3"))
        model.tap(point("c4"))
        model.tap(point("c4"))
        model.setSideToMove(.black)
        model.setEditing(false)
        await waitForTheAnalysis(model)
        XCTAssertEqual(model.state.positionText, "-----/--b--/--w--/-----/----- b - 0")
        model.tap(point("c4"))
        XCTAssertEqual(model.state.rows, ["c4-c2: wins in 1 move"])
        model.setPositionText("not a position")
        XCTAssertEqual(model.state.positionText, "-----/--b--/--w--/-----/----- b - 0")
        XCTAssertNotNil(model.state.notice)
    }
}
