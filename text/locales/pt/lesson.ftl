# Aprender a jogar: o título de cada passo, o que pede e o que ensinou.
lesson-step-title = Mover uma peça
lesson-step-task = Joga com as brancas, a partir da parte de baixo do tabuleiro. Uma peça move-se um passo ao longo de uma linha até um ponto vizinho vazio. Avance uma peça, em direção às pretas.
lesson-step-done = As peças avançam ou vão para o lado, mas nunca recuam para o seu próprio campo.
lesson-sideways-title = Para o lado, sem voltar logo atrás
lesson-sideways-task = Uma peça também se pode mover para o lado. A peça em c3 acabou de chegar de d3, de lado, por isso no passo seguinte não pode voltar diretamente para lá. Mova-a para o lado.
lesson-sideways-done = Essa proibição é da peça e acaba quando ela se move para outro lado ou captura.
lesson-capture-title = Capturar é obrigatório
lesson-capture-task = Salte por cima de uma peça adversária vizinha da sua, ao longo de uma linha, para o ponto vazio logo a seguir: a peça saltada é capturada. Quando pode capturar, tem de o fazer. Capture agora.
lesson-capture-done = As capturas fazem-se em qualquer direção, também para trás.
lesson-chain-title = Continuar a saltar
lesson-chain-task = Depois de um salto, a mesma peça continua a saltar enquanto puder, e toda a cadeia é um só lance. Capture três peças com a peça em b2.
lesson-chain-done = Quando uma cadeia pode seguir por mais de um caminho, escolhe o jogador: o mais longo não é obrigatório.
lesson-far-row-title = A última fila
lesson-far-row-task = Uma peça que chega à última fila, a primeira fila das pretas, fica lá: já não faz passos simples, embora ainda possa capturar. A peça em d5 já lá está. Leve outra peça à última fila.
lesson-far-row-done = Agora as duas peças ficam onde estão, a não ser que lhes surja uma captura.
lesson-win-title = Ganhar
lesson-win-task = Ganha quando o adversário não pode jogar: todas as suas peças foram capturadas, ou as que restam estão bloqueadas. As pretas têm uma peça, em c2. Deixe-a sem lance.
lesson-win-done = As pretas não podem jogar: ganham as brancas. É todo o jogo. Divirta-se!
lesson-wrong-sideways = { $move } é um passo para o lado. Desta vez, avance: em direção ao outro lado.
lesson-wrong-forward = { $move } é um passo em frente. Desta vez, vá para o lado, ao longo da fila.
lesson-wrong-not-a-step = { $move } não é um passo simples.
lesson-wrong-too-few = Essa cadeia captura { $taken ->
        [one] { $taken } peça
       *[other] { $taken } peças
    }; outra captura { $wanted ->
        [one] { $wanted } peça
       *[other] { $wanted } peças
    }. Tente de novo.
lesson-wrong-short = { $move } não chega à última fila.
lesson-wrong-opponent-can-move = { $side ->
        [white] Depois disso, as brancas ainda poderiam jogar: { $reply }. Encontre o lance que as deixa sem nenhum.
       *[black] Depois disso, as pretas ainda poderiam jogar: { $reply }. Encontre o lance que as deixa sem nenhum.
    }
lesson-wrong-step-done = Este passo já está feito: passe ao seguinte.
lesson-well-done = Muito bem.
