# Lo que dice `alquerque play` en el terminal. Las órdenes que se escriben siguen siendo
# palabras inglesas (moves, hint, undo...); el protocolo Qirkat nunca se traduce.

play-help = Escribe una jugada con sus puntos unidos por guiones: c2-c3, o en una captura cada punto de llegada: b2-b4-d2-d4. Capturar es obligatorio y una captura continúa mientras pueda.
play-help-moves = lista las jugadas legales
play-help-board = dibuja el tablero de nuevo
play-help-hint = pide una jugada a la IA
play-help-undo = deshace o rehace (undo vuelve a tu último turno)
play-help-new = empieza una partida nueva
play-help-save = guarda la partida; se reanuda con --load FILE
play-help-record = muestra la partida anotada
play-help-link = muestra un enlace a esta partida, para que un amigo juegue la siguiente jugada
play-help-open = abre la partida del enlace de un amigo (back vuelve a la partida que tenías)
play-help-review = el motor califica cada jugada hasta ahora (la mejor ... error grave)
play-help-rules = un resumen de las reglas
play-help-analyse = qué hace cada jugada legal con un juego perfecto: gana, pierde o no se sabe
play-help-quit = salir

play-side = { $side ->
        [white] Blancas (W)
       *[black] Negras (B)
    }
play-side-ai = { $side ->
        [white] Blancas (W)
       *[black] Negras (B)
    }, IA { $ai }
play-welcome = Alquerque. { $white } contra { $black }.
play-type-a-move = Escribe una jugada como c2-c3, o 'help'.
play-percent-means = (El porcentaje es la estimación del propio ordenador de sus posibilidades de ganar desde ahí, tras su búsqueda: 50 % es igualado.)
play-first-run-lesson = ¿Nuevo en el alquerque? 'alquerque learn' enseña las reglas paso a paso; 'help' muestra aquí las órdenes.
play-prompt = Juegan { $player }
play-prompt-capture = Juegan { $player } (hay que capturar)
play-game-over-prompt = Fin de la partida: review, new, undo, save FILE o quit
play-thinking = pensando: { $iterations } iteraciones, mejor { $best } ({ $percent } %)
play-ai-plays = { $player } juegan { $move }
play-ai-plays-expects = { $player } juegan { $move }  (espera { $percent } %)
play-ai-no-move = { $side ->
        [white] La IA no ha encontrado jugada para las blancas; las blancas se juegan ahora desde el teclado.
       *[black] La IA no ha encontrado jugada para las negras; las negras se juegan ahora desde el teclado.
    }
play-hint-proven = Pista: { $move } (una victoria demostrada). { $known }.
play-hint = Pista: { $move } (espera { $percent } %)
play-no-hint = No hay jugada que sugerir: la partida ha terminado.
play-nothing-to-review = No hay nada que revisar: no se ha jugado ninguna jugada.
play-nothing-to-undo = No hay nada que deshacer.
play-nothing-to-redo = No hay nada que rehacer.
play-no-legal-moves = No hay jugadas legales.
play-saved = Guardada en { $file }.
play-not-saved = No se ha podido guardar en { $file }: { $reason }
play-link-opened = Partida del enlace abierta: juegan { $player }. Escribe 'back' para volver a la partida que tenías.
play-link-opened-over = Partida del enlace abierta; ya ha terminado. Escribe 'back' para volver a la partida que tenías.
play-link-refused = No se ha podido abrir el enlace: { $reason }.
play-back = De vuelta a la partida anterior; 'back' otra vez sigue por las demás partidas.
play-back-none = No se ha abierto ningún enlace: no hay otra partida a la que volver.
play-back-let-go = Solo se guardan { $kept } partidas para 'back': se suelta la que lleva más tiempo apartada. Su enlace, para abrirla de nuevo:
play-statistics-retry = Se volverá a intentar cuando dejes esta partida.
play-refused = { $reason }. Escribe 'help' para ver la ayuda.
play-unknown-command = «{ $word }» no es ni una orden ni una jugada. Escribe 'help' para ver las órdenes.
play-unknown-command-nearest = «{ $word }» no es ni una orden ni una jugada. ¿Querías decir { $nearest }? Escribe 'help' para ver las órdenes.
play-move-with-spaces = Los puntos de una jugada se unen con guiones, sin espacios: { $move }.

