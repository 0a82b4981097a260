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
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Weiß zieht
       *[black] Schwarz zieht
    }
analysis-select = Wähle einen Stein, um zu sehen, was jeder seiner Züge bei perfektem Spiel bewirkt.
analysis-selected = Jeder Zug dieses Steins zeigt, was er bei perfektem Spiel bewirkt. Tippe auf einen anderen Stein, um seine Züge zu sehen.
analysis-working = Die Züge werden berechnet …
analysis-game-over = { $winner ->
        [white] Schwarz hat keinen Zug mehr: Weiß hat gewonnen.
       *[black] Weiß hat keinen Zug mehr: Schwarz hat gewonnen.
    }
analysis-edit-help = Tippe auf einen Punkt für einen weißen Stein, noch einmal für einen schwarzen und ein weiteres Mal, um ihn zu leeren.
analysis-bad-position = Das ist keine Stellung: { $reason }
