# ما تعلنه قارئات الشاشة، وأزرار نهاية المباراة، وتسميات رسم المراجعة، وأسطر الدرس.

# Notation inside a sentence (a point, a move, a range of coordinates), kept left to right by an
# isolate (U+2066 LEFT-TO-RIGHT ISOLATE … U+2069), as the game isolates the notation it is given:
# { -ltr(text: "c2-c3") }.
-ltr = {"\u2066"}{ $text }{"\u2069"}

point-series = { $tail ->
        [more] { $first }، { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [zero] { $first }
        [one] { $first }
        [two] { $all_but_last } و{ $last }
        [few] { $all_but_last } و{ $last }
        [many] { $all_but_last } و{ $last }
       *[other] { $all_but_last } و{ $last }
    }
announce-played = { $side ->
        [white] لعب الأبيض { $move }.
       *[black] لعب الأسود { $move }.
    }
announce-played-taking = { $side ->
        [white] لعب الأبيض { $move }، وأسر { $taken }.
       *[black] لعب الأسود { $move }، وأسر { $taken }.
    }
announce-reply = { $side ->
        [white] يرد الأبيض { $move }.
       *[black] يرد الأسود { $move }.
    } { $moves ->
        [zero] الفوز الآن.
        [one] الفوز في نقلة أخرى.
        [two] الفوز في نقلتين أخريين.
        [few] الفوز في { $moves } نقلات أخرى.
        [many] الفوز في { $moves } نقلة أخرى.
       *[other] الفوز في { $moves } نقلة أخرى.
    }
announce-reply-taking = { $side ->
        [white] يرد الأبيض { $move }، ويأسر { $taken }.
       *[black] يرد الأسود { $move }، ويأسر { $taken }.
    } { $moves ->
        [zero] الفوز الآن.
        [one] الفوز في نقلة أخرى.
        [two] الفوز في نقلتين أخريين.
        [few] الفوز في { $moves } نقلات أخرى.
        [many] الفوز في { $moves } نقلة أخرى.
       *[other] الفوز في { $moves } نقلة أخرى.
    }
puzzle-checking = جارٍ التحقق من { $move }…
game-over-play-again = العب مجددًا
game-over-swap-sides = بدّل الجهتين
game-over-review = راجِع
graph-white-winning = الأبيض متقدم
graph-even = 50٪: متكافئ
graph-black-winning = الأسود متقدم
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = الرسم البياني والقيم تحت الرقعة هي فرصة فوز الأبيض.
lesson-progress = الخطوة { $step } من { $steps }
lesson-intro = { $steps ->
        [zero] { $steps } خطوة على الرقعة، ثم مباراتك ضد الحاسوب.
        [one] خطوة قصيرة واحدة على الرقعة، ثم مباراتك ضد الحاسوب.
        [two] خطوتان قصيرتان على الرقعة، ثم مباراتك ضد الحاسوب.
        [few] { $steps } خطوات قصيرة على الرقعة، ثم مباراتك ضد الحاسوب.
        [many] { $steps } خطوة قصيرة على الرقعة، ثم مباراتك ضد الحاسوب.
       *[other] { $steps } خطوة قصيرة على الرقعة، ثم مباراتك ضد الحاسوب.
    }
lesson-done = أحسنت! { $taught } انقر «التالي».
lesson-done-last = أحسنت! { $taught }
lesson-keep-jumping = واصل القفز: انقر نقطة الوصول التالية.
graph-description = النتيجة المتوقعة على مدى المباراة: { $top } في الأعلى، و{ $bottom } في الأسفل. انقر لاختيار نقلة
notice-hint = تلميح: { $move }
