import SwiftUI

/// Learn to play: where the lesson stands, the step's heading and task, the game's own board,
/// the core's line judging the try, and Back, Restart and Next. Sideways (wider than high), the
/// board is on the left as high as the screen and the words and buttons on the right; on a
/// tablet upright (regular width) the words take the larger type and the buttons sit at the
/// bottom, the board filling the height between, so no part of the screen is left empty. The
/// model is the app's, so closing this sheet keeps the step.
struct LessonScreen: View {
    let model: LessonViewModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                if proxy.size.width > proxy.size.height {
                    HStack(alignment: .top, spacing: 16) {
                        board
                        VStack(alignment: .leading, spacing: 12) {
                            heading
                            ScrollView { words.frame(maxWidth: .infinity, alignment: .leading) }
                            status
                            buttons
                        }
                        .frame(maxWidth: .infinity)
                    }
                    .padding()
                } else {
                    VStack(spacing: sizeClass == .regular ? 20 : 12) {
                        heading
                        words
                        board
                        status
                        buttons
                        // On a phone the board is as wide as the screen and the rest waits
                        // under it; on a tablet the board takes the height itself.
                        if sizeClass != .regular { Spacer(minLength: 0) }
                    }
                    .padding(sizeClass == .regular ? 24 : 16)
                }
            }
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

    /// Where the lesson stands and the step's heading.
    private var heading: some View {
        VStack(spacing: 4) {
            Text(model.state.progressText)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(model.state.title)
                .font(sizeClass == .regular ? .title2.weight(.semibold) : .headline)
                .accessibilityAddTraits(.isHeader)
        }
    }

    /// The step's task.
    private var words: some View {
        // A step larger on a tablet, as Android's values-sw600dp type scale is; still the
        // person's text size, scaled from it.
        Text(model.state.task)
            .font(sizeClass == .regular ? .title3 : .body)
            .fixedSize(horizontal: false, vertical: true)
    }

    private var board: some View {
        BoardView(
            geometry: model.geometry,
            board: model.state.board,
            animation: model.animation,
            onTap: { point in model.tap(point) })
    }

    /// The core's line judging the try, its room kept while it is empty.
    private var status: some View {
        Text(model.state.statusText)
            .font(.callout)
            .multilineTextAlignment(.center)
            .frame(minHeight: 44)
    }

    /// Back, Restart, and forward (Next, or Play once the lesson is over), filled when the
    /// state says it is the next step.
    private var buttons: some View {
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
            .buttonStyle(.bordered)
            Button {
                if model.forward() { dismiss() }
            } label: {
                switch model.state.forward {
                case .next: Label("Next", systemImage: "arrow.right")
                case .play: Text("Play")
                }
            }
            .disabled(!model.state.forwardEnabled)
            .emphasize(model.state.primary == .forward)
        }
    }
}
