# La pantalla de estadísticas y `stats` en `alquerque play`, y la valoración de cada nivel.

statistics-rating-none = Aún sin valoración: juega una partida contra el ordenador para tenerla.
statistics-rating-precise = Tu valoración: { $rating } (entre { $low } y { $high }).
statistics-rating-wide = Unos { $rating }, en algún punto entre { $low } y { $high }: juega más partidas para afinar la cifra.
statistics-suggest-harder = Ganas la mayoría de las partidas contra { $from }: prueba { $to }.
statistics-suggest-easier = Pierdes la mayoría de las partidas contra { $from }: prueba { $to }.
statistics-heading-rating = Valoración
statistics-heading-computer = Contra el ordenador
statistics-heading-two-people = Dos personas en este dispositivo
statistics-heading-puzzles = Problemas resueltos
statistics-level = { $level } (valoración { $rating })
statistics-as-side = { $side ->
        [white] Con blancas
       *[black] Con negras
    }: ganadas { $won }, perdidas { $lost }, tablas { $drawn }
statistics-two-people = Ganan blancas { $white }, ganan negras { $black }, tablas { $drawn }
statistics-streak = Victorias seguidas: { $current } ahora; mejor racha: { $best }
statistics-no-computer-games = Aún no hay partidas contra el ordenador.
statistics-no-two-people-games = Aún no hay partidas entre dos personas.
statistics-puzzles-length = { $moves ->
        [one] Gana en { $moves } jugada
       *[other] Gana en { $moves } jugadas
    }: { $solved } de { $total }
statistics-reset-question = ¿Olvidar todos los resultados, las rachas y la valoración? Los problemas resueltos siguen resueltos.
statistics-set-aside = No se pudieron leer tus estadísticas ({ $reason }). Se han guardado aparte y empieza un registro nuevo.
statistics-not-saved = No se pudieron guardar tus estadísticas ({ $reason }).
level-rating = Valoración: unos { $rating }
play-help-stats = tus resultados, tu valoración y los problemas resueltos, como en las apps
statistics-not-read = No se pudieron leer tus estadísticas ({ $reason }). El archivo se deja como está.
statistics-bad-line = línea { $line }: «{ $text }» no forma parte de un registro de partidas
statistics-unrated = Partidas sin puntuar (con pista o con el juego perfecto a la vista): ganadas { $won }, perdidas { $lost }, tablas { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Entre { $low } y { $high }
statistics-play-level = Jugar contra { $level }
statistics-table-level = Nivel
statistics-table-rating = Valoración
statistics-table-white = Con blancas
statistics-table-black = Con negras
statistics-heading-chart = Tu valoración a lo largo de tus partidas
statistics-chart-game = Partida { $number }
statistics-chart-description = { $games ->
        [one] Valoración de { $first } a { $last } en { $games } partida
       *[other] Valoración de { $first } a { $last } en { $games } partidas
    }
