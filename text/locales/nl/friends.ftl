# Partijen met vrienden ver weg, gespeeld via links (bindings/src/friends.rs,
# bindings/src/session/friend.rs). $side: white of black.

friend-list-heading = Partijen met vrienden
friend-list-empty = Nog geen partijen met vrienden. Begin er hier een, of open een link die een vriend je stuurde.
friend-new-game = Nieuwe partij met een vriend
friend-play-as = { $side ->
        [white] Speel met Wit (jij begint)
       *[black] Speel met Zwart (je vriend begint)
    }
friend-remove = Verwijderen
friend-row-side = { $side ->
        [white] Jij speelt met Wit
       *[black] Jij speelt met Zwart
    }
friend-row-moves = { $count ->
        [one] { $count } zet gespeeld
       *[other] { $count } zetten gespeeld
    }
friend-your-move = Jij bent aan zet
friend-send-your-move = Je zet is gespeeld: stuur hem op
friend-send-invite = Stuur de partij naar je vriend: die speelt met Wit en begint
friend-waiting = Wachten op je vriend
friend-game-title = Partij met een vriend
friend-send = Mijn zet versturen
status-friend-to-move = { $side ->
        [white] Wit aan zet: wachten op je vriend
       *[black] Zwart aan zet: wachten op je vriend
    }
friend-not-your-turn = Je vriend is aan de beurt: stuur je zet en wacht op de zijne.
friend-undo-sent = Je zet is naar je vriend gestuurd: hij kan niet meer worden teruggenomen.
friend-no-record = Een partijnotatie opent als je partij tegen de computer, niet in een partij met een vriend.
friend-not-a-friend-game = Dit is geen partij met een vriend: er valt niets te versturen.
friend-share-move = Mijn zet in onze partij Alquerque: open de link om de jouwe te spelen.
friend-share-invite = { $side ->
        [white] Zin in een potje Alquerque? Jij speelt met Wit en begint: open de link.
       *[black] Zin in een potje Alquerque? Jij speelt met Zwart: open de link.
    }
friend-share-over = Onze partij Alquerque is voorbij: open de link om het einde te zien.
friend-link-refused = De link kon niet worden geopend: { $reason }.
friend-link-added = { $side ->
        [white] Een nieuwe partij met een vriend: jij speelt met Wit en bent aan zet.
       *[black] Een nieuwe partij met een vriend: jij speelt met Zwart en bent aan zet.
    }
friend-link-updated = De zet van je vriend is binnen: jij bent aan de beurt.
friend-link-updated-over = De zet van je vriend is binnen, en de partij is voorbij. { $result }
friend-link-same = Je hebt deze partij al, precies zoals de link hem bevat.
friend-link-older = Deze link is ouder dan je partij met deze vriend, dus je partij blijft zoals ze is.
friend-link-diverges = Deze link volgt je partij met deze vriend niet (de zetten gingen een andere kant op), dus je partij blijft zoals ze is.
friend-list-full = Je hebt { $max } partijen met vrienden, het meeste dat bewaard wordt: verwijder er een om een andere te beginnen of te openen.
friend-list-set-aside = Je lijst met partijen met vrienden kon niet helemaal worden gelezen ({ $reason }). Hij is apart gezet, en de partijen die wel te lezen waren, staan hier.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Je lijst met partijen met vrienden kon niet helemaal worden gelezen. Hij is apart gezet, en de partijen die wel te lezen waren, staan hier.
friend-list-not-saved = Je partijen met vrienden konden niet worden opgeslagen ({ $reason }).
friend-game-gone = Die partij met een vriend staat niet meer in je lijst.
friend-game-moved-on = Er is een nieuwere link voor deze partij binnengekomen sinds je haar opende: open haar opnieuw vanuit de lijst met partijen met vrienden.
friend-game-played-elsewhere = Deze partij is in een ander venster verder gespeeld sinds je haar hier opende, en die zet blijft staan: open haar opnieuw vanuit de lijst met partijen met vrienden.
friend-game-too-long = Deze partij heeft { $max } zetten, het meeste dat een link naar je vriend kan bevatten: er kunnen geen zetten meer in worden gespeeld.
friend-link-not-theirs = Deze link voegt zetten toe die je vriend niet mocht spelen (zetten van jouw kleur), dus je partij blijft zoals ze is.
friend-not-sent = Je zet kon niet worden verstuurd: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Partij van { $day } { $month ->
        [jan] jan.
        [feb] feb.
        [mar] mrt.
        [apr] apr.
        [may] mei
        [jun] jun.
        [jul] jul.
        [aug] aug.
        [sep] sep.
        [oct] okt.
        [nov] nov.
       *[dec] dec.
    }
friend-rename = Naam wijzigen
friend-name-label = Naam van de partij
friend-removed = ‘{ $name }’ verwijderd
friend-undo-remove = Terugzetten
