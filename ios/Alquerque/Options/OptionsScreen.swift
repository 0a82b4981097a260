import SwiftUI

/// The options: who plays each side, the rules for the next game, what the board shows, sound
/// and touch. The screen draws the core's `OptionsState` (every word, choice and switch) and
/// hands each change to the session at once (it is saved), as Android does.
@MainActor
struct OptionsScreen: View {
    let model: GameViewModel

    @Environment(\.dismiss) private var dismiss
    /// The state shown, read again after every change and whenever the session's options
    /// change by themselves (a new game, a restored save).
    @State private var shown: OptionsState

    init(model: GameViewModel) {
        self.model = model
        _shown = State(initialValue: model.optionsState)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ForEach(Array(shown.picks.enumerated()), id: \.offset) { _, pick in
                        VStack(alignment: .leading, spacing: 2) {
                            Picker(pick.label, selection: choice(pick)) {
                                ForEach(Array(shown.players.enumerated()), id: \.offset) { index, player in
                                    Text(player.title).tag(index)
                                }
                            }
                            Text(pick.description)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                } header: {
                    Text(shown.playersHeading)
                } footer: {
                    Text(shown.playersNote)
                }

                Section {
                    Picker(shown.variantLabel, selection: variant) {
                        ForEach(Array(shown.variants.enumerated()), id: \.offset) { index, info in
                            Text(info.title).tag(index)
                        }
                    }
                    switches(in: .rules)
                    if let newGame = shown.newGame {
                        Button(newGame) {
                            model.newGame()
                            dismiss()
                        }
                        .emphasize(shown.primary == .newGame)
                    }
                } header: {
                    Text(shown.rulesHeading)
                } footer: {
                    Text(shown.rulesNote)
                }

                Section(shown.boardHeading) {
                    switches(in: .board)
                }

                Section(shown.soundHeading) {
                    switches(in: .soundAndTouch)
                }
            }
            .readableColumn()
            .navigationTitle(shown.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
            .onChange(of: model.options) { _, _ in
                shown = model.optionsState
            }
        }
    }

    /// The switches of `section`, in the core's order, each with the line under it if any.
    @ViewBuilder
    private func switches(in section: OptionSection) -> some View {
        ForEach(shown.switches.filter { $0.section == section }, id: \.key) { option in
            VStack(alignment: .leading, spacing: 2) {
                Toggle(option.title, isOn: toggle(option.key))
                if let detail = option.detail {
                    Text(detail)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func toggle(_ key: OptionKey) -> Binding<Bool> {
        Binding(
            get: { shown.switches.first(where: { $0.key == key })?.on ?? false },
            set: { on in
                model.setSwitch(key, on)
                shown = model.optionsState
            })
    }

    private func choice(_ pick: PlayerPick) -> Binding<Int> {
        let side = pick.side
        return Binding(
            get: { Int(shown.picks.first(where: { $0.side == side })?.selected ?? 0) },
            set: { index in
                model.choosePlayer(side, index)
                shown = model.optionsState
            })
    }

    private var variant: Binding<Int> {
        Binding(
            get: { Int(shown.variantIndex) },
            set: { index in
                model.chooseVariant(index)
                shown = model.optionsState
            })
    }
}
