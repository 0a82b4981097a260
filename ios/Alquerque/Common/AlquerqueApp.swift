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
    /// The games with friends far away, once the store is open.
    @State private var friends: FriendsViewModel?
    /// The lesson, once opened from the store where the person left it: it lives as long as
    /// the app, so closing its sheet keeps the step.
    @State private var lesson: LessonViewModel?
    /// The endgame trainer, once its tables are read: it lives as long as the app, so closing
    /// its sheet keeps the position.
    @State private var endgame: EndgameViewModel?
    /// The home, once the game, the puzzles and the lesson it sums up are open.
    @State private var home: HomeViewModel?
    /// The new-game sheet, kept while the app runs (its choice too).
    @State private var newGame: NewGameViewModel?
    @Environment(\.scenePhase) private var phase

    init() {
        // The engine speaks the person's language: the app's own (Settings, per app) or the
        // system's, in order. iOS restarts the app when either changes.
        setLanguages(preferred: Bundle.main.preferredLocalizations + Locale.preferredLanguages)
    }

    var body: some Scene {
        WindowGroup {
            Group {
                if let home, let model, let puzzles, let lesson, let statistics, let friends,
                    let newGame
                {
                    HomeScreen(
                        home: home, model: model, puzzles: puzzles, lesson: lesson,
                        statistics: statistics, friends: friends, newGame: newGame,
                        endgame: endgame)
                } else {
                    ProgressView()
                }
            }
            .task { await open() }
            // A game link (alquerque://game/…) or a file opened with the app: a link goes to
            // the games with friends, a game record to the game (as Game Record… opens one).
            .onOpenURL { url in
                Task { await receive(url) }
            }
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

    /// Sends what came in where it belongs (Friends/Arrival.swift), once the store is open.
    private func receive(_ url: URL) async {
        await open()
        guard let friends, let model else { return }
        await routeArrival(url, friends: friends, game: model)
    }

    private func open() async {
        guard model == nil else { return }
        let store = await AppStorage.store()
        // The lesson first: the home shows once everything it sums up is open.
        lesson = await LessonViewModel.open(store: store)
        model = await GameViewModel.open(store: store)
        puzzles = await PuzzleViewModel.open(store: store)
        statistics = StatisticsViewModel(store: store)
        friends = FriendsViewModel(store: store)
        endgame = await EndgameViewModel.open()
        if let model, let puzzles, let lesson {
            home = await HomeViewModel.open(store: store, game: model, puzzles: puzzles, lesson: lesson)
            newGame = await NewGameViewModel.open(store: store, game: model)
        }
        // The puzzles sound and touch as the player's settings say.
        let game = model
        puzzles?.settings = { [weak game] in game?.options }
        lesson?.settings = { [weak game] in game?.options }
        endgame?.settings = { [weak game] in game?.options }
    }
}
