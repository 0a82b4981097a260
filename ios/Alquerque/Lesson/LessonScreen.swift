import SwiftUI

/// Learn to play: where the lesson stands, the step's heading and task, the game's own board,
/// the core's line judging the try, and Back, Restart and Next. The model is the app's, so
/// closing this sheet keeps the step.
struct LessonScreen: View {
    let model: LessonViewModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text(model.state.progressText)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(model.state.title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                Text(model.state.task)
                    .font(.body)
                    .fixedSize(horizontal: false, vertical: true)
                BoardView(
                    geometry: model.geometry,
                    board: model.state.board,
                    animation: model.animation,
                    onTap: { point in model.tap(point) })
                Text(model.state.statusText)
                    .font(.callout)
                    .multilineTextAlignment(.center)
                    .frame(minHeight: 44)
                HStack(spacing: 12) {
                    Button {
                        model.previous()
                    } label: {
                        Label("Back", systemImage: "arrow.left")
                    }
                    .disabled(!model.state.canPrevious)
                    .buttonStyle(.borderless)
                    Button {
                        model.restart()
                    } label: {
                        Label("Restart", systemImage: "arrow.counterclockwise")
                    }
                    Button {
                        if model.forward() { dismiss() }
                    } label: {
                        switch model.state.forward {
                        case .next: Label("Next", systemImage: "arrow.right")
                        case .play: Text("Play")
                        }
                    }
                    .disabled(!model.state.forwardEnabled)
                    // The next step: the screen's one primary button.
                    .buttonStyle(.borderedProminent)
                }
                .buttonStyle(.bordered)
                Spacer(minLength: 0)
            }
            .padding()
            .navigationTitle("Learn to Play")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
            }
            .onAppear { model.reopen() }
        }
    }
}
