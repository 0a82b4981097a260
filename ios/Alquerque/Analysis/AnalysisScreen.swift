import SwiftUI

/// The solved game on the board: the game's position, or one set up in the editor. Every legal
/// move is listed with what it does under perfect play, best first, and marked on the board (a
/// piece selected: only its moves); a tap on a marked point plays the move, and back and
/// forward walk the moves played. The board stays where it is; what it shows besides scrolls
/// below it (beside it, sideways). Every word is the core's; this screen lays them out. The
/// position as text is under the menu.
struct AnalysisScreen: View {
    let model: AnalysisViewModel
    let geometry: BoardGeometry
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    /// The position text being typed or pasted.
    @State private var positionText = ""
    /// Whether the position text shows (from the menu).
    @State private var showsPositionText = false

    var body: some View {
        NavigationStack {
            GeometryReader { proxy in
                if proxy.size.width > proxy.size.height {
                    HStack(alignment: .top, spacing: 16) {
                        board
                        VStack(spacing: 8) {
                            Text(model.state.statusText).font(.headline)
                            ScrollView { panel }
                        }
                    }
                } else {
                    VStack(spacing: 8) {
                        Text(model.state.statusText).font(.headline)
                        board
                        ScrollView { panel }
                    }
                }
            }
            .padding()
            .navigationTitle("Analysis Board")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Toggle("Position Text", isOn: $showsPositionText)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
        .onAppear { model.resume() }
        .onDisappear { model.pause() }
    }

    /// The board with its marks, as large as the room allows.
    private var board: some View {
        BoardView(geometry: geometry, board: model.state.board, animation: model.animation) { point in
            model.tap(point)
        }
        .overlay { marks }
        .frame(maxWidth: BoardLayout.wideFigureWidth)
    }

    /// What shows besides the board: the note, the moves played with back and forward, every
    /// legal move's value, the editor, and the position text.
    private var panel: some View {
        VStack(spacing: 12) {
            Text(model.state.noteText)
                .font(.subheadline)
                .multilineTextAlignment(.center)
            if let notice = model.state.notice {
                Text(notice)
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .multilineTextAlignment(.center)
            }
            if !model.state.editing {
                HStack {
                    Button("Back") { model.back() }
                        .disabled(!model.state.canBack)
                    Text(model.state.moveRows.map(\.text).joined(separator: "  "))
                        .font(.body.monospacedDigit())
                        .frame(maxWidth: .infinity)
                        .environment(\.layoutDirection, .leftToRight)
                    Button("Next") { model.forward() }
                        .disabled(!model.state.canForward)
                }
                .buttonStyle(.bordered)
            }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(model.state.rows, id: \.self) { row in
                    // In the language's direction: the core isolates the move in it.
                    Text(row)
                        .font(.body.monospacedDigit())
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            if model.state.editing {
                editor
                Button("Done Setting Up") { model.setEditing(false) }
                    .buttonStyle(.bordered)
            } else {
                Button("Set Up Position") { model.setEditing(true) }
                    .buttonStyle(.bordered)
            }
            if showsPositionText {
                positionField
            }
        }
    }

    /// The editor's commands: who moves first (a choice of two, the core's words) and an empty
    /// board.
    private var editor: some View {
        VStack {
            Picker(
                "Side to move",
                selection: Binding(
                    get: { model.state.sideToMove },
                    set: { model.setSideToMove($0) })
            ) {
                ForEach(model.state.sideChoices, id: \.label) { choice in
                    Text(choice.label).tag(choice.side)
                }
            }
            .pickerStyle(.segmented)
            Button("Clear Board") { model.clearBoard() }
                .buttonStyle(.bordered)
        }
    }

    /// The position as text, to copy, or to replace by one pasted from a record.
    private var positionField: some View {
        VStack {
            TextField("Position Text", text: $positionText)
                .font(.body.monospaced())
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .textFieldStyle(.roundedBorder)
                .environment(\.layoutDirection, .leftToRight)
                .onAppear { positionText = model.state.positionText }
                .onChange(of: model.state.positionText) { _, text in positionText = text }
            Button("Analyse This Text") { model.setPositionText(positionText) }
                .buttonStyle(.bordered)
        }
    }

    /// The marks on the moves' destinations, drawn where the board draws each point: the
    /// point's best mark for the mover, its symbol and its colours, all the session's.
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
