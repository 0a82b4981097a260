# Partidas com amigos à distância, jogadas por links.

friend-list-heading = Partidas com amigos
friend-list-empty = Ainda não tens partidas com amigos. Começa uma aqui, ou abre um link que um amigo te enviou.
friend-new-game = Nova partida com um amigo
friend-play-as = { $side ->
        [white] Jogar com as brancas (jogas primeiro)
       *[black] Jogar com as pretas (o teu amigo joga primeiro)
    }
friend-remove = Remover
friend-remove-question = Remover esta partida com um amigo? Não poderá ser recuperada; o teu amigo fica com a dele.
friend-row-side = { $side ->
        [white] Jogas com as brancas
       *[black] Jogas com as pretas
    }
friend-row-moves = { $count ->
        [one] { $count } lance jogado
       *[other] { $count } lances jogados
    }
friend-your-move = É a tua vez
friend-send-your-move = Já jogaste: envia o teu lance
friend-send-invite = Envia a partida ao teu amigo: joga com as brancas e começa
friend-waiting = À espera do teu amigo
friend-game-title = Partida com um amigo
friend-send = Enviar o meu lance
status-friend-to-move = { $side ->
        [white] Jogam as brancas: à espera do teu amigo
       *[black] Jogam as pretas: à espera do teu amigo
    }
friend-not-your-turn = É a vez do teu amigo: envia o teu lance e espera pelo dele.
friend-undo-sent = O teu lance já foi enviado ao teu amigo: já não pode ser anulado.
friend-no-record = Uma partida guardada abre como a tua partida contra o computador, não numa partida com um amigo.
friend-not-a-friend-game = Esta não é uma partida com um amigo: não há nada para enviar.
friend-share-move = O meu lance na nossa partida de Alquerque: abre o link para jogares o teu.
friend-share-invite = { $side ->
        [white] Vamos jogar Alquerque! Jogas com as brancas e começas tu: abre o link.
       *[black] Vamos jogar Alquerque! Jogas com as pretas: abre o link.
    }
friend-share-over = A nossa partida de Alquerque terminou: abre o link para veres o fim.
friend-link-refused = Não foi possível abrir o link: { $reason }.
friend-link-added = { $side ->
        [white] Nova partida com um amigo: jogas com as brancas, e é a tua vez.
       *[black] Nova partida com um amigo: jogas com as pretas, e é a tua vez.
    }
friend-link-updated = Chegou o lance do teu amigo: é a tua vez.
friend-link-updated-over = Chegou o lance do teu amigo, e a partida terminou. { $result }
friend-link-same = Já tens esta partida, tal como o link a traz.
friend-link-older = Este link é mais antigo do que a tua partida com este amigo, por isso a tua partida fica como está.
friend-link-diverges = Este link não segue a tua partida com este amigo (os lances seguiram outro caminho), por isso a tua partida fica como está.
friend-list-full = Tens { $max } partidas com amigos, o máximo que se guarda: remove uma para começar ou abrir outra.
friend-list-set-aside = Não foi possível ler toda a tua lista de partidas com amigos ({ $reason }). Foi guardada à parte, e as partidas que se puderam ler estão aqui.
friend-list-not-saved = Não foi possível guardar as tuas partidas com amigos ({ $reason }).
friend-game-gone = Essa partida com um amigo já não está na tua lista.
friend-game-moved-on = Desde que abriste esta partida chegou um link mais recente dela: volta a abri-la a partir da lista de partidas com amigos.
friend-game-played-elsewhere = Esta partida foi jogada noutra janela desde que a abriste aqui, e esse lance fica guardado: volta a abri-la a partir da lista de partidas com amigos.
friend-game-too-long = Esta partida tem { $max } lances, o máximo que um link para o teu amigo pode levar: não se podem jogar mais lances nela.
friend-link-not-theirs = Este link acrescenta lances que não cabia ao teu amigo jogar (lances do teu próprio lado), por isso a tua partida fica como está.
friend-not-sent = Não foi possível enviar o teu lance: { $reason }.
