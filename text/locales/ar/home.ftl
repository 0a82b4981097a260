home-title = Alquerque
home-continue = متابعة
home-continue-against = ضد { $level } (التصنيف { $rating })
home-continue-two-players = لاعبان على هذا الجهاز
home-continue-computers = { $white } ضد { $black }
home-turn-yours = دورك
home-turn-computer = الدور لـ{ $level }
home-turn-side = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    }
home-new-game = مباراة جديدة
home-new-game-detail = ضد الحاسوب، أو لاعبان على هذا الجهاز
home-learn = تعلّم اللعب
home-learn-start = { $steps ->
        [zero] { $steps } خطوة على الرقعة
        [one] خطوة قصيرة واحدة على الرقعة
        [two] خطوتان قصيرتان على الرقعة
        [few] { $steps } خطوات قصيرة على الرقعة
        [many] { $steps } خطوة قصيرة على الرقعة
       *[other] { $steps } خطوة قصيرة على الرقعة
    }
home-learn-progress = الخطوة { $step } من { $steps }
home-learn-done = اكتمل: راجع القواعد متى شئت
home-puzzles = الألغاز
home-puzzles-progress = حُلّ { $solved } من { $total }
home-endgame = { endgame-title }
home-endgame-detail = أكمل نهايات رابحة أمام دفاع مثالي
home-friends = مباريات مع الأصدقاء
home-friends-none = العب مع صديق بعيد بإرسال نقلاتك
home-friends-waiting = { $count ->
        [zero] لا مباراة تنتظر نقلتك
        [one] مباراة واحدة تنتظر نقلتك
        [two] مباراتان تنتظران نقلتك
        [few] { $count } مباريات تنتظر نقلتك
        [many] { $count } مباراة تنتظر نقلتك
       *[other] { $count } مباراة تنتظر نقلتك
    }
home-statistics = الإحصاءات
home-statistics-none = لا تصنيف بعد
home-statistics-rating = التصنيف { $rating }
home-statistics-rating-rough = التصنيف نحو { $rating }
home-analysis = رقعة التحليل
home-analysis-detail = ضع وضعية وانظر كم تساوي كل نقلة
home-more = المزيد
home-options = الخيارات
home-rules = القواعد
home-about = حول التطبيق

new-game-title = مباراة جديدة
new-game-opponent = الخصم
new-game-person = شخص على هذا الجهاز
new-game-person-outlook = لاعبان يتناوبان على هذا الجهاز
new-game-colour = تلعب بـ
new-game-white = الأبيض (يبدأ أولًا)
new-game-black = الأسود
new-game-random = عشوائيًا
new-game-rules = القواعد
new-game-reversal = يجوز للحجر أن يعود مباشرة بعد خطوة جانبية
new-game-start = ابدأ المباراة
