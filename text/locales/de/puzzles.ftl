# Aufgaben: warum ein Versuch abgelehnt wird, und die Worte des Aufgabenbildschirms.

puzzle-solved-already = die Aufgabe ist schon gelöst
puzzle-too-hard = die Suche konnte diesen Zug nicht innerhalb ihres Budgets beurteilen
puzzle-busy = Ein Zug wird gerade beurteilt: Bitte warten.
puzzle-not-legal = Dieser Zug ist hier nicht erlaubt.
puzzle-try-again = Das ließ sich gerade nicht berechnen: Bitte noch einmal versuchen.
puzzle-progress-not-saved = Dein Fortschritt konnte nicht gespeichert werden ({ $reason }).
puzzle-progress-set-aside = Dein Fortschritt bei den Aufgaben konnte nicht gelesen werden ({ $reason }). Er wurde beiseitegelegt.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Dein Fortschritt bei den Aufgaben konnte nicht gelesen werden. Er wurde beiseitegelegt.
puzzle-progress = { $solved } von { $total } Aufgaben gelöst
puzzle-title = Aufgabe { $number }: Gewinn in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
puzzle-to-move = { $side ->
        [white] Weiß zieht
       *[black] Schwarz zieht
    } und gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
puzzle-keep-jumping = { $side ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }: weiterspringen.
puzzle-hint = Tipp: Der Gewinn beginnt mit dem Stein auf { $point }.
puzzle-missed = { $move } gewinnt nicht in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }: Versuch es noch einmal.
puzzle-kept = { $move } hält den Gewinn; { $side ->
        [white] Weiß antwortet
       *[black] Schwarz antwortet
    } { $reply }. Gewinn in { $moves } weiteren.
puzzle-solved = { $misses ->
        [0] Gelöst!
        [one] Gelöst, nach { $misses } Fehlversuch.
       *[other] Gelöst, nach { $misses } Fehlversuchen.
    }
puzzle-list-section = Gewinn in { $moves }
puzzle-list-row = Aufgabe { $number }
puzzle-list-solved = gelöst
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Serie: { $count }
puzzle-streak-best = Serie: { $count } · Bestwert: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Nach Länge
puzzle-list-by-theme = Nach Thema
puzzle-list-unsolved-only = Nur ungelöste
puzzle-list-all-solved = Alle Aufgaben hier sind gelöst.

theme-multi-capture = Mehrfachschlag
theme-quiet = ruhiger erster Zug
theme-sacrifice = Opfer
theme-forced-capture = erzwungenes Schlagen
theme-endgame = Endspiel
