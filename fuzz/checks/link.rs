//! Game links (`GameLink::from_text`): whatever reads is a legal game that writes back to a
//! link reading as the same game, and every refusal has words for a player.

use alquerque_core::internals::seal_link;
use alquerque_core::GameLink;

/// Reads `data` as a link and checks what reads.
///
/// Random bytes almost never carry the right checksum, so a fuzzer would only ever test the
/// checksum: when the first byte is odd, the rest is taken as a link's bytes without their
/// checksum, which is added as the link's form says; when it is even, the rest is read as the
/// text a messenger delivered (invalid UTF-8 replaced, as a phone's text field would).
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = if mode % 2 == 1 {
        format!("{}{}", GameLink::PREFIX, seal_link(rest))
    } else {
        String::from_utf8_lossy(rest).into_owned()
    };
    let link = match GameLink::from_text(&text) {
        Ok(link) => link,
        Err(e) => {
            assert!(!e.to_string().is_empty(), "a refusal without words");
            return;
        }
    };
    // What reads writes back, unless its start's text grew past what a link holds: then the
    // writer says so rather than writing a link the reader refuses.
    let url = match link.to_url() {
        Ok(url) => url,
        Err(e) => {
            assert!(
                matches!(e, alquerque_core::LinkError::GameTooLong { .. }),
                "{e}"
            );
            return;
        }
    };
    let again = GameLink::from_text(&url)
        .unwrap_or_else(|e| panic!("a written link does not read back ({e}): {url}"));
    assert_eq!(again.id, link.id);
    assert_eq!(again.game.rules(), link.game.rules());
    assert_eq!(again.game.start(), link.game.start());
    assert_eq!(again.game.moves(), link.game.moves());
    assert_eq!(
        again.to_url().ok().as_ref(),
        Some(&url),
        "a second trip changes nothing"
    );
}
