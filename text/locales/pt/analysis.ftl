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
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }
analysis-select = Escolhe uma peça para ver o que faz cada um dos seus lances com jogo perfeito.
analysis-selected = Cada lance desta peça mostra o que faz com jogo perfeito. Toca noutra peça para ver os seus lances.
analysis-working = A calcular o que faz cada lance…
analysis-game-over = { $winner ->
        [white] As pretas não têm lance: ganharam as brancas.
       *[black] As brancas não têm lance: ganharam as pretas.
    }
analysis-edit-help = Toca num ponto para pôr uma peça branca, outra vez para uma preta e mais uma para o esvaziar.
analysis-bad-position = Isto não é uma posição: { $reason }
