# I livelli dell’IA e le varianti di regole, per i menu.

level-beginner = Principiante
level-beginner-description = Gioca mosse plausibili e commette veri errori.
level-beginner-outlook = Battibile fin dalle prime partite: commette veri errori.
level-easy = Facile
level-easy-description = Prende ciò che gli viene offerto, ma ogni tanto sbaglia ancora.
level-easy-outlook = Battibile quando conosci le regole e stai attento alle prese.
level-medium = Medio
level-medium-description = Un avversario solido che vede tre mosse avanti nella tattica.
level-medium-outlook = Una vera sfida per chi ha già qualche partita alle spalle.
level-hard = Difficile
level-hard-description = Non si lascia mai sfuggire una vittoria forzata entro cinque mosse.
level-hard-outlook = Batte quasi sempre chi ha appena cominciato.
level-master = Maestro
level-master-description = Pensa più a lungo: nove mosse di tattica e la ricerca di vittorie dimostrate.
level-master-outlook = Per giocatori forti: perde di rado.
level-perfect = Perfetto
level-perfect-description = Gioca la vittoria dimostrata quando il gioco risolto ne ha una; altrimenti come Maestro.
level-perfect-outlook = Imbattibile col Bianco con le regole standard; col Nero lo batte solo il gioco perfetto.

variant-standard = Standard (Qirkat)
variant-alfonso = Alfonso X (tutte le direzioni)

# The players the options offer for each side.
player-human = Persona
player-human-description = Una persona tocca il tavoliere.
player-ai = IA: { $level }
