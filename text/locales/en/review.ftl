# Game review: values, marks and what is proven (core/src/review/), and the review screen's
# lines (bindings/src/session/review.rs).

# $percent: the mover's expected result, with one decimal.
eval-expected = { $percent }%
eval-won = won
eval-lost = lost
# $moves: the number of the winner's moves to the end.
eval-wins-in = wins in { $moves }
eval-loses-in = loses in { $moves }
mark-best = best
mark-good = good
mark-inaccuracy = inaccuracy
mark-mistake = mistake
mark-blunder = blunder
mark-only-move = only move
solved-gives-win-away = gives the win away
solved-wins = wins with perfect play
solved-loses = loses with perfect play
# $before, $after: the values before and after the move (eval-* above).
review-change = { $before } -> { $after }
# $values: review-change; $solved: one of solved-* above.
review-proven-both = { $values }; { $solved }
review-stopped = The review was stopped: the moves after these were not reviewed.
review-nothing = No moves to review yet.
# A side's summary (core/src/review/summary.rs): $side; how many of its moves got each mark;
# $accuracy: review-accuracy with $percent (eval-expected), or review-accuracy-none.
review-side-summary = { $side ->
        [white] White
       *[black] Black
    }: inaccuracies { $inaccuracies }, mistakes { $mistakes }, blunders { $blunders }; { $accuracy }
review-accuracy = accuracy { $percent }
review-accuracy-none = no move to judge
# $done, $total: positions searched so far, and in all.
review-progress = Reviewing: { $done } of { $total } positions
review-starting = Reviewing…
# The move numbers of the review's rows: $number before White's move, and before Black's.
review-number-white = { $number }.
review-number-black = { $number }…

# A ply's heading over its board: $move (notation) and its $mark (mark-* above).
review-ply-heading = { $move }: { $mark }
# A row of the move list: $number (review-number-*), $move and $mark.
review-ply-row = { $number } { $move } · { $mark }
# The key under the board: $move was played (drawn solid); $better, the engine's move (an arrow).
review-legend-played = Played { $move } (solid)
review-legend-better = Played { $move } (solid), better { $better } (arrow)
# $before, $after: the mover's expected results before and after the move (eval-* above).
review-values = { $before } before, { $after } after, for the side that moved
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = For White: { $before } before, { $after } after
# What a screen reader says for the review's board: the position before $move was played.
review-board-best = The board before { $move }, the best move
review-board-better = The board before { $move }; better was { $better }

# Learn from your mistakes: the drill through the person's own mistakes and blunders after a
# review (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = Learn from your mistakes
drill-open = Learn from your mistakes
drill-find = Find a better move.
# $number: the ply's number (review-number-*); $move: the move played; $mark: mark-mistake or
# mark-blunder.
drill-heading = { $number } You played { $move }: { $mark }
# $index: the item on screen, from 1; $total: how many mistakes and blunders there are.
drill-progress = Mistake { $index } of { $total }
# $move: the try; $value: the mover's value after it (eval-* above).
drill-good = Well found: { $move } is a good move ({ $value }).
drill-played = { $move } is the move you played in the game: find a better one.
# $mark: what the try would have been (mark-mistake or mark-blunder).
drill-not-better = { $move } is no better, it is a { $mark } too ({ $value }): try again.
# $move: the better move; $line: it and the moves that follow, in notation.
drill-revealed = The better move was { $move }. The line that follows: { $line }
# One line of why a mistake was one (core/src/review/drill.rs, DrillItem::why). $move: the move
# played; $winner: the side that wins after it; $moves: the moves of the forced win; $side:
# the side that played it; $before, $after: its winning chance before and after, e.g. 64.0%.
drill-why-loses-in = After { $move }, { $winner ->
        [white] White
       *[black] Black
    } wins by force in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
drill-why-gives-away = { $move } gives the win away: { $winner ->
        [white] White
       *[black] Black
    } wins with perfect play.
drill-why-loses = After { $move }, { $winner ->
        [white] White
       *[black] Black
    } wins with perfect play.
drill-why-missed-win = { $move } lets a forced win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } slip.
drill-why-drop = { $move } lowers { $side ->
        [white] White’s
       *[black] Black’s
    } winning chance from { $before } to { $after }.
# A mistake skipped: closed without the better move shown.
drill-skipped = Skipped, without the solution.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Show solution
drill-skip = Skip
drill-revealing = Working out the better move and its line…
# $found: items where the person found a good move; $total: all items.
drill-summary = Better moves found: { $found } of { $total }
drill-none = You made no mistakes or blunders in this game: nothing to practise here.
# $number: the item asked for, from 1; $total: how many there are.
drill-no-item = There is no mistake number { $number }: there are { $total }.
drill-closed = This one is done: go on to the next.
# $move: a try made before at this mistake.
drill-tried = You already tried { $move }: try another move.
# $reason: why the move cannot be played (a phrase from moves.ftl).
drill-illegal = That move cannot be played here: { $reason }.
drill-stale = That try was for another position: try again.
# $move: the try being judged.
drill-judging = Judging { $move }…
drill-next = Next
drill-previous = Previous
drill-back = Back to the review
