# شاشة الإحصاءات و`stats` في `alquerque play`، وتصنيف كل مستوى.

statistics-rating-none = لا تصنيف بعد: العب مباراة ضد الحاسوب لتحصل على تصنيف.
statistics-rating-precise = تصنيفك: { $rating } (بين { $low } و{ $high }).
statistics-rating-wide = نحو { $rating }، في مكان ما بين { $low } و{ $high }: العب مباريات أكثر لرقم أدق.
statistics-suggest-harder = تفوز بمعظم مبارياتك ضد { $from }: جرّب { $to }.
statistics-suggest-easier = تخسر معظم مبارياتك ضد { $from }: جرّب { $to }.
statistics-heading-rating = التصنيف
statistics-heading-computer = ضد الحاسوب
statistics-heading-two-people = شخصان على هذا الجهاز
statistics-heading-puzzles = الألغاز المحلولة
statistics-level = { $level } (التصنيف { $rating })
statistics-as-side = { $side ->
        [white] بالأبيض
       *[black] بالأسود
    }: فوز { $won }، خسارة { $lost }، تعادل { $drawn }
statistics-two-people = فاز الأبيض { $white }، فاز الأسود { $black }، تعادل { $drawn }
statistics-streak = انتصارات متتالية: { $current } الآن؛ أفضل سلسلة: { $best }
statistics-no-computer-games = لا مباريات ضد الحاسوب بعد.
statistics-no-two-people-games = لا مباريات بين شخصين بعد.
statistics-puzzles-length = الفوز في { $moves ->
        [zero] { $moves } نقلة
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    }: { $solved } من { $total }
statistics-reset-question = أتريد مسح كل نتائج المباريات والسلاسل والتصنيف؟ تبقى الألغاز المحلولة محلولة.
statistics-set-aside = تعذرت قراءة إحصاءاتك ({ $reason }). وقد وُضعت جانبًا، ويبدأ سجل جديد.
statistics-not-saved = تعذر حفظ إحصاءاتك ({ $reason }).
level-rating = التصنيف نحو { $rating }
play-help-stats = نتائجك وتصنيفك والألغاز المحلولة، كما تعرضها التطبيقات
statistics-not-read = تعذرت قراءة إحصاءاتك ({ $reason }). يُترك الملف كما هو.
statistics-bad-line = السطر { $line }: «{ $text }» ليس جزءًا من سجل للمباريات
statistics-unrated = مباريات غير محتسبة في التصنيف (بتلميح أو مع عرض اللعب المثالي): فوز { $won }، خسارة { $lost }، تعادل { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = بين { $low } و{ $high }
statistics-play-level = العب ضد { $level }
statistics-table-level = المستوى
statistics-table-rating = التصنيف
statistics-table-white = بالأبيض
statistics-table-black = بالأسود
statistics-heading-chart = تصنيفك عبر مبارياتك
statistics-chart-game = المباراة { $number }
statistics-chart-description = { $games ->
        [zero] التصنيف من { $first } إلى { $last } في { $games } مباراة
        [one] التصنيف من { $first } إلى { $last } في مباراة واحدة
        [two] التصنيف من { $first } إلى { $last } في مباراتين
        [few] التصنيف من { $first } إلى { $last } في { $games } مباريات
        [many] التصنيف من { $first } إلى { $last } في { $games } مباراة
       *[other] التصنيف من { $first } إلى { $last } في { $games } مباراة
    }
