# Por qué una jugada no es legal: frases sin mayúscula inicial ni punto final, que los
# programas ponen dentro de frases.

illegal-too-short = una jugada necesita al menos dos puntos, como c2-c3
illegal-no-moves-left = la partida ha terminado, { $side ->
        [white] las blancas no tienen
       *[black] las negras no tienen
    } ninguna jugada legal
illegal-no-piece = no hay ninguna ficha en { $point }
illegal-not-your-piece = la ficha de { $point } es de { $side ->
        [white] las blancas
       *[black] las negras
    }
illegal-not-a-line = de { $from } a { $to } no hay un paso ni un salto a lo largo de una línea
illegal-occupied = { $point } no está vacío
illegal-backwards = las fichas no pueden retroceder hacia su propia fila de salida
illegal-far-row = la ficha de { $point } ha llegado a la última fila y solo puede capturar
illegal-reversal-ban = la ficha de { $point } acaba de moverse { $banned ->
        [east] hacia el oeste y no puede volver directamente hacia el este
       *[west] hacia el este y no puede volver directamente hacia el oeste
    }
illegal-capture-compulsory = hay una captura posible, y capturar es obligatorio
illegal-step-then-more = un paso simple avanza un solo punto
illegal-nothing-to-jump = el salto { $jump } no pasa por encima de una ficha rival
illegal-must-keep-jumping = la captura no ha terminado, la ficha debe seguir saltando desde { $point }
illegal-move = jugada ilegal { $path } ({ $reason })
move-text-empty = no se ha dado ninguna jugada (escribe una jugada como c2-c3)
move-text-missing-point = un guion necesita un punto a cada lado, como en c2-c3
move-text-too-short = una jugada necesita un punto de salida y uno de llegada, como en c2-c3
move-text-too-long = una captura en este tablero tiene como mucho { $jumps } saltos
unknown-name = { $kind ->
        [level] nivel desconocido «{ $name }» (los niveles son { $known })
        [variant] variante desconocida «{ $name }» (las variantes son { $known })
       *[point] punto desconocido «{ $name }» (los puntos van de a1 a e5)
    }
tap-empty = { $point } está vacío: elige una de tus fichas.
tap-not-yours = Esa ficha es { $piece ->
        [white] blanca
       *[black] negra
    }: tú juegas con { $side ->
        [white] blancas
       *[black] negras
    }.
tap-capture-compulsory = Capturar es obligatorio: elige una ficha que pueda capturar.
tap-no-legal-move = Esa ficha no tiene ninguna jugada legal.
tap-not-a-move = Eso no es una jugada.
tap-keep-jumping = La captura debe seguir desde { $point }: salta a { $count ->
        [one] { $first }
       *[other] { $all_but_last } o { $last }
    }.
point-label = { $point }, { $piece ->
        [empty] vacío
        [white] ficha blanca
       *[black] ficha negra
    }
point-label-more = { $label }, { $more }
point-selected = seleccionada
point-can-move = puede moverse
point-target = toca para mover aquí
point-last-move = parte de la última jugada
point-hinted = la pista: la victoria empieza con esta ficha
