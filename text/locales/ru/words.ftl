# Что объявляет экранный диктор, кнопки конца партии, подписи графика разбора и строки урока
# (bindings/src/words.rs).

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
        [few] { $all_but_last } и { $last }
       *[many] { $all_but_last } и { $last }
    }
announce-played = { $side ->
        [white] Белые сыграли { $move }.
       *[black] Чёрные сыграли { $move }.
    }
announce-played-taking = { $side ->
        [white] Белые сыграли { $move }, побив { $taken }.
       *[black] Чёрные сыграли { $move }, побив { $taken }.
    }
announce-reply = { $side ->
        [white] Белые отвечают { $move }.
       *[black] Чёрные отвечают { $move }.
    } Осталось выиграть за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
announce-reply-taking = { $side ->
        [white] Белые отвечают { $move }, побив { $taken }.
       *[black] Чёрные отвечают { $move }, побив { $taken }.
    } Осталось выиграть за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    }.
puzzle-checking = Проверяю { $move }…
game-over-play-again = Ещё партию
game-over-swap-sides = Сменить цвет
game-over-review = Разбор
graph-white-winning = Перевес белых
graph-even = 50%: поровну
graph-black-winning = Перевес чёрных
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = График и значения под доской — шансы белых на победу.
lesson-progress = Шаг { $step } из { $steps }
lesson-intro = { $steps ->
        [one] { $steps } короткий шаг на доске, а потом твоя партия с компьютером.
        [few] { $steps } коротких шага на доске, а потом твоя партия с компьютером.
       *[many] { $steps } коротких шагов на доске, а потом твоя партия с компьютером.
    }
lesson-done = Молодец! { $taught } Нажми «Дальше».
lesson-done-last = Молодец! { $taught }
lesson-keep-jumping = Прыгай дальше: коснись следующей точки приземления.
graph-description = Ожидаемый результат по ходу партии: { $top } вверху, { $bottom } внизу. Коснись, чтобы выбрать ход
notice-hint = Подсказка: { $move }
