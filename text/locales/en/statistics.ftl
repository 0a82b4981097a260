# The Statistics screen and `stats` in `alquerque play` (core/src/statistics.rs,
# bindings/src/statistics.rs), and a level's rating in the level pickers.

# Before any game against the computer.
statistics-rating-none = No rating yet: play a game against the computer for one.
# $rating, the ends of its 95% interval $low and $high, rounded to tens.
statistics-rating-precise = Your rating: { $rating } (between { $low } and { $high }).
statistics-rating-wide = About { $rating }, somewhere between { $low } and { $high }: play more games for a closer figure.
# $from, $to: level titles (level-medium, level-hard).
statistics-suggest-harder = You win most games against { $from }: try { $to }.
statistics-suggest-easier = You lose most games against { $from }: try { $to }.
statistics-heading-rating = Rating
statistics-heading-computer = Against the computer
statistics-heading-two-people = Two people on this device
statistics-heading-puzzles = Puzzles solved
# A level ($level, its title) and its rating on the levels' ladder.
statistics-level = { $level } (rated { $rating })
# The person's results against a level with one colour.
statistics-as-side = { $side ->
        [white] As White
       *[black] As Black
    }: won { $won }, lost { $lost }, drawn { $drawn }
statistics-two-people = White won { $white }, Black won { $black }, drawn { $drawn }
statistics-streak = Wins in a row: { $current } now; best run: { $best }
statistics-no-computer-games = No games against the computer yet.
statistics-no-two-people-games = No games between two people yet.
# Puzzles of one length: $solved of the $total puzzles that win in $moves moves.
statistics-puzzles-length = { $moves ->
        [one] Win in { $moves } move
       *[other] Win in { $moves } moves
    }: { $solved } of { $total }
# Asked before Reset: what goes and what stays.
statistics-reset-question = Forget every game result, the streaks and the rating? Solved puzzles stay solved.
statistics-set-aside = Your statistics could not be read ({ $reason }). They have been kept aside, and a new record begins.
statistics-not-saved = Your statistics could not be saved ({ $reason }).
# In the level pickers, next to a level's description.
level-rating = Rated about { $rating }
# `stats` in the help of `alquerque play`, and a statistics file it cannot read.
play-help-stats = your results, rating and puzzles solved, as the apps show them
statistics-not-read = Your statistics could not be read ({ $reason }). The file is left as it is.
# $line: a line number; $text: that line, quoted and cut short.
statistics-bad-line = line { $line }: “{ $text }” is not part of a record of games
statistics-unrated = Unrated games (with a hint, or perfect play shown): won { $won }, lost { $lost }, drawn { $drawn }
# The rating shown large ($rating), and with ≈ while it is far from sure; its range.
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Between { $low } and { $high }
# The suggested level as a button: $level is a level's title.
statistics-play-level = Play { $level }
# The table of results by level: its column headings.
statistics-table-level = Level
statistics-table-rating = Rating
statistics-table-white = As White
statistics-table-black = As Black
# The chart of the rating after each rated game: its heading, a game's number along the
# bottom, and the chart in words for screen readers ($first, $last: ratings).
statistics-heading-chart = Your rating over your games
statistics-chart-game = Game { $number }
statistics-chart-description = { $games ->
        [one] Rating from { $first } to { $last } over { $games } game
       *[other] Rating from { $first } to { $last } over { $games } games
    }
