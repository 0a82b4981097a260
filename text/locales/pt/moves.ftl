# Porque um lance não é legal: frases sem maiúscula inicial nem ponto final.

illegal-too-short = um lance precisa de pelo menos dois pontos, como c2-c3
illegal-no-moves-left = a partida acabou, { $side ->
        [white] as brancas não têm
       *[black] as pretas não têm
    } nenhum lance legal
illegal-no-piece = não há nenhuma peça em { $point }
illegal-not-your-piece = a peça em { $point } é { $side ->
        [white] das brancas
       *[black] das pretas
    }
illegal-not-a-line = de { $from } a { $to } não há um passo nem um salto ao longo de uma linha
illegal-occupied = { $point } não está vazio
illegal-backwards = as peças não podem recuar para a sua própria fila de partida
illegal-far-row = a peça em { $point } chegou à última fila e só pode capturar
illegal-reversal-ban = a peça em { $point } acabou de se mover { $banned ->
        [east] para oeste e não pode voltar diretamente para leste
       *[west] para leste e não pode voltar diretamente para oeste
    }
illegal-capture-compulsory = há uma captura possível, e capturar é obrigatório
illegal-step-then-more = um passo simples avança um só ponto
illegal-nothing-to-jump = o salto { $jump } não passa por cima de uma peça adversária
illegal-must-keep-jumping = a captura não acabou, a peça tem de continuar a saltar a partir de { $point }
illegal-move = lance ilegal { $path } ({ $reason })
move-text-empty = nenhum lance indicado (escreva um lance como c2-c3)
move-text-missing-point = um hífen precisa de um ponto de cada lado, como em c2-c3
move-text-too-short = um lance precisa de um ponto de partida e de um de chegada, como em c2-c3
move-text-too-long = uma captura neste tabuleiro tem no máximo { $jumps } saltos
unknown-name = { $kind ->
        [level] nível desconhecido «{ $name }» (os níveis são { $known })
        [variant] variante desconhecida «{ $name }» (as variantes são { $known })
       *[point] ponto desconhecido «{ $name }» (os pontos vão de a1 a e5)
    }
tap-empty = { $point } está vazio: escolha uma das suas peças.
tap-not-yours = Essa peça é { $piece ->
        [white] branca
       *[black] preta
    }: joga com as { $side ->
        [white] brancas
       *[black] pretas
    }.
tap-capture-compulsory = Capturar é obrigatório: escolha uma peça que possa capturar.
tap-no-legal-move = Essa peça não tem nenhum lance legal.
tap-not-a-move = Isso não é um lance.
tap-keep-jumping = A captura tem de continuar a partir de { $point }: salte para { $count ->
        [one] { $first }
       *[other] { $all_but_last } ou { $last }
    }.
point-label = { $point }, { $piece ->
        [empty] vazio
        [white] peça branca
       *[black] peça preta
    }
point-label-more = { $label }, { $more }
point-selected = selecionada
point-can-move = pode mover-se
point-target = toque para jogar aqui
point-last-move = parte do último lance
point-hinted = a dica: a vitória começa com esta peça
