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

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }
analysis-select = Seleziona una pedina per vedere cosa fa ciascuna delle sue mosse col gioco perfetto.
analysis-selected = Ogni mossa di questa pedina è segnata con ciò che fa col gioco perfetto. Tocca un’altra pedina per vederne le mosse.
analysis-working = Calcolo cosa fa ogni mossa…
analysis-game-over = { $winner ->
        [white] Il Nero non ha mosse: ha vinto il Bianco.
       *[black] Il Bianco non ha mosse: ha vinto il Nero.
    }
analysis-edit-help = Tocca un punto per metterci una pedina bianca, tocca di nuovo per una pedina nera, e ancora una volta per svuotarlo.
analysis-bad-position = Questa non è una posizione: { $reason }
