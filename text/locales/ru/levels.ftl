# Уровни компьютера и варианты правил, для меню.

level-beginner = Новичок
level-beginner-description = Делает правдоподобные ходы и допускает настоящие ошибки.
level-beginner-outlook = Его можно обыграть в первых же партиях: он допускает настоящие ошибки.
level-easy = Лёгкий
level-easy-description = Берёт то, что отдают, но иногда ещё ошибается.
level-easy-outlook = Его можно обыграть, если знаешь правила и следишь за взятиями.
level-medium = Средний
level-medium-description = Крепкий соперник, который в тактике видит на три хода вперёд.
level-medium-outlook = Настоящая борьба для того, у кого за плечами уже несколько партий.
level-hard = Сложный
level-hard-description = Никогда не упускает форсированный выигрыш в пределах пяти ходов.
level-hard-outlook = Почти всегда обыгрывает новичка.
level-master = Мастер
level-master-description = Думает дольше всех: девять ходов тактики и поиск доказанных выигрышей.
level-master-outlook = Для сильных игроков: проигрывает редко.
level-perfect = Безупречный
level-perfect-description = Играет доказанный выигрыш, если в решённой игре он есть; иначе как Мастер.
level-perfect-outlook = За белых непобедим по стандартным правилам; за чёрных его побеждает только идеальная игра.

variant-standard = Стандартные (Qirkat)
variant-alfonso = Альфонсо X (все направления)

# The players the options offer for each side.
player-human = Человек
player-human-description = Человек касается доски.
player-ai = Компьютер: { $level }
