# Партия: результаты, строка состояния, что доказывает идеальная игра, уведомления и ошибки.

status-ongoing = Партия продолжается.
status-won-no-pieces = { $winner ->
        [white] Белые выиграли: у чёрных не осталось шашек.
       *[black] Чёрные выиграли: у белых не осталось шашек.
    }
status-won-blocked = { $winner ->
        [white] Белые выиграли: у чёрных нет допустимых ходов.
       *[black] Чёрные выиграли: у белых нет допустимых ходов.
    }
status-drawn-repetition = Ничья: одна и та же позиция повторилась три раза.
status-drawn-no-capture = Ничья: { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    } подряд без взятия.
play-game-over = партия окончена, начни новую
play-too-long = в партии уже { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }, больше в сохранённой партии не помещается, поэтому продолжить её нельзя

known-wins = { $winner ->
        [white] Белые выигрывают при идеальной игре
       *[black] Чёрные выигрывают при идеальной игре
    }
known-gave-away = { $winner ->
        [white] Чёрные упустили выигрыш: белые выигрывают при идеальной игре
       *[black] Белые упустили выигрыш: чёрные выигрывают при идеальной игре
    }

sentence = { $phrase }.

error-not-your-turn = Сейчас не твой ход: ходит компьютер.
error-game-over = Партия окончена. Начни новую.
error-no-such-point = На доске нет точки { $index }.

notice-save-set-aside = Сохранённую партию не удалось прочитать ({ $reason }). Она отложена в сторону, начата новая партия.
notice-save-blocked = Сохранённую партию не удалось ни прочитать ({ $reason }), ни отложить. Начата новая партия; она не будет записана поверх старой.
notice-save-failed = Партию не удалось сохранить ({ $reason }).
notice-record-opened = Запись партии открыта. «Отменить» вернёт прерванную партию.

status-to-move = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }
status-must-capture = { $side ->
        [white] Ход белых: бить обязательно
       *[black] Ход чёрных: бить обязательно
    }
status-keep-jumping = { $side ->
        [white] Ход белых: прыгай дальше
       *[black] Ход чёрных: прыгай дальше
    }
status-ai-to-move = { $side ->
        [white] Ход белых (компьютер)
       *[black] Ход чёрных (компьютер)
    }
status-ai-thinking = { $side ->
        [white] Белые (компьютер) думают…
       *[black] Чёрные (компьютер) думают…
    }
status-hint-searching = Ищу хороший ход…

record-bad-tag = строка { $line } не является тегом вида [Variant "standard"]
record-bad-value = у тега { $tag } непригодное значение "{ $value }"
record-bad-position = начальная позиция недопустима ({ $reason })
record-bad-move = полуход { $ply } "{ $move }" сыграть нельзя ({ $reason })
record-too-long = запись занимает { $kib } КиБ; запись партии может занимать не больше { $max } КиБ
record-too-many-plies = полуходов в записи: { $plies } или больше, а в записи партии их может быть не больше { $max }
record-unclosed-comment = комментарий, открытый знаком {"{"}, не закрыт знаком {"}"}
record-result-mismatch = в записи указан результат { $written }, а её ходы дают { $actual }
link-none = в тексте нет ссылки на партию
link-too-long = ссылка намного длиннее ссылки на любую партию
link-game-too-long = партия слишком длинная, чтобы записать её в ссылку (сыграно ходов: { $plies }; в партии с другом их не больше { $max })
link-several = в тексте ссылки на разные партии (партий: { $count }); отправь нужную отдельно
link-damaged = ссылка повреждена: часть её потерялась или изменилась по дороге; попроси прислать её снова
link-newer-version = ссылка создана более новой версией Alquerque; обнови приложение, чтобы её открыть
link-unknown-version = ссылка в формате, который не пишет ни одна версия Alquerque: она повреждена или составлена вручную; попроси прислать её снова
link-unknown-rules = в ссылке указаны правила, которых эта версия Alquerque не знает
link-bad-start = начальная позиция ссылки недопустима ({ $reason })
link-bad-move = полуход { $ply } из ссылки сыграть нельзя ({ $reason })
store-bad-key = '{ $key }' — не имя документа (строчные буквы, цифры и дефисы).
store-not-a-file = это не обычный файл
store-too-big = его размер (байт: { $bytes }) больше любого сохранения
store-grew = он вырос больше любого сохранения, пока его читали
store-not-text = это не текст в UTF-8
store-blocked = нечитаемый файл { $file } не удалось отложить, и он не перезаписывается
store-too-big-to-write = размер (байт: { $bytes }) больше, чем может занимать сохранение
store-not-replaced = { $file } — не обычный файл, и он не заменяется
store-no-aside-name = нет свободного имени, чтобы отложить документ
store-permission-denied = приложению не разрешено использовать этот файл
store-full = память устройства заполнена
store-read-only = память доступна только для чтения
store-system = система отказала: { $reason }
game-unrated = { $help ->
        [hint] Партия без рейтинга: была взята подсказка.
       *[proofs] Партия без рейтинга: показывалась идеальная игра.
    }
game-leave = { $counts ->
        [loss] Текущая партия закончится и будет засчитана как поражение.
       *[nothing] Текущая партия закончится.
    }
error-no-such-choice = В этом списке нет варианта { $index }.

bar-you = Ты
bar-your-friend = Твой друг
bar-side = { $side ->
        [white] Белые
       *[black] Чёрные
    }
bar-pieces = { $count ->
        [one] { $count } шашка
        [few] { $count } шашки
       *[many] { $count } шашек
    }
turn-yours = Твой ход
turn-thinking = «{ $player }» думает…
turn-friend = Ход твоего друга
result-you-won = Победа
result-you-lost = Поражение
result-side-won = { $side ->
        [white] Белые выиграли
       *[black] Чёрные выиграли
    }
result-player-won = «{ $player }» выиграл
result-draw = Ничья
result-change-level = Сменить уровень
result-rating-change = Рейтинг { $before } → { $after }, { $change }
result-rating-first = Твой первый рейтинг: { $after }
status-game-over = Партия окончена
action-new-game = Новая партия
action-undo = { android-action-undo }
action-hint = Подсказка
action-stop = { android-review-stop }
action-more = Ещё
action-redo = Вернуть ход
action-review = Разбор партии
action-analysis = Доска анализа
action-rules = Правила
action-game-record = { ios-game-record }
