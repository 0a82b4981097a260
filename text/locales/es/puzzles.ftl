# Problemas: por qué se rechaza un intento y las palabras de la pantalla de problemas.

puzzle-solved-already = el problema ya está resuelto
puzzle-too-hard = la búsqueda no pudo juzgar esta jugada dentro de su presupuesto
puzzle-busy = Se está juzgando una jugada: espera.
puzzle-not-legal = Esa jugada no es legal aquí.
puzzle-try-again = No se ha podido calcular ahora: inténtalo de nuevo.
puzzle-progress-not-saved = No se ha podido guardar tu progreso ({ $reason }).
puzzle-progress-set-aside = No se ha podido leer tu progreso en los problemas ({ $reason }). Se ha apartado.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = No se ha podido leer tu progreso en los problemas. Se ha apartado.
puzzle-progress = { $solved } de { $total } problemas resueltos
puzzle-title = Problema { $number }: gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
puzzle-to-move = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    } y ganan en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
puzzle-keep-jumping = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }: sigue saltando.
puzzle-hint = Pista: la victoria empieza con la ficha de { $point }.
puzzle-missed = { $move } no gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: inténtalo de nuevo.
puzzle-kept = { $move } mantiene la victoria; { $side ->
        [white] las blancas responden
       *[black] las negras responden
    } { $reply }. Gana en { $moves } más.
puzzle-solved = { $misses ->
        [0] ¡Resuelto!
        [one] Resuelto, tras { $misses } fallo.
       *[other] Resuelto, tras { $misses } fallos.
    }
puzzle-list-section = Gana en { $moves }
puzzle-list-row = Problema { $number }
puzzle-list-solved = resuelto
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Racha: { $count }
puzzle-streak-best = Racha: { $count } · mejor: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Por longitud
puzzle-list-by-theme = Por tema
puzzle-list-unsolved-only = Solo sin resolver
puzzle-list-all-solved = Todos los problemas de aquí están resueltos.

theme-multi-capture = captura múltiple
theme-quiet = primera jugada tranquila
theme-sacrifice = sacrificio
theme-forced-capture = captura forzada
theme-endgame = final de partida
