analysis-wins = gewinnt
analysis-wins-in = gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
analysis-loses = verliert
analysis-loses-in = verliert in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
analysis-not-known = nicht bekannt
analysis-draws = Nach diesen Regeln kann eine Partie remis enden, darum wird hier nichts bewiesen.

analysis-why-draws = die Regeln erlauben ein Remis
analysis-why-budget = die Beweissuche hat bei { $pieces ->
        [one] { $pieces } Stein
       *[other] { $pieces } Steinen
    } auf dem Brett ihre Grenze erreicht
analysis-estimate = Schätzung des Computers: { $percent } % Gewinnchance
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Weiß zieht
       *[black] Schwarz zieht
    }
analysis-select = Jeder Zug steht in der Liste mit dem, was er bei perfektem Spiel bewirkt. Wähle einen Stein, um nur seine Züge zu sehen.
analysis-selected = Jeder Zug dieses Steins zeigt, was er bei perfektem Spiel bewirkt. Tippe auf einen markierten Punkt, um den Zug zu spielen, oder auf einen anderen Stein, um seine Züge zu sehen.
analysis-working = Die Züge werden berechnet …
analysis-further = Die noch nicht bekannten Züge werden weiter berechnet. Wähle einen Stein, um nur seine Züge zu sehen.
analysis-game-over = { $winner ->
        [white] Schwarz hat keinen Zug mehr: Weiß hat gewonnen.
       *[black] Weiß hat keinen Zug mehr: Schwarz hat gewonnen.
    }
analysis-edit-help = Tippe auf einen Punkt für einen weißen Stein, noch einmal für einen schwarzen und ein weiteres Mal, um ihn zu leeren.
analysis-bad-position = Das ist keine Stellung: { $reason }

position-bad-board = „{ $text }“ ist kein Brett (schreibe fünf Reihen zu fünf Punkten von Reihe 5 abwärts, getrennt durch /, wie in bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = „{ $text }“ ist kein gültiger Punkt (jeder Punkt ist w, b oder -)
position-bad-turn = „{ $text }“ ist keine Seite am Zug (w oder b)
position-bad-ban = „{ $text }“ ist kein Rückzugsverbot (schreibe den Punkt und dann < für keinen Schritt nach Westen oder > für keinen nach Osten, wie in c3<)
position-bad-count = „{ $text }“ ist keine Zahl von Halbzügen
position-trailing = „{ $text }“ nach der Stellung ist zu viel
position-too-long = sie ist { $bytes } Bytes lang, und eine Stellung braucht höchstens { $max }
setup-overlap = auf dem Punkt { $point } stehen zugleich ein weißer und ein schwarzer Stein
setup-ban-without-piece = für { $point } ist ein Rückzugsverbot angegeben, aber dort steht kein Stein
setup-ban-both-ways = dem Stein auf { $point } sind Schritte nach Osten und nach Westen zugleich verboten
setup-bans-not-in-rules = Rückzugsverbote sind angegeben, aber diese Regeln erlauben das Zurückziehen

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Weiß zieht
       *[black] Schwarz zieht
    } und gewinnt in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }.
endgame-welcome = Die Verteidigung spielt perfekt, nach Tabellen aller Stellungen mit wenigen Steinen. Jeder deiner Züge wird sofort bewertet.
endgame-still-winning = Weiter auf Gewinnkurs: noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } bis zum Gewinn.
endgame-slower = Weiter auf Gewinnkurs, aber langsamer: noch { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } bis zum Gewinn, wo der schnellste Zug { $fastest } übrig ließ.
endgame-slipped = { $move } verschenkt den Gewinn: Danach würde die Verteidigung gewinnen. Der Zug wird zurückgenommen.
endgame-fastest = Der schnellste Gewinn beginnt mit { $move } und dauert { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }. Versuch es noch einmal.
endgame-reply = { $side ->
        [white] Weiß antwortet
       *[black] Schwarz antwortet
    } { $move }.
endgame-won = Gewonnen, in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }, ohne den Gewinn zu verschenken!
endgame-won-slips = Gewonnen, in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }. { $slips ->
        [one] { $slips } Zug hat den Gewinn verschenkt.
       *[other] { $slips } Züge haben den Gewinn verschenkt.
    }
endgame-prompt = Endspiel { $level }
endgame-next = Tippe 'next' für eine weitere Stellung dieser Stufe oder 'quit'.
endgame-help-next = eine weitere Stellung dieser Stufe
endgame-help-quit = den Endspieltrainer beenden
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Endspieltrainer
endgame-level = Stufe { $level } von { $levels }
endgame-next-position = Nächste Stellung
endgame-easier = Leichter
endgame-harder = Schwerer
endgame-unavailable = Die Endspieltabellen liefern hier keine Stellung zum Spielen.
