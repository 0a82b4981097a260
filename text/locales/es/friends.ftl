# Partidas con amigos a distancia, jugadas por enlaces.

friend-list-heading = Partidas con amigos
friend-list-empty = Aún no tienes partidas con amigos. Empieza una aquí, o abre un enlace que te haya enviado un amigo.
friend-new-game = Nueva partida con un amigo
friend-play-as = { $side ->
        [white] Jugar con blancas (mueves tú primero)
       *[black] Jugar con negras (tu amigo mueve primero)
    }
friend-remove = Quitar
friend-row-side = { $side ->
        [white] Juegas con blancas
       *[black] Juegas con negras
    }
friend-row-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
friend-your-move = Te toca
friend-send-your-move = Ya has jugado: envía tu jugada
friend-send-invite = Envía la partida a tu amigo: juega con blancas y mueve primero
friend-waiting = Esperando a tu amigo
friend-game-title = Partida con un amigo
friend-send = Enviar mi jugada
status-friend-to-move = { $side ->
        [white] Juegan las blancas: esperando a tu amigo
       *[black] Juegan las negras: esperando a tu amigo
    }
friend-not-your-turn = Le toca a tu amigo: envía tu jugada y espera la suya.
friend-undo-sent = Tu jugada ya se envió a tu amigo: no se puede deshacer.
friend-no-record = Una partida guardada se abre como tu partida contra el ordenador, no en una partida con un amigo.
friend-not-a-friend-game = Esta no es una partida con un amigo: no hay nada que enviar.
friend-share-move = Mi jugada en nuestra partida de Alquerque: abre el enlace para jugar la tuya.
friend-share-invite = { $side ->
        [white] ¡Juguemos al Alquerque! Juegas con blancas y mueves primero: abre el enlace.
       *[black] ¡Juguemos al Alquerque! Juegas con negras: abre el enlace.
    }
friend-share-over = Nuestra partida de Alquerque ha terminado: abre el enlace para ver el final.
friend-link-refused = No se pudo abrir el enlace: { $reason }.
friend-link-added = { $side ->
        [white] Nueva partida con un amigo: juegas con blancas y te toca.
       *[black] Nueva partida con un amigo: juegas con negras y te toca.
    }
friend-link-updated = Ha llegado la jugada de tu amigo: te toca.
friend-link-updated-over = Ha llegado la jugada de tu amigo y la partida ha terminado. { $result }
friend-link-same = Ya tienes esta partida, tal como la trae el enlace.
friend-link-older = Este enlace es más antiguo que tu partida con este amigo, así que tu partida se queda como está.
friend-link-diverges = Este enlace no sigue tu partida con este amigo (sus jugadas tomaron otro camino), así que tu partida se queda como está.
friend-list-full = Tienes { $max } partidas con amigos, el máximo que se guarda: quita una para empezar o abrir otra.
friend-list-set-aside = Tu lista de partidas con amigos no se pudo leer entera ({ $reason }). Se ha guardado aparte, y aquí están las partidas que se pudieron leer.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Tu lista de partidas con amigos no se pudo leer entera. Se ha guardado aparte, y aquí están las partidas que se pudieron leer.
friend-list-not-saved = No se pudieron guardar tus partidas con amigos ({ $reason }).
friend-game-gone = Esa partida con un amigo ya no está en tu lista.
friend-game-moved-on = Ha llegado un enlace más reciente de esta partida desde que la abriste: vuelve a abrirla desde la lista de partidas con amigos.
friend-game-played-elsewhere = Esta partida se siguió jugando en otra ventana desde que la abriste aquí, y esa jugada se conserva: vuelve a abrirla desde la lista de partidas con amigos.
friend-game-too-long = Esta partida tiene { $max } jugadas, las más que un enlace a tu amigo puede llevar: no se pueden hacer más jugadas en ella.
friend-link-not-theirs = Este enlace añade jugadas que no le tocaba hacer a tu amigo (jugadas de tu propio bando), así que tu partida se queda como está.
friend-not-sent = No se pudo enviar tu jugada: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partida del { $day } de { $month ->
        [jan] ene.
        [feb] feb.
        [mar] mar.
        [apr] abr.
        [may] may.
        [jun] jun.
        [jul] jul.
        [aug] ago.
        [sep] sept.
        [oct] oct.
        [nov] nov.
       *[dec] dic.
    }
friend-rename = Cambiar nombre
friend-name-label = Nombre de la partida
friend-removed = «{ $name }» quitada
friend-undo-remove = Deshacer
