import SwiftUI

/// The endgame trainer: the level, the task, the game's own board, the core's line judging each
/// move (a slip taken back, with the fastest win drawn as an arrow), and Easier, Next position
/// and Harder. The model is the app's, so closing this sheet keeps the position.
struct EndgameScreen: View {
    let model: EndgameViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text(model.state.levelText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(model.state.heading)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                    .accessibilityAddTraits(.isHeader)
                BoardView(
                    geometry: model.geometry,
                    board: model.state.board,
                    animation: model.animation,
                    onTap: { point in model.tap(point) })
                Text(model.state.statusText)
                    .font(.callout)
                    .multilineTextAlignment(.center)
                    .frame(minHeight: 44)
                if let notice = model.state.notice {
                    Text(notice)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
                HStack(spacing: 12) {
                    Button {
                        model.easier()
                    } label: {
                        Text(model.state.easierLabel)
                    }
                    .disabled(!model.state.canEasier)
                    Button {
                        model.nextPosition()
                    } label: {
                        Text(model.state.nextLabel)
                    }
                    // Filled once the position is won: the state says when.
                    .emphasize(model.state.primary == .next)
                    Button {
                        model.harder()
                    } label: {
                        Text(model.state.harderLabel)
                    }
                    .disabled(!model.state.canHarder)
                }
                .buttonStyle(.bordered)
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle(model.state.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
