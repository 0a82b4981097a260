import SwiftUI

/// The status line: whose turn it is (or the result), in the core's words; the caption (the
/// search's progress, else what perfect play proves); the message (what the core has to tell,
/// else the hint found). All of it decided by the session, drawn from the game's state.
struct StatusBar: View {
    let state: GameState
    let onDismissNotice: () -> Void
    /// Abandons the capture being entered (offered while it must keep jumping).
    let onRestartCapture: () -> Void

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 10) {
                indicator
                Text(state.statusText)
                    .font(.headline)
                    .fixedSize(horizontal: false, vertical: true)
                Spacer(minLength: 0)
                if state.thinking {
                    ProgressView()
                        .controlSize(.small)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.updatesFrequently)

            if state.board.keepJumping {
                Button {
                    onRestartCapture()
                } label: {
                    Label("Start the capture again", systemImage: "arrow.counterclockwise")
                        .font(.subheadline)
                }
                .buttonStyle(.borderless)
            }
            if !state.caption.isEmpty {
                // The search's progress, else what perfect play proves: the session's caption.
                Text(state.caption)
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
            }
            if let message = state.message {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Image(systemName: "exclamationmark.circle.fill")
                        .foregroundStyle(.orange)
                        .accessibilityHidden(true)
                    Text(message)
                        .font(.subheadline)
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer(minLength: 0)
                    Button {
                        onDismissNotice()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.caption.weight(.bold))
                    }
                    .buttonStyle(.borderless)
                    .accessibilityLabel("Dismiss")
                }
                .padding(10)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A piece of the side to move, a trophy in the winner's colour, or a draw sign, in the
    /// board's colours (with Increase Contrast, its stronger ones and thicker edges).
    @ViewBuilder private var indicator: some View {
        let palette = BoardPalette.make(for: colorScheme, contrast: contrast)
        switch state.status {
        case .ongoing:
            disc(for: state.board.sideToMove, palette: palette)
        case .won(let winner, _):
            ZStack {
                disc(for: winner, palette: palette)
                Image(systemName: "trophy.fill")
                    .font(.system(size: 11, weight: .bold))
                    .foregroundStyle(winner == .white ? Color.black : Color.white)
            }
        case .drawn:
            Image(systemName: "equal.circle.fill")
                .font(.system(size: 22))
                .foregroundStyle(.secondary)
        }
    }

    private func disc(for side: Side, palette: BoardPalette) -> some View {
        Circle()
            .fill(side == .white ? palette.whitePiece : palette.blackPiece)
            .overlay {
                Circle().stroke(
                    side == .white ? palette.whiteEdge : palette.blackEdge,
                    lineWidth: 1.5 * palette.lineScale)
            }
            .frame(width: 22, height: 22)
            .accessibilityHidden(true)
    }
}

/// The moves of the game in notation, in the numbered rows of two the core makes.
struct MoveListView: View {
    let rows: [MoveRow]
    let axis: Axis

    var body: some View {
        Group {
            if rows.isEmpty {
                Text("No moves yet")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: axis == .horizontal ? .center : .leading)
            } else {
                scroller
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: spokenMoves))
    }

    private var scroller: some View {
        ScrollViewReader { proxy in
            ScrollView(axis == .horizontal ? .horizontal : .vertical, showsIndicators: false) {
                if axis == .horizontal {
                    HStack(spacing: 14) { lines }
                        .padding(.horizontal, 4)
                } else {
                    LazyVStack(alignment: .leading, spacing: 6) { lines }
                }
            }
            .onChange(of: rows, initial: true) {
                if let last = rows.last {
                    proxy.scrollTo(last.number, anchor: axis == .horizontal ? UnitPoint.trailing : UnitPoint.bottom)
                }
            }
        }
        .frame(maxHeight: axis == .horizontal ? nil : CGFloat.infinity)
        .fixedSize(horizontal: false, vertical: axis == .horizontal)
    }

    private var spokenMoves: String {
        if rows.isEmpty { return String(localized: "No moves yet") }
        let list = rows.map(\.text).joined(separator: ", ")
        return String(localized: "Moves: \(list)")
    }

    @ViewBuilder private var lines: some View {
        ForEach(rows, id: \.number) { row in
            HStack(spacing: 6) {
                Text("\(row.number).")
                    .foregroundStyle(.secondary)
                Text(row.first)
                Text(row.second ?? "")
            }
            .font(.callout.monospaced())
            // Notation: left to right in every language, as on Android and the board.
            .environment(\.layoutDirection, .leftToRight)
            .id(row.number)
        }
    }
}
