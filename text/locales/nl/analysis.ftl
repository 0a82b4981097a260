# Het analysebord: wat elke geldige zet doet bij perfect spel (core/src/engine/analysis.rs),
# en de regels van het analysescherm en de stellingseditor (bindings/src/analysis.rs).

analysis-wins = wint
analysis-wins-in = wint in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
analysis-loses = verliest
analysis-loses-in = verliest in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }
analysis-not-known = onbekend
analysis-draws = Onder deze regels kan een partij in remise eindigen, dus hier is niets bewezen.

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }
analysis-select = Kies een schijf om te zien wat elk van haar zetten doet bij perfect spel.
analysis-selected = Elke zet van deze schijf is gemarkeerd met wat hij doet bij perfect spel. Tik op een andere schijf om haar zetten te zien.
analysis-working = Uitrekenen wat elke zet doet…
analysis-game-over = { $winner ->
        [white] Zwart heeft geen zet: Wit heeft gewonnen.
       *[black] Wit heeft geen zet: Zwart heeft gewonnen.
    }
analysis-edit-help = Tik op een punt om er een witte schijf op te zetten, tik nog eens voor een zwarte schijf, en nog een keer om het leeg te maken.
analysis-bad-position = Dit is geen stelling: { $reason }
