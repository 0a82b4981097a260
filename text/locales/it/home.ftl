home-title = Alquerque
home-continue = Continua
home-continue-against = Contro { $level } (valutazione { $rating })
home-continue-two-players = Due giocatori su questo dispositivo
home-continue-computers = { $white } contro { $black }
home-turn-yours = Tocca a te
home-turn-computer = Muove { $level }
home-turn-side = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }
home-new-game = Nuova partita
home-new-game-detail = Contro il computer, o in due su questo dispositivo
home-learn = Impara a giocare
home-learn-start = { $steps ->
        [one] Un breve passo sul tavoliere
       *[other] { $steps } brevi passi sul tavoliere
    }
home-learn-progress = Passo { $step } di { $steps }
home-learn-done = Fatto: ripassa le regole quando vuoi
home-puzzles = Problemi
home-puzzles-progress = { $solved } di { $total } risolti
home-endgame = { endgame-title }
home-endgame-detail = Concludi finali vinti contro una difesa perfetta
home-friends = Partite con amici
home-friends-none = Gioca con un amico lontano inviando le tue mosse
home-friends-waiting = { $count ->
        [one] Una partita aspetta la tua mossa
       *[other] { $count } partite aspettano la tua mossa
    }
home-statistics = Statistiche
home-statistics-none = Ancora nessuna valutazione
home-statistics-rating = Valutazione { $rating }
home-statistics-rating-rough = Valutazione circa { $rating }
home-analysis = Tavoliere di analisi
home-analysis-detail = Prepara una posizione e scopri quanto vale ogni mossa
home-more = Altro
home-options = Opzioni
home-rules = Regole
home-about = Informazioni

new-game-title = Nuova partita
new-game-opponent = Avversario
new-game-person = Una persona su questo dispositivo
new-game-person-outlook = Due giocatori si alternano su questo dispositivo
new-game-colour = Giochi con
new-game-white = Bianco (muove per primo)
new-game-black = Nero
new-game-random = A caso
new-game-rules = Regole
new-game-reversal = Una pedina può tornare indietro dritta dopo un passo laterale
new-game-start = Inizia la partita
