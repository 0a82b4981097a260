# Los niveles de la IA y las variantes de reglas, para los menús.

level-beginner = Principiante
level-beginner-description = Hace jugadas verosímiles y comete errores de verdad.
level-beginner-outlook = Se le puede ganar en tus primeras partidas: comete errores de verdad.
level-easy = Fácil
level-easy-description = Come lo que se le ofrece, pero aún falla de vez en cuando.
level-easy-outlook = Se le puede ganar en cuanto conoces las reglas y vigilas las capturas.
level-medium = Medio
level-medium-description = Un rival sólido que ve tres jugadas por delante en la táctica.
level-medium-outlook = Una lucha de verdad para quien ya tiene algunas partidas encima.
level-hard = Difícil
level-hard-description = Nunca deja escapar una victoria forzada en cinco jugadas.
level-hard-outlook = Gana casi todas las partidas a quien empieza.
level-master = Maestro
level-master-description = El que más piensa: calcula nueve jugadas de táctica y busca victorias demostradas.
level-master-outlook = Para jugadores fuertes: rara vez pierde.
level-perfect = Perfecto
level-perfect-description = Juega la victoria demostrada donde el juego resuelto la tiene; si no, como Maestro.
level-perfect-outlook = Imbatible con blancas con las reglas estándar; con negras, solo el juego perfecto le gana.

variant-standard = Estándar (Qirkat)
variant-alfonso = Alfonso X (en todas direcciones)

# The players the options offer for each side.
player-human = Una persona
player-human-description = Una persona toca el tablero.
player-ai = IA: { $level }
