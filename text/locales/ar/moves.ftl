# لماذا لا تجوز نقلة: عبارات بلا نقطة في آخرها، تضعها البرامج داخل جمل.

illegal-too-short = تحتاج النقلة إلى نقطتين على الأقل، مثل { -ltr(text: "c2-c3") }
illegal-no-moves-left = انتهت المباراة، { $side ->
        [white] فلا نقلة مسموحة للأبيض
       *[black] فلا نقلة مسموحة للأسود
    }
illegal-no-piece = لا حجر على { $point }
illegal-not-your-piece = الحجر الذي على { $point } { $side ->
        [white] للأبيض
       *[black] للأسود
    }
illegal-not-a-line = ليس من { $from } إلى { $to } خطوة ولا قفزة على خط
illegal-occupied = { $point } ليست فارغة
illegal-backwards = لا يجوز للأحجار الرجوع نحو صفها الأول
illegal-far-row = الحجر الذي على { $point } بلغ الصف الأخير ولا يستطيع إلا الأسر
illegal-reversal-ban = الحجر الذي على { $point } تحرك للتو { $banned ->
        [east] غربًا، فلا يجوز له العودة مباشرة شرقًا
       *[west] شرقًا، فلا يجوز له العودة مباشرة غربًا
    }
illegal-capture-compulsory = الأسر ممكن، والأسر واجب
illegal-step-then-more = الخطوة البسيطة تتقدم نقطة واحدة فقط
illegal-nothing-to-jump = القفزة { $jump } لا تمر فوق حجر للخصم
illegal-must-keep-jumping = لم يكتمل الأسر، وعلى الحجر أن يواصل القفز من { $point }
illegal-move = نقلة غير مسموحة { $path } ({ $reason })
move-text-empty = لم تُكتب نقلة (اكتب نقلة مثل { -ltr(text: "c2-c3") })
move-text-missing-point = تحتاج الشرطة إلى نقطة على كل جانب منها، كما في { -ltr(text: "c2-c3") }
move-text-too-short = تحتاج النقلة إلى نقطة بداية ونقطة وصول، كما في { -ltr(text: "c2-c3") }
move-text-too-long = للأسر على هذه الرقعة { $jumps ->
        [zero] { $jumps } قفزة
        [one] قفزة واحدة
        [two] قفزتان
        [few] { $jumps } قفزات
        [many] { $jumps } قفزة
       *[other] { $jumps } قفزة
    } على الأكثر
unknown-name = { $kind ->
        [level] مستوى غير معروف «{ $name }» (المستويات هي { $known })
        [variant] نوع غير معروف «{ $name }» (الأنواع هي { $known })
       *[point] نقطة غير معروفة «{ $name }» (النقاط من { -ltr(text: "a1") } إلى { -ltr(text: "e5") })
    }
tap-empty = { $point } فارغة: اختر أحد أحجارك.
tap-not-yours = هذا حجر { $piece ->
        [white] أبيض
       *[black] أسود
    }: أنت تلعب { $side ->
        [white] بالأبيض
       *[black] بالأسود
    }.
tap-capture-compulsory = الأسر واجب: اختر حجرًا يستطيع الأسر.
tap-no-legal-move = لا نقلة مسموحة لهذا الحجر.
tap-not-a-move = هذه ليست نقلة.
tap-keep-jumping = يجب أن يستمر الأسر من { $point }: اقفز إلى { $count ->
        [zero] { $first }
        [one] { $first }
        [two] { $all_but_last } أو { $last }
        [few] { $all_but_last } أو { $last }
        [many] { $all_but_last } أو { $last }
       *[other] { $all_but_last } أو { $last }
    }.
point-label = { $point }، { $piece ->
        [empty] فارغة
        [white] حجر أبيض
       *[black] حجر أسود
    }
point-label-more = { $label }، { $more }
point-selected = محدد
point-can-move = يستطيع الحركة
point-target = انقر للنقل إلى هنا
point-last-move = جزء من النقلة الأخيرة
point-hinted = التلميح: يبدأ الفوز بهذا الحجر
