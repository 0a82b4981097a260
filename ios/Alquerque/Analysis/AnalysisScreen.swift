import SwiftUI

/// The solved game on the board: the game's position, or one set up in the editor; a piece
/// selected shows each of its destinations marked with what the move does under perfect play,
/// as the core proves it, or "not known". Every word is the core's; this screen lays them out.
struct AnalysisScreen: View {
    let model: AnalysisViewModel
    let geometry: BoardGeometry
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    /// The position text being typed or pasted in the editor.
    @State private var positionText = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    Text(model.state.statusText)
                        .font(.headline)
                    BoardView(geometry: geometry, board: model.state.board, animation: nil) { point in
                        model.tap(point)
                    }
                    .overlay { marks }
                    .frame(maxWidth: BoardLayout.wideFigureWidth)
                    Text(model.state.noteText)
                        .font(.subheadline)
                        .multilineTextAlignment(.center)
                    if let notice = model.state.notice {
                        Text(notice)
                            .font(.footnote)
                            .foregroundStyle(.red)
                            .multilineTextAlignment(.center)
                    }
                    ForEach(model.state.rows, id: \.self) { row in
                        // In the language's direction: the core isolates the move in it.
                        Text(row)
                            .font(.body.monospacedDigit())
                    }
                    if model.state.editing {
                        editor
                    }
                    if model.state.editing {
                        Button("Done Setting Up") { model.setEditing(false) }
                            .buttonStyle(.bordered)
                    } else {
                        Button("Set Up Position") { model.setEditing(true) }
                            .buttonStyle(.bordered)
                    }
                }
                .padding()
            }
            .navigationTitle("Analysis Board")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
            }
        }
        .onAppear { model.resume() }
        .onDisappear { model.pause() }
    }

    /// The editor's commands: who moves first, an empty board, and the position as text (to
    /// copy, or to replace by one pasted from a record).
    private var editor: some View {
        VStack {
            HStack {
                Button("White Moves") { model.setSideToMove(.white) }
                    .disabled(model.state.sideToMove == .white)
                Button("Black Moves") { model.setSideToMove(.black) }
                    .disabled(model.state.sideToMove == .black)
                Button("Clear Board") { model.clearBoard() }
            }
            TextField("Position Text", text: $positionText)
                .font(.body.monospaced())
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textFieldStyle(.roundedBorder)
                .environment(\.layoutDirection, .leftToRight)
                .onAppear { positionText = model.state.positionText }
                .onChange(of: model.state.positionText) { _, text in positionText = text }
            Button("Analyse This Text") { model.setPositionText(positionText) }
        }
        .buttonStyle(.bordered)
    }

    /// The marks on the selected piece's destinations, drawn where the board draws each point:
    /// the point's best mark for the mover, its symbol and its colours, all the session's.
    private var marks: some View {
        GeometryReader { proxy in
            let layout = BoardLayout(
                geometry: geometry, size: proxy.size, labels: model.state.board.showNotation,
                flipped: model.state.board.flipped)
            ForEach(model.state.pointMarks, id: \.point) { mark in
                ZStack {
                    Circle().fill(Color(themed: mark.color, in: colorScheme))
                    Text(mark.symbol)
                        .font(.system(size: layout.step * 0.24, weight: .bold))
                        .foregroundStyle(Color(themed: mark.ink, in: colorScheme))
                }
                .frame(width: layout.step * 0.44, height: layout.step * 0.44)
                .position(layout.center(mark.point))
                .allowsHitTesting(false)
                .accessibilityHidden(true)
            }
        }
    }
}
