# Экран «Статистика» и `stats` в `alquerque play`, а также рейтинг уровня в выборе уровня.

statistics-rating-none = Рейтинга пока нет: сыграй партию с компьютером, чтобы его получить.
statistics-rating-precise = Твой рейтинг: { $rating } (от { $low } до { $high }).
statistics-rating-wide = Около { $rating }, где-то от { $low } до { $high }: сыграй ещё, чтобы оценка стала точнее.
statistics-suggest-harder = Ты выигрываешь бо́льшую часть партий против уровня «{ $from }»: попробуй «{ $to }».
statistics-suggest-easier = Ты проигрываешь бо́льшую часть партий против уровня «{ $from }»: попробуй «{ $to }».
statistics-heading-rating = Рейтинг
statistics-heading-computer = Против компьютера
statistics-heading-two-people = Вдвоём на этом устройстве
statistics-heading-puzzles = Решённые задачи
statistics-level = { $level } (рейтинг { $rating })
statistics-as-side = { $side ->
        [white] За белых
       *[black] За чёрных
    }: побед: { $won }, поражений: { $lost }, ничьих: { $drawn }
statistics-two-people = Победы белых: { $white }, победы чёрных: { $black }, ничьи: { $drawn }
statistics-streak = Побед подряд: сейчас { $current }; лучшая серия: { $best }
statistics-no-computer-games = Партий против компьютера пока нет.
statistics-no-two-people-games = Партий вдвоём пока нет.
statistics-puzzles-length = { $moves ->
        [one] Выигрыш в { $moves } ход
        [few] Выигрыш в { $moves } хода
       *[many] Выигрыш в { $moves } ходов
    }: { $solved } из { $total }
statistics-reset-question = Забыть все результаты партий, серии и рейтинг? Решённые задачи останутся решёнными.
statistics-set-aside = Не удалось прочитать твою статистику ({ $reason }). Она отложена в сторону, начинается новый учёт.
statistics-not-saved = Не удалось сохранить твою статистику ({ $reason }).
level-rating = Рейтинг около { $rating }
play-help-stats = твои результаты, рейтинг и решённые задачи, как их показывают приложения
statistics-not-read = Не удалось прочитать твою статистику ({ $reason }). Файл оставлен как есть.
statistics-bad-line = строка { $line }: «{ $text }» не относится к учёту партий
statistics-unrated = Партии без рейтинга (с подсказкой или с показом идеальной игры): побед { $won }, поражений { $lost }, ничьих { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = От { $low } до { $high }
statistics-play-level = Играть с уровнем «{ $level }»
statistics-table-level = Уровень
statistics-table-rating = Рейтинг
statistics-table-white = За белых
statistics-table-black = За чёрных
statistics-heading-chart = Твой рейтинг от партии к партии
statistics-chart-game = Партия { $number }
statistics-chart-description = { $games ->
        [one] Рейтинг от { $first } до { $last } за { $games } партию
        [few] Рейтинг от { $first } до { $last } за { $games } партии
       *[many] Рейтинг от { $first } до { $last } за { $games } партий
    }
