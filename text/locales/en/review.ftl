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
# $done, $total: positions searched so far, and in all.
review-progress = Reviewing: { $done } of { $total } positions
review-starting = Reviewing…
# The move numbers of the review's rows: $number before White's move, and before Black's.
review-number-white = { $number }.
review-number-black = { $number }…
