import SwiftUI

/// The options: who plays each side, the rules for the next game, and what the board shows.
/// Every change goes to the session at once (and is saved).
@MainActor
struct OptionsScreen: View {
    let model: GameViewModel

    @Environment(\.dismiss) private var dismiss
    /// The form edits a copy of the options; every change of it is handed to the model, and
    /// every change the model makes (a new game, a restored save) is copied back. (Bindings
    /// built from key paths would capture them in the closures SwiftUI may call from any
    /// isolation, and key paths are not `Sendable`.)
    @State private var draft: Options

    init(model: GameViewModel) {
        self.model = model
        _draft = State(initialValue: model.options)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    playerPicker("White", selection: $draft.white)
                    playerPicker("Black", selection: $draft.black)
                } header: {
                    Text("Players")
                } footer: {
                    Text("Choose Human for both sides to play a friend on this device.")
                }

                Section {
                    Picker("Variant", selection: $draft.variant) {
                        ForEach(model.ruleVariants, id: \.variant) { info in
                            Text(info.title).tag(info.variant)
                        }
                    }
                    Toggle("Reversal allowed", isOn: $draft.reversalAllowed)
                    if model.state.rulesChangeNextGame {
                        Button("Start a new game with these rules") {
                            model.newGame()
                            dismiss()
                        }
                    }
                } header: {
                    Text("Rules")
                } footer: {
                    Text(
                        "Reversal allowed: a piece may step straight back after a sideways step, so games can be drawn. Rule changes apply from the next new game."
                    )
                }

                Section {
                    Toggle("Show targets", isOn: $draft.showTargets)
                    Toggle("Show notation", isOn: $draft.showNotation)
                } header: {
                    Text("Board")
                } footer: {
                    Text(
                        "Targets: the points the selected piece can reach. Notation: the coordinates a–e and 1–5 and the list of moves."
                    )
                }

                Section("Sound and touch") {
                    Toggle("Sounds", isOn: $draft.sound)
                    Toggle("Touch feedback", isOn: $draft.haptics)
                }

                Section("AI levels") {
                    ForEach(model.levels, id: \.level) { info in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(info.title)
                                .font(.headline)
                            Text(info.description)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Text(info.ratingText)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            .navigationTitle("Options")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
            .onChange(of: draft) { _, changed in
                model.setOptions(changed)
            }
            .onChange(of: model.options) { _, current in
                if draft != current {
                    draft = current
                }
            }
        }
    }

    private func playerPicker(_ title: LocalizedStringKey, selection: Binding<Player>) -> some View {
        Picker(title, selection: selection) {
            ForEach(model.players, id: \.player) { choice in
                Text(choice.title).tag(choice.player)
            }
        }
    }
}
