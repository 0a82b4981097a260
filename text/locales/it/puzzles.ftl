# Problemi: perché un tentativo è rifiutato (core/src/puzzle/solving.rs) e le parole della
# schermata dei problemi (bindings/src/puzzles/).

puzzle-solved-already = il problema è già risolto
puzzle-too-hard = la ricerca non è riuscita a valutare questa mossa entro il suo limite
puzzle-busy = Sto valutando una mossa: aspetta.
puzzle-not-legal = Qui questa non è una mossa valida.
puzzle-try-again = Ora non è stato possibile valutarla: riprova.
puzzle-progress-not-saved = Non è stato possibile salvare i tuoi progressi ({ $reason }).
puzzle-progress-set-aside = Non è stato possibile leggere i tuoi progressi nei problemi ({ $reason }). Sono stati messi da parte.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Non è stato possibile leggere i tuoi progressi nei problemi. Sono stati messi da parte.
puzzle-progress = { $solved } problemi risolti su { $total }
puzzle-title = Problema { $number }: vinci in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
puzzle-to-move = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    } e vince in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }.
puzzle-keep-jumping = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }: continua a saltare.
puzzle-hint = Suggerimento: la vittoria comincia dalla pedina su { $point }.
puzzle-missed = { $move } non vince in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }: riprova.
puzzle-kept = { $move } mantiene la vittoria; { $side ->
        [white] il Bianco
       *[black] il Nero
    } risponde { $reply }. { $moves ->
        [one] Ti resta { $moves } mossa per vincere.
       *[other] Ti restano { $moves } mosse per vincere.
    }
puzzle-solved = { $misses ->
        [0] Risolto!
        [one] Risolto, dopo { $misses } tentativo sbagliato.
       *[other] Risolto, dopo { $misses } tentativi sbagliati.
    }
puzzle-list-section = Vinci in { $moves }
puzzle-list-row = Problema { $number }
puzzle-list-solved = risolto
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Serie: { $count }
puzzle-streak-best = Serie: { $count } · record: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Per lunghezza
puzzle-list-by-theme = Per tema
puzzle-list-unsolved-only = Solo non risolti
puzzle-list-all-solved = Tutti i problemi qui sono risolti.

theme-multi-capture = presa multipla
theme-quiet = prima mossa tranquilla
theme-sacrifice = sacrificio
theme-forced-capture = presa forzata
theme-endgame = finale
