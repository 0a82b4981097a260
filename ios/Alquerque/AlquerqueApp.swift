import SwiftUI

@main
struct AlquerqueApp: App {
    /// The one game model, restored from the saved state on launch.
    @State private var model: GameViewModel

    init() {
        // Under XCTest the app only hosts the tests: leave the player's saved game alone.
        let hostingTests = ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil
        let store: any StateStore = hostingTests ? MemoryStateStore() : FileStateStore.standard()
        _model = State(initialValue: GameViewModel.launch(store: store))
    }

    var body: some Scene {
        WindowGroup {
            GameScreen(model: model)
        }
    }
}
