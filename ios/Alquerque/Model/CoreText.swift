import Foundation

// Small adapters from the core's values to text the screens show. They format what the core
// says; they decide nothing about the game.

extension AlquerqueError {
    /// The sentence the core wrote for the player. (The generated `errorDescription` is the
    /// debug form of the enum, not meant for people.)
    var message: String {
        switch self {
        case .IllegalMove(let message),
             .NotSelectable(let message),
             .NotYourTurn(let message),
             .GameOver(let message),
             .InvalidRecord(let message),
             .NoSuchPoint(let message):
            return message
        }
    }
}

extension Side {
    /// "White" or "Black", as the core's sentences name the sides.
    var name: String {
        switch self {
        case .white: return "White"
        case .black: return "Black"
        }
    }
}

extension ThinkingProgress {
    /// One line for the status bar, e.g. "12,400 playouts · best c4-c2 · 58% expected".
    var summary: String {
        var parts = ["\(iterations.formatted()) playouts"]
        if let bestMove {
            parts.append("best \(bestMove)")
        }
        let expected = Double(winRate).formatted(.percent.precision(.fractionLength(0)))
        parts.append("\(expected) expected")
        return parts.joined(separator: " · ")
    }
}

extension Player {
    /// The title of a player for menus, with the AI levels' titles from the core.
    func title(levels: [LevelInfo]) -> String {
        switch self {
        case .human:
            return "Human"
        case .ai(let level):
            let name = levels.first(where: { $0.level == level })?.title ?? "AI"
            return "AI · \(name)"
        }
    }
}
