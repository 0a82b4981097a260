# Разбор партии: оценки, пометки и что доказано (core/src/review/), и строки экрана разбора
# (bindings/src/session/review.rs).

eval-expected = { $percent }%
eval-won = выигрыш
eval-lost = проигрыш
eval-wins-in = выигрыш за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
eval-loses-in = проигрыш за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }
mark-best = лучший
mark-good = хороший
mark-inaccuracy = неточность
mark-mistake = ошибка
mark-blunder = зевок
mark-only-move = единственный ход
solved-gives-win-away = упускает выигрыш
solved-wins = выигрывает при идеальной игре
solved-loses = проигрывает при идеальной игре
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = Разбор остановлен: ходы после этих не разобраны.
review-nothing = Пока нет ходов для разбора.
review-side-summary = { $side ->
        [white] Белые
       *[black] Чёрные
    }: неточности { $inaccuracies }, ошибки { $mistakes }, зевки { $blunders }; { $accuracy }
review-accuracy = точность { $percent }
review-accuracy-none = нет ходов для оценки
review-progress = Разбор: { $done } из { $total } позиций
review-starting = Разбор…
review-number-white = { $number }.
review-number-black = { $number }…

review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Сыграно { $move } (сплошная)
review-legend-better = Сыграно { $move } (сплошная), лучше { $better } (стрелка)
review-values = { $before } до, { $after } после, для сделавшего ход
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Для белых: { $before } до, { $after } после
review-board-best = Доска перед ходом { $move }, лучшим ходом
review-board-better = Доска перед ходом { $move }; лучше было { $better }

# Работа над ошибками (core/src/review/drill.rs, bindings/src/drill.rs).
drill-title = Работа над ошибками
drill-open = Работа над ошибками
drill-find = Найди ход получше.
drill-heading = { $number } Твой ход { $move }: { $mark }
drill-progress = Ошибка { $index } из { $total }
drill-good = Верно: { $move } — хороший ход ({ $value }).
drill-played = { $move } — это ход, сделанный в партии: найди лучше.
drill-not-better = { $move } не лучше, это тоже { $mark } ({ $value }): попробуй ещё раз.
drill-revealed = Лучший ход был { $move }. Продолжение: { $line }
drill-why-loses-in = После { $move } у { $winner ->
        [white] белых
       *[black] чёрных
    } форсированный выигрыш за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
drill-why-gives-away = { $move } упускает выигрыш: { $winner ->
        [white] белые
       *[black] чёрные
    } выигрывают при идеальной игре.
drill-why-loses = После { $move } { $winner ->
        [white] белые
       *[black] чёрные
    } выигрывают при идеальной игре.
drill-why-missed-win = { $move } упускает форсированный выигрыш за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
drill-why-drop = { $move } снижает шансы { $side ->
        [white] белых
       *[black] чёрных
    } на победу с { $before } до { $after }.
drill-skipped = Пропущено, без решения.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Показать решение
drill-skip = Пропустить
drill-revealing = Ищем лучший ход и продолжение…
drill-summary = Найдено лучших ходов: { $found } из { $total }
drill-none = В этой партии нет ни ошибок, ни зевков: здесь нечего отрабатывать.
drill-no-item = Ошибки номер { $number } нет: всего их { $total }.
drill-closed = С этой всё: переходи к следующей.
drill-tried = Ход { $move } уже был: попробуй другой.
drill-illegal = Здесь этот ход сделать нельзя: { $reason }.
drill-stale = Эта попытка была для другой позиции: попробуй ещё раз.
drill-judging = Оцениваю { $move }…
drill-next = Дальше
drill-previous = Назад
drill-back = К разбору
