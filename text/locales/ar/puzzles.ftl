# الألغاز: لماذا تُرفض محاولة، وكلمات شاشة الألغاز.

puzzle-solved-already = اللغز محلول من قبل
puzzle-too-hard = لم يستطع البحث الحكم على هذه النقلة ضمن حدوده
puzzle-busy = يجري الحكم على نقلة: انتظر.
puzzle-not-legal = هذه النقلة غير مسموحة هنا.
puzzle-try-again = تعذر حساب ذلك الآن: حاول مرة أخرى.
puzzle-progress-not-saved = تعذر حفظ تقدمك ({ $reason }).
puzzle-progress-set-aside = تعذرت قراءة تقدمك في الألغاز ({ $reason }). وقد وُضع جانبًا.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = تعذرت قراءة تقدمك في الألغاز. وقد وُضع جانبًا.
puzzle-progress = { $total ->
        [zero] حُلّ { $solved } من { $total } لغز
        [one] حُلّ { $solved } من لغز واحد
        [two] حُلّ { $solved } من لغزين
        [few] حُلّ { $solved } من { $total } ألغاز
        [many] حُلّ { $solved } من { $total } لغزًا
       *[other] حُلّ { $solved } من { $total } لغز
    }
puzzle-title = اللغز { $number }: الفوز في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }
puzzle-to-move = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    } ليفوز في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }.
puzzle-keep-jumping = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    }: واصل القفز.
puzzle-hint = تلميح: يبدأ الفوز بالحجر الذي على { $point }.
puzzle-missed = { $move } لا تفوز في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }: حاول مرة أخرى.
puzzle-kept = { $move } تحافظ على الفوز؛ { $side ->
        [white] ويرد الأبيض
       *[black] ويرد الأسود
    } { $reply }. { $moves ->
        [zero] الفوز الآن.
        [one] الفوز في نقلة أخرى.
        [two] الفوز في نقلتين أخريين.
        [few] الفوز في { $moves } نقلات أخرى.
        [many] الفوز في { $moves } نقلة أخرى.
       *[other] الفوز في { $moves } نقلة أخرى.
    }
puzzle-solved = { $misses ->
        [zero] حُل!
        [one] حُل، بعد محاولة خاطئة واحدة.
        [two] حُل، بعد محاولتين خاطئتين.
        [few] حُل، بعد { $misses } محاولات خاطئة.
        [many] حُل، بعد { $misses } محاولة خاطئة.
       *[other] حُل، بعد { $misses } محاولة خاطئة.
    }
puzzle-list-section = الفوز في { $moves }
puzzle-list-row = اللغز { $number }
puzzle-list-solved = محلول
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = السلسلة: { $count }
puzzle-streak-best = السلسلة: { $count } · الأفضل: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = حسب الطول
puzzle-list-by-theme = حسب الموضوع
puzzle-list-unsolved-only = غير المحلولة فقط
puzzle-list-all-solved = كل الألغاز هنا محلولة.

theme-multi-capture = أسر متتابع
theme-quiet = نقلة أولى هادئة
theme-sacrifice = تضحية
theme-forced-capture = أسر إجباري
theme-endgame = نهاية اللعبة
