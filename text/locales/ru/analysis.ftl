# Доска анализа: что даёт каждый допустимый ход при идеальной игре
# (core/src/engine/analysis.rs), и строки экрана анализа и редактора позиции.

analysis-wins = выигрывает
analysis-wins-in = выигрывает за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
analysis-loses = проигрывает
analysis-loses-in = проигрывает за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
analysis-not-known = неизвестно
analysis-draws = По этим правилам партия может закончиться вничью, поэтому здесь ничего не доказано.

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }
analysis-select = Выбери шашку, чтобы увидеть, что даёт каждый её ход при идеальной игре.
analysis-selected = Каждый ход этой шашки помечен тем, что он даёт при идеальной игре. Коснись другой шашки, чтобы увидеть её ходы.
analysis-working = Просчитываю, что даёт каждый ход…
analysis-game-over = { $winner ->
        [white] У чёрных нет ходов: белые выиграли.
       *[black] У белых нет ходов: чёрные выиграли.
    }
analysis-edit-help = Коснись точки, чтобы поставить туда белую шашку, ещё раз — чёрную, и ещё раз — чтобы очистить её.
analysis-bad-position = Это не позиция: { $reason }
