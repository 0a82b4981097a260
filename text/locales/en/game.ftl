# The game: results, the status line, what perfect play proves, notices and errors.
# $winner, $side: white or black (a keyword to select on, never shown as it is).

status-ongoing = The game is in progress.
status-won-no-pieces = { $winner ->
        [white] White wins: Black has no pieces left.
       *[black] Black wins: White has no pieces left.
    }
status-won-blocked = { $winner ->
        [white] White wins: Black has no legal move.
       *[black] Black wins: White has no legal move.
    }
status-drawn-repetition = Draw: the same position occurred three times.
# $plies: the number of plies without a capture that draws (50).
status-drawn-no-capture = Draw: { $plies } plies in a row without a capture.
play-game-over = the game is over, start a new game
# $plies: the most plies a game holds (10000).
play-too-long = the game has reached { $plies } plies, the most a saved game holds, so it cannot go on

# What perfect play proves about the game, on the line under the board (core/src/engine/known.rs).
known-wins = { $winner ->
        [white] White wins with perfect play
       *[black] Black wins with perfect play
    }
known-gave-away = { $winner ->
        [white] Black gave the win away: White wins with perfect play
       *[black] White gave the win away: Black wins with perfect play
    }

# A phrase (such as why a move is illegal) as a sentence of its own; its first letter is made
# a capital by the program.
sentence = { $phrase }.

# Errors of the apps' calls (bindings/src/error.rs).
error-not-your-turn = It is not your turn: the AI is to move.
error-game-over = The game is over. Start a new game.
# $index: a point number outside 0 to 24.
error-no-such-point = There is no point { $index } on the board.

# Notices under the board (bindings/src/session/persist.rs). $reason: what went wrong, as the
# system or the record reader says it.
notice-save-set-aside = The saved game could not be read ({ $reason }). It has been kept aside, and a new game has started.
notice-save-blocked = The saved game could not be read ({ $reason }) nor moved aside. A new game has started; it will not be saved over the old one.
notice-save-failed = The game could not be saved ({ $reason }).
notice-record-opened = The game record is open. Undo brings back the game you were playing.

# The status line above the board (bindings/src/session/view.rs). $side: the side to move.
status-to-move = { $side ->
        [white] White to move
       *[black] Black to move
    }
status-must-capture = { $side ->
        [white] White to move: a capture is compulsory
       *[black] Black to move: a capture is compulsory
    }
status-keep-jumping = { $side ->
        [white] White to move: keep jumping
       *[black] Black to move: keep jumping
    }
status-ai-to-move = { $side ->
        [white] White (AI) to move
       *[black] Black (AI) to move
    }
status-ai-thinking = { $side ->
        [white] White (AI) is thinking…
       *[black] Black (AI) is thinking…
    }
status-hint-searching = Looking for a good move…

# Why a game record cannot be read (core/src/game/record.rs): phrases put into sentences.
# $line, $ply: numbers from 1; $tag, $value, $move, $written: text from the record;
# $reason: the reader's own words; $kib, $max: sizes in KiB or counts of plies.
record-bad-tag = line { $line } is not a tag like [Variant "standard"]
record-bad-value = the { $tag } tag has an unusable value "{ $value }"
record-bad-position = the start position is invalid ({ $reason })
record-bad-move = ply { $ply } "{ $move }" cannot be played ({ $reason })
record-too-long = the record is { $kib } KiB long; a game record may have at most { $max } KiB
record-too-many-plies = the record holds { $plies } plies or more; a game record may have at most { $max }
record-unclosed-comment = a comment opened with {"{"} is not closed with {"}"}
record-result-mismatch = the record gives the result { $written } but its moves give { $actual }
link-none = there is no game link in the text
link-too-long = the link is far longer than any game's link
link-game-too-long = the game is too long to be written as a link (moves played: { $plies }; a game with a friend has { $max } at most)
link-several = the text holds links to different games (games: { $count }); share the one you mean on its own
link-damaged = the link is damaged: part of it was lost or changed on the way; ask for it again
link-newer-version = the link was made by a newer version of Alquerque; update the app to open it
link-unknown-version = the link is in a form no version of Alquerque writes: it was damaged or made by hand; ask for it again
link-unknown-rules = the link names rules this version of Alquerque does not know
link-bad-start = the link's start is not a valid position ({ $reason })
link-bad-move = ply { $ply } of the link cannot be played ({ $reason })
# A name the app gave its store that is not a document name ($key, quoted).
store-bad-key = '{ $key }' is not a document name (lower-case letters, digits and dashes).
store-not-a-file = it is not a regular file
store-too-big = it is { $bytes } bytes, more than any save
store-grew = it grew past the size of any save while it was read
store-not-text = it is not UTF-8 text
store-blocked = the unreadable { $file } could not be set aside, and is not written over
store-too-big-to-write = { $bytes } bytes is more than any save may be
store-not-replaced = { $file } is not a regular file, and is not replaced
store-no-aside-name = there is no free name to set the document aside
store-permission-denied = the app is not allowed to use the file
store-full = the device's storage is full
store-read-only = the storage can only be read
store-system = the system refused: { $reason }

# Why a game is not part of the rating (bindings/src/game/rated.rs), under the board: $help
# is the help taken. What the question before a new game says: $counts is what leaving does.
game-unrated = { $help ->
        [hint] Unrated game: you took a hint.
       *[proofs] Unrated game: perfect play was shown.
    }
game-leave = { $counts ->
        [loss] The game in progress will end and count as a loss.
       *[nothing] The game in progress will end.
    }
error-no-such-choice = There is no choice { $index } in this list.
# The game screen around its board (bindings/src/game/bars.rs): the players' bars, whose
# move it is, the result card. $player: a level's title or bar-your-friend.
bar-you = You
bar-your-friend = Your friend
bar-side = { $side ->
        [white] White
       *[black] Black
    }
bar-pieces = { $count ->
        [one] One piece
       *[other] { $count } pieces
    }
turn-yours = Your move
turn-thinking = { $player } is thinking…
turn-friend = Your friend's move
result-you-won = You won
result-you-lost = You lost
result-side-won = { $side ->
        [white] White won
       *[black] Black won
    }
result-player-won = { $player } won
result-draw = Draw
result-change-level = Change level
# The result card's line about the rating (bindings/src/statistics/mod.rs, RatingChange):
# $before and $after are ratings; $change is the difference with its sign (+30, −20, ±0).
result-rating-change = Rating { $before } → { $after }, { $change }
result-rating-first = Your first rating: { $after }
# The status line once the game is over: the result card over the board says who won and why,
# so the line above the board does not say it again.
status-game-over = Game over
# The game screen's actions (bindings/src/game/actions.rs): the bar under the board, in reach of
# a thumb, with short labels under their icons, then what its More holds.
action-new-game = New game
action-undo = Undo
action-hint = Hint
action-stop = Stop
action-more = More
action-redo = Redo
action-review = Review game
action-analysis = Analysis board
action-rules = Rules
action-game-record = Game record
