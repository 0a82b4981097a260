# The home, the app's first screen (bindings/src/home/): the game in progress to continue, New
# game, the lesson, the puzzles, the games with friends, the statistics, the analysis board,
# and one level down the options, the rules and About.

home-title = Alquerque
home-continue = Continue
# $level: a level's title (level-hard); $rating: its rating.
home-continue-against = Against { $level } (rated { $rating })
home-continue-two-players = Two players on this device
# $white, $black: who plays each side (a level's title, or player-human).
home-continue-computers = { $white } against { $black }
home-turn-yours = Your move
# $level: a level's title.
home-turn-computer = { $level } to move
home-turn-side = { $side ->
        [white] White to move
       *[black] Black to move
    }
home-new-game = New game
home-new-game-detail = Against the computer, or two players on this device
home-learn = Learn to play
home-learn-start = { $steps ->
        [one] One short step on the board
       *[other] { $steps } short steps on the board
    }
home-learn-progress = Step { $step } of { $steps }
home-learn-done = Done: go over the rules again at any time
home-puzzles = Puzzles
home-puzzles-progress = { $solved } of { $total } solved
home-endgame = { endgame-title }
home-endgame-detail = Finish a won endgame against perfect defence
home-friends = Games with friends
home-friends-none = Play a friend far away by sending your moves
home-friends-waiting = { $count ->
        [one] One game waits for your move
       *[other] { $count } games wait for your move
    }
home-statistics = Statistics
home-statistics-none = No rating yet
home-statistics-rating = Rating { $rating }
home-statistics-rating-rough = Rating about { $rating }
home-analysis = Analysis board
home-analysis-detail = Set up a position and see what each move is worth
home-more = More
home-options = Options
home-rules = Rules
home-about = About

# The new-game sheet (bindings/src/newgame/): who to play, the colour, the rules.
new-game-title = New game
new-game-opponent = Opponent
new-game-person = A person on this device
new-game-person-outlook = Two players take turns on this device
new-game-colour = You play
new-game-white = White (moves first)
new-game-black = Black
new-game-random = Random
new-game-rules = Rules
new-game-reversal = A piece may step straight back after a sideways step
new-game-start = Start game
