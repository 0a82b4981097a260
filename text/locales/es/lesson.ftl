# Aprende a jugar: el título de cada paso, lo que pide y lo que enseña una vez hecho.
lesson-step-title = Mover una ficha
lesson-step-task = Juegas con blancas, desde la parte de abajo del tablero. Una ficha se mueve un paso a lo largo de una línea hasta un punto vacío vecino. Avanza una ficha, hacia las negras.
lesson-step-done = Las fichas avanzan o se mueven de lado, pero nunca retroceden hacia su propio campo.
lesson-sideways-title = De lado, y sin volver directamente atrás
lesson-sideways-task = Una ficha también puede moverse de lado. La ficha de c3 acaba de llegar de lado desde d3, así que en su siguiente paso no puede volver directamente allí. Muévela de lado.
lesson-sideways-done = Esa prohibición es de la ficha y termina en cuanto se mueve a otro sitio o captura.
lesson-capture-title = Capturar es obligatorio
lesson-capture-task = Salta sobre una ficha rival que esté junto a la tuya, a lo largo de una línea, y cae en el punto vacío justo detrás: la ficha saltada queda capturada. Cuando puedes comer, debes hacerlo. Captura ahora.
lesson-capture-done = Las capturas van en cualquier dirección, también hacia atrás.
lesson-chain-title = Sigue saltando
lesson-chain-task = Tras un salto, la misma ficha sigue saltando mientras pueda, y toda la cadena es una sola jugada. Come tres fichas con la ficha de b2.
lesson-chain-done = Cuando una cadena puede seguir por más de un camino, eliges tú: no es obligatorio tomar el más largo.
lesson-far-row-title = La última fila
lesson-far-row-task = Una ficha que llega a la última fila, la primera fila de las negras, se queda allí: ya no hace pasos simples, aunque aún puede capturar. La ficha de d5 ya está allí. Lleva otra ficha a la última fila.
lesson-far-row-done = Ahora las dos fichas se quedan donde están, salvo que les llegue una captura.
lesson-win-title = Ganar
lesson-win-task = Ganas cuando tu rival no puede mover: le han comido todas las fichas o las que le quedan están bloqueadas. A las negras les queda una ficha, en c2. Déjala sin jugada.
lesson-win-done = Las negras no pueden mover: ganan las blancas. Eso es todo el juego. ¡Que lo disfrutes!
lesson-wrong-sideways = { $move } es un paso de lado. Esta vez, avanza: hacia el otro lado.
lesson-wrong-forward = { $move } es un paso hacia delante. Esta vez, muévete de lado, a lo largo de la fila.
lesson-wrong-not-a-step = { $move } no es un paso simple.
lesson-wrong-too-few = Esa cadena come { $taken ->
        [one] { $taken } ficha
       *[other] { $taken } fichas
    }; otra come { $wanted ->
        [one] { $wanted } ficha
       *[other] { $wanted } fichas
    }. Inténtalo de nuevo.
lesson-wrong-short = { $move } no llega a la última fila.
lesson-wrong-opponent-can-move = { $side ->
        [white] Después, las blancas aún podrían mover: { $reply }. Busca la jugada que las deje sin ninguna.
       *[black] Después, las negras aún podrían mover: { $reply }. Busca la jugada que las deje sin ninguna.
    }
lesson-wrong-step-done = Este paso ya está hecho: pasa al siguiente.
lesson-well-done = Muy bien.
