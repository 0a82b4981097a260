# Ciò che annunciano i lettori di schermo, i pulsanti di fine partita, le etichette del grafico
# della revisione e le righe della lezione (bindings/src/words.rs).

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } e { $last }
    }
announce-played = { $side ->
        [white] Il Bianco ha giocato { $move }.
       *[black] Il Nero ha giocato { $move }.
    }
announce-played-taking = { $side ->
        [white] Il Bianco ha giocato { $move }, prendendo { $taken }.
       *[black] Il Nero ha giocato { $move }, prendendo { $taken }.
    }
announce-reply = { $side ->
        [white] Il Bianco risponde { $move }.
       *[black] Il Nero risponde { $move }.
    } { $moves ->
        [one] Ti resta { $moves } mossa per vincere.
       *[other] Ti restano { $moves } mosse per vincere.
    }
announce-reply-taking = { $side ->
        [white] Il Bianco risponde { $move }, prendendo { $taken }.
       *[black] Il Nero risponde { $move }, prendendo { $taken }.
    } { $moves ->
        [one] Ti resta { $moves } mossa per vincere.
       *[other] Ti restano { $moves } mosse per vincere.
    }
puzzle-checking = Verifico { $move }…
game-over-play-again = Gioca ancora
game-over-swap-sides = Cambia colore
game-over-review = Revisione
graph-white-winning = Bianco in vantaggio
graph-even = 50%: pari
graph-black-winning = Nero in vantaggio
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = Il grafico e i valori sotto il tavoliere sono le probabilità di vittoria del Bianco.
lesson-progress = Passo { $step } di { $steps }
lesson-intro = { $steps ->
        [one] Un breve passo sul tavoliere, poi la tua partita contro il computer.
       *[other] { $steps } brevi passi sul tavoliere, poi la tua partita contro il computer.
    }
lesson-done = Ben fatto! { $taught } Tocca Avanti.
lesson-done-last = Ben fatto! { $taught }
lesson-keep-jumping = Continua a saltare: tocca il prossimo punto di arrivo.
graph-description = Risultato atteso lungo la partita: { $top } in alto, { $bottom } in basso. Tocca per scegliere una mossa
notice-hint = Suggerimento: { $move }
