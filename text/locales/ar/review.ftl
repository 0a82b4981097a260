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
review-progress = جارٍ المراجعة: { $done } من { $total } وضعًا
review-starting = جارٍ المراجعة…
review-number-white = { $number }.
review-number-black = { $number }…
