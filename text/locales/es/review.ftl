# Revisión de la partida: valores, marcas y lo demostrado, y las líneas de la pantalla de revisión.

# $percent: el resultado esperado de quien mueve, con un decimal.
eval-expected = { $percent } %
eval-won = ganada
eval-lost = perdida
# $moves: las jugadas del ganador hasta el final.
eval-wins-in = gana en { $moves }
eval-loses-in = pierde en { $moves }
mark-best = la mejor
mark-good = buena
mark-inaccuracy = imprecisión
mark-mistake = error
mark-blunder = error grave
mark-only-move = única jugada
solved-gives-win-away = regala la victoria
solved-wins = gana con juego perfecto
solved-loses = pierde con juego perfecto
# $before, $after: los valores antes y después de la jugada.
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = Se detuvo la revisión: las jugadas posteriores a estas no se revisaron.
review-nothing = Aún no hay jugadas que revisar.
review-side-summary = { $side ->
        [white] Blancas
       *[black] Negras
    }: imprecisiones { $inaccuracies }, errores { $mistakes }, errores graves { $blunders }; { $accuracy }
review-accuracy = precisión { $percent }
review-accuracy-none = ninguna jugada que valorar
# $done, $total: posiciones analizadas hasta ahora y en total.
review-progress = Revisando: { $done } de { $total } posiciones
review-starting = Revisando…
review-number-white = { $number }.
review-number-black = { $number }…
review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Jugada { $move } (continua)
review-legend-better = Jugada { $move } (continua), mejor { $better } (flecha)
review-values = { $before } antes, { $after } después, para el bando que movió
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Para las blancas: { $before } antes, { $after } después
review-board-best = El tablero antes de { $move }, la mejor jugada
review-board-better = El tablero antes de { $move }; la mejor era { $better }

# Aprende de tus errores: repaso de los errores y errores graves de la persona tras una revisión
# (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = Aprende de tus errores
drill-open = Aprende de tus errores
drill-find = Busca una jugada mejor.
drill-heading = { $number } Jugaste { $move }: { $mark }
drill-progress = Error { $index } de { $total }
drill-good = ¡Bien visto! { $move } es una buena jugada ({ $value }).
drill-played = { $move } es la jugada que hiciste en la partida: busca una mejor.
drill-not-better = { $move } no es mejor, también es un { $mark } ({ $value }): inténtalo de nuevo.
drill-revealed = La jugada mejor era { $move }. La línea que sigue: { $line }
drill-why-loses-in = Tras { $move }, { $winner ->
        [white] las blancas
       *[black] las negras
    } tienen una victoria forzada en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
drill-why-gives-away = { $move } regala la victoria: { $winner ->
        [white] las blancas
       *[black] las negras
    } ganan con juego perfecto.
drill-why-loses = Tras { $move }, { $winner ->
        [white] las blancas
       *[black] las negras
    } ganan con juego perfecto.
drill-why-missed-win = { $move } deja escapar una victoria forzada en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
drill-why-drop = { $move } baja las posibilidades de ganar de { $side ->
        [white] las blancas
       *[black] las negras
    } del { $before } al { $after }.
drill-skipped = Saltado, sin la solución.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Ver solución
drill-skip = Saltar
drill-revealing = Buscando la mejor jugada y su continuación…
drill-summary = Jugadas mejores encontradas: { $found } de { $total }
drill-none = No cometiste errores ni errores graves en esta partida: aquí no hay nada que practicar.
drill-no-item = No existe el error número { $number }: hay { $total }.
drill-closed = Este ya está hecho: pasa al siguiente.
drill-tried = Ya probaste { $move }: prueba otra jugada.
drill-illegal = Esa jugada no se puede hacer aquí: { $reason }.
drill-stale = Ese intento era para otra posición: inténtalo de nuevo.
drill-judging = Valorando { $move }…
drill-next = Siguiente
drill-previous = Anterior
drill-back = Volver a la revisión
