analysis-wins = gana
analysis-wins-in = gana en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
analysis-loses = pierde
analysis-loses-in = pierde en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
analysis-not-known = no se sabe
analysis-draws = Con estas reglas una partida puede acabar en tablas, así que aquí no se demuestra nada.

analysis-why-draws = las reglas permiten tablas
analysis-why-budget = la búsqueda de la prueba llegó a su límite con { $pieces ->
        [one] { $pieces } ficha
       *[other] { $pieces } fichas
    } en el tablero
analysis-estimate = estimación del ordenador: { $percent } % de posibilidades de ganar
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
analysis-select = Elige una ficha para ver qué hace cada una de sus jugadas con un juego perfecto.
analysis-selected = Cada jugada de esta ficha lleva marcado lo que hace con un juego perfecto. Toca otra ficha para ver sus jugadas.
analysis-working = Calculando qué hace cada jugada…
analysis-game-over = { $winner ->
        [white] Las negras no tienen jugada: han ganado las blancas.
       *[black] Las blancas no tienen jugada: han ganado las negras.
    }
analysis-edit-help = Toca un punto para poner una ficha blanca, otra vez para una negra y otra más para vaciarlo.
analysis-bad-position = Esto no es una posición: { $reason }

position-bad-board = «{ $text }» no es un tablero (escribe cinco filas de cinco puntos de la fila 5 hacia abajo, separadas por /, como en bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = «{ $text }» no es un punto válido (cada punto es w, b o -)
position-bad-turn = «{ $text }» no es un bando al que le toca jugar (w o b)
position-bad-ban = «{ $text }» no es una prohibición de retroceso (escribe el punto y luego < para no dar un paso al oeste o > para no darlo al este, como en c3<)
position-bad-count = «{ $text }» no es un número de medias jugadas
position-trailing = sobra «{ $text }» después de la posición
position-too-long = tiene { $bytes } bytes, y una posición ocupa como máximo { $max }
setup-overlap = el punto { $point } tiene a la vez una ficha blanca y una negra
setup-ban-without-piece = hay una prohibición de retroceso en { $point }, donde no hay ninguna ficha
setup-ban-both-ways = la ficha de { $point } tiene prohibido dar pasos al este y al oeste a la vez
setup-bans-not-in-rules = hay prohibiciones de retroceso, pero estas reglas permiten volver
