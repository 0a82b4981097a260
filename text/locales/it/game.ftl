# La partita: risultati, riga di stato, ciò che il gioco perfetto dimostra, avvisi ed errori.

status-ongoing = La partita è in corso.
status-won-no-pieces = { $winner ->
        [white] Vince il Bianco: il Nero non ha più pedine.
       *[black] Vince il Nero: il Bianco non ha più pedine.
    }
status-won-blocked = { $winner ->
        [white] Vince il Bianco: il Nero non ha mosse valide.
       *[black] Vince il Nero: il Bianco non ha mosse valide.
    }
status-drawn-repetition = Patta: la stessa posizione si è ripetuta tre volte.
status-drawn-no-capture = Patta: { $plies } semimosse di fila senza una presa.
play-game-over = la partita è finita, iniziane una nuova
play-too-long = la partita ha raggiunto { $plies } semimosse, il massimo che una partita salvata può contenere, quindi non può continuare

# Ciò che il gioco perfetto dimostra (core/src/engine/known.rs).
known-wins = { $winner ->
        [white] Il Bianco vince con il gioco perfetto
       *[black] Il Nero vince con il gioco perfetto
    }
known-gave-away = { $winner ->
        [white] Il Nero si è lasciato sfuggire la vittoria: il Bianco vince con il gioco perfetto
       *[black] Il Bianco si è lasciato sfuggire la vittoria: il Nero vince con il gioco perfetto
    }

sentence = { $phrase }.

error-not-your-turn = Non è il tuo turno: deve muovere l’IA.
error-game-over = La partita è finita. Iniziane una nuova.
error-no-such-point = Sul tavoliere non c’è il punto { $index }.

notice-save-set-aside = Non è stato possibile leggere la partita salvata ({ $reason }). È stata messa da parte ed è iniziata una nuova partita.
notice-save-blocked = Non è stato possibile leggere la partita salvata ({ $reason }) né spostarla. È iniziata una nuova partita, che non verrà salvata al posto della vecchia.
notice-save-failed = Non è stato possibile salvare la partita ({ $reason }).
notice-record-opened = La registrazione della partita è aperta. Annulla riporta alla partita che stavi giocando.

status-to-move = { $side ->
        [white] Muove il Bianco
       *[black] Muove il Nero
    }
status-must-capture = { $side ->
        [white] Muove il Bianco: la presa è obbligatoria
       *[black] Muove il Nero: la presa è obbligatoria
    }
status-keep-jumping = { $side ->
        [white] Muove il Bianco: continua a saltare
       *[black] Muove il Nero: continua a saltare
    }
status-ai-to-move = { $side ->
        [white] Muove il Bianco (IA)
       *[black] Muove il Nero (IA)
    }
status-ai-thinking = { $side ->
        [white] Il Bianco (IA) sta pensando…
       *[black] Il Nero (IA) sta pensando…
    }
status-hint-searching = Cerco una buona mossa…

# Perché una registrazione di partita non si può leggere (core/src/game/record.rs).
record-bad-tag = la riga { $line } non è un’etichetta come [Variant "standard"]
record-bad-value = l’etichetta { $tag } ha un valore inutilizzabile "{ $value }"
record-bad-position = la posizione iniziale non è valida ({ $reason })
record-bad-move = la semimossa { $ply } "{ $move }" non si può giocare ({ $reason })
record-too-long = la registrazione è lunga { $kib } KiB; una registrazione di partita può avere al massimo { $max } KiB
record-too-many-plies = la registrazione contiene { $plies } semimosse o più; una registrazione di partita può averne al massimo { $max }
record-unclosed-comment = un commento aperto con {"{"} non è chiuso con {"}"}
record-result-mismatch = la registrazione indica il risultato { $written }, ma le sue mosse danno { $actual }
link-none = nel testo non c’è nessun link a una partita
link-too-long = il link è molto più lungo del link di qualsiasi partita
link-game-too-long = la partita è troppo lunga per essere scritta in un link (mosse giocate: { $plies }; una partita con un amico ne ha al massimo { $max })
link-several = il testo contiene link a partite diverse (partite: { $count }); condividi da solo quello che intendi
link-damaged = il link è danneggiato: una parte è andata persa o è cambiata per strada; chiedilo di nuovo
link-newer-version = il link è stato creato da una versione più recente di Alquerque; aggiorna l’app per aprirlo
link-unknown-version = il link ha una forma che nessuna versione di Alquerque scrive: è danneggiato o fatto a mano; chiedilo di nuovo
link-unknown-rules = il link indica regole che questa versione di Alquerque non conosce
link-bad-start = la posizione iniziale del link non è valida ({ $reason })
link-bad-move = la semimossa { $ply } del link non si può giocare ({ $reason })
store-bad-key = '{ $key }' non è un nome di documento (lettere minuscole, cifre e trattini).
store-not-a-file = non è un file normale
store-too-big = è di { $bytes } byte, più di qualsiasi salvataggio
store-grew = è cresciuto oltre la dimensione di qualsiasi salvataggio durante la lettura
store-not-text = non è testo UTF-8
store-blocked = il file illeggibile { $file } non è stato messo da parte e non viene sovrascritto
store-too-big-to-write = { $bytes } byte sono più di quanto possa essere un salvataggio
store-not-replaced = { $file } non è un file normale e non viene sostituito
store-no-aside-name = non c’è un nome libero per mettere da parte il documento
store-permission-denied = l’app non ha il permesso di usare il file
store-full = la memoria del dispositivo è piena
store-read-only = la memoria si può solo leggere
store-system = il sistema ha rifiutato: { $reason }
game-unrated = { $help ->
        [hint] Partita non valutata: hai chiesto un suggerimento.
       *[proofs] Partita non valutata: è stato mostrato il gioco perfetto.
    }
game-leave = { $counts ->
        [loss] La partita in corso finirà e conterà come sconfitta.
       *[nothing] La partita in corso finirà.
    }
error-no-such-choice = In questo elenco non c’è la scelta { $index }.

bar-you = Tu
bar-your-friend = Il tuo amico
bar-side = { $side ->
        [white] Bianco
       *[black] Nero
    }
bar-pieces = { $count ->
        [one] Una pedina
       *[other] { $count } pedine
    }
turn-yours = Tocca a te
turn-thinking = { $player } sta pensando…
turn-friend = Tocca al tuo amico
result-you-won = Hai vinto
result-you-lost = Hai perso
result-side-won = { $side ->
        [white] Vince il Bianco
       *[black] Vince il Nero
    }
result-player-won = Vince { $player }
result-draw = Patta
result-change-level = Cambia livello
result-rating-change = Valutazione { $before } → { $after }, { $change }
result-rating-first = La tua prima valutazione: { $after }
status-game-over = Partita finita
action-new-game = Nuova partita
action-undo = { android-action-undo }
action-hint = Suggerimento
action-stop = { android-review-stop }
action-more = Altro
action-redo = Ripeti mossa
action-review = Revisione della partita
action-analysis = Tavoliere di analisi
action-rules = Regole
action-game-record = { ios-game-record }
