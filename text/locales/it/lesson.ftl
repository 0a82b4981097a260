# Impara a giocare (core/src/lesson): titolo di ogni passo, cosa chiede e cosa ha insegnato.
lesson-step-title = Muovere una pedina
lesson-step-task = Giochi col Bianco, dal basso del tavoliere. Una pedina si muove di un passo lungo una linea su un punto vuoto vicino. Fai avanzare una pedina di un passo, verso il Nero.
lesson-step-done = Le pedine avanzano o si spostano di lato, ma non tornano mai indietro verso il proprio lato.
lesson-sideways-title = Di lato, e niente ritorno immediato
lesson-sideways-task = Una pedina può anche muoversi di lato. La pedina su c3 è appena arrivata di lato da d3, quindi al prossimo passo non può tornare subito lì. Muovila di lato.
lesson-sideways-done = Il divieto riguarda solo quella pedina e cade appena questa fa un passo altrove o prende.
lesson-capture-title = La presa è obbligatoria
lesson-capture-task = Salta una pedina avversaria vicina alla tua, lungo una linea, sul punto vuoto subito dopo: la pedina saltata è presa. Quando puoi prendere, devi farlo. Prendi ora.
lesson-capture-done = Le prese vanno in ogni direzione, anche indietro.
lesson-chain-title = Continua a saltare
lesson-chain-task = Dopo un salto, la stessa pedina continua a saltare finché può, e tutta la presa multipla è una sola mossa. Prendi tre pedine con la pedina su b2.
lesson-chain-done = Quando una presa multipla può andare in più direzioni, scegli tu: non è obbligatorio prendere il maggior numero di pedine.
lesson-far-row-title = La riga in fondo
lesson-far-row-task = Una pedina che raggiunge la riga in fondo, la prima riga del Nero, si ferma lì: non fa più mosse semplici, anche se può ancora prendere. La pedina su d5 è già lì. Porta un’altra pedina sulla riga in fondo.
lesson-far-row-done = Ora entrambe le pedine restano dove sono, a meno che non arrivi una presa.
lesson-win-title = Vincere
lesson-win-task = Vinci quando l’avversario non può muovere: tutte le sue pedine sono prese, o quelle rimaste sono bloccate. Al Nero resta una pedina, su c2. Lasciala senza mosse.
lesson-win-done = Il Nero non può muovere: vince il Bianco. Questo è tutto il gioco. Buon divertimento!
lesson-wrong-sideways = { $move } è un passo di lato. Stavolta avanza: verso l’altro lato.
lesson-wrong-forward = { $move } è un passo in avanti. Stavolta muovi di lato, lungo la riga.
lesson-wrong-not-a-step = { $move } non è una mossa semplice.
lesson-wrong-too-few = Quella presa multipla prende { $taken ->
        [one] { $taken } pedina
       *[other] { $taken } pedine
    }; un’altra ne prende { $wanted }. Riprova.
lesson-wrong-short = { $move } non raggiunge la riga in fondo.
lesson-wrong-opponent-can-move = { $side ->
        [white] Dopo questa mossa il Bianco potrebbe ancora muovere: { $reply }. Trova la mossa che non gliene lascia nessuna.
       *[black] Dopo questa mossa il Nero potrebbe ancora muovere: { $reply }. Trova la mossa che non gliene lascia nessuna.
    }
lesson-wrong-step-done = Questo passo è fatto: passa al prossimo.
lesson-well-done = Ben fatto.
