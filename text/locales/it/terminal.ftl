# Ciò che dice `alquerque play` nel terminale (cli/src/cmd/play.rs). I comandi digitati restano
# parole inglesi (moves, hint, undo...); il protocollo Qirkat non si traduce mai.

play-help = Scrivi una mossa come i suoi punti uniti da trattini: c2-c3, o per una presa ogni punto di arrivo: b2-b4-d2-d4. La presa è obbligatoria e una presa continua finché può.
play-help-moves = elenca le mosse valide
play-help-board = ridisegna il tavoliere
play-help-hint = chiedi una mossa all’IA
play-help-undo = annulla o ripeti (undo torna al tuo ultimo turno)
play-help-new = inizia una nuova partita
play-help-save = salva la partita; riprendila con --load FILE
play-help-record = stampa la registrazione della partita
play-help-link = stampa un link a questa partita, perché un amico giochi la prossima mossa
play-help-open = apri la partita contenuta nel link di un amico (back torna alla partita che avevi)
play-help-review = il motore giudica ogni mossa finora (migliore ... errore grave)
play-help-rules = un riassunto delle regole
play-help-analyse = cosa fa ogni mossa valida col gioco perfetto: vince, perde o non noto
play-help-quit = esci

play-side = { $side ->
        [white] Bianco (W)
       *[black] Nero (B)
    }
play-side-ai = { $side ->
        [white] Bianco (W)
       *[black] Nero (B)
    }, IA { $ai }
play-welcome = Alquerque. { $white } contro { $black }.
play-type-a-move = Scrivi una mossa come c2-c3, oppure 'help'.
play-percent-means = (La percentuale è la stima del computer delle proprie probabilità di vincere da lì, dopo la sua ricerca: 50% è pari.)
play-first-run-lesson = Nuovo ad Alquerque? 'alquerque learn' insegna le regole un breve passo alla volta; 'help' elenca i comandi di qui.
play-prompt = { $player } muove
play-prompt-capture = { $player } muove (deve prendere)
play-game-over-prompt = Partita finita: review, new, undo, save FILE o quit
play-thinking = penso: { $iterations } iterazioni, migliore { $best } ({ $percent }%)
play-ai-plays = { $player } gioca { $move }
play-ai-plays-expects = { $player } gioca { $move }  (prevede { $percent }%)
play-ai-no-move = { $side ->
        [white] L’IA non ha trovato mosse per il Bianco; ora il Bianco si gioca dalla tastiera.
       *[black] L’IA non ha trovato mosse per il Nero; ora il Nero si gioca dalla tastiera.
    }
play-hint-proven = Suggerimento: { $move } (una vittoria dimostrata). { $known }.
play-hint = Suggerimento: { $move } (prevede { $percent }%)
play-no-hint = Nessuna mossa da suggerire: la partita è finita.
play-nothing-to-review = Niente da esaminare: non è stata giocata nessuna mossa.
play-nothing-to-undo = Niente da annullare.
play-nothing-to-redo = Niente da ripetere.
play-no-legal-moves = Nessuna mossa valida.
play-saved = Salvata in { $file }.
play-not-saved = Impossibile salvare in { $file }: { $reason }
play-link-opened = Aperta la partita del link: { $player } muove. Scrivi 'back' per tornare alla partita che avevi.
play-link-opened-over = Aperta la partita del link, che è finita. Scrivi 'back' per tornare alla partita che avevi.
play-link-refused = Non è stato possibile aprire il link: { $reason }.
play-back = Di nuovo alla partita di prima; un altro 'back' passa in giro per le altre partite.
play-back-none = Non è stato aperto nessun link: non c’è un’altra partita a cui tornare.
play-back-let-go = 'back' conserva solo { $kept } partite: quella messa da parte da più tempo viene lasciata andare. Il suo link, per riaprirla:
play-statistics-retry = Si riproverà quando lascerai questa partita.
play-refused = { $reason }. Scrivi 'help' per avere aiuto.
play-unknown-command = '{ $word }' non è né un comando né una mossa. Scrivi 'help' per i comandi.
play-unknown-command-nearest = '{ $word }' non è né un comando né una mossa. Intendevi { $nearest }? Scrivi 'help' per i comandi.
play-move-with-spaces = I punti di una mossa sono uniti da trattini, senza spazi: { $move }.

