# What screen readers announce, the game-over buttons, the review graph's labels and the
# lesson's lines (bindings/src/words.rs).

# Points one after the other (the start of a point-list): $first, then, when $tail is more, the
# others ($rest).
point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
# A list of points: $count of them; $first when there is one, else $all_but_last (joined by
# commas) and $last.
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } and { $last }
    }
# A move in words. $side: who played (white or black); $move: its notation; $taken: a point-list.
announce-played = { $side ->
        [white] White played { $move }.
       *[black] Black played { $move }.
    }
announce-played-taking = { $side ->
        [white] White played { $move }, taking { $taken }.
       *[black] Black played { $move }, taking { $taken }.
    }
# A puzzle's defence: $side answered $move (taking $taken); the person wins in $moves more.
announce-reply = { $side ->
        [white] White answers { $move }.
       *[black] Black answers { $move }.
    } Win in { $moves } more.
announce-reply-taking = { $side ->
        [white] White answers { $move }, taking { $taken }.
       *[black] Black answers { $move }, taking { $taken }.
    } Win in { $moves } more.
# The puzzle's line while $move is judged.
puzzle-checking = Checking { $move }…
# The game-over buttons.
game-over-play-again = Play again
game-over-swap-sides = Swap sides
game-over-review = Review
# The review graph's labels: its top, its middle line, its bottom.
graph-white-winning = White winning
graph-even = 50%: even
graph-black-winning = Black winning
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = The graph and the values under the board are White’s winning chance.
# Where the lesson stands: step $step of $steps.
lesson-progress = Step { $step } of { $steps }
# What the lesson is, under the first launch's "Learn to play first": $steps, its number of
# steps.
lesson-intro = { $steps ->
        [one] One short step on the board, then your game against the computer.
       *[other] { $steps } short steps on the board, then your game against the computer.
    }
# Once a step is done: praise and what it taught ($taught), then, unless it was the last, the
# way on.
lesson-done = Well done! { $taught } Tap Next.
lesson-done-last = Well done! { $taught }
lesson-keep-jumping = Keep jumping: tap the next landing point.
# What a screen reader says for the review graph; $top, $bottom: graph-*-winning.
graph-description = Expected result over the game: { $top } at the top, { $bottom } at the bottom. Tap to choose a move
# The hint under the board: $move, the move the AI suggests.
notice-hint = Hint: { $move }
