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

# A move and its value, one line of the list. $move: the move; $value: one of the values above.
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] White to move
       *[black] Black to move
    }
analysis-select = Select a piece to see what each of its moves does with perfect play.
analysis-selected = Each move of this piece is marked with what it does with perfect play. Tap another piece to see its moves.
analysis-working = Working out what each move does…
analysis-game-over = { $winner ->
        [white] Black has no move: White has won.
       *[black] White has no move: Black has won.
    }
analysis-edit-help = Tap a point to put a white piece on it, tap again for a black piece, and once more to empty it.
# $reason: why the text is not a position (in English, as the record reader gives it).
analysis-bad-position = This is not a position: { $reason }
