# Puzzels: waarom een poging geweigerd wordt (core/src/puzzle/solving.rs) en de woorden van
# het puzzelscherm (bindings/src/puzzles/).

puzzle-solved-already = de puzzel is al opgelost
puzzle-too-hard = de zoektocht kon deze zet niet binnen zijn budget beoordelen
puzzle-busy = Er wordt een zet beoordeeld: even wachten.
puzzle-not-legal = Dat is hier geen geldige zet.
puzzle-try-again = Dat kon nu niet worden uitgerekend: probeer het opnieuw.
puzzle-progress-not-saved = Je voortgang kon niet worden opgeslagen ({ $reason }).
puzzle-progress-set-aside = Je puzzelvoortgang kon niet worden gelezen ({ $reason }). Hij is apart gezet.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Je puzzelvoortgang kon niet worden gelezen. Hij is apart gezet.
puzzle-progress = { $solved } van { $total } puzzels opgelost
puzzle-title = Puzzel { $number }: win in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
puzzle-to-move = { $side ->
        [white] Wit
       *[black] Zwart
    } aan zet wint in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
puzzle-keep-jumping = { $side ->
        [white] Wit
       *[black] Zwart
    } aan zet: spring door.
puzzle-hint = Tip: de winst begint met de schijf op { $point }.
puzzle-missed = { $move } wint niet in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }: probeer het opnieuw.
puzzle-kept = { $move } houdt de winst vast; { $side ->
        [white] Wit
       *[black] Zwart
    } antwoordt { $reply }. Win in nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
puzzle-solved = { $misses ->
        [0] Opgelost!
        [one] Opgelost, na { $misses } misser.
       *[other] Opgelost, na { $misses } missers.
    }
puzzle-list-section = Winst in { $moves }
puzzle-list-row = Puzzel { $number }
puzzle-list-solved = opgelost
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Reeks: { $count }
puzzle-streak-best = Reeks: { $count } · record: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Op lengte
puzzle-list-by-theme = Op thema
puzzle-list-unsolved-only = Alleen onopgeloste
puzzle-list-all-solved = Alle puzzels hier zijn opgelost.

theme-multi-capture = meerslag
theme-quiet = rustige eerste zet
theme-sacrifice = offer
theme-forced-capture = gedwongen slag
theme-endgame = eindspel
