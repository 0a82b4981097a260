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
