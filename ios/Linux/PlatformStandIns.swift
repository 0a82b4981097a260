// Linux stand-ins for the little the app's model code uses from Apple's platforms, so that
// tests/swift/run compiles the view models and the app's other non-SwiftUI files unchanged
// with Swift on Linux and runs the view-model tests there. Not part of the Xcode project (it compiles ios/Alquerque/ only), and
// empty on any platform but Linux.
#if os(Linux)
import Foundation

/// Foundation on Linux has no String Catalog lookup: the English text, as the catalogue's
/// source language is.
extension String {
    init(localized value: String) {
        self = value
    }
}

/// Foundation on Linux has no security-scoped URLs: every file is reachable as it is.
extension URL {
    func startAccessingSecurityScopedResource() -> Bool { false }
    func stopAccessingSecurityScopedResource() {}
}

/// The speaker, the Taptic Engine and VoiceOver of the app (Common/SystemCueOutput.swift,
/// Apple-only):
/// here, what would have been played, touched and said is kept.
@MainActor
final class SystemCueOutput: CueOutput {
    private(set) var sounds: [Sound] = []
    private(set) var haptics: [Haptic] = []
    private(set) var said: [String] = []

    init() {}

    func play(_ sound: Sound) { sounds.append(sound) }
    func touch(_ haptic: Haptic) { haptics.append(haptic) }
    func announce(_ text: String) { said.append(text) }
}
#endif
