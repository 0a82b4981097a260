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

analysis-why-draws = правила допускают ничью
analysis-why-budget = поиск доказательства достиг своего предела, на доске { $pieces ->
        [one] { $pieces } шашка
        [few] { $pieces } шашки
       *[many] { $pieces } шашек
    }
analysis-estimate = оценка компьютера: { $percent }% шансов на победу
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }
analysis-select = Каждый ход указан в списке с тем, что он даёт при идеальной игре. Выбери шашку, чтобы увидеть только её ходы.
analysis-selected = Каждый ход этой шашки помечен тем, что он даёт при идеальной игре. Коснись отмеченной точки, чтобы сделать ход, или другой шашки, чтобы увидеть её ходы.
analysis-working = Просчитываю, что даёт каждый ход…
analysis-further = Продолжаю просчитывать ходы, которые пока неизвестны. Выбери шашку, чтобы увидеть только её ходы.
analysis-game-over = { $winner ->
        [white] У чёрных нет ходов: белые выиграли.
       *[black] У белых нет ходов: чёрные выиграли.
    }
analysis-edit-help = Коснись точки, чтобы поставить туда белую шашку, ещё раз — чёрную, и ещё раз — чтобы очистить её.
analysis-bad-position = Это не позиция: { $reason }

# Почему текст позиции или расставленная позиция — не позиция
# (core/src/game/position_text.rs, core/src/board/setup.rs).
position-bad-board = «{ $text }» — не доска (напиши пять рядов по пять точек, с 5-го ряда вниз, через /, например bbbbb/bbbbb/bb-ww/wwwww/wwwww)
position-bad-cell = «{ $text }» — не точка (точка — это w, b или -)
position-bad-turn = «{ $text }» — не очередь хода (w или b)
position-bad-ban = «{ $text }» — не запрет возврата (напиши точку, а затем < — нельзя шагнуть на запад — или > — нельзя шагнуть на восток, например c3<)
position-bad-count = «{ $text }» — не число полуходов
position-trailing = лишнее «{ $text }» после позиции
position-too-long = длина текста (байт: { $bytes }) больше предела для позиции ({ $max })
setup-overlap = на точке { $point } стоят и белая, и чёрная шашки
setup-ban-without-piece = запрет возврата указан для { $point }, где нет шашки
setup-ban-both-ways = шашке на { $point } запрещено шагать и на восток, и на запад
setup-bans-not-in-rules = указаны запреты возврата, но эти правила разрешают возврат

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }: выиграй за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
endgame-welcome = Защита безупречна: она играет по таблицам всех позиций с небольшим числом шашек. Каждый твой ход оценивается сразу.
endgame-still-winning = Выигрыш сохраняется: осталось { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
endgame-slower = Выигрыш сохраняется, но медленнее: осталось { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }, а после самого быстрого хода осталось бы { $fastest }.
endgame-slipped = { $move } упускает выигрыш: после него выиграла бы защита. Ход отменён.
endgame-fastest = Самый быстрый выигрыш начинается с { $move } и занимает { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }. Попробуй ещё раз.
endgame-reply = { $side ->
        [white] Белые отвечают
       *[black] Чёрные отвечают
    } { $move }.
endgame-won = Выиграно за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }, и выигрыш ни разу не упущен!
endgame-won-slips = Выиграно за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }. Выигрыш был упущен { $slips ->
        [one] { $slips } раз
        [few] { $slips } раза
       *[many] { $slips } раз
    }.
endgame-prompt = эндшпиль { $level }
endgame-next = Напиши 'next' для другой позиции этого уровня или 'quit'.
endgame-help-next = другая позиция этого уровня
endgame-help-quit = выйти из тренировки эндшпиля
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Тренажёр эндшпиля
endgame-level = Уровень { $level } из { $levels }
endgame-next-position = Следующая позиция
endgame-easier = Проще
endgame-harder = Сложнее
endgame-unavailable = Таблицы эндшпиля не дают здесь позиции для игры.
