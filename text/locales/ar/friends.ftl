# مباريات مع أصدقاء عن بُعد، تُلعب بالروابط.

friend-list-heading = مباريات مع الأصدقاء
friend-list-empty = لا توجد مباريات مع أصدقاء بعد. ابدأ واحدة من هنا، أو افتح رابطًا أرسله إليك صديق.
friend-new-game = مباراة جديدة مع صديق
friend-play-as = { $side ->
        [white] العب بالأبيض (تبدأ أنت)
       *[black] العب بالأسود (يبدأ صديقك)
    }
friend-remove = إزالة
friend-row-side = { $side ->
        [white] تلعب بالأبيض
       *[black] تلعب بالأسود
    }
friend-row-moves = { $count ->
        [zero] لم تُلعب أي نقلة
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $count } نقلات
        [many] { $count } نقلة
       *[other] { $count } نقلة
    }
friend-your-move = دورك
friend-send-your-move = لعبت نقلتك: أرسلها
friend-send-invite = أرسل المباراة إلى صديقك: يلعب بالأبيض ويبدأ
friend-waiting = في انتظار صديقك
friend-game-title = مباراة مع صديق
friend-send = أرسل نقلتي
status-friend-to-move = { $side ->
        [white] الدور للأبيض: في انتظار صديقك
       *[black] الدور للأسود: في انتظار صديقك
    }
friend-not-your-turn = الدور لصديقك: أرسل نقلتك وانتظر نقلته.
friend-undo-sent = أُرسلت نقلتك إلى صديقك: لم يعد ممكنًا التراجع عنها.
friend-no-record = تُفتح المباراة المحفوظة على أنها مباراتك ضد الحاسوب، لا داخل مباراة مع صديق.
friend-not-a-friend-game = هذه ليست مباراة مع صديق: لا شيء لإرساله.
friend-share-move = نقلتي في مباراتنا في القرقات: افتح الرابط لتلعب نقلتك.
friend-share-invite = { $side ->
        [white] هيا نلعب القرقات! تلعب بالأبيض وتبدأ أنت: افتح الرابط.
       *[black] هيا نلعب القرقات! تلعب بالأسود: افتح الرابط.
    }
friend-share-over = انتهت مباراتنا في القرقات: افتح الرابط لترى النهاية.
friend-link-refused = تعذّر فتح الرابط: { $reason }.
friend-link-added = { $side ->
        [white] مباراة جديدة مع صديق: تلعب بالأبيض، والدور لك.
       *[black] مباراة جديدة مع صديق: تلعب بالأسود، والدور لك.
    }
friend-link-updated = وصلت نقلة صديقك: الدور لك.
friend-link-updated-over = وصلت نقلة صديقك، وانتهت المباراة. { $result }
friend-link-same = لديك هذه المباراة من قبل، كما يحملها الرابط تمامًا.
friend-link-older = هذا الرابط أقدم من مباراتك مع هذا الصديق، لذا تبقى مباراتك كما هي.
friend-link-diverges = هذا الرابط لا يتابع مباراتك مع هذا الصديق (سارت نقلاته في طريق آخر)، لذا تبقى مباراتك كما هي.
friend-list-full = لديك { $max ->
        [zero] { $max } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $max } مباريات
        [many] { $max } مباراة
       *[other] { $max } مباراة
    } مع أصدقاء، وهو أقصى ما يُحفظ: أزل واحدة لتبدأ أخرى أو تفتحها.
friend-list-set-aside = تعذّرت قراءة قائمة مبارياتك مع الأصدقاء كاملة ({ $reason }). حُفظت جانبًا، والمباريات التي أمكنت قراءتها هنا.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = تعذّرت قراءة قائمة مبارياتك مع الأصدقاء كاملة. حُفظت جانبًا، والمباريات التي أمكنت قراءتها هنا.
friend-list-not-saved = تعذّر حفظ مبارياتك مع الأصدقاء ({ $reason }).
friend-game-gone = لم تعد تلك المباراة مع صديق في قائمتك.
friend-game-moved-on = وصل رابط أحدث لهذه المباراة منذ فتحتها: افتحها من جديد من قائمة المباريات مع الأصدقاء.
friend-game-played-elsewhere = لُعبت هذه المباراة في نافذة أخرى منذ فتحتها هنا، وحُفظت تلك النقلة: افتحها من جديد من قائمة المباريات مع الأصدقاء.
friend-game-too-long = بلغت هذه المباراة الحد الأقصى الذي يحمله رابط إلى صديقك ({ $max ->
        [zero] { $max } نقلة
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $max } نقلات
        [many] { $max } نقلة
       *[other] { $max } نقلة
    }): لا يمكن لعب نقلات أخرى فيها.
friend-link-not-theirs = يضيف هذا الرابط نقلات لم يكن دور صديقك ليلعبها (نقلات جانبك أنت)، لذا تبقى مباراتك كما هي.
friend-not-sent = تعذّر إرسال نقلتك: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = مباراة { $day } { $month ->
        [jan] يناير
        [feb] فبراير
        [mar] مارس
        [apr] أبريل
        [may] مايو
        [jun] يونيو
        [jul] يوليو
        [aug] أغسطس
        [sep] سبتمبر
        [oct] أكتوبر
        [nov] نوفمبر
       *[dec] ديسمبر
    }
friend-rename = إعادة التسمية
friend-name-label = اسم المباراة
friend-removed = أُزيلت «{ $name }»
friend-undo-remove = تراجع
