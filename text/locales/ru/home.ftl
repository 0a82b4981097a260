home-title = Alquerque
home-continue = Продолжить
home-continue-against = Против уровня «{ $level }» (рейтинг { $rating })
home-continue-two-players = Вдвоём на этом устройстве
home-continue-computers = { $white } против { $black }
home-turn-yours = Твой ход
home-turn-computer = Ходит «{ $level }»
home-turn-side = { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }
home-new-game = Новая партия
home-new-game-detail = С компьютером или вдвоём на этом устройстве
home-learn = Научиться играть
home-learn-start = { $steps ->
        [one] { $steps } короткий шаг на доске
        [few] { $steps } коротких шага на доске
       *[many] { $steps } коротких шагов на доске
    }
home-learn-progress = Шаг { $step } из { $steps }
home-learn-done = Пройдено: к правилам можно вернуться в любое время
home-puzzles = Задачи
home-puzzles-progress = Решено { $solved } из { $total }
home-endgame = { endgame-title }
home-endgame-detail = Доведи выигранный эндшпиль до победы против идеальной защиты
home-friends = Партии с друзьями
home-friends-none = Играй с другом на расстоянии, отправляя свои ходы
home-friends-waiting = { $count ->
        [one] { $count } партия ждёт твоего хода
        [few] { $count } партии ждут твоего хода
       *[many] { $count } партий ждут твоего хода
    }
home-statistics = Статистика
home-statistics-none = Рейтинга пока нет
home-statistics-rating = Рейтинг { $rating }
home-statistics-rating-rough = Рейтинг около { $rating }
home-analysis = Доска анализа
home-analysis-detail = Расставь позицию и узнай, чего стоит каждый ход
home-more = Ещё
home-options = Настройки
home-rules = Правила
home-about = О приложении

new-game-title = Новая партия
new-game-opponent = Соперник
new-game-person = Человек на этом устройстве
new-game-person-outlook = Два игрока ходят по очереди на этом устройстве
new-game-colour = Ты играешь
new-game-white = Белыми (ходят первыми)
new-game-black = Чёрными
new-game-random = Случайно
new-game-rules = Правила
new-game-reversal = Шашка может вернуться прямо назад после шага вбок
new-game-start = Начать партию
