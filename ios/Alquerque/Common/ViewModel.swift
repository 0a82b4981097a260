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
    /// The board of a state: a move's animation goes on while the core says it may
    /// (`keepsAnimation`).
    @ObservationIgnored private let board: (State) -> BoardState?
    /// The feedback of a state, whose cues `cues` plays.
    @ObservationIgnored private let feedback: (State) -> Feedback?
    /// The player's sound and touch settings (the game's options; nil until read: the core's
    /// `CueGate` decides).
    @ObservationIgnored var settings: (@MainActor () -> Options?) = { nil }

    /// Shows `model`'s state (`read`) from now on. `observe` hands the object the observer
    /// that tells this view model of the changes it makes by itself (nil: it makes none).
    /// `board` is a state's board (its animations), `feedback` the feedback `cues` plays.
    init(
        model: Model,
        read: @escaping (Model) -> State,
        observe: ((Model, StateObserver) -> Void)?,
        cues: CuePlayer? = nil,
        board: @escaping (State) -> BoardState? = { _ in nil },
        feedback: @escaping (State) -> Feedback? = { _ in nil }
    ) {
        self.model = model
        self.read = read
        self.cues = cues
        self.board = board
        self.feedback = feedback
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

    /// Calls the action `call` on the model and shows the state after it, with the move it
    /// played to animate. A refusal is an answer like any other: the state shows its words.
    final func answer(_ call: (Model) -> Outcome) {
        if case .done(let played) = call(model) { publish(played) } else { publish(nil) }
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
            animation = MoveAnimation(id: animations, played: played, startedOn: board(state))
        } else if let running = animation, let started = running.startedOn, let now = board(state),
            !keepsAnimation(started: started, now: now)
        {
            animation = nil
        }
        playCues(played: played)
    }

    /// Drops the animation under way (the board no longer shows its move).
    final func dropAnimation() {
        animation = nil
    }

    private func playCues(played: PlayedMove?) {
        guard let cues, let shown = feedback(state) else { return }
        cues.show(shown, played: played, settings: settings())
    }
}
