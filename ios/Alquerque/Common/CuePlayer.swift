import Foundation

/// Where cues end up: the speaker, the Taptic Engine and VoiceOver in the app; a recorder in
/// the tests.
@MainActor
protocol CueOutput: AnyObject {
    func play(_ sound: Sound)
    func touch(_ haptic: Haptic)
    func announce(_ text: String)
}

/// Plays the cues the core attaches to a move or a tap (which sound, which touch, and when),
/// as Android's `CuePlayer` does: a played move's cues at their times and its words for
/// VoiceOver, and the state's own feedback once per serial (the first state seen is taken as
/// heard: it is not news). `schedule` runs a cue after its delay (the main queue in the app).
@MainActor
final class CuePlayer {
    private let output: CueOutput
    private let schedule: (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void
    private var heard: UInt64? = nil

    init(
        output: CueOutput = SystemCueOutput(),
        schedule: @escaping (TimeInterval, @escaping @MainActor @Sendable () -> Void) -> Void = { delay, run in
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated(run) }
        }
    ) {
        self.output = output
        self.schedule = schedule
    }

    /// What a new `board` and `played` bring to hear, feel and say, as the settings allow.
    func show(_ board: BoardState, played: PlayedMove?, sound: Bool, haptics: Bool) {
        if let played {
            play(played.cues, sound: sound, haptics: haptics)
            if let words = played.announcement { output.announce(words) }
        }
        let feedback = board.feedback
        if let heard, heard != feedback.serial {
            play(feedback.cues, sound: sound, haptics: haptics)
            if let words = feedback.announcement { output.announce(words) }
        }
        heard = feedback.serial
    }

    private func play(_ cues: [Cue], sound: Bool, haptics: Bool) {
        for cue in cues {
            let now: @MainActor @Sendable () -> Void = { [output] in
                if sound, let s = cue.sound { output.play(s) }
                if haptics, let h = cue.haptic { output.touch(h) }
            }
            if cue.atMs == 0 { now() } else { schedule(Double(cue.atMs) / 1000, now) }
        }
    }
}
