# Puzzles: why a try is refused (core/src/puzzle/solving.rs) and the puzzle screen's words
# (bindings/src/puzzles/).

puzzle-solved-already = the puzzle is solved already
puzzle-too-hard = the search could not judge this move within its budget
puzzle-busy = A move is being judged: wait for it.
puzzle-not-legal = That is not a legal move here.
puzzle-try-again = That could not be worked out now: try again.
# $reason: what went wrong, as the system says it.
puzzle-progress-not-saved = Your progress could not be saved ({ $reason }).
puzzle-progress-set-aside = Your puzzle progress could not be read ({ $reason }). It has been kept aside.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Your puzzle progress could not be read. It has been kept aside.
# $solved of $total puzzles.
puzzle-progress = { $solved } of { $total } puzzles solved
# The heading: puzzle $number, to win in $moves of the person's moves.
puzzle-title = Puzzle { $number }: win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
# The line under the puzzle's board. $side: the person's side (puzzle-to-move, puzzle-keep-jumping)
# or the engine's (puzzle-kept); $moves: the person's moves left to win in.
puzzle-to-move = { $side ->
        [white] White
       *[black] Black
    } to move and win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-keep-jumping = { $side ->
        [white] White
       *[black] Black
    } to move: keep jumping.
# $point: the piece the winning move starts from.
puzzle-hint = Hint: the win starts with the piece on { $point }.
# $move: the move tried, which does not win within $moves.
puzzle-missed = { $move } does not win in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: try again.
# $move kept the win; the engine ($side) answered $reply; $moves are left to win in.
puzzle-kept = { $move } keeps the win; { $side ->
        [white] White
       *[black] Black
    } answers { $reply }. Win in { $moves } more.
# $misses: the tries that did not win before the puzzle was solved.
puzzle-solved = { $misses ->
        [0] Solved!
        [one] Solved, after { $misses } miss.
       *[other] Solved, after { $misses } misses.
    }
# The list of every puzzle: a group's heading ($moves: the length of its puzzles), a row
# ($number), and what a screen reader says for a row's solved mark.
puzzle-list-section = Win in { $moves }
puzzle-list-row = Puzzle { $number }
puzzle-list-solved = solved
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Streak: { $count }
# The streak when a longer run was made before: the run now, then the longest.
puzzle-streak-best = Streak: { $count } · best: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = By length
puzzle-list-by-theme = By theme
puzzle-list-unsolved-only = Unsolved only
puzzle-list-all-solved = Every puzzle here is solved.

# A puzzle's themes, worked out from its solution (core/src/puzzle/theme.rs): a move taking two
# pieces or more; a first move that takes nothing; pieces given away; the opponent's compulsory
# capture used to take in return; a position of four pieces or fewer, whose solution the exact
# endgame tables check (a chess player's "endgame").
theme-multi-capture = multi-capture
theme-quiet = quiet first move
theme-sacrifice = sacrifice
theme-forced-capture = forced capture
theme-endgame = endgame