# Ciò che dice `alquerque learn` (cli/src/cmd/learn.rs); i comandi restano parole inglesi.
learn-welcome = Impara a giocare ad Alquerque in { $steps } brevi passi. Scrivi una mossa, oppure 'help'.
learn-step = Passo { $step } di { $steps }: { $title }
learn-prompt = passo { $step }
learn-help = Ogni passo chiede una mossa; giochi col Bianco, dal basso del tavoliere.
learn-help-move = prova una mossa (una presa indica ogni punto di arrivo: b2-b4-d2-d4)
learn-help-next = il passo successivo, quando questo è fatto
learn-help-back = il passo precedente
learn-help-again = questo passo dall’inizio
learn-help-board = ridisegna il tavoliere
learn-help-help = questo testo
learn-help-quit = esci dalla lezione
learn-type-chain = Scrivi tutta la presa come una sola mossa: ogni punto su cui atterra la pedina, uniti da trattini (b2-b4-…).
learn-step-done = Questo passo è fatto: scrivi 'next' (o premi Invio) per continuare.
learn-refused = { $reason } Scrivi 'help' per avere aiuto.
learn-done = Ben fatto! { $taught }
learn-finished = La lezione è finita. Gioca una partita con 'alquerque play'.
learn-next = Scrivi 'next' (o premi Invio) per il passo successivo.
learn-first-step = Questo è il primo passo.
learn-do-this-first = Prima fai questo passo: scrivi una mossa, oppure 'help'.

play-ai-typed = { $spec }

# Perché un file non si può leggere o scrivere (cli/src/files.rs).
file-kind-record = una registrazione di partita
file-kind-certificate = un certificato
file-kind-progress = un file di progressi dei problemi
file-kind-statistics = un file di statistiche
file-not-found = il file non esiste
file-permission-denied = permesso negato
file-system = { $reason }
file-is-folder = è una cartella
file-is-device = è un dispositivo, non { $what }
file-too-long = è più lungo di { $kib } KiB, il massimo per { $what }
file-not-utf8 = non è testo UTF-8
file-dangling-link = è un collegamento a niente
file-not-regular = non è un file normale e non viene sostituito
file-is-input = è un file che questo comando legge, e non viene sovrascritto
file-no-folder = la cartella { $folder } non esiste
file-folder-refuses = la cartella { $folder } non accetta file ({ $reason })
file-locked = è in uso da un’altra sessione di alquerque (il suo file di blocco: { $lock }); riprova quando quella sessione avrà finito
cannot-load = impossibile caricare { $file }: { $reason }
cannot-write = impossibile scrivere { $file }: { $reason }

# La revisione nel terminale (cli/src/cmd/review.rs).
review-reviewing = { $moves ->
        [one] Revisione di { $moves } mossa; Ctrl-C la ferma e tiene le mosse già esaminate.
       *[other] Revisione di { $moves } mosse; Ctrl-C la ferma e tiene le mosse già esaminate.
    }
review-stopped-at = Revisione interrotta: { $done } mosse esaminate su { $total }.
review-better = meglio: { $better }

# Impara dai tuoi errori nel terminale (cli/src/cmd/drill.rs). I comandi restano in inglese.
play-help-learn = dopo una revisione: trova mosse migliori per i tuoi errori ed errori gravi
play-review-first = Prima fai la revisione della partita: scrivi 'review', poi 'learn'.
drill-welcome = Scrivi una mossa migliore per ogni errore. Dopo due tentativi sbagliati viene mostrata la mossa migliore. Scrivi 'help' per i comandi.
drill-help-move = prova una mossa (una presa indica ogni punto di arrivo: b2-b4-d2-d4)
drill-help-next = l’errore successivo
drill-help-back = l’errore precedente
drill-help-solution = mostra la mossa migliore e il seguito
drill-help-skip = passa all’errore successivo senza risolvere questo
drill-help-quit = smetti, con quante mosse migliori hai trovato
drill-go-on = Scrivi 'next' (o premi Invio) per l’errore successivo.
drill-all-done = Era l’ultimo: premi Invio per il riepilogo.
drill-first = Questo è il primo errore.
drill-last = Questo è l’ultimo errore: scrivi 'quit' per smettere.
