# The AI's levels and the rule variants, for menus (core/src/engine/level.rs,
# core/src/board/rules.rs).

level-beginner = Beginner
level-beginner-description = Plays plausible moves and makes real mistakes.
level-beginner-outlook = Beatable in your first games: it makes real mistakes.
level-easy = Easy
level-easy-description = Takes what is offered, still slips now and then.
level-easy-outlook = Beatable once you know the rules and watch for captures.
level-medium = Medium
level-medium-description = A solid opponent that sees three moves ahead for tactics.
level-medium-outlook = A real fight for a player with some games behind them.
level-hard = Hard
level-hard-description = Never misses a forced win within five moves.
level-hard-outlook = Wins nearly every game against a newcomer.
level-master = Master
level-master-description = Thinks longest: nine moves of tactics and a search for proven wins.
level-master-outlook = For strong players: it rarely loses.
level-perfect = Perfect
level-perfect-description = Plays the proven win where the solved game has one; else as Master.
level-perfect-outlook = Unbeatable as White under the standard rules; as Black, only perfect play beats it.

variant-standard = Standard (Qirkat)
variant-alfonso = Alfonso X (all directions)

# The players the options offer for each side.
player-human = Human
player-human-description = A person taps the board.
player-ai = AI: { $level }
