# Partite con amici lontani, giocate tramite link (bindings/src/friends.rs,
# bindings/src/session/friend.rs). $side: white o black.

friend-list-heading = Partite con amici
friend-list-empty = Ancora nessuna partita con amici. Iniziane una qui, o apri un link che ti ha mandato un amico.
friend-new-game = Nuova partita con un amico
friend-play-as = { $side ->
        [white] Gioca col Bianco (muovi per primo)
       *[black] Gioca col Nero (il tuo amico muove per primo)
    }
friend-remove = Elimina
friend-row-side = { $side ->
        [white] Giochi col Bianco
       *[black] Giochi col Nero
    }
friend-row-moves = { $count ->
        [one] { $count } mossa giocata
       *[other] { $count } mosse giocate
    }
friend-your-move = Tocca a te
friend-send-your-move = La tua mossa è giocata: inviala
friend-send-invite = Invia la partita al tuo amico: gioca col Bianco e muove per primo
friend-waiting = In attesa del tuo amico
friend-game-title = Partita con un amico
friend-send = Invia la mia mossa
status-friend-to-move = { $side ->
        [white] Muove il Bianco: in attesa del tuo amico
       *[black] Muove il Nero: in attesa del tuo amico
    }
friend-not-your-turn = Tocca al tuo amico: invia la tua mossa e aspetta la sua.
friend-undo-sent = La tua mossa è stata inviata al tuo amico: non si può più annullare.
friend-no-record = Una registrazione di partita si apre come partita contro il computer, non in una partita con un amico.
friend-not-a-friend-game = Questa non è una partita con un amico: non c’è niente da inviare.
friend-share-move = La mia mossa nella nostra partita di Alquerque: apri il link per giocare la tua.
friend-share-invite = { $side ->
        [white] Giochiamo ad Alquerque! Tu giochi col Bianco e muovi per primo: apri il link.
       *[black] Giochiamo ad Alquerque! Tu giochi col Nero: apri il link.
    }
friend-share-over = La nostra partita di Alquerque è finita: apri il link per vedere il finale.
friend-link-refused = Non è stato possibile aprire il link: { $reason }.
friend-link-added = { $side ->
        [white] Una nuova partita con un amico: giochi col Bianco, e tocca a te.
       *[black] Una nuova partita con un amico: giochi col Nero, e tocca a te.
    }
friend-link-updated = È arrivata la mossa del tuo amico: tocca a te.
friend-link-updated-over = È arrivata la mossa del tuo amico, e la partita è finita. { $result }
friend-link-same = Hai già questa partita, esattamente come nel link.
friend-link-older = Questo link è più vecchio della tua partita con questo amico, quindi la tua partita resta com’è.
friend-link-diverges = Questo link non segue la tua partita con questo amico (le sue mosse hanno preso un’altra strada), quindi la tua partita resta com’è.
friend-list-full = Hai { $max } partite con amici, il massimo che si può conservare: eliminane una per iniziarne o aprirne un’altra.
friend-list-set-aside = Non è stato possibile leggere per intero il tuo elenco di partite con amici ({ $reason }). È stato messo da parte, e qui ci sono le partite che si sono potute leggere.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Non è stato possibile leggere per intero il tuo elenco di partite con amici. È stato messo da parte, e qui ci sono le partite che si sono potute leggere.
friend-list-not-saved = Non è stato possibile salvare le tue partite con amici ({ $reason }).
friend-game-gone = Quella partita con un amico non è più nel tuo elenco.
friend-game-moved-on = Da quando l’hai aperta è arrivato un link più recente per questa partita: riaprila dall’elenco delle partite con amici.
friend-game-played-elsewhere = Da quando l’hai aperta qui, questa partita è proseguita in un’altra finestra, e quella mossa resta: riaprila dall’elenco delle partite con amici.
friend-game-too-long = Questa partita ha { $max } mosse, il massimo che un link al tuo amico può portare: non si possono giocare altre mosse.
friend-link-not-theirs = Questo link aggiunge mosse che il tuo amico non aveva il turno di giocare (mosse del tuo colore), quindi la tua partita resta com’è.
friend-not-sent = Non è stato possibile inviare la tua mossa: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partita del { $day } { $month ->
        [jan] gen
        [feb] feb
        [mar] mar
        [apr] apr
        [may] mag
        [jun] giu
        [jul] lug
        [aug] ago
        [sep] set
        [oct] ott
        [nov] nov
       *[dec] dic
    }
friend-rename = Rinomina
friend-name-label = Nome della partita
friend-removed = «{ $name }» eliminata
friend-undo-remove = Annulla
