analysis-wins = تفوز
analysis-wins-in = تفوز في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }
analysis-loses = تخسر
analysis-loses-in = تخسر في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }
analysis-not-known = غير معروف
analysis-draws = بهذه القواعد قد تنتهي المباراة بالتعادل، لذلك لا يُثبَت هنا شيء.

analysis-why-draws = القواعد تسمح بالتعادل
analysis-why-budget = بلغ البحث عن البرهان حدَّه وعلى الرقعة { $pieces ->
        [zero] { $pieces } حجر
        [one] حجر واحد
        [two] حجران
        [few] { $pieces } أحجار
        [many] { $pieces } حجرًا
       *[other] { $pieces } حجر
    }
analysis-estimate = تقدير الحاسوب: فرصة الفوز { $percent }٪
analysis-unknown-why = { $value } ({ $reason }؛ { $estimate })
analysis-unknown-reason = { $value } ({ $reason })
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    }
analysis-select = كل النقلات مُدرَجة بما تؤدي إليه كلٌّ منها باللعب المثالي. اختر حجرًا لترى نقلاته وحدها.
analysis-selected = كل نقلة من نقلات هذا الحجر معلَّمة بما تؤدي إليه باللعب المثالي. المس نقطة معلَّمة لتلعب النقلة، أو حجرًا آخر لترى نقلاته.
analysis-working = جارٍ حساب ما تؤدي إليه كل نقلة…
analysis-further = ما زال الحساب جاريًا للنقلات التي لم تُعرف بعد. اختر حجرًا لترى نقلاته وحدها.
analysis-game-over = { $winner ->
        [white] لا نقلة للأسود: فاز الأبيض.
       *[black] لا نقلة للأبيض: فاز الأسود.
    }
analysis-edit-help = المس نقطة لتضع عليها حجرًا أبيض، ثم مرة أخرى لحجر أسود، ثم مرة ثالثة لتفريغها.
analysis-bad-position = هذا ليس وضعًا صحيحًا: { $reason }

position-bad-board = «{ $text }» ليست رقعة (اكتب خمسة صفوف في كل منها خمس نقاط من الصف 5 نزولًا، تفصل بينها /، كما في { -ltr(text: "bbbbb/bbbbb/bb-ww/wwwww/wwwww") })
position-bad-cell = «{ $text }» ليست نقطة صالحة (كل نقطة { -ltr(text: "w") } أو { -ltr(text: "b") } أو { -ltr(text: "-") })
position-bad-turn = «{ $text }» ليست جهة عليها الدور ({ -ltr(text: "w") } أو { -ltr(text: "b") })
position-bad-ban = «{ $text }» ليست منعًا للعودة (اكتب النقطة ثم < لمنع الخطوة غربًا أو > لمنعها شرقًا، كما في { -ltr(text: "c3<") })
position-bad-count = «{ $text }» ليست عددًا من أنصاف النقلات
position-trailing = «{ $text }» زائدة بعد الوضع
position-too-long = { $bytes ->
        [zero] طوله { $bytes } بايت
        [one] طوله بايت واحد
        [two] طوله بايتان
        [few] طوله { $bytes } بايتات
        [many] طوله { $bytes } بايتًا
       *[other] طوله { $bytes } بايت
    }، وأقصى طول للوضع { $max }
setup-overlap = على النقطة { $point } حجر أبيض وحجر أسود معًا
setup-ban-without-piece = ذُكر منع للعودة على { $point }، ولا حجر هناك
setup-ban-both-ways = الحجر الذي على { $point } ممنوع من الخطو شرقًا وغربًا معًا
setup-bans-not-in-rules = ذُكر منع للعودة، لكن هذه القواعد تسمح بالعودة

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
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
endgame-welcome = الدفاع مثالي: يأتي من جداول لكل المواقف ذات الأحجار القليلة. تُقيَّم كل نقلة من نقلاتك فورًا.
endgame-still-winning = ما زال الفوز لك: تبقّى { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    } حتى الفوز.
endgame-slower = ما زال الفوز لك، لكن أبطأ: تبقّى { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    } حتى الفوز، بينما كانت أسرع نقلة تُبقي { $fastest }.
endgame-slipped = النقلة { $move } تُضيّع الفوز: بعدها يفوز الدفاع. أُلغيت النقلة.
endgame-fastest = أسرع فوز يبدأ بالنقلة { $move } ويستغرق { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }. حاول مرة أخرى.
endgame-reply = { $side ->
        [white] يرد الأبيض
       *[black] يرد الأسود
    } { $move }.
endgame-won = فزت في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    } دون أن تضيّع الفوز!
endgame-won-slips = فزت في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }. ضاع منك الفوز { $slips ->
        [zero] { $slips } مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $slips } مرات
        [many] { $slips } مرة
       *[other] { $slips } مرة
    }.
endgame-prompt = نهاية اللعب { $level }
endgame-next = اكتب 'next' لموقف آخر من هذا المستوى، أو 'quit'.
endgame-help-next = موقف آخر من هذا المستوى
endgame-help-quit = اخرج من تدريب نهايات اللعب
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = مدرّب نهايات اللعب
endgame-level = المستوى { $level } من { $levels }
endgame-next-position = الموقف التالي
endgame-easier = أسهل
endgame-harder = أصعب
endgame-unavailable = لا تعطي جداول نهايات اللعب هنا موقفًا للعب.
