# Perché una mossa non è valida (core/src/board/movegen/diagnose.rs): frasi senza maiuscola
# né punto finale, inserite in frasi dalle interfacce. Niente due punti.
# $side: white o black (una parola chiave, mai mostrata così com’è).

illegal-too-short = una mossa richiede almeno due punti, come in c2-c3
illegal-no-moves-left = la partita è finita, { $side ->
        [white] il Bianco
       *[black] il Nero
    } non ha mosse valide
illegal-no-piece = non c’è nessuna pedina su { $point }
illegal-not-your-piece = la pedina su { $point } è { $side ->
        [white] del Bianco
       *[black] del Nero
    }
illegal-not-a-line = da { $from } a { $to } non c’è un passo né un salto lungo una linea
illegal-occupied = { $point } non è vuoto
illegal-backwards = le pedine non possono tornare indietro verso la propria riga di partenza
illegal-far-row = la pedina su { $point } ha raggiunto la riga in fondo e può solo prendere
# $banned: la direzione vietata ora, east o west.
illegal-reversal-ban = la pedina su { $point } ha appena fatto un passo { $banned ->
        [east] verso ovest, non può tornare subito indietro verso est
       *[west] verso est, non può tornare subito indietro verso ovest
    }
illegal-capture-compulsory = è possibile una presa, e la presa è obbligatoria
illegal-step-then-more = una mossa semplice avanza di un solo punto
illegal-nothing-to-jump = il salto { $jump } non passa sopra una pedina avversaria
illegal-must-keep-jumping = la presa non è finita, la pedina deve continuare a saltare da { $point }
# $path: la mossa tentata; $reason: una delle frasi qui sopra.
illegal-move = mossa non valida { $path } ({ $reason })

# Perché una mossa scritta non si può leggere (core/src/game/notation.rs).
move-text-empty = nessuna mossa indicata (scrivi una mossa come c2-c3)
move-text-missing-point = un trattino vuole un punto da ciascun lato, come in c2-c3
move-text-too-short = una mossa vuole un punto di partenza e uno di arrivo, come in c2-c3
move-text-too-long = una presa su questo tavoliere ha al massimo { $jumps } salti
unknown-name = { $kind ->
        [level] livello sconosciuto '{ $name }' (i livelli sono { $known })
        [variant] variante sconosciuta '{ $name }' (le varianti sono { $known })
       *[point] punto sconosciuto '{ $name }' (i punti vanno da a1 a e5)
    }

# Un tocco che non va (bindings/src/entry.rs): frasi mostrate sotto il tavoliere.
tap-empty = { $point } è vuoto: seleziona una delle tue pedine.
tap-not-yours = Quella è una pedina { $piece ->
        [white] del Bianco
       *[black] del Nero
    }: tu giochi col { $side ->
        [white] Bianco
       *[black] Nero
    }.
tap-capture-compulsory = La presa è obbligatoria: seleziona una pedina che può prendere.
tap-no-legal-move = Quella pedina non ha mosse valide.
tap-not-a-move = Questa non è una mossa.
tap-keep-jumping = La presa deve continuare da { $point }: salta su { $count ->
        [one] { $first }
       *[other] { $all_but_last } o { $last }
    }.

# Un punto letto dai lettori di schermo (bindings/src/entry.rs).
point-label = { $point }, { $piece ->
        [empty] vuoto
        [white] pedina bianca
       *[black] pedina nera
    }
point-label-more = { $label }, { $more }
point-selected = selezionata
point-can-move = può muovere
point-target = tocca per muovere qui
point-last-move = parte dell’ultima mossa
point-hinted = il suggerimento: la vittoria comincia da questa pedina
