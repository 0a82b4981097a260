import Foundation

// Small adapters from the core's values to text the screens show. They format what the core
// says; they decide nothing about the game.

extension Player {
    /// The title of a player for menus, with the AI levels' titles from the core.
    func title(levels: [LevelInfo]) -> String {
        switch self {
        case .human:
            return String(localized: "Human")
        case .ai(let level):
            let name = levels.first(where: { $0.level == level })?.title ?? ""
            return String(localized: "AI: \(name)")
        case .friend:
            // Only a game with a friend has one, and its screen names no players.
            return String(localized: "Games with Friends…").trimmingCharacters(in: ["…"])
        }
    }
}
