# Die Stufen der KI und die Regelvarianten, für Menüs.

level-beginner = Anfänger
level-beginner-description = Spielt plausible Züge und macht echte Fehler.
level-beginner-outlook = Schon in den ersten Partien zu schlagen: Der Anfänger macht echte Fehler.
level-easy = Leicht
level-easy-description = Nimmt, was man ihm anbietet, patzt aber noch ab und zu.
level-easy-outlook = Zu schlagen, sobald man die Regeln kennt und auf Schläge achtet.
level-medium = Mittel
level-medium-description = Ein solider Gegner, der taktisch drei Züge vorausschaut.
level-medium-outlook = Ein echter Kampf für alle mit einigen Partien Erfahrung.
level-hard = Schwer
level-hard-description = Lässt nie einen erzwungenen Gewinn in fünf Zügen aus.
level-hard-outlook = Gewinnt fast jede Partie gegen Neulinge.
level-master = Meister
level-master-description = Denkt am längsten: rechnet neun Züge Taktik und sucht nach bewiesenen Gewinnen.
level-master-outlook = Für starke Spieler: Der Meister verliert selten.
level-perfect = Perfekt
level-perfect-description = Spielt den bewiesenen Gewinn, wo das gelöste Spiel einen hat; sonst wie Meister.
level-perfect-outlook = Mit Weiß nach den Standardregeln unschlagbar; mit Schwarz schlägt ihn nur perfektes Spiel.

variant-standard = Standard (Qirkat)
variant-alfonso = Alfons X. (alle Richtungen)

# The players the options offer for each side.
player-human = Ein Mensch
player-human-description = Ein Mensch tippt auf das Brett.
player-ai = KI: { $level }
