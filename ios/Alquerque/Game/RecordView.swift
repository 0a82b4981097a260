import SwiftUI
import UIKit
import UniformTypeIdentifiers

/// The game as a game record: shown, copied (with a confirmation), shared through the share
/// sheet, or replaced by a record pasted in or opened from a file (Undo brings back the game it
/// replaces). The paste goes through the system's Paste button, which reads the clipboard
/// without asking the player's permission each time; the core reads the record and says why
/// when it cannot.
@MainActor
struct RecordView: View {
    let model: GameViewModel

    @Environment(\.dismiss) private var dismiss
    /// Set for a moment after the record was copied, for the confirmation.
    @State private var copied = false
    /// Why the last pasted record was refused, in the core's words.
    @State private var pasteError: String? = nil
    /// Where the Paste button's closure leaves the text for the main actor.
    @State private var inbox = PasteInbox()
    /// The file picker is open.
    @State private var choosingFile = false

    var body: some View {
        let record = model.exportRecord()
        NavigationStack {
            List {
                Section {
                    Text(verbatim: record)
                        .font(.callout.monospaced())
                        .textSelection(.enabled)
                        .fixedSize(horizontal: false, vertical: true)
                } header: {
                    Text("This game")
                } footer: {
                    Text("The record holds the rules, the moves and the result. Paste it in here later, or on another device, to go on from this point.")
                }

                Section {
                    Button {
                        UIPasteboard.general.string = record
                        copied = true
                        UIAccessibility.post(notification: .announcement, argument: String(localized: "Game record copied"))
                    } label: {
                        if copied {
                            Label("Copied", systemImage: "checkmark.circle.fill")
                        } else {
                            Label("Copy Game Record", systemImage: "doc.on.doc")
                        }
                    }
                    ShareLink(item: record, subject: Text("Alquerque game record")) {
                        Label("Share Game Record", systemImage: "square.and.arrow.up")
                    }
                }

                Section {
                    // The system's button: it reads the clipboard only when tapped, so iOS
                    // does not ask for permission. Its closure may run off the main thread, so
                    // it is `@Sendable` and hands the text over to the main actor.
                    let inbox = self.inbox
                    PasteButton(payloadType: String.self) { @Sendable strings in
                        guard let text = strings.first else { return }
                        Task { @MainActor in
                            inbox.text = text
                        }
                    }
                    Button {
                        choosingFile = true
                    } label: {
                        Label("Open a File…", systemImage: "folder")
                    }
                    if let pasteError {
                        Label {
                            Text(pasteError)
                                .fixedSize(horizontal: false, vertical: true)
                        } icon: {
                            Image(systemName: "exclamationmark.circle.fill")
                                .foregroundStyle(.orange)
                        }
                        .font(.subheadline)
                    }
                } header: {
                    Text("Open a game record")
                } footer: {
                    Text("Replaces the game in progress with the one on the clipboard or in the file; Undo brings it back.")
                }
            }
            .navigationTitle("Game Record")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
            .fileImporter(isPresented: $choosingFile, allowedContentTypes: [.plainText, .text]) { result in
                switch result {
                case .success(let url):
                    pasteError = nil
                    model.openRecord(url) { reason in
                        pasteError = String(localized: "The file could not be read (\(reason)).")
                    }
                case .failure(let error):
                    pasteError = error.localizedDescription
                }
            }
            .onChange(of: inbox.text) { _, text in
                if let text {
                    inbox.text = nil
                    paste(text)
                }
            }
            .sensoryFeedback(.success, trigger: copied) { _, now in now }
            .task(id: copied) {
                // The confirmation stays for two seconds.
                guard copied else { return }
                try? await Task.sleep(for: .seconds(2))
                copied = false
            }
        }
    }

    /// Opens a pasted record: on success the sheet closes on the new game; else the core's
    /// reason is shown here and the game in progress is kept.
    private func paste(_ text: String) {
        if model.importRecord(text) {
            pasteError = nil
            dismiss()
        } else {
            pasteError = model.state.message
            model.dismissNotice()
        }
    }
}

/// Carries the text the Paste button read to the main actor, where the view takes it.
@MainActor
@Observable
final class PasteInbox {
    var text: String? = nil
}
