# مراجعة المباراة: القيم والتقديرات وما ثبت، وأسطر شاشة المراجعة.

eval-expected = { $percent }٪
eval-won = فوز
eval-lost = خسارة
eval-wins-in = يفوز في { $moves }
eval-loses-in = يخسر في { $moves }
mark-best = الأفضل
mark-good = جيدة
mark-inaccuracy = عدم دقة
mark-mistake = خطأ
mark-blunder = خطأ فادح
mark-only-move = النقلة الوحيدة
solved-gives-win-away = يضيّع الفوز
solved-wins = يفوز باللعب المثالي
solved-loses = يخسر باللعب المثالي
review-change = { $before } ← { $after }
review-proven-both = { $values }؛ { $solved }
review-stopped = توقفت المراجعة: لم تُراجع النقلات التي بعد هذه.
review-nothing = لا نقلات للمراجعة بعد.
review-side-summary = { $side ->
        [white] الأبيض
       *[black] الأسود
    }: عدم الدقة { $inaccuracies }، الأخطاء { $mistakes }، الأخطاء الفادحة { $blunders }؛ { $accuracy }
review-accuracy = الدقة { $percent }
review-accuracy-none = لا نقلة للتقييم
review-progress = { $total ->
        [zero] جارٍ المراجعة: { $done } من { $total } وضع
        [one] جارٍ المراجعة: { $done } من وضع واحد
        [two] جارٍ المراجعة: { $done } من وضعين
        [few] جارٍ المراجعة: { $done } من { $total } أوضاع
        [many] جارٍ المراجعة: { $done } من { $total } وضعًا
       *[other] جارٍ المراجعة: { $done } من { $total } وضع
    }
review-starting = جارٍ المراجعة…
review-number-white = { $number }.
review-number-black = { $number }…
review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = لُعبت { $move } (خط متصل)
review-legend-better = لُعبت { $move } (خط متصل)، والأفضل { $better } (سهم)
review-values = { $before } قبل، و{ $after } بعد، للجهة التي نقلت
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = للأبيض: { $before } قبل، و{ $after } بعد
review-board-best = الرقعة قبل { $move }، وهي أفضل نقلة
review-board-better = الرقعة قبل { $move }؛ وكانت الأفضل { $better }

# تعلّم من أخطائك: أخطاء الشخص وأخطاؤه الفادحة واحدًا واحدًا بعد المراجعة
# (core/src/review/drill.rs, bindings/src/drill.rs, `alquerque review --learn`).
drill-title = تعلّم من أخطائك
drill-open = تعلّم من أخطائك
drill-find = ابحث عن نقلة أفضل.
drill-heading = { $number } لعبتَ { $move }: { $mark }
drill-progress = الخطأ { $index } من { $total }
drill-good = أحسنت: { $move } نقلة جيدة ({ $value }).
drill-played = { $move } هي النقلة التي لعبتها في المباراة: ابحث عن نقلة أفضل.
drill-not-better = { $move } ليست أفضل، فهي أيضًا { $mark } ({ $value }): حاول مرة أخرى.
drill-revealed = النقلة الأفضل كانت { $move }. وما يليها: { $line }
drill-why-loses-in = بعد { $move } يملك { $winner ->
        [white] الأبيض
       *[black] الأسود
    } فوزًا محتومًا في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }.
drill-why-gives-away = { $move } يضيّع الفوز: يفوز { $winner ->
        [white] الأبيض
       *[black] الأسود
    } باللعب المثالي.
drill-why-loses = بعد { $move } يفوز { $winner ->
        [white] الأبيض
       *[black] الأسود
    } باللعب المثالي.
drill-why-missed-win = { $move } يضيّع فوزًا محتومًا في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }.
drill-why-drop = { $move } يخفض فرصة فوز { $side ->
        [white] الأبيض
       *[black] الأسود
    } من { $before } إلى { $after }.
drill-skipped = تم التخطي دون عرض الحل.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = أظهر الحل
drill-skip = تخطَّ
drill-revealing = جارٍ إيجاد النقلة الأفضل وما يليها…
drill-summary = النقلات الأفضل التي وجدتها: { $found } من { $total }
drill-none = لم ترتكب أي خطأ أو خطأ فادح في هذه المباراة: لا شيء للتدرب عليه هنا.
drill-no-item = لا يوجد خطأ رقم { $number }: عددها { $total }.
drill-closed = انتهيت من هذا: انتقل إلى التالي.
drill-tried = لقد جرّبت { $move } من قبل: جرّب نقلة أخرى.
drill-illegal = لا يمكن لعب هذه النقلة هنا: { $reason }.
drill-stale = كانت هذه المحاولة لوضعية أخرى: حاول مرة أخرى.
drill-judging = جارٍ تقييم { $move }…
drill-next = التالي
drill-previous = السابق
drill-back = العودة إلى المراجعة
