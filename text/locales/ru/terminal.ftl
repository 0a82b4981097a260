# Что говорит `alquerque play` в терминале (cli/src/cmd/play.rs). Набираемые команды остаются
# английскими словами (moves, hint, undo...); протокол Qirkat не переводится.

play-help = Пиши ход точками через дефис: c2-c3, а для взятия — каждой точкой приземления: b2-b4-d2-d4. Бить обязательно, и взятие продолжается, пока это возможно.
play-help-moves = список допустимых ходов
play-help-board = нарисовать доску заново
play-help-hint = спросить ход у компьютера
play-help-undo = отменить или повторить ход (undo возвращает к твоему последнему ходу)
play-help-new = начать новую партию
play-help-save = сохранить партию; продолжить её можно с --load FILE
play-help-record = вывести запись партии
play-help-link = вывести ссылку на эту партию, чтобы друг сделал следующий ход
play-help-open = открыть партию из ссылки друга (back возвращает к прежней партии)
play-help-review = программа оценивает каждый сделанный ход (лучший ... зевок)
play-help-rules = краткие правила
play-help-analyse = что даёт каждый допустимый ход при идеальной игре: выигрывает, проигрывает или неизвестно
play-help-quit = выйти

play-side = { $side ->
        [white] Белые (W)
       *[black] Чёрные (B)
    }
play-side-ai = { $side ->
        [white] Белые (W)
       *[black] Чёрные (B)
    }, компьютер { $ai }
play-welcome = Alquerque. { $white } — { $black }.
play-type-a-move = Напиши ход, например c2-c3, или 'help'.
play-percent-means = (Процент — это собственная оценка компьютером его шансов на победу из этой позиции после поиска: 50% — равенство.)
play-first-run-lesson = Впервые играешь в Alquerque? 'alquerque learn' объясняет правила по шагам; 'help' показывает здешние команды.
play-prompt = { $player }: ход
play-prompt-capture = { $player }: ход (нужно бить)
play-game-over-prompt = Партия окончена: review, new, undo, save FILE или quit
play-thinking = думаю: итераций { $iterations }, лучший { $best } ({ $percent }%)
play-ai-plays = { $player }: { $move }
play-ai-plays-expects = { $player }: { $move }  (ожидает { $percent }%)
play-ai-no-move = { $side ->
        [white] Компьютер не нашёл хода за белых; теперь белые ходят с клавиатуры.
       *[black] Компьютер не нашёл хода за чёрных; теперь чёрные ходят с клавиатуры.
    }
play-hint-proven = Подсказка: { $move } (доказанный выигрыш). { $known }.
play-hint = Подсказка: { $move } (ожидается { $percent }%)
play-no-hint = Подсказывать нечего: партия окончена.
play-nothing-to-review = Разбирать нечего: ещё не сделано ни одного хода.
play-nothing-to-undo = Отменять нечего.
play-nothing-to-redo = Повторять нечего.
play-no-legal-moves = Допустимых ходов нет.
play-saved = Сохранено в { $file }.
play-not-saved = Не удалось сохранить в { $file }: { $reason }
play-link-opened = Открыта партия из ссылки, очередь хода: { $player }. Напиши 'back', чтобы вернуться к прежней партии.
play-link-opened-over = Открыта партия из ссылки, она уже окончена. Напиши 'back', чтобы вернуться к прежней партии.
play-link-refused = Ссылку не удалось открыть: { $reason }.
play-back = Снова прежняя партия; ещё одно 'back' переходит по кругу к другим партиям.
play-back-none = Ни одной ссылки не открыто: возвращаться не к чему.
play-back-let-go = 'back' помнит ограниченное число партий ({ $kept }): та, что отложена дольше всех, забывается. Её ссылка, чтобы открыть её снова:
play-statistics-retry = Попробую ещё раз, когда ты выйдешь из этой партии.
play-refused = { $reason }. Напиши 'help' для справки.
play-unknown-command = '{ $word }' — это не команда и не ход. Напиши 'help', чтобы увидеть команды.
play-unknown-command-nearest = '{ $word }' — это не команда и не ход. Может быть, { $nearest }? Напиши 'help', чтобы увидеть команды.
play-move-with-spaces = Точки хода соединяются дефисами, без пробелов: { $move }.

