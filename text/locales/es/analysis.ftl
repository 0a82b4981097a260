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
analysis-select = Cada jugada aparece en la lista con lo que hace con un juego perfecto. Elige una ficha para ver solo sus jugadas.
analysis-selected = Cada jugada de esta ficha lleva marcado lo que hace con un juego perfecto. Toca un punto marcado para hacer la jugada, u otra ficha para ver sus jugadas.
analysis-working = Calculando qué hace cada jugada…
analysis-further = Se sigue calculando lo que aún no se sabe de algunas jugadas. Elige una ficha para ver solo sus jugadas.
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

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    } y ganan en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }.
endgame-welcome = La defensa es perfecta: la dan unas bases de datos de todas las posiciones con pocas fichas. Cada una de tus jugadas se juzga al momento.
endgame-still-winning = Sigues ganando: te { $moves ->
        [one] queda { $moves } jugada
       *[other] quedan { $moves } jugadas
    } para ganar.
endgame-slower = Sigues ganando, pero más despacio: te { $moves ->
        [one] queda { $moves } jugada
       *[other] quedan { $moves } jugadas
    } para ganar, y con la jugada más rápida te quedaban { $fastest }.
endgame-slipped = { $move } deja escapar la victoria: tras ella, ganaría la defensa. La jugada se retira.
endgame-fastest = La victoria más rápida empieza con { $move } y lleva { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. Inténtalo de nuevo.
endgame-reply = { $side ->
        [white] Las blancas responden
       *[black] Las negras responden
    } { $move }.
endgame-won = ¡Ganado en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }, sin dejar escapar la victoria!
endgame-won-slips = Ganado en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. { $slips ->
        [one] { $slips } jugada dejó escapar la victoria.
       *[other] { $slips } jugadas dejaron escapar la victoria.
    }
endgame-prompt = final { $level }
endgame-next = Escribe 'next' para otra posición de este nivel, o 'quit'.
endgame-help-next = otra posición de este nivel
endgame-help-quit = salir del entrenador de finales
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Entrenador de finales
endgame-level = Nivel { $level } de { $levels }
endgame-next-position = Siguiente posición
endgame-easier = Más fácil
endgame-harder = Más difícil
endgame-unavailable = Las bases de datos de finales no dan aquí ninguna posición para jugar.
