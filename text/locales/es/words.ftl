# Lo que anuncian los lectores de pantalla, los botones de fin de partida, las etiquetas del
# gráfico de la revisión y las líneas de la lección.

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } y { $last }
    }
announce-played = { $side ->
        [white] Las blancas han jugado { $move }.
       *[black] Las negras han jugado { $move }.
    }
announce-played-taking = { $side ->
        [white] Las blancas han jugado { $move } y han comido { $taken }.
       *[black] Las negras han jugado { $move } y han comido { $taken }.
    }
announce-reply = { $side ->
        [white] Las blancas responden { $move }.
       *[black] Las negras responden { $move }.
    } Gana en { $moves } más.
announce-reply-taking = { $side ->
        [white] Las blancas responden { $move } y comen { $taken }.
       *[black] Las negras responden { $move } y comen { $taken }.
    } Gana en { $moves } más.
puzzle-checking = Comprobando { $move }…
game-over-play-again = Otra partida
game-over-swap-sides = Cambiar de color
game-over-review = Revisar
graph-white-winning = Ganan las blancas
graph-even = 50 %: igualado
graph-black-winning = Ganan las negras
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = La gráfica y los valores bajo el tablero son las posibilidades de ganar de las blancas.
lesson-progress = Paso { $step } de { $steps }
lesson-intro = { $steps ->
        [one] Un paso corto en el tablero y después tu partida contra el ordenador.
       *[other] { $steps } pasos cortos en el tablero y después tu partida contra el ordenador.
    }
lesson-done = ¡Muy bien! { $taught } Toca Siguiente.
lesson-done-last = ¡Muy bien! { $taught }
lesson-keep-jumping = Sigue saltando: toca el siguiente punto de llegada.
graph-description = Resultado esperado a lo largo de la partida: { $top } arriba, { $bottom } abajo. Toca para elegir una jugada
notice-hint = Pista: { $move }
