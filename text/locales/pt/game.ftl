# A partida: resultados, a linha de estado, o que o jogo perfeito demonstra, avisos e erros.

status-ongoing = A partida está a decorrer.
status-won-no-pieces = { $winner ->
        [white] Ganham as brancas: as pretas já não têm peças.
       *[black] Ganham as pretas: as brancas já não têm peças.
    }
status-won-blocked = { $winner ->
        [white] Ganham as brancas: as pretas não têm nenhum lance legal.
       *[black] Ganham as pretas: as brancas não têm nenhum lance legal.
    }
status-drawn-repetition = Empate: a mesma posição repetiu-se três vezes.
status-drawn-no-capture = Empate: { $plies } meios-lances seguidos sem nenhuma captura.
play-game-over = a partida acabou, comece uma nova
play-too-long = a partida chegou aos { $plies } meios-lances, o máximo que uma partida guardada comporta, por isso não pode continuar

known-wins = { $winner ->
        [white] As brancas ganham com jogo perfeito
       *[black] As pretas ganham com jogo perfeito
    }
known-gave-away = { $winner ->
        [white] As pretas deixaram escapar a vitória: as brancas ganham com jogo perfeito
       *[black] As brancas deixaram escapar a vitória: as pretas ganham com jogo perfeito
    }

sentence = { $phrase }.

error-not-your-turn = Não é a sua vez: é a IA que joga.
error-game-over = A partida acabou. Comece uma nova.
error-no-such-point = Não há nenhum ponto { $index } no tabuleiro.

notice-save-set-aside = Não foi possível ler a partida guardada ({ $reason }). Foi posta de parte e começou uma partida nova.
notice-save-blocked = Não foi possível ler a partida guardada ({ $reason }) nem pô-la de parte. Começou uma partida nova; não será guardada por cima da anterior.
notice-save-failed = Não foi possível guardar a partida ({ $reason }).
notice-record-opened = A partida anotada está aberta. Anular traz de volta a partida que estava a jogar.

status-to-move = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }
status-must-capture = { $side ->
        [white] Jogam as brancas: capturar é obrigatório
       *[black] Jogam as pretas: capturar é obrigatório
    }
status-keep-jumping = { $side ->
        [white] Jogam as brancas: continue a saltar
       *[black] Jogam as pretas: continue a saltar
    }
status-ai-to-move = { $side ->
        [white] Jogam as brancas (IA)
       *[black] Jogam as pretas (IA)
    }
status-ai-thinking = { $side ->
        [white] As brancas (IA) estão a pensar…
       *[black] As pretas (IA) estão a pensar…
    }
status-hint-searching = À procura de um bom lance…

record-bad-tag = a linha { $line } não é uma etiqueta como [Variant "standard"]
record-bad-value = a etiqueta { $tag } tem um valor inutilizável "{ $value }"
record-bad-position = a posição inicial não é válida ({ $reason })
record-bad-move = o meio-lance { $ply } "{ $move }" não pode ser jogado ({ $reason })
record-too-long = a partida anotada tem { $kib } KiB; uma partida anotada pode ter no máximo { $max } KiB
record-too-many-plies = a partida anotada tem { $plies } meios-lances ou mais; uma partida anotada pode ter no máximo { $max }
record-unclosed-comment = um comentário aberto com {"{"} não é fechado com {"}"}
record-result-mismatch = a partida anotada indica o resultado { $written }, mas os seus lances dão { $actual }
link-none = o texto não contém nenhum link de partida
link-too-long = o link é muito mais longo do que o de qualquer partida
link-game-too-long = a partida é longa demais para ser escrita como link (jogadas feitas: { $plies }; uma partida com um amigo tem { $max } no máximo)
link-several = o texto contém links para partidas diferentes (partidas: { $count }); partilhe sozinho o que quer abrir
link-damaged = o link está danificado: um pedaço perdeu-se ou foi alterado pelo caminho; peça que o enviem de novo
link-newer-version = o link vem de uma versão mais recente do Alquerque; atualize a aplicação para o abrir
link-unknown-version = o link tem uma forma que nenhuma versão do Alquerque escreve: foi danificado ou feito à mão; peça-o de novo
link-unknown-rules = o link usa regras que esta versão do Alquerque não conhece
link-bad-start = a posição inicial do link não é válida ({ $reason })
link-bad-move = o meio-lance { $ply } do link não pode ser jogado ({ $reason })
store-bad-key = «{ $key }» não é um nome de documento (minúsculas, algarismos e hífenes).
store-not-a-file = não é um ficheiro normal
store-too-big = é maior do que qualquer gravação (bytes: { $bytes })
store-grew = cresceu além do tamanho de qualquer gravação enquanto era lido
store-not-text = não é texto UTF-8
store-blocked = o ficheiro ilegível { $file } não pôde ser posto à parte, e não é escrito por cima
store-too-big-to-write = é maior do que uma gravação pode ser (bytes: { $bytes })
store-not-replaced = { $file } não é um ficheiro normal, e não é substituído
store-no-aside-name = não há nenhum nome livre para pôr o documento à parte
store-permission-denied = a aplicação não tem permissão para usar o ficheiro
store-full = o armazenamento do dispositivo está cheio
store-read-only = o armazenamento é só de leitura
store-system = o sistema recusou: { $reason }
game-unrated = { $help ->
        [hint] Partida sem classificação: você pediu uma dica.
       *[proofs] Partida sem classificação: o jogo perfeito foi mostrado.
    }
game-leave = { $counts ->
        [loss] A partida em andamento vai terminar e contar como derrota.
       *[nothing] A partida em andamento vai terminar.
    }
error-no-such-choice = Não há a opção { $index } nesta lista.

bar-you = Você
bar-your-friend = O seu amigo
bar-side = { $side ->
        [white] Brancas
       *[black] Pretas
    }
bar-pieces = { $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }
turn-yours = É a sua vez
turn-thinking = { $player } está a pensar…
turn-friend = É a vez do seu amigo
result-you-won = Ganhou
result-you-lost = Perdeu
result-side-won = { $side ->
        [white] Ganham as brancas
       *[black] Ganham as pretas
    }
result-player-won = Ganha { $player }
result-draw = Empate
result-change-level = Mudar de nível
result-rating-change = Classificação { $before } → { $after }, { $change }
result-rating-first = A sua primeira classificação: { $after }
status-game-over = Partida terminada
action-new-game = Nova partida
action-undo = { android-action-undo }
action-hint = Dica
action-stop = { android-review-stop }
action-more = Mais
action-redo = Refazer
action-review = Analisar a partida
action-analysis = Tabuleiro de análise
action-rules = Regras
action-game-record = { ios-game-record }
