home-title = Alquerque
home-continue = Verder spelen
home-continue-against = Tegen { $level } (rating { $rating })
home-continue-two-players = Met z’n tweeën op dit apparaat
home-continue-computers = { $white } tegen { $black }
home-turn-yours = Jij bent aan zet
home-turn-computer = { $level } is aan zet
home-turn-side = { $side ->
        [white] Wit aan zet
       *[black] Zwart aan zet
    }
home-new-game = Nieuwe partij
home-new-game-detail = Tegen de computer, of met z’n tweeën op dit apparaat
home-learn = Leer spelen
home-learn-start = { $steps ->
        [one] Eén korte stap op het bord
       *[other] { $steps } korte stappen op het bord
    }
home-learn-progress = Stap { $step } van { $steps }
home-learn-done = Klaar: neem de regels door wanneer je wilt
home-puzzles = Puzzels
home-puzzles-progress = { $solved } van { $total } opgelost
home-endgame = { endgame-title }
home-endgame-detail = Speel gewonnen eindspelen uit tegen een perfecte verdediging
home-friends = Partijen met vrienden
home-friends-none = Speel met een vriend op afstand door je zetten te sturen
home-friends-waiting = { $count ->
        [one] Eén partij wacht op je zet
       *[other] { $count } partijen wachten op je zet
    }
home-statistics = Statistieken
home-statistics-none = Nog geen rating
home-statistics-rating = Rating { $rating }
home-statistics-rating-rough = Rating ongeveer { $rating }
home-analysis = Analysebord
home-analysis-detail = Zet een stelling op en zie wat elke zet waard is
home-more = Meer
home-options = Opties
home-rules = Regels
home-about = Over

new-game-title = Nieuwe partij
new-game-opponent = Tegenstander
new-game-person = Een mens op dit apparaat
new-game-person-outlook = Twee spelers spelen om beurten op dit apparaat
new-game-colour = Jij speelt
new-game-white = Wit (begint)
new-game-black = Zwart
new-game-random = Willekeurig
new-game-rules = Regels
new-game-reversal = Een schijf mag na een zijwaartse stap recht terug
new-game-start = Partij starten
