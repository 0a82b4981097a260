# O que `alquerque play` diz no terminal. Os comandos escritos continuam a ser palavras
# inglesas; o protocolo Qirkat nunca é traduzido.

play-help = Escreva um lance com os seus pontos unidos por hífenes: c2-c3, ou numa captura cada ponto de chegada: b2-b4-d2-d4. Capturar é obrigatório e uma captura continua enquanto puder.
play-help-moves = lista os lances legais
play-help-hint = pede um lance à IA
play-help-undo = anula ou refaz (undo volta à sua última vez)
play-help-new = começa uma partida nova
play-help-save = guarda a partida; retome-a com --load FILE
play-help-record = mostra a partida anotada
play-help-review = o motor classifica cada lance até agora (o melhor ... erro grave) na partida anotada
play-help-rules = um resumo das regras
play-help-analyse = o que faz cada lance legal com jogo perfeito: ganha, perde ou não se sabe
play-help-quit = sair

play-side = { $side ->
        [white] Brancas (W)
       *[black] Pretas (B)
    }
play-side-ai = { $side ->
        [white] Brancas (W)
       *[black] Pretas (B)
    }, IA { $ai }
play-welcome = Alquerque. { $white } contra { $black }.
play-type-a-move = Escreva um lance como c2-c3, ou 'help'.
play-prompt = Jogam { $player }
play-prompt-capture = Jogam { $player } (tem de capturar)
play-game-over-prompt = Fim da partida: review, new, undo, save FILE ou quit
play-thinking = a pensar: { $iterations } iterações, melhor { $best } ({ $percent }%)
play-ai-plays = { $player } jogam { $move }
play-ai-plays-expects = { $player } jogam { $move }  (espera { $percent }%)
play-ai-no-move = { $side ->
        [white] A IA não encontrou nenhum lance para as brancas; as brancas passam a ser jogadas pelo teclado.
       *[black] A IA não encontrou nenhum lance para as pretas; as pretas passam a ser jogadas pelo teclado.
    }
play-hint-proven = Dica: { $move } (uma vitória demonstrada). { $known }.
play-hint = Dica: { $move } (espera { $percent }%)
play-no-hint = Não há lance a sugerir: a partida acabou.
play-nothing-to-review = Nada a analisar: ainda não se jogou nenhum lance.
play-nothing-to-undo = Nada a anular.
play-nothing-to-redo = Nada a refazer.
play-no-legal-moves = Não há lances legais.
play-saved = Guardada em { $file }.
play-not-saved = Não foi possível guardar em { $file }: { $reason }
play-refused = { $reason }. Escreva 'help' para ver a ajuda.

learn-welcome = Aprenda a jogar alquerque em { $steps } passos curtos. Escreva um lance, ou 'help'.
learn-step = Passo { $step } de { $steps }: { $title }
learn-prompt = passo { $step }
learn-help = Cada passo pede um lance; joga com as brancas, a partir da parte de baixo do tabuleiro.
learn-help-move = experimentar um lance (uma captura indica cada ponto de chegada: b2-b4-d2-d4)
learn-help-next = o passo seguinte, quando este estiver feito
learn-help-back = o passo anterior
learn-help-again = este passo desde o início
learn-help-board = desenhar de novo o tabuleiro
learn-help-help = este texto
learn-help-quit = sair da lição
learn-step-done = Este passo já está feito: escreva 'next' (ou prima Enter) para continuar.
learn-refused = { $reason } Escreva 'help' para ver a ajuda.
learn-done = Muito bem! { $taught }
learn-finished = A lição acabou. Jogue uma partida com 'alquerque play'.
learn-next = Escreva 'next' (ou prima Enter) para o passo seguinte.
learn-first-step = Este é o primeiro passo.
learn-do-this-first = Faça primeiro este passo: escreva um lance, ou 'help'.
