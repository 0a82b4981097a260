# The analysis board: what each legal move does under perfect play (core/src/engine/analysis.rs),
# and the lines of the analysis screen and its position editor (bindings/src/analysis.rs).

# A move's value, shown beside the move. $moves: the number of moves the forced win or loss takes.
analysis-wins = wins
analysis-wins-in = wins in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
analysis-loses = loses
analysis-loses-in = loses in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
analysis-not-known = not known
analysis-draws = Under these rules a game can end in a draw, so nothing is proved here.

# Why a move's value is not known, shown with "not known" (core/src/engine/analysis.rs,
# Unproved). $pieces: the number of pieces on the board after the move.
analysis-why-draws = the rules allow draws
analysis-why-budget = the proof search reached its limit with { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    } on the board
# The computer's own estimate beside a move not known. $percent: its winning chance, e.g. 48.2.
analysis-estimate = the computer’s estimate: { $percent }% to win
# A move not known with its reason and the estimate ($value: analysis-not-known; $reason: one
# of the analysis-why messages; $estimate: analysis-estimate), and without an estimate.
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })

# A move and its value, one line of the list. $move: the move; $value: one of the values above.
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] White to move
       *[black] Black to move
    }
analysis-select = Every move is listed with what it does with perfect play. Select a piece to see only its moves.
analysis-selected = Each move of this piece is marked with what it does with perfect play. Tap a marked point to play the move, or another piece to see its moves.
analysis-working = Working out what each move does…
# While the analysis board keeps proving the moves the first list left not known (the list is shown).
analysis-further = Still working on the moves not known yet. Select a piece to see only its moves.
analysis-game-over = { $winner ->
        [white] Black has no move: White has won.
       *[black] White has no move: Black has won.
    }
analysis-edit-help = Tap a point to put a white piece on it, tap again for a black piece, and once more to empty it.
# $reason: why the text is not a position (in English, as the record reader gives it).
analysis-bad-position = This is not a position: { $reason }

# Why a position text or a set-up position is not a position (core/src/game/position_text.rs,
# core/src/board/setup.rs), as a phrase inside analysis-bad-position or record-bad-position.
# $text: what was typed, quoted; $point: a point; $bytes, $max: the text's length and the most.
position-bad-board = "{ $text }" is not a board (write five rows of five cells from row 5 down, separated by /, as in bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = "{ $text }" is not a cell (cells are w, b or -)
position-bad-turn = "{ $text }" is not a side to move (w or b)
position-bad-ban = "{ $text }" is not a reversal ban (write the point then < for no step west or > for no step east, as in c3<)
position-bad-count = "{ $text }" is not a count of plies
position-trailing = unexpected "{ $text }" after the position
position-too-long = it is { $bytes } bytes long, and a position takes at most { $max }
setup-overlap = point { $point } holds both a white and a black piece
setup-ban-without-piece = a reversal ban is given for { $point }, where there is no piece
setup-ban-both-ways = the piece on { $point } is banned from stepping both east and west
setup-bans-not-in-rules = reversal bans are given but these rules allow reversal

# The endgame trainer (core/src/endgame/, `alquerque endgame`): a won position of few pieces,
# to be won against the endgame tables' perfect defence. $side: the person's side; $moves: the
# person's moves the fastest win takes from here.
endgame-to-move = { $side ->
        [white] White
       *[black] Black
    } to move and win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
endgame-welcome = The defence is perfect: it comes from tables of every position with few pieces. Each of your moves is judged at once.
# $moves: the person's moves left to the win after the move just played.
endgame-still-winning = Still winning, in { $moves ->
        [one] { $moves } more move
       *[other] { $moves } more moves
    }.
# $fastest: the moves that would have been left after the fastest move.
endgame-slower = Still winning, but more slowly: in { $moves ->
        [one] { $moves } more move
       *[other] { $moves } more moves
    }, where the fastest move left { $fastest }.
# $move: the move that lets the win slip; it is taken back.
endgame-slipped = { $move } lets the win slip: the defence would win after it. It is taken back.
# $move: a move of the fastest win; $moves: the moves that win takes, this one included.
endgame-fastest = The fastest win starts with { $move } and takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. Try again.
# $side: the defending side; $move: its reply.
endgame-reply = { $side ->
        [white] White
       *[black] Black
    } replies { $move }.
endgame-won = Won, in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, without letting the win slip!
endgame-won-slips = Won, in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. { $slips ->
        [one] One move let the win slip.
       *[other] { $slips } moves let the win slip.
    }
# The terminal's prompt: $level, the trainer's level.
endgame-prompt = Endgame { $level }
endgame-next = Type 'next' for another position of this level, or 'quit'.
endgame-help-next = another position of this level
endgame-help-quit = leave the endgame trainer
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Endgame trainer
endgame-level = Level { $level } of { $levels }
endgame-next-position = Next position
endgame-easier = Easier
endgame-harder = Harder
endgame-unavailable = The endgame tables give no position to play here.
