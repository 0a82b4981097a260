@testable import Alquerque

/// What the tests read off a game screen's state in one word: the moves in order, the notice
/// slot, the board's pieces and marks, whether a hint or a search runs.
extension GameState {
    /// Every move of the game in notation, in order (read off the numbered rows).
    var moveList: [String] {
        moveRows.flatMap { [$0.first, $0.second].compactMap { $0 } }.filter { $0 != "…" }
    }

    /// The notice slot when it holds a notice, not the hint found (which it shows otherwise).
    var notice: String? {
        guard let message else { return nil }
        if let hint = board.hint, message.contains(hint.notation) { return nil }
        return message
    }

    /// A hint is being searched for.
    var hinting: Bool { hintCommand == .stop }

    /// The board's 25 points, a1 to e5.
    var points: [PointState] { board.points }

    /// The move a hint suggests, drawn on the board.
    var hint: MoveInfo? { board.hint }

    /// The board is turned round.
    var flipped: Bool { board.flipped }

    /// The last move, highlighted.
    var lastMove: MoveInfo? { board.lastMove }

    /// The side to move.
    var sideToMove: Side { board.sideToMove }

    /// A capture is being entered and must go on.
    var keepJumping: Bool { board.keepJumping }

    /// The points of the capture entered so far.
    var pendingPath: [Int32] { board.pendingPath }

    /// Hint would do something now.
    var canHint: Bool { hintCommand == .hint }
}
