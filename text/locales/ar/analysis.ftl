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
analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] الدور للأبيض
       *[black] الدور للأسود
    }
analysis-select = اختر حجرًا لترى ما تؤدي إليه كل نقلة من نقلاته باللعب المثالي.
analysis-selected = كل نقلة من نقلات هذا الحجر معلَّمة بما تؤدي إليه باللعب المثالي. المس حجرًا آخر لترى نقلاته.
analysis-working = جارٍ حساب ما تؤدي إليه كل نقلة…
analysis-game-over = { $winner ->
        [white] لا نقلة للأسود: فاز الأبيض.
       *[black] لا نقلة للأبيض: فاز الأسود.
    }
analysis-edit-help = المس نقطة لتضع عليها حجرًا أبيض، ثم مرة أخرى لحجر أسود، ثم مرة ثالثة لتفريغها.
analysis-bad-position = هذا ليس وضعًا صحيحًا: { $reason }
