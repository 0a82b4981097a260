# Het scherm Statistieken en `stats` in `alquerque play`, en de rating van een niveau.

statistics-rating-none = Nog geen rating: speel een partij tegen de computer om er een te krijgen.
statistics-rating-precise = Je rating: { $rating } (tussen { $low } en { $high }).
statistics-rating-wide = Ongeveer { $rating }, ergens tussen { $low } en { $high }: speel meer partijen voor een preciezer getal.
statistics-suggest-harder = Je wint de meeste partijen tegen { $from }: probeer { $to }.
statistics-suggest-easier = Je verliest de meeste partijen tegen { $from }: probeer { $to }.
statistics-heading-rating = Rating
statistics-heading-computer = Tegen de computer
statistics-heading-two-people = Twee mensen op dit apparaat
statistics-heading-puzzles = Opgeloste puzzels
statistics-level = { $level } (rating { $rating })
statistics-as-side = { $side ->
        [white] Met Wit
       *[black] Met Zwart
    }: { $won } gewonnen, { $lost } verloren, { $drawn } remise
statistics-two-people = Wit won { $white }, Zwart won { $black }, remise { $drawn }
statistics-streak = Zeges op rij: nu { $current }; beste reeks: { $best }
statistics-no-computer-games = Nog geen partijen tegen de computer.
statistics-no-two-people-games = Nog geen partijen tussen twee mensen.
statistics-puzzles-length = { $moves ->
        [one] Win in { $moves } zet
       *[other] Win in { $moves } zetten
    }: { $solved } van { $total }
statistics-reset-question = Alle uitslagen, reeksen en de rating vergeten? Opgeloste puzzels blijven opgelost.
statistics-set-aside = Je statistieken konden niet worden gelezen ({ $reason }). Ze zijn apart gezet, en er begint een nieuw overzicht.
statistics-not-saved = Je statistieken konden niet worden opgeslagen ({ $reason }).
level-rating = Rating ongeveer { $rating }
play-help-stats = je uitslagen, rating en opgeloste puzzels, zoals de apps ze tonen
statistics-not-read = Je statistieken konden niet worden gelezen ({ $reason }). Het bestand blijft zoals het is.
statistics-bad-line = regel { $line }: ‘{ $text }’ hoort niet bij een overzicht van partijen
statistics-unrated = Partijen zonder rating (met een tip of met het perfecte spel getoond): gewonnen { $won }, verloren { $lost }, remise { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Tussen { $low } en { $high }
statistics-play-level = Speel tegen { $level }
statistics-table-level = Niveau
statistics-table-rating = Rating
statistics-table-white = Als wit
statistics-table-black = Als zwart
statistics-heading-chart = Je rating over je partijen
statistics-chart-game = Partij { $number }
statistics-chart-description = { $games ->
        [one] Rating van { $first } tot { $last } over { $games } partij
       *[other] Rating van { $first } tot { $last } over { $games } partijen
    }
