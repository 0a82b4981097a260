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
review-progress = A analisar: { $done } de { $total } posições
review-starting = A analisar…
review-number-white = { $number }.
review-number-black = { $number }…
