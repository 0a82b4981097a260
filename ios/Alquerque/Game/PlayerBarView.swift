import SwiftUI

/// A player's bar above or below the board: the name (or the level and its rating), the pieces
/// left, and on the bar of the side to move whose move it is in the core's words ("Your move",
/// "Beginner is thinking…"), with a quiet indicator while the computer thinks.
struct PlayerBarView: View {
    let bar: PlayerBar
    let turnLine: String

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(bar.side == .white ? Color(white: 0.97) : Color(white: 0.12))
                .overlay(Circle().stroke(.secondary, lineWidth: 1))
                .frame(width: 12, height: 12)
            Text(bar.name).font(.headline)
            if !bar.detail.isEmpty {
                Text(bar.detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Text(bar.piecesText).font(.subheadline).foregroundStyle(.secondary)
            Spacer(minLength: 4)
            if bar.toMove {
                if bar.thinking {
                    ProgressView().controlSize(.small)
                }
                Text(turnLine).font(.subheadline.weight(.semibold))
            }
        }
        .lineLimit(1)
        .minimumScaleFactor(0.8)
        .accessibilityElement(children: .combine)
    }
}

/// The moves as a strip of plies, each turn numbered, the last move marked and kept in view.
struct MoveStripView: View {
    let chips: [MoveChip]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 6) {
                    ForEach(chips, id: \.ply) { chip in
                        HStack(spacing: 3) {
                            if let number = chip.number {
                                Text(number).foregroundStyle(.secondary)
                            }
                            Text(chip.text)
                                .fontWeight(chip.last ? .semibold : .regular)
                                .padding(.horizontal, 6)
                                .padding(.vertical, 2)
                                .background(
                                    RoundedRectangle(cornerRadius: 6)
                                        .fill(chip.last ? Color.accentColor.opacity(0.18) : .clear))
                        }
                        .id(chip.ply)
                    }
                }
                .font(.subheadline)
                .padding(.horizontal, 4)
            }
            .onChange(of: chips, initial: true) {
                if let last = chips.last { proxy.scrollTo(last.ply, anchor: .trailing) }
            }
        }
        .environment(\.layoutDirection, .leftToRight)
    }
}

/// The end of the game over the board (which keeps its size): the result, why, the rating's
/// change (or why the game is unrated), and the core's buttons in its order, the primary one prominent.
struct ResultCardView: View {
    let card: ResultCard
    let onAction: (ResultAction) -> Void

    var body: some View {
        ZStack {
            Color.black.opacity(0.35)
            VStack(alignment: .leading, spacing: 10) {
                Text(card.title).font(.title2.bold()).accessibilityAddTraits(.isHeader)
                Text(card.reason).font(.body)
                if let rating = card.ratingText {
                    Text(rating).font(.body.weight(.semibold))
                }
                ForEach(card.buttons.filter(\.primary), id: \.action) { button in
                    Button { onAction(button.action) } label: {
                        Text(button.title).frame(maxWidth: .infinity, minHeight: 36)
                    }
                    .buttonStyle(.borderedProminent)
                }
                ViewThatFits(in: .horizontal) {
                    HStack { others }
                    VStack { others }
                }
            }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 16).fill(.background))
            .padding(12)
        }
    }

    private var others: some View {
        ForEach(card.buttons.filter { !$0.primary }, id: \.action) { button in
            Button { onAction(button.action) } label: {
                Text(button.title).lineLimit(2).frame(maxWidth: .infinity, minHeight: 36)
            }
            .buttonStyle(.bordered)
        }
    }
}
