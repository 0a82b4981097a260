analysis-wins = ganha
analysis-wins-in = ganha em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
analysis-loses = perde
analysis-loses-in = perde em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
analysis-not-known = não se sabe
analysis-draws = Com estas regras uma partida pode terminar empatada, por isso aqui nada fica provado.

analysis-why-draws = as regras permitem o empate
analysis-why-budget = a procura da prova chegou ao seu limite com { $pieces ->
        [one] { $pieces } peça
       *[other] { $pieces } peças
    } no tabuleiro
analysis-estimate = estimativa do computador: { $percent }% de hipóteses de ganhar
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }
analysis-select = Cada lance está na lista com o que faz com jogo perfeito. Escolhe uma peça para ver só os seus lances.
analysis-selected = Cada lance desta peça mostra o que faz com jogo perfeito. Toca num ponto marcado para jogar o lance, ou noutra peça para ver os seus lances.
analysis-working = A calcular o que faz cada lance…
analysis-further = Continua o cálculo dos lances que ainda não se sabem. Escolhe uma peça para ver só os seus lances.
analysis-game-over = { $winner ->
        [white] As pretas não têm lance: ganharam as brancas.
       *[black] As brancas não têm lance: ganharam as pretas.
    }
analysis-edit-help = Toca num ponto para pôr uma peça branca, outra vez para uma preta e mais uma para o esvaziar.
analysis-bad-position = Isto não é uma posição: { $reason }

position-bad-board = «{ $text }» não é um tabuleiro (escreva cinco filas de cinco pontos da fila 5 para baixo, separadas por /, como em bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = «{ $text }» não é um ponto válido (cada ponto é w, b ou -)
position-bad-turn = «{ $text }» não é um lado a jogar (w ou b)
position-bad-ban = «{ $text }» não é uma proibição de voltar atrás (escreva o ponto e depois < para nenhum passo para oeste ou > para nenhum passo para leste, como em c3<)
position-bad-count = «{ $text }» não é um número de meios-lances
position-trailing = «{ $text }» a mais depois da posição
position-too-long = tem { $bytes } bytes, e uma posição ocupa no máximo { $max }
setup-overlap = o ponto { $point } tem ao mesmo tempo uma peça branca e uma preta
setup-ban-without-piece = há uma proibição de voltar atrás em { $point }, onde não há nenhuma peça
setup-ban-both-ways = a peça em { $point } está proibida de dar passos para leste e para oeste ao mesmo tempo
setup-bans-not-in-rules = há proibições de voltar atrás, mas estas regras permitem voltar

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    } e ganham em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
endgame-welcome = A defesa é perfeita: vem de tabelas de todas as posições com poucas peças. Cada lance seu é julgado de imediato.
endgame-still-winning = Continua a ganhar: { $moves ->
        [one] falta { $moves } lance
       *[other] faltam { $moves } lances
    } para a vitória.
endgame-slower = Continua a ganhar, mas mais devagar: { $moves ->
        [one] falta { $moves } lance
       *[other] faltam { $moves } lances
    } para a vitória, quando o lance mais rápido deixava { $fastest }.
endgame-slipped = { $move } deixa escapar a vitória: depois dele, a defesa ganharia. O lance é retirado.
endgame-fastest = A vitória mais rápida começa com { $move } e leva { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }. Tente de novo.
endgame-reply = { $side ->
        [white] As brancas respondem
       *[black] As pretas respondem
    } { $move }.
endgame-won = Ganhou em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, sem deixar escapar a vitória!
endgame-won-slips = Ganhou em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }. { $slips ->
        [one] { $slips } lance deixou escapar a vitória.
       *[other] { $slips } lances deixaram escapar a vitória.
    }
endgame-prompt = final { $level }
endgame-next = Escreva 'next' para outra posição deste nível, ou 'quit'.
endgame-help-next = outra posição deste nível
endgame-help-quit = sair do treino de finais
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Treino de finais
endgame-level = Nível { $level } de { $levels }
endgame-next-position = Próxima posição
endgame-easier = Mais fácil
endgame-harder = Mais difícil
endgame-unavailable = As tabelas de finais não dão aqui nenhuma posição para jogar.
