# O que `alquerque play` diz no terminal. Os comandos escritos continuam a ser palavras
# inglesas; o protocolo Qirkat nunca é traduzido.

play-help = Escreva um lance com os seus pontos unidos por hífenes: c2-c3, ou numa captura cada ponto de chegada: b2-b4-d2-d4. Capturar é obrigatório e uma captura continua enquanto puder.
play-help-moves = lista os lances legais
play-help-board = desenha o tabuleiro de novo
play-help-hint = pede um lance à IA
play-help-undo = anula ou refaz (undo volta à sua última vez)
play-help-new = começa uma partida nova
play-help-save = guarda a partida; retome-a com --load FILE
play-help-record = mostra a partida anotada
play-help-link = mostra um link para esta partida, para um amigo jogar o lance seguinte
play-help-open = abre a partida do link de um amigo (back volta à partida que tinha)
play-help-review = o motor classifica cada lance até agora (o melhor ... erro grave)
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
play-percent-means = (A percentagem é a estimativa do próprio computador das suas hipóteses de ganhar a partir dali, após a sua pesquisa: 50 % é equilibrado.)
play-first-run-lesson = Novo no alquerque? 'alquerque learn' ensina as regras passo a passo; 'help' mostra aqui os comandos.
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
play-link-opened = Partida do link aberta: jogam { $player }. Escreva 'back' para voltar à partida que tinha.
play-link-opened-over = Partida do link aberta; já terminou. Escreva 'back' para voltar à partida que tinha.
play-link-refused = Não foi possível abrir o link: { $reason }.
play-back = De volta à partida anterior; 'back' outra vez continua pelas outras partidas.
play-back-none = Nenhum link foi aberto: não há outra partida para onde voltar.
play-back-let-go = Só se guardam { $kept } partidas para 'back': a que está posta de lado há mais tempo é largada. O seu link, para a abrir de novo:
play-statistics-retry = Será tentado de novo quando deixar esta partida.
play-refused = { $reason }. Escreva 'help' para ver a ajuda.
play-unknown-command = «{ $word }» não é um comando nem um lance. Escreva 'help' para ver os comandos.
play-unknown-command-nearest = «{ $word }» não é um comando nem um lance. Queria dizer { $nearest }? Escreva 'help' para ver os comandos.
play-move-with-spaces = Os pontos de um lance unem-se com hífenes, sem espaços: { $move }.

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
learn-type-chain = Escreva toda a cadeia como um só lance: cada ponto onde a peça pousa, unidos por hífens (b2-b4-…).
learn-step-done = Este passo já está feito: escreva 'next' (ou prima Enter) para continuar.
learn-refused = { $reason } Escreva 'help' para ver a ajuda.
learn-done = Muito bem! { $taught }
learn-finished = A lição acabou. Jogue uma partida com 'alquerque play'.
learn-next = Escreva 'next' (ou prima Enter) para o passo seguinte.
learn-first-step = Este é o primeiro passo.
learn-do-this-first = Faça primeiro este passo: escreva um lance, ou 'help'.

play-ai-typed = { $spec }

file-kind-record = um registo de partida
file-kind-certificate = um certificado
file-kind-progress = um ficheiro de progresso dos problemas
file-kind-statistics = um ficheiro de estatísticas
file-not-found = esse ficheiro não existe
file-permission-denied = não há permissão
file-system = { $reason }
file-is-folder = é uma pasta
file-is-device = é um dispositivo, não { $what }
file-too-long = tem mais de { $kib } KiB, o máximo que pode ter { $what }
file-not-utf8 = não é texto UTF-8
file-dangling-link = é uma ligação que não leva a nada
file-not-regular = não é um ficheiro normal, e não é substituído
file-is-input = é um ficheiro que este comando lê, e não é escrito por cima
file-no-folder = a pasta { $folder } não existe
file-folder-refuses = a pasta { $folder } não aceita ficheiros ({ $reason })
file-locked = outra sessão do alquerque está a usá-lo (o seu bloqueio: { $lock }); tente de novo quando essa sessão terminar
cannot-load = não é possível carregar { $file }: { $reason }
cannot-write = não é possível escrever { $file }: { $reason }

review-reviewing = { $moves ->
        [one] A rever { $moves } lance; Ctrl-C para e guarda os lances revistos.
       *[other] A rever { $moves } lances; Ctrl-C para e guarda os lances revistos.
    }
review-stopped-at = Análise parada: { $done } de { $total } lances analisados.
review-better = melhor: { $better }

# Aprender com os erros no terminal (cli/src/cmd/drill.rs): `alquerque review --learn` e
# `learn` em `alquerque play`. Os comandos ficam em inglês em todas as línguas.
play-help-learn = depois de uma análise: encontrar lances melhores para os seus erros e erros graves
play-review-first = Analise primeiro a partida: escreva 'review' e depois 'learn'.
drill-welcome = Escreva um lance melhor para cada erro. Depois de duas tentativas erradas, o lance melhor é mostrado. Escreva 'help' para ver os comandos.
drill-help-move = experimentar um lance (uma captura indica cada ponto de chegada: b2-b4-d2-d4)
drill-help-next = o erro seguinte
drill-help-back = o erro anterior
drill-help-solution = mostra o lance melhor e a continuação
drill-help-skip = passa ao erro seguinte sem resolver este
drill-help-quit = parar, com quantos lances melhores encontrou
drill-go-on = Escreva 'next' (ou prima Enter) para o erro seguinte.
drill-all-done = Era o último: prima Enter para ver o resumo.
drill-first = Este é o primeiro erro.
drill-last = Este é o último erro: escreva 'quit' para parar.
