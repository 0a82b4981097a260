# O que os leitores de ecrã anunciam, os botões de fim de partida, as legendas do gráfico da
# análise e as linhas da lição.

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } e { $last }
    }
announce-played = { $side ->
        [white] As brancas jogaram { $move }.
       *[black] As pretas jogaram { $move }.
    }
announce-played-taking = { $side ->
        [white] As brancas jogaram { $move } e capturaram { $taken }.
       *[black] As pretas jogaram { $move } e capturaram { $taken }.
    }
announce-reply = { $side ->
        [white] As brancas respondem { $move }.
       *[black] As pretas respondem { $move }.
    } Ganhe em mais { $moves }.
announce-reply-taking = { $side ->
        [white] As brancas respondem { $move } e capturam { $taken }.
       *[black] As pretas respondem { $move } e capturam { $taken }.
    } Ganhe em mais { $moves }.
puzzle-checking = A verificar { $move }…
game-over-play-again = Jogar de novo
game-over-swap-sides = Trocar de cor
game-over-review = Analisar
graph-white-winning = Brancas a ganhar
graph-even = 50%: equilibrado
graph-black-winning = Pretas a ganhar
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = O gráfico e os valores por baixo do tabuleiro são as hipóteses de vitória das brancas.
lesson-progress = Passo { $step } de { $steps }
lesson-intro = { $steps ->
        [one] Um passo curto no tabuleiro e depois a sua partida contra o computador.
       *[other] { $steps } passos curtos no tabuleiro e depois a sua partida contra o computador.
    }
lesson-done = Muito bem! { $taught } Toque em Seguinte.
lesson-done-last = Muito bem! { $taught }
lesson-keep-jumping = Continue a saltar: toque no ponto de chegada seguinte.
graph-description = Resultado esperado ao longo da partida: { $top } em cima, { $bottom } em baixo. Toque para escolher um lance
notice-hint = Dica: { $move }
