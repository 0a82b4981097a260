import SwiftUI

/// The rules of the game being played, in the core's words, with a drawing of the board and
/// its starting position.
struct RulesScreen: View {
    let model: GameViewModel

    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text(verbatim: rules.title)
                        .font(.title2.weight(.semibold))
                    figure
                    ForEach(Array(rules.paragraphs.enumerated()), id: \.offset) { item in
                        Text(item.element)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    if let note = rules.nextGameNote {
                        Label(note, systemImage: "info.circle")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    }
                    Text("Have fun and enjoy the game!")
                        .font(.callout.italic())
                }
                .padding()
                .frame(maxWidth: 640, alignment: .leading)
                .frame(maxWidth: .infinity)
            }
            .readableColumn()
            .navigationTitle("Rules")
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

    /// The rules of the game being played, titled and in the core's words.
    private var rules: RulesState { model.rules }

    /// The board with its coordinates and the starting position, as the core sets it up (read
    /// once by the model, not on every redraw).
    private var figure: some View {
        VStack(spacing: 6) {
            BoardDrawing(
                scene: BoardScene(
                    geometry: model.geometry,
                    points: rules.start,
                    showLabels: true,
                    palette: BoardPalette.make(for: colorScheme, contrast: contrast)))
                .aspectRatio(1, contentMode: .fit)
                .frame(maxWidth: sizeClass == .regular ? BoardLayout.wideFigureWidth : 260)
            Text("The board, its notation, and the starting position.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("A drawing of the board with its notation and the starting position.")
    }
}
