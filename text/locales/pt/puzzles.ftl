# Problemas: porque é recusada uma tentativa, e as palavras do ecrã dos problemas.

puzzle-solved-already = o problema já está resolvido
puzzle-too-hard = a pesquisa não conseguiu avaliar este lance dentro do seu limite
puzzle-busy = Está a ser avaliado um lance: aguarde.
puzzle-not-legal = Esse lance não é legal aqui.
puzzle-try-again = Não foi possível calcular agora: tente de novo.
puzzle-progress-not-saved = Não foi possível guardar o seu progresso ({ $reason }).
puzzle-progress-set-aside = Não foi possível ler o seu progresso nos problemas ({ $reason }). Foi posto de parte.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Não foi possível ler o seu progresso nos problemas. Foi posto de parte.
puzzle-progress = { $solved } de { $total } problemas resolvidos
puzzle-title = Problema { $number }: ganhar em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }
puzzle-to-move = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    } e ganham em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }.
puzzle-keep-jumping = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }: continue a saltar.
puzzle-hint = Dica: a vitória começa com a peça em { $point }.
puzzle-missed = { $move } não ganha em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }: tente de novo.
puzzle-kept = { $move } mantém a vitória; { $side ->
        [white] as brancas respondem
       *[black] as pretas respondem
    } { $reply }. Ganhe em mais { $moves }.
puzzle-solved = { $misses ->
        [0] Resolvido!
        [one] Resolvido, depois de { $misses } falha.
       *[other] Resolvido, depois de { $misses } falhas.
    }
puzzle-list-section = Ganhar em { $moves }
puzzle-list-row = Problema { $number }
puzzle-list-solved = resolvido
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Sequência: { $count }
puzzle-streak-best = Sequência: { $count } · melhor: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Por comprimento
puzzle-list-by-theme = Por tema
puzzle-list-unsolved-only = Só por resolver
puzzle-list-all-solved = Todos os problemas aqui estão resolvidos.

theme-multi-capture = captura múltipla
theme-quiet = primeiro lance tranquilo
theme-sacrifice = sacrifício
theme-forced-capture = captura forçada
theme-endgame = final de jogo
