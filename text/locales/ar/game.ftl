# المباراة: النتائج وسطر الحالة وما يثبته اللعب المثالي والتنبيهات والأخطاء.

status-ongoing = المباراة جارية.
status-won-no-pieces = { $winner ->
        [white] فاز الأبيض: لم يبق للأسود أي حجر.
       *[black] فاز الأسود: لم يبق للأبيض أي حجر.
    }
status-won-blocked = { $winner ->
        [white] فاز الأبيض: لا نقلة مسموحة للأسود.
       *[black] فاز الأسود: لا نقلة مسموحة للأبيض.
    }
status-drawn-repetition = تعادل: تكرر الوضع نفسه ثلاث مرات.
status-drawn-no-capture = تعادل: { $plies ->
        [zero] { $plies } نصف نقلة
        [one] نصف نقلة واحد
        [two] نصفا نقلة
        [few] { $plies } أنصاف نقلات
        [many] { $plies } نصف نقلة
       *[other] { $plies } نصف نقلة
    } متتالية بلا أسر.
play-game-over = انتهت المباراة، ابدأ مباراة جديدة
play-too-long = بلغت المباراة { $plies ->
        [zero] { $plies } نصف نقلة
        [one] نصف نقلة واحد
        [two] نصفا نقلة
        [few] { $plies } أنصاف نقلات
        [many] { $plies } نصف نقلة
       *[other] { $plies } نصف نقلة
    }، وهو أقصى ما تتسع له مباراة محفوظة، فلا يمكن أن تستمر

known-wins = { $winner ->
        [white] يفوز الأبيض باللعب المثالي
       *[black] يفوز الأسود باللعب المثالي
    }
known-gave-away = { $winner ->
        [white] ضيّع الأسود الفوز: يفوز الأبيض باللعب المثالي
       *[black] ضيّع الأبيض الفوز: يفوز الأسود باللعب المثالي
    }

sentence = { $phrase }.

error-not-your-turn = ليس دورك: الدور للذكاء الاصطناعي.
error-game-over = انتهت المباراة. ابدأ مباراة جديدة.
error-no-such-point = لا توجد نقطة { $index } على الرقعة.

notice-save-set-aside = تعذرت قراءة المباراة المحفوظة ({ $reason }). وقد وُضعت جانبًا وبدأت مباراة جديدة.
notice-save-blocked = تعذرت قراءة المباراة المحفوظة ({ $reason }) ولا وضعها جانبًا. بدأت مباراة جديدة؛ ولن تُحفظ فوق القديمة.
notice-save-failed = تعذر حفظ المباراة ({ $reason }).
notice-record-opened = سجل المباراة مفتوح. التراجع يعيد المباراة التي كنت تلعبها.

status-to-move = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    }
status-must-capture = { $side ->
        [white] الدور للأبيض: الأسر واجب
       *[black] الدور للأسود: الأسر واجب
    }
status-keep-jumping = { $side ->
        [white] الدور للأبيض: واصل القفز
       *[black] الدور للأسود: واصل القفز
    }
status-ai-to-move = { $side ->
        [white] الدور للأبيض (ذكاء اصطناعي)
       *[black] الدور للأسود (ذكاء اصطناعي)
    }
status-ai-thinking = { $side ->
        [white] الأبيض (ذكاء اصطناعي) يفكر…
       *[black] الأسود (ذكاء اصطناعي) يفكر…
    }
status-hint-searching = جارٍ البحث عن نقلة جيدة…

record-bad-tag = السطر { $line } ليس وسمًا مثل [Variant "standard"]
record-bad-value = للوسم { $tag } قيمة لا تصلح "{ $value }"
record-bad-position = وضع البداية غير صالح ({ $reason })
record-bad-move = لا يمكن لعب نصف النقلة { $ply } "{ $move }" ({ $reason })
record-too-long = حجم السجل { $kib } ك.ب؛ وأقصى حجم لسجل مباراة { $max } ك.ب
record-too-many-plies = في السجل { $plies ->
        [zero] { $plies } نصف نقلة
        [one] نصف نقلة واحد
        [two] نصفا نقلة
        [few] { $plies } أنصاف نقلات
        [many] { $plies } نصف نقلة
       *[other] { $plies } نصف نقلة
    } أو أكثر؛ وأقصى ما يحويه سجل مباراة { $max }
