# Las reglas explicadas al jugador, un párrafo por mensaje (core/src/game/rules_text.rs).

rules-board = El alquerque se juega en un tablero de 25 puntos unidos por líneas. Cada punto tiene líneas hacia sus vecinos a los lados, arriba y abajo; uno de cada dos puntos (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) tiene además líneas diagonales.
rules-start = Las blancas tienen doce fichas en las filas 1 y 2 y en d3 y e3; las negras tienen doce en las filas 4 y 5 y en a3 y b3. El punto central, c3, queda vacío. Empiezan las blancas y después se juega por turnos. No se puede pasar: en tu turno tienes que mover.
rules-step = Un movimiento simple lleva una ficha un paso a lo largo de una línea hasta un punto vecino vacío: hacia delante o de lado, nunca hacia atrás, hacia tu propio campo. Una ficha que está en la última fila (la primera fila del rival) ya no hace movimientos simples; aún puede capturar, y una captura que la saque de la última fila le permite volver a avanzar.
rules-reversal-banned = Una ficha que se ha movido de lado no puede volver directamente atrás en su siguiente paso. La prohibición es de esa ficha y termina en cuanto se mueve a otro sitio o captura.
rules-reversal-allowed = Se permite volver: una ficha puede moverse de lado a un lado y a otro.
rules-step-alfonso = Como en el Libro de los juegos de Alfonso X (1283): un movimiento simple lleva una ficha un paso a lo largo de una línea hasta un punto vecino vacío, en cualquier dirección, también hacia atrás. Una ficha en la última fila se mueve como cualquier otra, y una ficha puede volver al punto de donde vino.
rules-capture = Para capturar (comer), salta sobre una ficha rival que esté junto a la tuya en una línea y cae en el punto vacío justo detrás, en cualquier dirección, también hacia atrás. La ficha saltada sale del tablero en el acto. Capturar es obligatorio: si puedes comer, debes hacerlo.
rules-chain = Tras un salto, la misma ficha debe seguir saltando mientras pueda. Si hay varios caminos, eliges tú; no es obligatorio tomar el más largo. Toda la cadena es un solo movimiento.
rules-win = Ganas cuando tu rival no puede mover en su turno: no le quedan fichas, o ninguna de las que le quedan puede moverse.
rules-draws = Las partidas pueden dar vueltas, así que la misma posición tres veces, con el mismo jugador al turno, es tablas.
# $moves: cuántos movimientos seguidos sin captura hacen tablas (50).
rules-draws-counted = Las partidas pueden dar vueltas, así que la misma posición tres veces, con el mismo jugador al turno, es tablas; también lo son { $moves } movimientos seguidos (contando los de ambos jugadores) sin ninguna captura.
rules-no-draws = Con estas reglas ninguna posición puede repetirse, así que toda partida termina con un ganador: no hay tablas.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, se permite volver
rules-next-game = Tus opciones cambian estas reglas a partir de la próxima partida nueva.
