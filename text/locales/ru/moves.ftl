# Почему ход невозможен (core/src/board/movegen/diagnose.rs): фразы без заглавной буквы и
# точки, из которых приложения строят предложения. Без двоеточий.

illegal-too-short = в ходе должно быть не меньше двух точек, например c2-c3
illegal-no-moves-left = партия окончена, у { $side ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов
illegal-no-piece = на { $point } нет шашки
illegal-not-your-piece = шашка на { $point } принадлежит { $side ->
        [white] белым
       *[black] чёрным
    }
illegal-not-a-line = из { $from } в { $to } нельзя ни шагнуть, ни прыгнуть по линии
illegal-occupied = точка { $point } занята
illegal-backwards = шашки не могут ходить назад, к своему исходному ряду
illegal-far-row = шашка на { $point } дошла до дальнего ряда и может только бить
illegal-reversal-ban = шашка на { $point } только что шагнула { $banned ->
        [east] на запад и не может сразу вернуться на восток
       *[west] на восток и не может сразу вернуться на запад
    }
illegal-capture-compulsory = есть взятие, а бить обязательно
illegal-step-then-more = тихий ход — это шаг только на одну точку
illegal-nothing-to-jump = прыжок { $jump } не проходит через шашку соперника
illegal-must-keep-jumping = взятие не закончено, шашка должна прыгать дальше с { $point }
illegal-move = недопустимый ход { $path } ({ $reason })

# Почему набранный ход не удаётся прочитать (core/src/game/notation.rs).
move-text-empty = ход не указан (пиши ход так: c2-c3)
move-text-missing-point = у дефиса с обеих сторон должно быть по точке, например c2-c3
move-text-too-short = в ходе нужны начальная и конечная точки, например c2-c3
move-text-too-long = взятие на этой доске состоит не более чем из { $jumps } прыжков
unknown-name = { $kind ->
        [level] неизвестный уровень '{ $name }' (уровни: { $known })
        [variant] неизвестный вариант '{ $name }' (варианты: { $known })
       *[point] неизвестная точка '{ $name }' (точки от a1 до e5)
    }

# Касание, которое не подходит (bindings/src/entry.rs): фразы под доской.
tap-empty = Точка { $point } пуста: выбери одну из своих шашек.
tap-not-yours = Это { $piece ->
        [white] белая
       *[black] чёрная
    } шашка, а ты играешь { $side ->
        [white] белыми
       *[black] чёрными
    }.
tap-capture-compulsory = Бить обязательно: выбери шашку, которая может бить.
tap-no-legal-move = У этой шашки нет допустимых ходов.
tap-not-a-move = Это не ход.
tap-keep-jumping = Взятие продолжается с { $point }: прыгай на { $count ->
        [one] { $first }
        [few] { $all_but_last } или { $last }
       *[many] { $all_but_last } или { $last }
    }.

# Точка, которую зачитывает экранный диктор (bindings/src/entry.rs).
point-label = { $point }, { $piece ->
        [empty] пусто
        [white] белая шашка
       *[black] чёрная шашка
    }
point-label-more = { $label }, { $more }
point-selected = выбрана
point-can-move = может ходить
point-target = коснись, чтобы пойти сюда
point-last-move = часть последнего хода
point-hinted = подсказка: выигрыш начинается с этой шашки
