import Foundation

/// Sends what came in from outside where it belongs, as Android's FriendsScreen does: a game
/// link (`alquerque://game/…`) to the games with friends; a file opened with the app or shared
/// to it, read off the main thread, to the games with friends when it holds a link and to the
/// game when it holds a record (the core tells one from the other); a file that cannot be read
/// is said on the friends' list, and nothing changes.
@MainActor
func routeArrival(_ url: URL, friends: FriendsViewModel, game: GameViewModel) async {
    if url.scheme == "alquerque" {
        await friends.openLink(url.absoluteString)
        return
    }
    let bytes: Data
    switch await readDocument(url) {
    case .success(let data): bytes = data
    case .failure(let error):
        let reason = error.localizedDescription
        await friends.tell(String(localized: "The file could not be read (\(reason))."))
        return
    }
    switch sharedContent(bytes: bytes) {
    case .gameLink:
        await friends.openLinkBytes(bytes)
    case .gameRecord:
        game.importRecord(String(decoding: bytes, as: UTF8.self))
    }
}
