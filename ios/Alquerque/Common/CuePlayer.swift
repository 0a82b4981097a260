import Foundation

/// Where cues end up: the speaker, the Taptic Engine and VoiceOver in the app; a recorder in
/// the tests.
@MainActor
protocol CueOutput: AnyObject {
    func play(_ sound: Sound)
    func touch(_ haptic: Haptic)
    func announce(_ text: String)
}

/// Plays what the core's `CueGate` hands back for each change (which sound, which touch, when,
/// and which words: bindings/src/board/gate.rs decides), as Android's `CuePlayer` does: the
/// first state seen is taken as heard. `schedule` runs a cue after its delay (the main queue in
/// the app).
@MainActor
final class CuePlayer {
    private let output: CueOutput
    private let schedule: (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void
    private let gate = CueGate()

    init(
        output: CueOutput = SystemCueOutput(),
        schedule: @escaping (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void = { delay, run in
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated(run) }
        }
    ) {
        self.output = output
        self.schedule = schedule
    }

    /// What a new state's `feedback` and `played` bring to hear, feel and say, as `settings`
    /// allow (nil: not read yet; the gate decides).
    func show(_ feedback: Feedback, played: PlayedMove?, settings: Options?) {
        let heard = gate.hear(feedback: feedback, played: played, settings: settings)
        for cue in heard.cues {
            let now: @MainActor @Sendable () -> Void = { [output] in
                if let s = cue.sound { output.play(s) }
                if let h = cue.haptic { output.touch(h) }
            }
            if cue.atMs == 0 { now() } else { schedule(Double(cue.atMs) / 1000, now) }
        }
        for words in heard.announcements { output.announce(words) }
    }
}
