import Foundation
import Observation

/// The home's model: the core's `Home` over the app's game, puzzles, games with friends and
/// lesson, and the rating read again from the store each time the home comes back to the
/// front. It mirrors Android's `HomeController`.
@MainActor
@Observable
final class HomeViewModel: ViewModel<Home, HomeState> {
    /// The board's points and lines, from the core (the Continue card's picture).
    let geometry: BoardGeometry

    /// The home changes by nothing of its own: `reload()` reads it again.
    init(home: Home) {
        geometry = boardGeometry()
        super.init(model: home, read: { $0.state() }, observe: nil)
    }

    /// The home over the objects the app holds, the rating read from `store` (off the main
    /// thread); the games with friends are the folder's one list.
    static func open(
        store: Store, game: GameViewModel, puzzles: PuzzleViewModel, lesson: LessonViewModel
    ) async -> HomeViewModel {
        let friends = await openFriendGames(store: store)
        let home = await openHome(
            store: store, game: game.model, puzzles: puzzles.model, friends: friends,
            lesson: lesson.model)
        return HomeViewModel(home: home)
    }

    // MARK: - The calls, as Android's HomeController makes them

    /// Reads the rating again from the store (a game may have ended since), then shows the home.
    func reload() async {
        await model.reload()
        publish(nil)
    }
}
