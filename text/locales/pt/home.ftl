home-title = Alquerque
home-continue = Continuar
home-continue-against = Contra { $level } (classificação { $rating })
home-continue-two-players = Dois jogadores neste dispositivo
home-continue-computers = { $white } contra { $black }
home-turn-yours = É a sua vez
home-turn-computer = Joga { $level }
home-turn-side = { $side ->
        [white] Jogam as brancas
       *[black] Jogam as pretas
    }
home-new-game = Nova partida
home-new-game-detail = Contra o computador, ou dois jogadores neste dispositivo
home-learn = Aprender a jogar
home-learn-start = { $steps ->
        [one] Um passo curto no tabuleiro
       *[other] { $steps } passos curtos no tabuleiro
    }
home-learn-progress = Passo { $step } de { $steps }
home-learn-done = Concluído: reveja as regras quando quiser
home-puzzles = Problemas
home-puzzles-progress = { $solved } de { $total } resolvidos
home-endgame = { endgame-title }
home-endgame-detail = Conclua finais ganhos contra uma defesa perfeita
home-friends = Partidas com amigos
home-friends-none = Jogue com um amigo à distância enviando os seus lances
home-friends-waiting = { $count ->
        [one] Uma partida espera o seu lance
       *[other] { $count } partidas esperam o seu lance
    }
home-statistics = Estatísticas
home-statistics-none = Ainda sem classificação
home-statistics-rating = Classificação { $rating }
home-statistics-rating-rough = Classificação de cerca de { $rating }
home-analysis = Tabuleiro de análise
home-analysis-detail = Monte uma posição e veja quanto vale cada lance
home-more = Mais
home-options = Opções
home-rules = Regras
home-about = Acerca

new-game-title = Nova partida
new-game-opponent = Adversário
new-game-person = Uma pessoa neste dispositivo
new-game-person-outlook = Dois jogadores alternam neste dispositivo
new-game-colour = Joga com
new-game-white = Brancas (jogam primeiro)
new-game-black = Pretas
new-game-random = Ao acaso
new-game-rules = Regras
new-game-reversal = Uma peça pode recuar a direito depois de um passo lateral
new-game-start = Começar partida