learn-welcome = Aprende a jugar al alquerque en { $steps } pasos cortos. Escribe una jugada, o 'help'.
learn-step = Paso { $step } de { $steps }: { $title }
learn-prompt = paso { $step }
learn-help = Cada paso pide una jugada; juegas con blancas, desde la parte de abajo del tablero.
learn-help-move = prueba una jugada (una captura nombra cada punto de llegada: b2-b4-d2-d4)
learn-help-next = el paso siguiente, cuando este esté hecho
learn-help-back = el paso anterior
learn-help-again = este paso desde el principio
learn-help-board = dibuja el tablero de nuevo
learn-help-help = este texto
learn-help-quit = salir de la lección
learn-type-chain = Escribe toda la cadena como una sola jugada: cada punto donde cae la ficha, unidos por guiones (b2-b4-…).
learn-step-done = Este paso ya está hecho: escribe 'next' (o pulsa Intro) para seguir.
learn-refused = { $reason } Escribe 'help' para ver la ayuda.
learn-done = ¡Muy bien! { $taught }
learn-finished = Esa es la lección. Juega una partida con 'alquerque play'.
learn-next = Escribe 'next' (o pulsa Intro) para el paso siguiente.
learn-first-step = Este es el primer paso.
learn-do-this-first = Haz primero este paso: escribe una jugada, o 'help'.

play-ai-typed = { $spec }

file-kind-record = una partida guardada
file-kind-certificate = un certificado
file-kind-progress = un archivo de progreso de problemas
file-kind-statistics = un archivo de estadísticas
file-not-found = no existe ese archivo
file-permission-denied = no hay permiso
file-system = { $reason }
file-is-folder = es una carpeta
file-is-device = es un dispositivo, no { $what }
file-too-long = ocupa más de { $kib } KiB, lo máximo que puede ocupar { $what }
file-not-utf8 = no es texto UTF-8
file-dangling-link = es un enlace que no lleva a nada
file-not-regular = no es un archivo normal, y no se reemplaza
file-is-input = es un archivo que esta orden lee, y no se sobrescribe
file-no-folder = la carpeta { $folder } no existe
file-folder-refuses = la carpeta { $folder } no admite archivos ({ $reason })
file-locked = otra sesión de alquerque lo está usando (su bloqueo: { $lock }); inténtalo de nuevo cuando esa sesión termine
cannot-load = no se puede cargar { $file }: { $reason }
cannot-write = no se puede escribir { $file }: { $reason }

review-reviewing = { $moves ->
        [one] Revisando { $moves } jugada; Ctrl-C detiene la revisión y conserva las jugadas revisadas.
       *[other] Revisando { $moves } jugadas; Ctrl-C detiene la revisión y conserva las jugadas revisadas.
    }
review-stopped-at = Revisión detenida: { $done } de { $total } jugadas revisadas.
review-better = mejor: { $better }

# Aprende de tus errores en el terminal (cli/src/cmd/drill.rs): `alquerque review --learn` y
# `learn` en `alquerque play`. Las órdenes quedan en inglés en todos los idiomas.
play-help-learn = tras una revisión: busca jugadas mejores para tus errores y errores graves
play-review-first = Revisa antes la partida: escribe 'review' y luego 'learn'.
drill-welcome = Escribe una jugada mejor para cada error. Tras dos intentos fallidos se muestra la jugada mejor. Escribe 'help' para ver las órdenes.
drill-help-move = prueba una jugada (una captura nombra cada punto de llegada: b2-b4-d2-d4)
drill-help-next = el error siguiente
drill-help-back = el error anterior
drill-help-solution = muestra la jugada mejor y la continuación
drill-help-skip = pasa al error siguiente sin resolver este
drill-help-quit = terminar, con cuántas jugadas mejores encontraste
drill-go-on = Escribe 'next' (o pulsa Intro) para el error siguiente.
drill-all-done = Era el último: pulsa Intro para ver el resumen.
drill-first = Este es el primer error.
drill-last = Este es el último error: escribe 'quit' para terminar.
