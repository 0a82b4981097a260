home-title = Alquerque
home-continue = Continuar
home-continue-against = Contra { $level } (valoración { $rating })
home-continue-two-players = Dos jugadores en este dispositivo
home-continue-computers = { $white } contra { $black }
home-turn-yours = Te toca mover
home-turn-computer = Mueve { $level }
home-turn-side = { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
home-new-game = Partida nueva
home-new-game-detail = Contra el ordenador o dos jugadores en este dispositivo
home-learn = Aprender a jugar
home-learn-start = { $steps ->
        [one] Un paso corto en el tablero
       *[other] { $steps } pasos cortos en el tablero
    }
home-learn-progress = Paso { $step } de { $steps }
home-learn-done = Hecho: repasa las reglas cuando quieras
home-puzzles = Problemas
home-puzzles-progress = { $solved } de { $total } resueltos
home-endgame = { endgame-title }
home-endgame-detail = Remata finales ganados contra una defensa perfecta
home-friends = Partidas con amigos
home-friends-none = Juega con un amigo a distancia enviando tus jugadas
home-friends-waiting = { $count ->
        [one] Una partida espera tu jugada
       *[other] { $count } partidas esperan tu jugada
    }
home-statistics = Estadísticas
home-statistics-none = Aún sin valoración
home-statistics-rating = Valoración { $rating }
home-statistics-rating-rough = Valoración de unos { $rating }
home-analysis = Tablero de análisis
home-analysis-detail = Prepara una posición y mira cuánto vale cada jugada
home-more = Más
home-options = Opciones
home-rules = Reglas
home-about = Acerca de

new-game-title = Partida nueva
new-game-opponent = Rival
new-game-person = Una persona en este dispositivo
new-game-person-outlook = Dos jugadores se turnan en este dispositivo
new-game-colour = Juegas con
new-game-white = Blancas (salen primero)
new-game-black = Negras
new-game-random = Al azar
new-game-rules = Reglas
new-game-reversal = Una ficha puede volver atrás en línea recta tras un paso lateral
new-game-start = Empezar partida
