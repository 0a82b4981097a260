import SwiftUI
import UIKit

/// A game with a friend: the game screen's status line and board over the session the list
/// hands out (the friend is a player nobody taps for), where the game stands between the two,
/// Undo (until the move is sent) and Send my move, which shares the core's words and link.
struct FriendGameScreen: View {
    let model: GameViewModel

    @State private var sharing: SharedText? = nil

    var body: some View {
        let play = model.friendPlay
        VStack(alignment: .leading, spacing: 14) {
            StatusBar(
                state: model.state,
                onDismissNotice: { model.dismissNotice() },
                onRestartCapture: { model.clearSelection() })
            BoardView(geometry: model.geometry, board: model.state.board, animation: model.animation) { point in
                model.tap(point)
            }
            Text(play?.turnLine ?? "")
            HStack {
                Button("Undo") { model.undo() }
                    .buttonStyle(.bordered)
                    .disabled(!model.state.canUndo)
                Spacer()
                Button(play?.sendTitle ?? "") {
                    if let text = model.sendMove() {
                        sharing = SharedText(text: text)
                    }
                }
                .emphasize(play?.primary == .send)
                .disabled(play?.canSend != true)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .navigationTitle(play?.title ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: $sharing) { shared in
            ActivitySheet(text: shared.text)
        }
    }
}

/// Text handed to the share sheet.
private struct SharedText: Identifiable {
    let id = UUID()
    let text: String
}

/// The system's share sheet for `text` (the words and the link, as the core wrote them).
private struct ActivitySheet: UIViewControllerRepresentable {
    let text: String

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: [text], applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
