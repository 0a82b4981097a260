# La schermata Statistiche e `stats` in `alquerque play`, e la valutazione di un livello.

statistics-rating-none = Ancora nessuna valutazione: gioca una partita contro il computer per averne una.
statistics-rating-precise = La tua valutazione: { $rating } (tra { $low } e { $high }).
statistics-rating-wide = Circa { $rating }, tra { $low } e { $high }: gioca altre partite per una stima più precisa.
statistics-suggest-harder = Vinci la maggior parte delle partite contro { $from }: prova { $to }.
statistics-suggest-easier = Perdi la maggior parte delle partite contro { $from }: prova { $to }.
statistics-heading-rating = Valutazione
statistics-heading-computer = Contro il computer
statistics-heading-two-people = Due persone su questo dispositivo
statistics-heading-puzzles = Problemi risolti
statistics-level = { $level } (valutazione { $rating })
statistics-as-side = { $side ->
        [white] Col Bianco
       *[black] Col Nero
    }: vinte { $won }, perse { $lost }, patte { $drawn }
statistics-two-people = Vittorie del Bianco { $white }, vittorie del Nero { $black }, patte { $drawn }
statistics-streak = Vittorie di fila: ora { $current }; serie migliore: { $best }
statistics-no-computer-games = Ancora nessuna partita contro il computer.
statistics-no-two-people-games = Ancora nessuna partita tra due persone.
statistics-puzzles-length = { $moves ->
        [one] Vinci in { $moves } mossa
       *[other] Vinci in { $moves } mosse
    }: { $solved } su { $total }
statistics-reset-question = Dimenticare tutti i risultati, le serie di vittorie e la valutazione? I problemi risolti restano risolti.
statistics-set-aside = Non è stato possibile leggere le tue statistiche ({ $reason }). Sono state messe da parte e comincia un nuovo registro.
statistics-not-saved = Non è stato possibile salvare le tue statistiche ({ $reason }).
level-rating = Valutazione circa { $rating }
play-help-stats = i tuoi risultati, la valutazione e i problemi risolti, come li mostrano le app
statistics-not-read = Non è stato possibile leggere le tue statistiche ({ $reason }). Il file resta com’è.
statistics-bad-line = riga { $line }: «{ $text }» non fa parte di un registro di partite
statistics-unrated = Partite non valutate (con un suggerimento o con il gioco perfetto mostrato): vinte { $won }, perse { $lost }, patte { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Tra { $low } e { $high }
statistics-play-level = Gioca contro { $level }
statistics-table-level = Livello
statistics-table-rating = Valutazione
statistics-table-white = Con il bianco
statistics-table-black = Con il nero
statistics-heading-chart = La tua valutazione partita dopo partita
statistics-chart-game = Partita { $number }
statistics-chart-description = { $games ->
        [one] Valutazione da { $first } a { $last } in { $games } partita
       *[other] Valutazione da { $first } a { $last } in { $games } partite
    }
