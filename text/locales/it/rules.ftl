# Le regole spiegate al giocatore, un paragrafo per messaggio (core/src/game/rules_text.rs).

rules-board = L’alquerque si gioca su un tavoliere di 25 punti uniti da linee. Ogni punto è collegato ai vicini in orizzontale e in verticale; un punto sì e uno no (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) ha anche le linee diagonali.
rules-start = Il Bianco ha dodici pedine sulle righe 1 e 2 e su d3 ed e3; il Nero ne ha dodici sulle righe 4 e 5 e su a3 e b3. Il punto centrale c3 è vuoto. Muove per primo il Bianco, poi i giocatori si alternano. Non si può passare: al tuo turno devi muovere.
rules-step = Una mossa semplice porta una pedina di un passo lungo una linea su un punto vicino vuoto: in avanti o di lato, mai indietro verso il proprio lato. Una pedina sulla riga in fondo (la prima riga dell’avversario) non fa mosse semplici; può ancora prendere, e una presa che la porta via dalla riga in fondo le permette di nuovo di muovere di un passo.
rules-reversal-banned = Una pedina che ha fatto un passo di lato non può tornare subito indietro al passo successivo. Il divieto riguarda solo quella pedina e cade appena questa fa un passo altrove o prende.
rules-reversal-allowed = Tornare indietro è permesso: una pedina può andare avanti e indietro di lato.
rules-step-alfonso = Come nel Libro dei giochi di Alfonso X (1283): una mossa semplice porta una pedina di un passo lungo una linea su un punto vicino vuoto, in qualsiasi direzione, anche indietro. Una pedina sulla riga in fondo si muove come le altre, e può tornare da dove è venuta.
rules-capture = Per prendere, salta una pedina avversaria vicina alla tua lungo una linea e atterra sul punto vuoto subito dopo, in qualsiasi direzione, anche indietro. La pedina saltata lascia subito il tavoliere. La presa è obbligatoria: se puoi prendere, devi farlo.
rules-chain = Dopo un salto, la stessa pedina deve continuare a saltare finché può. Se ci sono più strade, scegli tu; non è obbligatorio prendere il maggior numero di pedine. Tutta la presa multipla è una sola mossa.
rules-win = Vinci quando l’avversario, al suo turno, non può muovere: non ha più pedine, o nessuna può muoversi.
rules-draws = Le partite possono girare in tondo, perciò la stessa posizione ripetuta tre volte, con lo stesso giocatore al tratto, è patta.
# $moves: quante mosse di fila senza prese rendono patta la partita (50).
rules-draws-counted = Le partite possono girare in tondo, perciò la stessa posizione ripetuta tre volte, con lo stesso giocatore al tratto, è patta; lo sono anche { $moves } mosse di fila (contando quelle di entrambi) senza una presa.
rules-no-draws = Con queste regole nessuna posizione può ripetersi, quindi ogni partita finisce con un vincitore: non ci sono patte.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, ritorno permesso
rules-next-game = Le tue opzioni cambiano queste regole dalla prossima nuova partita.
