# Os níveis da IA e as variantes das regras, para os menus.

level-beginner = Principiante
level-beginner-description = Faz lances plausíveis e comete erros a sério.
level-beginner-outlook = Dá para ganhar logo nas primeiras partidas: comete erros a sério.
level-easy = Fácil
level-easy-description = Aproveita o que lhe oferecem, mas ainda falha de vez em quando.
level-easy-outlook = Dá para ganhar quando já conhece as regras e está atento às capturas.
level-medium = Médio
level-medium-description = Um adversário sólido que vê três lances à frente na tática.
level-medium-outlook = Uma luta a sério para quem já tem algumas partidas.
level-hard = Difícil
level-hard-description = Nunca deixa escapar uma vitória forçada em cinco lances.
level-hard-outlook = Ganha quase todas as partidas a quem está a começar.
level-master = Mestre
level-master-description = O que mais pensa: calcula nove lances de tática e procura vitórias demonstradas.
level-master-outlook = Para jogadores fortes: raramente perde.
level-perfect = Perfeito
level-perfect-description = Joga a vitória demonstrada onde o jogo resolvido a tem; senão, como o Mestre.
level-perfect-outlook = Imbatível com as brancas nas regras normais; com as pretas, só o jogo perfeito lhe ganha.

variant-standard = Normal (Qirkat)
variant-alfonso = Afonso X (todas as direções)

# The players the options offer for each side.
player-human = Uma pessoa
player-human-description = Uma pessoa toca no tabuleiro.
player-ai = IA: { $level }
