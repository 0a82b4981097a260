# Análise da partida: valores, marcas e o que está demonstrado, e as linhas do ecrã de análise.

eval-expected = { $percent }%
eval-won = ganha
eval-lost = perdida
eval-wins-in = ganha em { $moves }
eval-loses-in = perde em { $moves }
mark-best = o melhor
mark-good = bom
mark-inaccuracy = imprecisão
mark-mistake = erro
mark-blunder = erro grave
mark-only-move = lance único
solved-gives-win-away = deixa escapar a vitória
solved-wins = ganha com jogo perfeito
solved-loses = perde com jogo perfeito
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = A análise foi interrompida: os lances seguintes não foram analisados.
review-nothing = Ainda não há lances para analisar.
review-side-summary = { $side ->
        [white] Brancas
       *[black] Pretas
    }: imprecisões { $inaccuracies }, erros { $mistakes }, erros graves { $blunders }; { $accuracy }
review-accuracy = precisão { $percent }
review-accuracy-none = nenhum lance a avaliar
review-progress = A analisar: { $done } de { $total } posições
review-starting = A analisar…
review-number-white = { $number }.
review-number-black = { $number }…
review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Jogado { $move } (contínuo)
review-legend-better = Jogado { $move } (contínuo), melhor { $better } (seta)
review-values = { $before } antes, { $after } depois, para o lado que jogou
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Para as brancas: { $before } antes, { $after } depois
review-board-best = O tabuleiro antes de { $move }, o melhor lance
review-board-better = O tabuleiro antes de { $move }; o melhor era { $better }

# Aprender com os erros: os erros e erros graves da pessoa, um a um, depois de uma análise
# (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = Aprender com os erros
drill-open = Aprender com os erros
drill-find = Encontre um lance melhor.
drill-heading = { $number } Jogou { $move }: { $mark }
drill-progress = Erro { $index } de { $total }
drill-good = Bem visto: { $move } é um bom lance ({ $value }).
drill-played = { $move } é o lance que jogou na partida: encontre um melhor.
drill-not-better = { $move } não é melhor, também é um { $mark } ({ $value }): tente de novo.
drill-revealed = O lance melhor era { $move }. A linha que se segue: { $line }
drill-why-loses-in = Depois de { $move }, { $winner ->
        [white] as brancas
       *[black] as pretas
    } têm vitória forçada em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
drill-why-gives-away = { $move } deixa escapar a vitória: { $winner ->
        [white] as brancas
       *[black] as pretas
    } ganham com jogo perfeito.
drill-why-loses = Depois de { $move }, { $winner ->
        [white] as brancas
       *[black] as pretas
    } ganham com jogo perfeito.
drill-why-missed-win = { $move } deixa escapar uma vitória forçada em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
drill-why-drop = { $move } baixa as hipóteses de vitória { $side ->
        [white] das brancas
       *[black] das pretas
    } de { $before } para { $after }.
drill-skipped = Saltado, sem a solução.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Ver solução
drill-skip = Saltar
drill-revealing = A procurar o melhor lance e a sua continuação…
drill-summary = Lances melhores encontrados: { $found } de { $total }
drill-none = Não cometeu erros nem erros graves nesta partida: não há nada para praticar aqui.
drill-no-item = Não existe o erro número { $number }: são { $total }.
drill-closed = Este já está feito: passe ao seguinte.
drill-tried = Já tentou { $move }: tente outro lance.
drill-illegal = Esse lance não pode ser jogado aqui: { $reason }.
drill-stale = Essa tentativa era para outra posição: tente de novo.
drill-judging = A avaliar { $move }…
drill-next = Seguinte
drill-previous = Anterior
drill-back = Voltar à análise
