# Revisione della partita: valori, giudizi e ciò che è dimostrato (core/src/review/), e le righe
# della schermata di revisione (bindings/src/session/review.rs).

eval-expected = { $percent }%
eval-won = vinta
eval-lost = persa
eval-wins-in = vince in { $moves }
eval-loses-in = perde in { $moves }
mark-best = migliore
mark-good = buona
mark-inaccuracy = imprecisione
mark-mistake = errore
mark-blunder = errore grave
mark-only-move = unica mossa
solved-gives-win-away = si lascia sfuggire la vittoria
solved-wins = vince con il gioco perfetto
solved-loses = perde con il gioco perfetto
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = La revisione è stata interrotta: le mosse successive non sono state esaminate.
review-nothing = Ancora nessuna mossa da esaminare.
review-side-summary = { $side ->
        [white] Bianco
       *[black] Nero
    }: imprecisioni { $inaccuracies }, errori { $mistakes }, errori gravi { $blunders }; { $accuracy }
review-accuracy = precisione { $percent }
review-accuracy-none = nessuna mossa da valutare
review-progress = Revisione: { $done } posizioni su { $total }
review-starting = Revisione in corso…
review-number-white = { $number }.
review-number-black = { $number }…

review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Giocata { $move } (linea continua)
review-legend-better = Giocata { $move } (linea continua), meglio { $better } (freccia)
review-values = { $before } prima, { $after } dopo, per chi ha mosso
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Per il Bianco: { $before } prima, { $after } dopo
review-board-best = Il tavoliere prima di { $move }, la mossa migliore
review-board-better = Il tavoliere prima di { $move }; era meglio { $better }

# Impara dai tuoi errori (core/src/review/drill.rs, bindings/src/drill.rs).
drill-title = Impara dai tuoi errori
drill-open = Impara dai tuoi errori
drill-find = Trova una mossa migliore.
drill-heading = { $number } Hai giocato { $move }: { $mark }
drill-progress = Errore { $index } di { $total }
drill-good = Ben trovata: { $move } è una buona mossa ({ $value }).
drill-played = { $move } è la mossa che hai giocato nella partita: trovane una migliore.
drill-not-better = { $move } non è migliore, anche questa è un { $mark } ({ $value }): riprova.
drill-revealed = La mossa migliore era { $move }. La linea che segue: { $line }
drill-why-loses-in = Dopo { $move }, { $winner ->
        [white] il Bianco
       *[black] il Nero
    } ha una vittoria forzata in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }.
drill-why-gives-away = { $move } si lascia sfuggire la vittoria: { $winner ->
        [white] il Bianco
       *[black] il Nero
    } vince con il gioco perfetto.
drill-why-loses = Dopo { $move }, { $winner ->
        [white] il Bianco
       *[black] il Nero
    } vince con il gioco perfetto.
drill-why-missed-win = { $move } si lascia sfuggire una vittoria forzata in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }.
drill-why-drop = { $move } abbassa le probabilità di vittoria { $side ->
        [white] del Bianco
       *[black] del Nero
    } dal { $before } al { $after }.
drill-skipped = Saltato, senza la soluzione.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Mostra soluzione
drill-skip = Salta
drill-revealing = Ricerca della mossa migliore e del suo seguito…
drill-summary = Mosse migliori trovate: { $found } su { $total }
drill-none = In questa partita non hai commesso errori né errori gravi: qui non c’è niente da esercitare.
drill-no-item = Non c’è l’errore numero { $number }: sono { $total }.
drill-closed = Questo è fatto: passa al prossimo.
drill-tried = Hai già provato { $move }: prova un’altra mossa.
drill-illegal = Quella mossa qui non si può giocare: { $reason }.
drill-stale = Quel tentativo era per un’altra posizione: riprova.
drill-judging = Valuto { $move }…
drill-next = Avanti
drill-previous = Indietro
drill-back = Torna alla revisione
