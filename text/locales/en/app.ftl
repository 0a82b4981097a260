# The phones' own words: Android's res/values*/strings.xml and iOS's Localizable.xcstrings are
# generated from these messages by tools/phone-strings (run it after a change here).
# android-NAME is Android's string NAME (dashes for underscores); ios-… is an iOS text, keyed by
# its English; phone-NAME is both. A variable is a text (%s, %@) unless the message takes NUMBER() of it or chooses
# a plural form by it (%d, %lld, <plurals>).

## Android (res/values/strings.xml)

android-board-description = Alquerque board, 25 points a1 to e5
phone-new-game-title = Start a new game?
android-new-game-confirm = New game
android-welcome-title = How do you want to play?
android-welcome-ai = Against the computer
android-welcome-two = Two players on this device
android-welcome-level = Computer level
android-welcome-colour = You play
android-welcome-white = White (moves first)
android-welcome-black = Black
android-welcome-learn = Learn to play first
android-welcome-start = Play
android-record-share-subject = Alquerque game record
android-record-share-title = Share the game record
# The review screen's action that shares the game record annotated by the review.
android-review-share = { ios-share }
android-review-previous = { android-lesson-previous }
android-review-next = { android-lesson-next }
android-record-clipboard-empty = The clipboard holds no text to read as a game record.
android-record-unreadable = The file could not be read ({ $reason }).
android-record-no-app = No app on this device can open a document.
android-action-undo = Undo
android-action-share-record = Share game record
android-action-open-record = Open game record…
android-action-paste-record = Paste game record
android-options-title = Options
android-rules-title = Rules
android-rules-board-description = The board at the start: White on rows 1 and 2 and on d3 and e3, Black on rows 4 and 5 and on a3 and b3, c3 empty.
android-rules-caption = The start. White moves first.
android-about-title = About
android-puzzles-title = Puzzles
android-puzzle-hint = Hint
android-puzzle-restart = Restart
android-puzzle-next = Next puzzle
android-action-endgame = Endgame trainer
android-puzzle-previous = Previous puzzle
android-review-title = Game review
android-review-stop = Stop
android-lesson-screen-title = Learn to play
android-lesson-previous = Back
android-lesson-restart = Restart
android-lesson-next = Next
android-lesson-finish = Play
android-analysis-title = Analysis board
android-analysis-edit = Set up position
android-analysis-done = Done
android-analysis-clear = Clear board
android-analysis-position-hint = Position text
android-analysis-use-text = Analyse this text
android-analysis-back = { android-lesson-previous }
android-analysis-forward = { android-lesson-next }
android-statistics-title = Statistics
android-statistics-reset = Reset statistics
android-statistics-reset-confirm = Reset
android-friends-title = Games with friends
android-friend-send-with = Send your move with

## iOS (Localizable.xcstrings, keyed by the English text)

ios-sentence = { $text }.
ios-a-drawing-of-the-board-with = A drawing of the board with its notation and the starting position.
ios-against-the-computer = { android-welcome-ai }
phone-all-puzzles = All puzzles
ios-alquerque = Alquerque
ios-alquerque-game-record = { android-record-share-subject }
ios-analyse-this-text = Analyse This Text
ios-analysis-board = Analysis Board
ios-back = { android-lesson-previous }
ios-black = Black
ios-board = Board
ios-clear-board = Clear Board
ios-copied = Copied
ios-copy-game-record = Copy Game Record
ios-dismiss = Dismiss
ios-cancel = Cancel
ios-done = Done
ios-done-setting-up = Done Setting Up
ios-game-record = Game Record
ios-game-review = Game Review
ios-have-fun-and-enjoy-the-game = Have fun and enjoy the game!
ios-hint = Hint
ios-learn-to-play = Learn to Play
ios-learn-to-play-first = Learn to Play First
ios-level = Level
ios-home = Home
ios-ok = OK
ios-moves-list = Moves: { $moves }
ios-new-game = New Game
ios-next = { android-lesson-next }
ios-no-moves-yet = No moves yet
ios-not-now = Not Now
ios-open-a-file-more = Open a File…
ios-open-a-game-record = Open a game record
ios-play = { android-welcome-start }
ios-play-against-the-computer = Play Against the Computer
ios-play-with-two-players = Play With Two Players
ios-position-text = Position Text
ios-side-to-move = Side to move
ios-puzzles = Puzzles
ios-replaces-the-game-in-progress-with = Replaces the game in progress with the one on the clipboard or in the file; Undo brings it back.
ios-reset = { android-statistics-reset-confirm }
ios-reset-statistics = Reset Statistics
ios-restart = { android-puzzle-restart }
ios-rules = Rules
ios-set-up-position = Set Up Position
ios-share = Share
ios-share-game-record = Share Game Record
ios-start-the-capture-again = Start the capture again
ios-statistics = Statistics
ios-stop = { android-review-stop }
ios-the-board-its-notation-and-the = The board, its notation, and the starting position.
ios-the-file-could-not-be-read = The file could not be read ({ $reason }).
ios-the-record-holds-the-rules-the = The record holds the rules, the moves and the result. Paste it in here later, or on another device, to go on from this point.
ios-this-game = This game
ios-two-people-take-turns-on-this = Two people take turns on this device. You can change the players at any time in Options.
ios-two-players = Two players
ios-undo = { android-action-undo }
ios-white = White
ios-you-play = { android-welcome-colour }
# The rules screen's title when reversal is allowed: $variant is the variant's title.
# What VoiceOver says once the game record is copied.
ios-game-record-copied = Game record copied
