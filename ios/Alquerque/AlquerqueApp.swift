import SwiftUI

@main
struct AlquerqueApp: App {
    /// The game, once opened from the store (off the main thread).
    @State private var model: GameViewModel?
    /// The puzzles, once opened from the store: they live as long as the app, so closing their
    /// sheet loses nothing.
    @State private var puzzles: PuzzleViewModel?
    /// The statistics, once the store is open.
    @State private var statistics: StatisticsViewModel?
    /// The lesson: it lives as long as the app, so closing its sheet keeps the step.
    @State private var lesson = LessonViewModel()
    @Environment(\.scenePhase) private var phase

    init() {
        // The engine speaks the person's language: the app's own (Settings, per app) or the
        // system's, in order. iOS restarts the app when either changes.
        setLanguages(preferred: Bundle.main.preferredLocalizations + Locale.preferredLanguages)
    }

    var body: some Scene {
        WindowGroup {
            Group {
                if let model {
                    GameScreen(
                        model: model, puzzles: puzzles, lesson: lesson, statistics: statistics)
                } else {
                    ProgressView()
                }
            }
            .task { await open() }
        }
        .onChange(of: phase) { _, now in
            // The AI searches only while the app is in front.
            switch now {
            case .background: model?.pause()
            case .active: model?.resume()
            default: break
            }
        }
    }

    private func open() async {
        guard model == nil else { return }
        let store = await AppStorage.store()
        model = await GameViewModel.open(store: store)
        puzzles = await PuzzleViewModel.open(store: store)
        statistics = StatisticsViewModel(store: store)
        // The puzzles sound and touch as the player's settings say.
        let game = model
        puzzles?.settings = { [weak game] in game?.options }
        lesson.settings = { [weak game] in game?.options }
    }
}