# Что говорит `alquerque learn` (cli/src/cmd/learn.rs); команды остаются английскими словами.
learn-welcome = Научись играть в Alquerque за { $steps ->
        [one] { $steps } короткий шаг
        [few] { $steps } коротких шага
       *[many] { $steps } коротких шагов
    }. Напиши ход или 'help'.
learn-step = Шаг { $step } из { $steps }: { $title }
learn-prompt = шаг { $step }
learn-help = Каждый шаг просит сделать ход; ты играешь белыми, снизу доски.
learn-help-move = попробовать ход (во взятии указывается каждая точка приземления: b2-b4-d2-d4)
learn-help-next = следующий шаг, когда этот пройден
learn-help-back = предыдущий шаг
learn-help-again = этот шаг с начала
learn-help-board = нарисовать доску заново
learn-help-help = этот текст
learn-help-quit = выйти из урока
learn-type-chain = Введите всю серию как один ход: каждую точку, куда встаёт шашка, через дефис (b2-b4-…).
learn-step-done = Этот шаг пройден: напиши 'next' (или нажми Enter), чтобы продолжить.
learn-refused = { $reason } Напиши 'help' для справки.
learn-done = Молодец! { $taught }
learn-finished = Урок окончен. Сыграй партию: 'alquerque play'.
learn-next = Напиши 'next' (или нажми Enter), чтобы перейти к следующему шагу.
learn-first-step = Это первый шаг.
learn-do-this-first = Сначала пройди этот шаг: напиши ход или 'help'.

play-ai-typed = { $spec }

# Почему файл не читается или не записывается (cli/src/files.rs).
file-kind-record = запись партии
file-kind-certificate = сертификат
file-kind-progress = файл успехов в задачах
file-kind-statistics = файл статистики
file-not-found = такого файла нет
file-permission-denied = доступ запрещён
file-system = { $reason }
file-is-folder = это папка
file-is-device = это устройство, а не { $what }
file-too-long = он длиннее { $kib } КиБ — предела для такого файла ({ $what })
file-not-utf8 = это не текст в UTF-8
file-dangling-link = это ссылка в никуда
file-not-regular = это не обычный файл, и он не заменяется
file-is-input = этот файл читает сама команда, и он не перезаписывается
file-no-folder = папки { $folder } не существует
file-folder-refuses = папка { $folder } не принимает файлы ({ $reason })
file-locked = его использует другой сеанс alquerque (его блокировка: { $lock }); попробуй снова, когда тот сеанс завершится
cannot-load = не удаётся загрузить { $file }: { $reason }
cannot-write = не удаётся записать { $file }: { $reason }

# Разбор в терминале (cli/src/cmd/review.rs).
review-reviewing = { $moves ->
        [one] Разбираю { $moves } ход; Ctrl-C останавливает разбор и сохраняет разобранные ходы.
        [few] Разбираю { $moves } хода; Ctrl-C останавливает разбор и сохраняет разобранные ходы.
       *[many] Разбираю { $moves } ходов; Ctrl-C останавливает разбор и сохраняет разобранные ходы.
    }
review-stopped-at = Разбор остановлен: разобрано ходов: { $done } из { $total }.
review-better = лучше: { $better }

# Работа над ошибками в терминале (cli/src/cmd/drill.rs). Команды остаются английскими.
play-help-learn = после разбора: найти ходы получше вместо своих ошибок и зевков
play-review-first = Сначала разбери партию: напиши 'review', потом 'learn'.
drill-welcome = Напиши ход получше для каждой ошибки. После двух неудачных попыток будет показан лучший ход. Напиши 'help', чтобы увидеть команды.
drill-help-move = попробовать ход (во взятии указывается каждая точка приземления: b2-b4-d2-d4)
drill-help-next = следующая ошибка
drill-help-back = предыдущая ошибка
drill-help-solution = показать лучший ход и продолжение
drill-help-skip = перейти к следующей ошибке, не решая эту
drill-help-quit = закончить и узнать, сколько лучших ходов найдено
drill-go-on = Напиши 'next' (или нажми Enter), чтобы перейти к следующей ошибке.
drill-all-done = Это была последняя: нажми Enter, чтобы увидеть итог.
drill-first = Это первая ошибка.
drill-last = Это последняя ошибка: напиши 'quit', чтобы закончить.
