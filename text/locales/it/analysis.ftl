# Il tavoliere di analisi: cosa fa ogni mossa valida col gioco perfetto
# (core/src/engine/analysis.rs), e le righe della schermata di analisi e del suo editor.

analysis-wins = vince
analysis-wins-in = vince in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
analysis-loses = perde
analysis-loses-in = perde in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
analysis-not-known = non noto
analysis-draws = Con queste regole una partita può finire patta, quindi qui non si dimostra nulla.

analysis-why-draws = le regole ammettono la patta
analysis-why-budget = la ricerca della dimostrazione ha raggiunto il suo limite con { $pieces ->
        [one] { $pieces } pedina
       *[other] { $pieces } pedine
    } sul tavoliere
analysis-estimate = stima del computer: { $percent }% di probabilità di vincere
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }
analysis-select = Ogni mossa è elencata con ciò che fa col gioco perfetto. Seleziona una pedina per vedere solo le sue mosse.
analysis-selected = Ogni mossa di questa pedina è segnata con ciò che fa col gioco perfetto. Tocca un punto segnato per giocare la mossa, o un’altra pedina per vederne le mosse.
analysis-working = Calcolo cosa fa ogni mossa…
analysis-further = Il calcolo delle mosse ancora non note continua. Seleziona una pedina per vedere solo le sue mosse.
analysis-game-over = { $winner ->
        [white] Il Nero non ha mosse: ha vinto il Bianco.
       *[black] Il Bianco non ha mosse: ha vinto il Nero.
    }
analysis-edit-help = Tocca un punto per metterci una pedina bianca, tocca di nuovo per una pedina nera, e ancora una volta per svuotarlo.
analysis-bad-position = Questa non è una posizione: { $reason }

# Perché un testo di posizione o una posizione impostata non è una posizione
# (core/src/game/position_text.rs, core/src/board/setup.rs).
position-bad-board = «{ $text }» non è un tavoliere (scrivi cinque righe di cinque punti dalla riga 5 in giù, separate da /, come in bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = «{ $text }» non è un punto (i punti sono w, b o -)
position-bad-turn = «{ $text }» non indica chi muove (w o b)
position-bad-ban = «{ $text }» non è un divieto di ritorno (scrivi il punto e poi < per nessun passo verso ovest o > per nessun passo verso est, come in c3<)
position-bad-count = «{ $text }» non è un numero di semimosse
position-trailing = «{ $text }» inatteso dopo la posizione
position-too-long = è lungo { $bytes } byte, e una posizione ne occupa al massimo { $max }
setup-overlap = il punto { $point } ha sia una pedina bianca sia una nera
setup-ban-without-piece = c’è un divieto di ritorno per { $point }, dove non c’è nessuna pedina
setup-ban-both-ways = alla pedina su { $point } è vietato il passo sia verso est sia verso ovest
setup-bans-not-in-rules = ci sono divieti di ritorno, ma queste regole permettono il ritorno

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    } e vince in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }.
endgame-welcome = La difesa è perfetta: viene da tabelle di tutte le posizioni con poche pedine. Ogni tua mossa viene giudicata subito.
endgame-still-winning = Ancora vincente: { $moves ->
        [one] ti resta { $moves } mossa
       *[other] ti restano { $moves } mosse
    } per vincere.
endgame-slower = Ancora vincente, ma più lentamente: { $moves ->
        [one] ti resta { $moves } mossa
       *[other] ti restano { $moves } mosse
    } per vincere, mentre la mossa più rapida ne lasciava { $fastest }.
endgame-slipped = Con { $move } la vittoria ti sfugge: dopo, vincerebbe la difesa. La mossa viene ritirata.
endgame-fastest = La vittoria più rapida comincia con { $move } e richiede { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }. Riprova.
endgame-reply = { $side ->
        [white] Il Bianco
       *[black] Il Nero
    } risponde { $move }.
endgame-won = Vinto in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }, senza che la vittoria ti sfuggisse!
endgame-won-slips = Vinto in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }. La vittoria ti è sfuggita { $slips ->
        [one] { $slips } volta
       *[other] { $slips } volte
    }.
endgame-prompt = finale { $level }
endgame-next = Scrivi 'next' per un’altra posizione di questo livello, o 'quit'.
endgame-help-next = un’altra posizione di questo livello
endgame-help-quit = esci dall’allenamento sui finali
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Allenamento sui finali
endgame-level = Livello { $level } di { $levels }
endgame-next-position = Posizione successiva
endgame-easier = Più facile
endgame-harder = Più difficile
endgame-unavailable = Le tabelle dei finali non danno qui nessuna posizione da giocare.
