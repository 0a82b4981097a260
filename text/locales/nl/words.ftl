# Wat schermlezers aankondigen, de knoppen aan het eind van een partij, de labels van de
# nabesprekingsgrafiek en de regels van de les (bindings/src/words.rs).

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } en { $last }
    }
announce-played = { $side ->
        [white] Wit speelde { $move }.
       *[black] Zwart speelde { $move }.
    }
announce-played-taking = { $side ->
        [white] Wit speelde { $move } en sloeg { $taken }.
       *[black] Zwart speelde { $move } en sloeg { $taken }.
    }
announce-reply = { $side ->
        [white] Wit antwoordt { $move }.
       *[black] Zwart antwoordt { $move }.
    } Win in nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
announce-reply-taking = { $side ->
        [white] Wit antwoordt { $move } en slaat { $taken }.
       *[black] Zwart antwoordt { $move } en slaat { $taken }.
    } Win in nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
puzzle-checking = { $move } controleren…
game-over-play-again = Nog een keer
game-over-swap-sides = Van kleur wisselen
game-over-review = Nabespreking
graph-white-winning = Wit wint
graph-even = 50%: gelijk
graph-black-winning = Zwart wint
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = De grafiek en de waarden onder het bord geven de winstkans van Wit.
lesson-progress = Stap { $step } van { $steps }
lesson-intro = { $steps ->
        [one] Eén korte stap op het bord, daarna je partij tegen de computer.
       *[other] { $steps } korte stappen op het bord, daarna je partij tegen de computer.
    }
lesson-done = Goed gedaan! { $taught } Tik op Volgende.
lesson-done-last = Goed gedaan! { $taught }
lesson-keep-jumping = Spring door: tik op het volgende landingspunt.
graph-description = Verwachte uitslag door de partij heen: { $top } bovenaan, { $bottom } onderaan. Tik om een zet te kiezen
notice-hint = Tip: { $move }
