# Задачи: почему попытка отклонена (core/src/puzzle/solving.rs) и слова экрана задач
# (bindings/src/puzzles/).

puzzle-solved-already = задача уже решена
puzzle-too-hard = поиску не хватило отведённого бюджета, чтобы оценить этот ход
puzzle-busy = Ход оценивается: подожди.
puzzle-not-legal = Здесь такой ход невозможен.
puzzle-try-again = Сейчас это не удалось просчитать: попробуй ещё раз.
puzzle-progress-not-saved = Не удалось сохранить твои успехи ({ $reason }).
puzzle-progress-set-aside = Не удалось прочитать твои успехи в задачах ({ $reason }). Они отложены в сторону.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Не удалось прочитать твои успехи в задачах. Они отложены в сторону.
puzzle-progress = Решено задач: { $solved } из { $total }
puzzle-title = Задача { $number }: выигрыш в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
puzzle-to-move = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }, выигрыш в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
puzzle-keep-jumping = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }: прыгай дальше.
puzzle-hint = Подсказка: выигрыш начинается с шашки на { $point }.
puzzle-missed = { $move } не выигрывает в { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }: попробуй ещё раз.
puzzle-kept = { $move } сохраняет выигрыш; { $side ->
        [white] белые отвечают
       *[black] чёрные отвечают
    } { $reply }. Осталось выиграть за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
puzzle-solved = { $misses ->
        [0] Решено!
        [one] Решено, с { $misses } промахом.
        [few] Решено, с { $misses } промахами.
       *[many] Решено, с { $misses } промахами.
    }
puzzle-list-section = Ходов до выигрыша: { $moves }
puzzle-list-row = Задача { $number }
puzzle-list-solved = решена
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Серия: { $count }
puzzle-streak-best = Серия: { $count } · рекорд: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = По длине
puzzle-list-by-theme = По теме
puzzle-list-unsolved-only = Только нерешённые
puzzle-list-all-solved = Все задачи здесь решены.

theme-multi-capture = серия взятий
theme-quiet = тихий первый ход
theme-sacrifice = жертва
theme-forced-capture = вынужденное взятие
theme-endgame = эндшпиль
