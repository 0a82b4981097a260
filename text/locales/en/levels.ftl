# The AI's levels and the rule variants, for menus (core/src/engine/level.rs,
# core/src/board/rules.rs).

level-beginner = Beginner
level-beginner-description = Plays plausible moves and makes real mistakes.
level-easy = Easy
level-easy-description = Takes what is offered, still slips now and then.
level-medium = Medium
level-medium-description = A solid opponent that sees three moves ahead for tactics.
level-hard = Hard
level-hard-description = Never misses a forced win within five moves.
level-master = Master
level-master-description = The strongest: longer thought on every core, nine moves of tactics.
level-perfect = Perfect
level-perfect-description = Plays the proven win where the solved game has one; else as Master.

variant-standard = Standard (Qirkat)
variant-alfonso = Alfonso X (all directions)
