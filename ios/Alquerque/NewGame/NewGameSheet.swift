import SwiftUI

/// The new-game sheet: the opponent (a person, or a level with its rating and what to expect),
/// the colour, the rules, and Start game, the prominent button under the choices. What is
/// selected and enabled is the core's (`NewGameState`). Start game asks first when a game in
/// progress would end, then `onStarted` opens the game.
struct NewGameSheet: View {
    let model: NewGameViewModel
    let onStarted: () -> Void

    @State private var confirming = false
    @State private var refusal: String? = nil
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section(model.state.opponentHeading) {
                    ForEach(model.state.opponents, id: \.opponent) { row in
                        Button {
                            model.setOpponent(row.opponent)
                        } label: {
                            HStack {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(row.title).font(.body.weight(.semibold))
                                    let line = [row.ratingText, row.outlook].filter { !$0.isEmpty }
                                        .joined(separator: " · ")
                                    if !line.isEmpty {
                                        Text(line).font(.subheadline).foregroundStyle(.secondary)
                                    }
                                }
                                Spacer()
                                if row.selected {
                                    Image(systemName: "checkmark").foregroundStyle(.tint)
                                }
                            }
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityAddTraits(row.selected ? .isSelected : [])
                    }
                }
                Section(model.state.colourHeading) {
                    Picker(model.state.colourHeading, selection: colour) {
                        ForEach(model.state.colours, id: \.colour) { row in
                            Text(row.title).tag(row.colour)
                        }
                    }
                    .pickerStyle(.segmented)
                    .disabled(!model.state.colourEnabled)
                }
                Section(model.state.rulesHeading) {
                    Picker(model.state.rulesHeading, selection: variant) {
                        ForEach(model.state.variants, id: \.variant) { row in
                            Text(row.title).tag(row.variant)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                    Toggle(model.state.reversalTitle, isOn: reversal)
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                    if model.state.confirmText != nil {
                        confirming = true
                    } else {
                        begin()
                    }
                } label: {
                    Text(model.state.startTitle).frame(maxWidth: .infinity, minHeight: 44)
                }
                .emphasize(model.state.primary == .start)
                .padding()
                .background(.bar)
            }
            .navigationTitle(model.state.title)
            .navigationBarTitleDisplayMode(.inline)
            .confirmationDialog(
                model.state.confirmText ?? "", isPresented: $confirming, titleVisibility: .visible
            ) {
                Button(model.state.startTitle, role: .destructive) { begin() }
            }
            // The game began; the choice could not be kept, and the player is told why.
            .alert(refusal ?? "", isPresented: .constant(refusal != nil)) {
                Button("OK") {
                    refusal = nil
                    dismiss()
                    onStarted()
                }
            }
        }
    }

    private var colour: Binding<ColourChoice> {
        Binding(get: { model.state.choice.colour }, set: { model.setColour($0) })
    }

    private var variant: Binding<Variant> {
        Binding(get: { model.state.choice.variant }, set: { model.setVariant($0) })
    }

    private var reversal: Binding<Bool> {
        Binding(get: { model.state.choice.reversalAllowed }, set: { model.setReversal($0) })
    }

    private func begin() {
        if case .refused(let reason) = model.start() {
            refusal = reason
            return
        }
        dismiss()
        onStarted()
    }
}
