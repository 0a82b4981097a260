# Die Regeln für Spieler erklärt, ein Absatz je Nachricht.

rules-board = Alquerque wird auf einem Brett aus 25 Punkten gespielt, die durch Linien verbunden sind. Jeder Punkt hat Linien zu seinen Nachbarn nach links, rechts, oben und unten; jeder zweite Punkt (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) hat außerdem diagonale Linien.
rules-start = Weiß hat zwölf Steine auf den Reihen 1 und 2 sowie auf d3 und e3; Schwarz hat zwölf auf den Reihen 4 und 5 sowie auf a3 und b3. Der Mittelpunkt c3 ist frei. Weiß beginnt, danach ziehen die Spieler abwechselnd. Passen ist nicht erlaubt: Wer am Zug ist, muss ziehen.
rules-step = Ein einfacher Zug führt einen Stein einen Schritt entlang einer Linie auf einen freien Nachbarpunkt: vorwärts oder seitwärts, nie zurück zur eigenen Seite. Ein Stein auf der letzten Reihe (der ersten Reihe des Gegners) macht keinen einfachen Zug mehr; schlagen darf er noch, und ein Schlag, der ihn von der letzten Reihe wegführt, lässt ihn wieder ziehen.
rules-reversal-banned = Ein Stein, der seitwärts gezogen hat, darf beim nächsten Schritt nicht direkt zurückziehen. Das Verbot gilt für diesen Stein und endet, sobald er anderswohin zieht oder schlägt.
rules-reversal-allowed = Zurückziehen ist erlaubt: Ein Stein darf seitwärts hin und her ziehen.
rules-step-alfonso = Wie im Buch der Spiele Alfons’ X. (1283): Ein einfacher Zug führt einen Stein einen Schritt entlang einer Linie auf einen freien Nachbarpunkt, in jede Richtung, auch zurück. Ein Stein auf der letzten Reihe zieht wie jeder andere, und ein Stein darf dorthin zurück, woher er kam.
rules-capture = Zum Schlagen springt man über einen gegnerischen Stein neben dem eigenen entlang einer Linie auf den freien Punkt direkt dahinter, in jede Richtung, auch zurück. Der übersprungene Stein verlässt sofort das Brett. Schlagen ist Pflicht: Wer schlagen kann, muss schlagen.
rules-chain = Nach einem Sprung muss derselbe Stein weiterspringen, solange er kann. Gibt es mehrere Wege, wählt man selbst; der längste ist nicht Pflicht. Die ganze Kette ist ein Zug.
rules-win = Man gewinnt, wenn der Gegner am Zug nicht ziehen kann: Er hat keine Steine mehr, oder keiner davon kann ziehen.
rules-draws = Partien können sich im Kreis drehen, deshalb ist dieselbe Stellung zum dritten Mal, mit demselben Spieler am Zug, ein Remis.
rules-draws-counted = Partien können sich im Kreis drehen, deshalb ist dieselbe Stellung zum dritten Mal, mit demselben Spieler am Zug, ein Remis; ebenso { $moves } Züge in Folge (beider Spieler zusammen) ohne Schlag.
rules-no-draws = Unter diesen Regeln kann keine Stellung wiederkehren, also endet jede Partie mit einem Sieger: Es gibt kein Remis.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, Zurückziehen erlaubt
rules-next-game = Deine Optionen ändern diese Regeln ab der nächsten neuen Partie.
