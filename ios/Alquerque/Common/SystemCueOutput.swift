import AVFoundation
import UIKit

// Apple-only: the speaker, the Taptic Engine and VoiceOver. Everything deciding which cue
// plays when is in CuePlayer (owned by the view models, as on Android by the controllers),
// compiled and tested on Linux too, where ios/Linux/PlatformStandIns.swift has a stand-in of
// this class.

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
