import Foundation
import Observation

/// What every screen's view model shares, as Android's `Controller` (common/Controller.kt): a
/// Rust object, its state read again after each of the view model's own calls (`act`) and
/// whenever the object says it changed by itself (a `ChangeRelay` on the main actor), the move
/// to animate, and the cues of each change when the screen has any. Each view model is a
/// subclass that only adds its calls (`act { $0.undo() }`) and what it publishes besides.
@MainActor
@Observable
class ViewModel<Model: AnyObject, State: Equatable> {
    /// Everything the screen shows, as the core computed it.
    private(set) var state: State
    /// The move the board animates now.
    private(set) var animation: MoveAnimation? = nil

    /// The Rust object the calls go to.
    @ObservationIgnored let model: Model
    @ObservationIgnored private let read: (Model) -> State
    @ObservationIgnored private var animations = 0
    /// Plays the cues and says the words of each change, for screens with a board (a recorder
    /// in the tests); nil for screens that make no sound.
    @ObservationIgnored private let cues: CuePlayer?
    /// The board state of a state, whose feedback and moves `cues` plays.
    @ObservationIgnored private let board: (State) -> BoardState?
    /// The player's sound and touch settings (the game's options; on until they are read).
    @ObservationIgnored var settings: (@MainActor () -> Options?) = { nil }

    /// Shows `model`'s state (`read`) from now on. `observe` hands the object the observer
    /// that tells this view model of the changes it makes by itself (nil: it makes none).
    /// `board` is the board state whose feedback `cues` plays.
    init(
        model: Model,
        read: @escaping (Model) -> State,
        observe: ((Model, StateObserver) -> Void)?,
        cues: CuePlayer? = nil,
        board: @escaping (State) -> BoardState? = { _ in nil }
    ) {
        self.model = model
        self.read = read
        self.cues = cues
        self.board = board
        state = read(model)
        playCues(played: nil)
        observe?(model, ChangeRelay { [weak self] played in
            self?.publish(played)
        })
    }

    /// Calls `call` on the model and shows the state after it.
    final func act(_ call: (Model) -> Void) {
        call(model)
        publish(nil)
    }

    /// Shows the model's state now, with `played` to animate if a move was played. Subclasses
    /// that publish more than the state override it and call `super.publish` (GameViewModel:
    /// the options first, as the cues play as they say).
    func publish(_ played: PlayedMove?) {
        let current = read(model)
        if current != state {
            state = current
        }
        if let played {
            animations += 1
            animation = MoveAnimation(id: animations, played: played)
        }
        playCues(played: played)
    }

    /// Drops the animation under way (the board no longer shows its move).
    final func dropAnimation() {
        animation = nil
    }

    private func playCues(played: PlayedMove?) {
        guard let cues, let shown = board(state) else { return }
        let options = settings()
        cues.show(shown, played: played, sound: options?.sound ?? true, haptics: options?.haptics ?? true)
    }
}
