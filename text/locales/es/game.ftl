# La partida: resultados, la línea de estado, lo que demuestra el juego perfecto, avisos y errores.

status-ongoing = La partida está en curso.
status-won-no-pieces = { $winner ->
        [white] Ganan las blancas: a las negras no les quedan fichas.
       *[black] Ganan las negras: a las blancas no les quedan fichas.
    }
status-won-blocked = { $winner ->
        [white] Ganan las blancas: las negras no tienen ninguna jugada legal.
       *[black] Ganan las negras: las blancas no tienen ninguna jugada legal.
    }
status-drawn-repetition = Tablas: la misma posición se ha repetido tres veces.
status-drawn-no-capture = Tablas: { $plies } medias jugadas seguidas sin ninguna captura.
play-game-over = la partida ha terminado, empieza una nueva
play-too-long = la partida ha llegado a { $plies } medias jugadas, el máximo que cabe en una partida guardada, así que no puede continuar

known-wins = { $winner ->
        [white] Las blancas ganan con juego perfecto
       *[black] Las negras ganan con juego perfecto
    }
known-gave-away = { $winner ->
        [white] Las negras han regalado la victoria: las blancas ganan con juego perfecto
       *[black] Las blancas han regalado la victoria: las negras ganan con juego perfecto
    }

sentence = { $phrase }.

error-not-your-turn = No es tu turno: le toca mover a la IA.
error-game-over = La partida ha terminado. Empieza una nueva.
error-no-such-point = No hay ningún punto { $index } en el tablero.

notice-save-set-aside = No se ha podido leer la partida guardada ({ $reason }). Se ha apartado y ha empezado una partida nueva.
notice-save-blocked = No se ha podido leer la partida guardada ({ $reason }) ni apartarla. Ha empezado una partida nueva; no se guardará encima de la anterior.
notice-save-failed = No se ha podido guardar la partida ({ $reason }).
notice-record-opened = La partida anotada está abierta. Deshacer devuelve la partida que estabas jugando.

status-to-move = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
status-must-capture = { $side ->
        [white] Juegan las blancas: capturar es obligatorio
       *[black] Juegan las negras: capturar es obligatorio
    }
status-keep-jumping = { $side ->
        [white] Juegan las blancas: sigue saltando
       *[black] Juegan las negras: sigue saltando
    }
status-ai-to-move = { $side ->
        [white] Juegan las blancas (IA)
       *[black] Juegan las negras (IA)
    }
status-ai-thinking = { $side ->
        [white] Las blancas (IA) están pensando…
       *[black] Las negras (IA) están pensando…
    }
status-hint-searching = Buscando una buena jugada…

record-bad-tag = la línea { $line } no es una etiqueta como [Variant "standard"]
record-bad-value = la etiqueta { $tag } tiene un valor inservible "{ $value }"
record-bad-position = la posición inicial no es válida ({ $reason })
record-bad-move = la media jugada { $ply } "{ $move }" no se puede jugar ({ $reason })
record-too-long = la partida ocupa { $kib } KiB; una partida anotada puede ocupar como mucho { $max } KiB
record-too-many-plies = la partida tiene { $plies } medias jugadas o más; una partida anotada puede tener como mucho { $max }
record-unclosed-comment = un comentario abierto con {"{"} no se cierra con {"}"}
record-result-mismatch = la partida da el resultado { $written }, pero sus jugadas dan { $actual }
link-none = el texto no contiene ningún enlace de partida
link-too-long = el enlace es mucho más largo que el de cualquier partida
link-game-too-long = la partida es demasiado larga para escribirla como enlace (jugadas hechas: { $plies }; una partida con un amigo tiene { $max } como máximo)
link-several = el texto contiene enlaces a partidas distintas (partidas: { $count }); comparte solo el que quieres abrir
link-damaged = el enlace está dañado: un trozo se perdió o cambió por el camino; pide que te lo envíen de nuevo
link-newer-version = el enlace viene de una versión más reciente de Alquerque; actualiza la aplicación para abrirlo
link-unknown-version = el enlace tiene una forma que ninguna versión de Alquerque escribe: se dañó o se hizo a mano; pídelo de nuevo
link-unknown-rules = el enlace usa unas reglas que esta versión de Alquerque no conoce
link-bad-start = la posición inicial del enlace no es válida ({ $reason })
link-bad-move = la media jugada { $ply } del enlace no se puede jugar ({ $reason })
store-bad-key = «{ $key }» no es un nombre de documento (minúsculas, cifras y guiones).
store-not-a-file = no es un archivo normal
store-too-big = es más grande que cualquier partida guardada (bytes: { $bytes })
store-grew = creció más allá del tamaño de cualquier partida guardada mientras se leía
store-not-text = no es texto UTF-8
store-blocked = el archivo ilegible { $file } no se pudo apartar, y no se escribe encima
store-too-big-to-write = es más grande de lo que puede ser una partida guardada (bytes: { $bytes })
store-not-replaced = { $file } no es un archivo normal, y no se reemplaza
store-no-aside-name = no hay ningún nombre libre para apartar el documento
store-permission-denied = la aplicación no tiene permiso para usar el archivo
store-full = el almacenamiento del dispositivo está lleno
store-read-only = el almacenamiento es de solo lectura
store-system = el sistema lo rechazó: { $reason }
game-unrated = { $help ->
        [hint] Partida sin puntuar: has pedido una pista.
       *[proofs] Partida sin puntuar: se ha mostrado el juego perfecto.
    }
game-leave = { $counts ->
        [loss] La partida en curso terminará y contará como derrota.
       *[nothing] La partida en curso terminará.
    }
error-no-such-choice = No hay ninguna opción { $index } en esta lista.

bar-you = Tú
bar-your-friend = Tu amigo
bar-side = { $side ->
        [white] Blancas
       *[black] Negras
    }
bar-pieces = { $count ->
        [one] Una ficha
       *[other] { $count } fichas
    }
turn-yours = Te toca mover
turn-thinking = { $player } está pensando…
turn-friend = Le toca a tu amigo
result-you-won = Has ganado
result-you-lost = Has perdido
result-side-won = { $side ->
        [white] Ganan las blancas
       *[black] Ganan las negras
    }
result-player-won = Gana { $player }
result-draw = Tablas
result-change-level = Cambiar de nivel
result-rating-change = Valoración { $before } → { $after }, { $change }
result-rating-first = Tu primera valoración: { $after }
status-game-over = Partida terminada
action-new-game = Partida nueva
action-undo = { android-action-undo }
action-hint = Pista
action-stop = { android-review-stop }
action-more = Más
action-redo = Rehacer
action-review = Revisar la partida
action-analysis = Tablero de análisis
action-rules = Reglas
action-game-record = { ios-game-record }
