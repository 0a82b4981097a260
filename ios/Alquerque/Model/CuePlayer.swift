import AVFoundation
import UIKit

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
    private let schedule: (TimeInterval, @escaping @MainActor () -> Void) -> Void
    private var heard: UInt64? = nil

    init(
        output: CueOutput = SystemCueOutput(),
        schedule: @escaping (TimeInterval, @escaping @MainActor () -> Void) -> Void = { delay, run in
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
            let now: @MainActor () -> Void = { [output] in
                if sound, let s = cue.sound { output.play(s) }
                if haptics, let h = cue.haptic { output.touch(h) }
            }
            if cue.atMs == 0 { now() } else { schedule(Double(cue.atMs) / 1000, now) }
        }
    }
}

/// The app's output: each sound from the .caf of the same name (made by tools/synth-sounds)
/// in an ambient session, so the silent switch mutes it and other audio goes on; each touch
/// as the system's feedback; words posted to VoiceOver.
@MainActor
final class SystemCueOutput: CueOutput {
    private var players: [Sound: AVAudioPlayer] = [:]

    init() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
    }

    func play(_ sound: Sound) {
        if players[sound] == nil, let url = Bundle.main.url(forResource: Self.file(sound), withExtension: "caf") {
            players[sound] = try? AVAudioPlayer(contentsOf: url)
        }
        guard let player = players[sound] else { return }
        player.currentTime = 0
        player.play()
    }

    func touch(_ haptic: Haptic) {
        switch haptic {
        case .selection: UISelectionFeedbackGenerator().selectionChanged()
        case .move: UIImpactFeedbackGenerator(style: .light).impactOccurred()
        case .capture: UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        case .refused: UINotificationFeedbackGenerator().notificationOccurred(.warning)
        case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
        case .failure: UINotificationFeedbackGenerator().notificationOccurred(.error)
        }
    }

    func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// The file of `sound` in the bundle's Sounds folder.
    static func file(_ sound: Sound) -> String {
        switch sound {
        case .move: "move"
        case .captureHop1: "capture_hop_1"
        case .captureHop2: "capture_hop_2"
        case .captureHop3: "capture_hop_3"
        case .captureEnd: "capture_end"
        case .refused: "refused"
        case .win: "win"
        case .loss: "loss"
        case .draw: "draw"
        case .puzzleSolved: "puzzle_solved"
        }
    }
}
