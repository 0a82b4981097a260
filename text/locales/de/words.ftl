# Was Bildschirmleser ansagen, die Knöpfe am Partieende, die Beschriftung des Analysediagramms
# und die Zeilen der Lektion.

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } und { $last }
    }
announce-played = { $side ->
        [white] Weiß zog { $move }.
       *[black] Schwarz zog { $move }.
    }
announce-played-taking = { $side ->
        [white] Weiß zog { $move } und schlug { $taken }.
       *[black] Schwarz zog { $move } und schlug { $taken }.
    }
announce-reply = { $side ->
        [white] Weiß antwortet { $move }.
       *[black] Schwarz antwortet { $move }.
    } Gewinn in { $moves } weiteren.
announce-reply-taking = { $side ->
        [white] Weiß antwortet { $move } und schlägt { $taken }.
       *[black] Schwarz antwortet { $move } und schlägt { $taken }.
    } Gewinn in { $moves } weiteren.
puzzle-checking = Prüfe { $move }…
game-over-play-again = Nochmal spielen
game-over-swap-sides = Seiten tauschen
game-over-review = Analysieren
graph-white-winning = Weiß gewinnt
graph-even = 50 %: ausgeglichen
graph-black-winning = Schwarz gewinnt
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = Die Kurve und die Werte unter dem Brett zeigen die Gewinnchance von Weiß.
lesson-progress = Schritt { $step } von { $steps }
lesson-intro = { $steps ->
        [one] Ein kurzer Schritt auf dem Brett, dann deine Partie gegen den Computer.
       *[other] { $steps } kurze Schritte auf dem Brett, dann deine Partie gegen den Computer.
    }
lesson-done = Gut gemacht! { $taught } Tippe auf Weiter.
lesson-done-last = Gut gemacht! { $taught }
lesson-keep-jumping = Spring weiter: Tippe auf den nächsten Landepunkt.
graph-description = Erwartetes Ergebnis über die Partie: { $top } oben, { $bottom } unten. Tippen, um einen Zug zu wählen
notice-hint = Tipp: { $move }
