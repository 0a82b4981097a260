# O ecrã de estatísticas e `stats` em `alquerque play`, e a classificação de cada nível.

statistics-rating-none = Ainda sem classificação: jogue uma partida contra o computador para a obter.
statistics-rating-precise = A sua classificação: { $rating } (entre { $low } e { $high }).
statistics-rating-wide = Cerca de { $rating }, algures entre { $low } e { $high }: jogue mais partidas para um valor mais preciso.
statistics-suggest-harder = Ganha a maioria das partidas contra { $from }: experimente { $to }.
statistics-suggest-easier = Perde a maioria das partidas contra { $from }: experimente { $to }.
statistics-heading-rating = Classificação
statistics-heading-computer = Contra o computador
statistics-heading-two-people = Duas pessoas neste dispositivo
statistics-heading-puzzles = Problemas resolvidos
statistics-level = { $level } (classificação { $rating })
statistics-as-side = { $side ->
        [white] Com as brancas
       *[black] Com as pretas
    }: ganhas { $won }, perdidas { $lost }, empates { $drawn }
statistics-two-people = Brancas ganharam { $white }, pretas ganharam { $black }, empates { $drawn }
statistics-streak = Vitórias seguidas: { $current } agora; melhor sequência: { $best }
statistics-no-computer-games = Ainda não há partidas contra o computador.
statistics-no-two-people-games = Ainda não há partidas entre duas pessoas.
statistics-puzzles-length = { $moves ->
        [one] Ganhar em { $moves } lance
       *[other] Ganhar em { $moves } lances
    }: { $solved } de { $total }
statistics-reset-question = Esquecer todos os resultados, as sequências e a classificação? Os problemas resolvidos continuam resolvidos.
statistics-set-aside = Não foi possível ler as suas estatísticas ({ $reason }). Foram guardadas à parte e começa um registo novo.
statistics-not-saved = Não foi possível guardar as suas estatísticas ({ $reason }).
level-rating = Classificação: cerca de { $rating }
play-help-stats = os seus resultados, a classificação e os problemas resolvidos, como nas apps
statistics-not-read = Não foi possível ler as suas estatísticas ({ $reason }). O ficheiro fica como está.
statistics-bad-line = linha { $line }: «{ $text }» não faz parte de um registo de partidas
statistics-unrated = Partidas sem classificação (com dica ou com o jogo perfeito à vista): vitórias { $won }, derrotas { $lost }, empates { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = Entre { $low } e { $high }
statistics-play-level = Jogar contra { $level }
statistics-table-level = Nível
statistics-table-rating = Classificação
statistics-table-white = Com as brancas
statistics-table-black = Com as pretas
statistics-heading-chart = A sua classificação ao longo das partidas
statistics-chart-game = Partida { $number }
statistics-chart-description = { $games ->
        [one] Classificação de { $first } a { $last } em { $games } partida
       *[other] Classificação de { $first } a { $last } em { $games } partidas
    }
