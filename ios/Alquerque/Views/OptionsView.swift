import SwiftUI

/// The options: who plays each side, the rules for the next game, and what the board shows.
/// Every change goes to the session at once (and is saved).
struct OptionsView: View {
    let model: GameViewModel

    @Environment(\.dismiss) private var dismiss

    /// The variants offered, with their titles from the core.
    private static let variants: [Variant] = [.standard, .alfonso]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    playerPicker("White (light) pieces", selection: binding(\.white))
                    playerPicker("Black (dark) pieces", selection: binding(\.black))
                } header: {
                    Text("Players")
                } footer: {
                    Text("Choose Human for both sides to play a friend on this device.")
                }

                Section {
                    Picker("Variant", selection: binding(\.variant)) {
                        ForEach(Self.variants, id: \.self) { variant in
                            Text(variantTitle(variant: variant)).tag(variant)
                        }
                    }
                    Toggle("Reversal allowed", isOn: binding(\.reversalAllowed))
                    if model.rulesDifferFromGame {
                        Button("Start a New Game with These Rules") {
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
                    Toggle("Show targets", isOn: binding(\.showTargets))
                    Toggle("Show notation", isOn: binding(\.showNotation))
                } header: {
                    Text("Board")
                } footer: {
                    Text(
                        "Targets: the points the selected piece can reach. Notation: the coordinates a–e and 1–5 and the list of moves."
                    )
                }

                Section("AI levels") {
                    ForEach(model.levels, id: \.level) { info in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(info.title)
                                .font(.headline)
                            Text(info.description)
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
        }
    }

    private var players: [Player] {
        [.human] + model.levels.map { Player.ai(level: $0.level) }
    }

    private func playerPicker(_ title: LocalizedStringKey, selection: Binding<Player>) -> some View {
        Picker(title, selection: selection) {
            ForEach(players, id: \.self) { player in
                Text(player.title(levels: model.levels)).tag(player)
            }
        }
    }

    /// A binding to one option that sends every change to the model.
    private func binding<Value>(_ keyPath: WritableKeyPath<Options, Value>) -> Binding<Value> {
        Binding(
            get: { model.options[keyPath: keyPath] },
            set: { model.update(keyPath, to: $0) })
    }
}