record-unclosed-comment = تعليق فُتح بـ {"{"} لم يُغلق بـ {"}"}
record-result-mismatch = يذكر السجل النتيجة { $written } لكن نقلاته تعطي { $actual }
link-none = لا يحوي النص رابط مباراة
link-too-long = الرابط أطول بكثير من رابط أي مباراة
link-game-too-long = المباراة أطول من أن تُكتب رابطًا (النقلات الملعوبة: { $plies }؛ الحد الأقصى لمباراة مع صديق: { $max })
link-several = يحتوي النص روابط لمباريات مختلفة (عدد المباريات: { $count })؛ شارك الرابط المقصود وحده
link-damaged = الرابط تالف: ضاع جزء منه أو تغيّر في الطريق؛ اطلب إرساله مرة أخرى
link-newer-version = أُنشئ الرابط بإصدار أحدث من التطبيق؛ حدّث التطبيق لتفتحه
link-unknown-version = الرابط بصيغة لا يكتبها أي إصدار من التطبيق: لقد تلف أو صُنع يدويًا؛ اطلبه مرة أخرى
link-unknown-rules = يذكر الرابط قواعد لا يعرفها هذا الإصدار من التطبيق
link-bad-start = وضع البداية في الرابط ليس وضعًا صالحًا ({ $reason })
link-bad-move = لا يمكن لعب نصف النقلة { $ply } من الرابط ({ $reason })
store-bad-key = «{ $key }» ليس اسم مستند (أحرف لاتينية صغيرة وأرقام وشرطات).
store-not-a-file = ليس ملفًا عاديًا
store-too-big = إنه أكبر من أي حفظ (عدد البايتات: { $bytes })
store-grew = تجاوز حجم أي حفظ أثناء قراءته
store-not-text = ليس نصًا بترميز UTF-8
store-blocked = تعذر وضع الملف غير المقروء { $file } جانبًا، ولن يُكتب فوقه
store-too-big-to-write = إنه أكبر مما يمكن أن يكون عليه أي حفظ (عدد البايتات: { $bytes })
store-not-replaced = { $file } ليس ملفًا عاديًا، ولن يُستبدل
store-no-aside-name = لا يوجد اسم متاح لوضع المستند جانبًا
store-permission-denied = لا يُسمح للتطبيق باستخدام الملف
store-full = مساحة تخزين الجهاز ممتلئة
store-read-only = التخزين للقراءة فقط
store-system = رفض النظام: { $reason }
game-unrated = { $help ->
        [hint] مباراة غير محتسبة في التصنيف: طلبتَ تلميحًا.
       *[proofs] مباراة غير محتسبة في التصنيف: عُرض اللعب المثالي.
    }
game-leave = { $counts ->
        [loss] ستنتهي المباراة الجارية وتُحتسب خسارة.
       *[nothing] ستنتهي المباراة الجارية.
    }
error-no-such-choice = لا يوجد اختيار { $index } في هذه القائمة.

bar-you = أنت
bar-your-friend = صديقك
bar-side = { $side ->
        [white] الأبيض
       *[black] الأسود
    }
bar-pieces = { $count ->
        [zero] { $count } حجر
        [one] حجر واحد
        [two] حجران
        [few] { $count } أحجار
        [many] { $count } حجرًا
       *[other] { $count } حجر
    }
turn-yours = دورك
turn-thinking = { $player } يفكّر…
turn-friend = دور صديقك
result-you-won = فزت
result-you-lost = خسرت
result-side-won = { $side ->
        [white] فاز الأبيض
       *[black] فاز الأسود
    }
result-player-won = فاز { $player }
result-draw = تعادل
result-change-level = غيّر المستوى
result-rating-change = التصنيف { $before } ← { $after }، { $change }
result-rating-first = تصنيفك الأول: { $after }
status-game-over = انتهت المباراة
action-new-game = مباراة جديدة
action-undo = { android-action-undo }
action-hint = تلميح
action-stop = { android-review-stop }
action-more = المزيد
action-redo = إعادة
action-review = راجع المباراة
action-analysis = رقعة التحليل
action-rules = القواعد
action-game-record = { ios-game-record }
