# Warum ein Zug nicht erlaubt ist: Satzteile ohne Großbuchstaben am Anfang und ohne Punkt.

illegal-too-short = ein Zug braucht mindestens zwei Punkte, etwa c2-c3
illegal-no-moves-left = die Partie ist vorbei, { $side ->
        [white] Weiß hat
       *[black] Schwarz hat
    } keinen erlaubten Zug
illegal-no-piece = auf { $point } steht kein Stein
illegal-not-your-piece = der Stein auf { $point } gehört { $side ->
        [white] Weiß
       *[black] Schwarz
    }
illegal-not-a-line = von { $from } nach { $to } führt kein Schritt und kein Sprung entlang einer Linie
illegal-occupied = { $point } ist nicht frei
illegal-backwards = Steine dürfen nicht zur eigenen Grundreihe zurückziehen
illegal-far-row = der Stein auf { $point } hat die letzte Reihe erreicht und darf nur noch schlagen
illegal-reversal-ban = der Stein auf { $point } ist gerade { $banned ->
        [east] nach Westen gezogen und darf nicht direkt nach Osten zurück
       *[west] nach Osten gezogen und darf nicht direkt nach Westen zurück
    }
illegal-capture-compulsory = ein Schlag ist möglich, und Schlagen ist Pflicht
illegal-step-then-more = ein einfacher Zug geht nur einen Punkt weit
illegal-nothing-to-jump = der Sprung { $jump } geht über keinen gegnerischen Stein
illegal-must-keep-jumping = der Schlag ist nicht fertig, der Stein muss von { $point } aus weiterspringen
illegal-move = unerlaubter Zug { $path } ({ $reason })
move-text-empty = kein Zug angegeben (schreibe einen Zug wie c2-c3)
move-text-missing-point = ein Bindestrich braucht auf jeder Seite einen Punkt, wie in c2-c3
move-text-too-short = ein Zug braucht einen Start- und einen Zielpunkt, wie in c2-c3
move-text-too-long = ein Schlag auf diesem Brett hat höchstens { $jumps } Sprünge
unknown-name = { $kind ->
        [level] unbekannte Stufe „{ $name }“ (die Stufen sind { $known })
        [variant] unbekannte Variante „{ $name }“ (die Varianten sind { $known })
       *[point] unbekannter Punkt „{ $name }“ (die Punkte reichen von a1 bis e5)
    }
tap-empty = { $point } ist frei: Wähle einen deiner Steine.
tap-not-yours = Das ist ein { $piece ->
        [white] weißer
       *[black] schwarzer
    } Stein: Du spielst { $side ->
        [white] Weiß
       *[black] Schwarz
    }.
tap-capture-compulsory = Schlagen ist Pflicht: Wähle einen Stein, der schlagen kann.
tap-no-legal-move = Dieser Stein hat keinen erlaubten Zug.
tap-not-a-move = Das ist kein Zug.
tap-keep-jumping = Der Schlag muss von { $point } aus weitergehen: Springe nach { $count ->
        [one] { $first }
       *[other] { $all_but_last } oder { $last }
    }.
point-label = { $point }, { $piece ->
        [empty] frei
        [white] weißer Stein
       *[black] schwarzer Stein
    }
point-label-more = { $label }, { $more }
point-selected = ausgewählt
point-can-move = kann ziehen
point-target = tippen, um hierhin zu ziehen
point-last-move = Teil des letzten Zugs
point-hinted = der Tipp: Der Gewinn beginnt mit diesem Stein
