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

analysis-why-draws = de regels staan remise toe
analysis-why-budget = het zoeken naar een bewijs bereikte zijn grens met { $pieces ->
        [one] { $pieces } schijf
       *[other] { $pieces } schijven
    } op het bord
analysis-estimate = schatting van de computer: { $percent }% winstkans
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }
analysis-select = Elke zet staat in de lijst met wat hij doet bij perfect spel. Kies een schijf om alleen haar zetten te zien.
analysis-selected = Elke zet van deze schijf is gemarkeerd met wat hij doet bij perfect spel. Tik op een gemarkeerd punt om de zet te doen, of op een andere schijf om haar zetten te zien.
analysis-working = Uitrekenen wat elke zet doet…
analysis-further = De zetten die nog onbekend zijn, worden verder uitgerekend. Kies een schijf om alleen haar zetten te zien.
analysis-game-over = { $winner ->
        [white] Zwart heeft geen zet: Wit heeft gewonnen.
       *[black] Wit heeft geen zet: Zwart heeft gewonnen.
    }
analysis-edit-help = Tik op een punt om er een witte schijf op te zetten, tik nog eens voor een zwarte schijf, en nog een keer om het leeg te maken.
analysis-bad-position = Dit is geen stelling: { $reason }

# Waarom een stellingstekst of een opgezette stelling geen stelling is
# (core/src/game/position_text.rs, core/src/board/setup.rs).
position-bad-board = ‘{ $text }’ is geen bord (schrijf vijf rijen van vijf punten van rij 5 omlaag, gescheiden door /, zoals in bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = ‘{ $text }’ is geen punt (een punt is w, b of -)
position-bad-turn = ‘{ $text }’ is geen kant die aan zet is (w of b)
position-bad-ban = ‘{ $text }’ is geen verbod op terugstappen (schrijf het punt en dan < voor geen stap naar het westen of > voor geen stap naar het oosten, zoals in c3<)
position-bad-count = ‘{ $text }’ is geen aantal halve zetten
position-trailing = onverwacht ‘{ $text }’ na de stelling
position-too-long = het is { $bytes } bytes lang, en een stelling is hoogstens { $max } lang
setup-overlap = op punt { $point } staan zowel een witte als een zwarte schijf
setup-ban-without-piece = er is een verbod op terugstappen voor { $point }, waar geen schijf staat
setup-ban-both-ways = de schijf op { $point } mag naar het oosten noch naar het westen stappen
setup-bans-not-in-rules = er zijn verboden op terugstappen, maar deze regels staan terugstappen toe

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Wit
       *[black] Zwart
    } aan zet wint in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
endgame-welcome = De verdediging is perfect: ze komt uit tabellen van alle stellingen met weinig schijven. Elke zet van je wordt meteen beoordeeld.
endgame-still-winning = Nog steeds gewonnen: winst in nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
endgame-slower = Nog steeds gewonnen, maar trager: winst in nog { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, waar de snelste zet er { $fastest } overliet.
endgame-slipped = { $move } laat de winst glippen: daarna zou de verdediging winnen. De zet wordt teruggenomen.
endgame-fastest = De snelste winst begint met { $move } en duurt { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }. Probeer het opnieuw.
endgame-reply = { $side ->
        [white] Wit
       *[black] Zwart
    } antwoordt { $move }.
endgame-won = Gewonnen in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, zonder de winst te laten glippen!
endgame-won-slips = Gewonnen in { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }. { $slips ->
        [one] { $slips } zet liet de winst glippen.
       *[other] { $slips } zetten lieten de winst glippen.
    }
endgame-prompt = eindspel { $level }
endgame-next = Typ 'next' voor een andere stelling van dit niveau, of 'quit'.
endgame-help-next = een andere stelling van dit niveau
endgame-help-quit = de eindspeltrainer verlaten
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Eindspeltrainer
endgame-level = Niveau { $level } van { $levels }
endgame-next-position = Volgende stelling
endgame-easier = Makkelijker
endgame-harder = Moeilijker
endgame-unavailable = De eindspeltabellen geven hier geen stelling om te spelen.
