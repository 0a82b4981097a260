import Foundation
import Observation

/// The new-game sheet's model: the core's `NewGame` over the app's game, the choice kept in
/// the store. It mirrors Android's `NewGameController`; the core decides what is selected,
/// what is enabled and what Start game does.
@MainActor
@Observable
final class NewGameViewModel: ViewModel<NewGame, NewGameState> {
    /// The sheet changes only when called: it needs no observer.
    init(newGame: NewGame) {
        super.init(model: newGame, read: { $0.state() }, observe: nil)
    }

    /// The sheet over `game`, on the choice kept in `store` (read off the main thread).
    static func open(store: Store, game: GameViewModel) async -> NewGameViewModel {
        NewGameViewModel(newGame: await openNewGame(store: store, game: game.model))
    }

    // MARK: - The calls, as Android's NewGameController makes them

    func setOpponent(_ opponent: Opponent) { act { $0.setOpponent(opponent: opponent) } }

    func setColour(_ colour: ColourChoice) { act { $0.setColour(colour: colour) } }

    func setVariant(_ variant: Variant) { act { $0.setVariant(variant: variant) } }

    func setReversal(_ allowed: Bool) { act { $0.setReversal(allowed: allowed) } }

    /// Begins the game chosen on the app's game (the sheet asked the state's `confirmText`
    /// first).
    func start() -> Outcome {
        let outcome = model.start()
        publish(nil)
        return outcome
    }
}
