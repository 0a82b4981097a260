# Партии с друзьями на расстоянии, по ссылкам (bindings/src/friends.rs,
# bindings/src/session/friend.rs). $side: white или black.

friend-list-heading = Партии с друзьями
friend-list-empty = Партий с друзьями пока нет. Начни партию здесь или открой ссылку, которую прислал друг.
friend-new-game = Новая партия с другом
friend-play-as = { $side ->
        [white] Играть белыми (твой ход первый)
       *[black] Играть чёрными (первым ходит друг)
    }
friend-remove = Удалить
friend-row-side = { $side ->
        [white] Ты играешь белыми
       *[black] Ты играешь чёрными
    }
friend-row-moves = { $count ->
        [one] Сыгран { $count } ход
        [few] Сыграно { $count } хода
       *[many] Сыграно { $count } ходов
    }
friend-your-move = Твой ход
friend-send-your-move = Твой ход сделан: отправь его
friend-send-invite = Отправь партию другу: он играет белыми и ходит первым
friend-waiting = Ждём хода друга
friend-game-title = Партия с другом
friend-send = Отправить мой ход
status-friend-to-move = { $side ->
        [white] Ход белых: ждём хода друга
       *[black] Ход чёрных: ждём хода друга
    }
friend-not-your-turn = Сейчас ход друга: отправь свой ход и дождись ответного.
friend-undo-sent = Твой ход уже отправлен другу: отменить его нельзя.
friend-no-record = Запись партии открывается как твоя партия с компьютером, а не в партии с другом.
friend-not-a-friend-game = Это не партия с другом: отправлять нечего.
friend-share-move = Мой ход в нашей партии в Alquerque: открой ссылку, чтобы сделать свой.
friend-share-invite = { $side ->
        [white] Сыграем в Alquerque! Ты играешь белыми, твой ход первый: открой ссылку.
       *[black] Сыграем в Alquerque! Ты играешь чёрными: открой ссылку.
    }
friend-share-over = Наша партия в Alquerque окончена: открой ссылку, чтобы увидеть финал.
friend-link-refused = Ссылку не удалось открыть: { $reason }.
friend-link-added = { $side ->
        [white] Новая партия с другом: ты играешь белыми, и сейчас твой ход.
       *[black] Новая партия с другом: ты играешь чёрными, и сейчас твой ход.
    }
friend-link-updated = Пришёл ход друга: теперь твоя очередь.
friend-link-updated-over = Пришёл ход друга, и партия окончена. { $result }
friend-link-same = Эта партия у тебя уже есть, точно такая же, как в ссылке.
friend-link-older = Эта ссылка старше твоей партии с этим другом, поэтому твоя партия остаётся как есть.
friend-link-diverges = Эта ссылка не продолжает твою партию с этим другом (её ходы пошли по-другому), поэтому твоя партия остаётся как есть.
friend-list-full = Партий с друзьями у тебя: { $max }, больше не хранится: удали одну, чтобы начать или открыть другую.
friend-list-set-aside = Список партий с друзьями не удалось прочитать целиком ({ $reason }). Он отложен в сторону, а здесь — партии, которые удалось прочитать.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Список партий с друзьями не удалось прочитать целиком. Он отложен в сторону, а здесь — партии, которые удалось прочитать.
friend-list-not-saved = Не удалось сохранить партии с друзьями ({ $reason }).
friend-game-gone = Этой партии с другом больше нет в твоём списке.
friend-game-moved-on = С тех пор как эта партия открыта, для неё пришла более новая ссылка: открой её снова из списка партий с друзьями.
friend-game-played-elsewhere = С тех пор как эта партия открыта здесь, в ней сделан ход в другом окне, и этот ход сохранён: открой её снова из списка партий с друзьями.
friend-game-too-long = В этой партии ходов: { $max } — больше ссылка другу не вмещает: новые ходы в ней сделать нельзя.
friend-link-not-theirs = Эта ссылка добавляет ходы, которые друг не мог сделать (ходы твоего цвета), поэтому твоя партия остаётся как есть.
friend-not-sent = Не удалось отправить твой ход: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = Партия от { $day } { $month ->
        [jan] янв.
        [feb] февр.
        [mar] марта
        [apr] апр.
        [may] мая
        [jun] июня
        [jul] июля
        [aug] авг.
        [sep] сент.
        [oct] окт.
        [nov] нояб.
       *[dec] дек.
    }
friend-rename = Переименовать
friend-name-label = Название партии
friend-removed = Партия «{ $name }» удалена
friend-undo-remove = Отменить
