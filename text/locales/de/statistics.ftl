# Der Statistik-Bildschirm und `stats` in `alquerque play`, und die Wertung jeder Stufe.

statistics-rating-none = Noch keine Wertung: Spiel eine Partie gegen den Computer, um eine zu bekommen.
statistics-rating-precise = Deine Wertung: { $rating } (zwischen { $low } und { $high }).
statistics-rating-wide = Etwa { $rating }, irgendwo zwischen { $low } und { $high }: Spiel mehr Partien für eine genauere Zahl.
statistics-suggest-harder = Du gewinnst die meisten Partien gegen { $from }: Versuch es mit { $to }.
statistics-suggest-easier = Du verlierst die meisten Partien gegen { $from }: Versuch es mit { $to }.
statistics-heading-rating = Wertung
statistics-heading-computer = Gegen den Computer
statistics-heading-two-people = Zu zweit auf diesem Gerät
statistics-heading-puzzles = Gelöste Aufgaben
statistics-level = { $level } (Wertung { $rating })
statistics-as-side = { $side ->
        [white] Mit Weiß
       *[black] Mit Schwarz
    }: gewonnen { $won }, verloren { $lost }, remis { $drawn }
statistics-two-people = Weiß gewann { $white }, Schwarz gewann { $black }, remis { $drawn }
statistics-streak = Siege in Folge: { $current } jetzt; beste Serie: { $best }
statistics-no-computer-games = Noch keine Partien gegen den Computer.
statistics-no-two-people-games = Noch keine Partien zu zweit.
statistics-puzzles-length = { $moves ->
        [one] Gewinn in { $moves } Zug
       *[other] Gewinn in { $moves } Zügen
    }: { $solved } von { $total }
statistics-reset-question = Alle Ergebnisse, Serien und die Wertung vergessen? Gelöste Aufgaben bleiben gelöst.
statistics-set-aside = Deine Statistik konnte nicht gelesen werden ({ $reason }). Sie wurde beiseitegelegt, und eine neue beginnt.
statistics-not-saved = Deine Statistik konnte nicht gespeichert werden ({ $reason }).
level-rating = Wertung etwa { $rating }
play-help-stats = deine Ergebnisse, deine Wertung und gelöste Aufgaben, wie in den Apps
statistics-not-read = Deine Statistik konnte nicht gelesen werden ({ $reason }). Die Datei bleibt, wie sie ist.
statistics-bad-line = Zeile { $line }: „{ $text }“ gehört nicht zu einer Aufzeichnung von Partien
statistics-unrated = Partien ohne Wertung (mit Tipp oder angezeigtem perfekten Spiel): gewonnen { $won }, verloren { $lost }, Remis { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Zwischen { $low } und { $high }
statistics-play-level = { $level } spielen
statistics-table-level = Stufe
statistics-table-rating = Wertung
statistics-table-white = Als Weiß
statistics-table-black = Als Schwarz
statistics-heading-chart = Deine Wertung über deine Partien
statistics-chart-game = Partie { $number }
statistics-chart-description = { $games ->
        [one] Wertung von { $first } bis { $last } über { $games } Partie
       *[other] Wertung von { $first } bis { $last } über { $games } Partien
    }
