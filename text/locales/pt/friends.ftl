# Partidas com amigos à distância, jogadas por links.

friend-list-heading = Partidas com amigos
friend-list-empty = Ainda não tem partidas com amigos. Comece uma aqui, ou abra um link que um amigo lhe enviou.
friend-new-game = Nova partida com um amigo
friend-play-as = { $side ->
        [white] Jogar com as brancas (joga primeiro)
       *[black] Jogar com as pretas (o seu amigo joga primeiro)
    }
friend-remove = Remover
friend-row-side = { $side ->
        [white] Joga com as brancas
       *[black] Joga com as pretas
    }
friend-row-moves = { $count ->
        [one] { $count } lance jogado
       *[other] { $count } lances jogados
    }
friend-your-move = É a sua vez
friend-send-your-move = Já jogou: envie o seu lance
friend-send-invite = Envie a partida ao seu amigo: joga com as brancas e começa
friend-waiting = À espera do seu amigo
friend-game-title = Partida com um amigo
friend-send = Enviar o meu lance
status-friend-to-move = { $side ->
        [white] Jogam as brancas: à espera do seu amigo
       *[black] Jogam as pretas: à espera do seu amigo
    }
friend-not-your-turn = É a vez do seu amigo: envie o seu lance e espere pelo dele.
friend-undo-sent = O seu lance já foi enviado ao seu amigo: já não pode ser anulado.
friend-no-record = Uma partida guardada abre como a sua partida contra o computador, não numa partida com um amigo.
friend-not-a-friend-game = Esta não é uma partida com um amigo: não há nada para enviar.
friend-share-move = O meu lance na nossa partida de alquerque: abra o link para jogar o seu.
friend-share-invite = { $side ->
        [white] Vamos jogar alquerque! As brancas são suas e começa: abra o link.
       *[black] Vamos jogar alquerque! As pretas são suas: abra o link.
    }
friend-share-over = A nossa partida de alquerque terminou: abra o link para ver o fim.
friend-link-refused = Não foi possível abrir o link: { $reason }.
friend-link-added = { $side ->
        [white] Nova partida com um amigo: joga com as brancas, e é a sua vez.
       *[black] Nova partida com um amigo: joga com as pretas, e é a sua vez.
    }
friend-link-updated = Chegou o lance do seu amigo: é a sua vez.
friend-link-updated-over = Chegou o lance do seu amigo, e a partida terminou. { $result }
friend-link-same = Já tem esta partida, tal como o link a traz.
friend-link-older = Este link é mais antigo do que a sua partida com este amigo, por isso a sua partida fica como está.
friend-link-diverges = Este link não segue a sua partida com este amigo (os lances seguiram outro caminho), por isso a sua partida fica como está.
friend-list-full = Tem { $max } partidas com amigos, o máximo que se guarda: remova uma para começar ou abrir outra.
friend-list-set-aside = Não foi possível ler toda a sua lista de partidas com amigos ({ $reason }). Foi guardada à parte, e as partidas que se puderam ler estão aqui.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Não foi possível ler toda a sua lista de partidas com amigos. Foi guardada à parte, e as partidas que se puderam ler estão aqui.
friend-list-not-saved = Não foi possível guardar as suas partidas com amigos ({ $reason }).
friend-game-gone = Essa partida com um amigo já não está na sua lista.
friend-game-moved-on = Desde que abriu esta partida chegou um link mais recente dela: volte a abri-la a partir da lista de partidas com amigos.
friend-game-played-elsewhere = Esta partida foi jogada noutra janela desde que a abriu aqui, e esse lance fica guardado: volte a abri-la a partir da lista de partidas com amigos.
friend-game-too-long = Esta partida tem { $max } lances, o máximo que um link para o seu amigo pode levar: não se podem jogar mais lances nela.
friend-link-not-theirs = Este link acrescenta lances que não cabia ao seu amigo jogar (lances do seu próprio lado), por isso a sua partida fica como está.
friend-not-sent = Não foi possível enviar o seu lance: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partida de { $day } de { $month ->
        [jan] jan.
        [feb] fev.
        [mar] mar.
        [apr] abr.
        [may] mai.
        [jun] jun.
        [jul] jul.
        [aug] ago.
        [sep] set.
        [oct] out.
        [nov] nov.
       *[dec] dez.
    }
friend-rename = Mudar o nome
friend-name-label = Nome da partida
friend-removed = «{ $name }» removida
friend-undo-remove = Anular
