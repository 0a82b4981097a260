# ما يقوله `alquerque play` في الطرفية. تبقى الأوامر المكتوبة كلمات إنجليزية، ولا يُترجم
# بروتوكول Qirkat أبدًا.

play-help = اكتب النقلة بنقاطها موصولة بشرطات: { -ltr(text: "c2-c3") }، أو في الأسر كل نقطة وصول: { -ltr(text: "b2-b4-d2-d4") }. الأسر واجب، ويستمر الأسر ما دام ممكنًا.
play-help-moves = اعرض النقلات المسموحة
play-help-board = ارسم الرقعة من جديد
play-help-hint = اطلب نقلة من الذكاء الاصطناعي
play-help-undo = تراجع أو أعد (undo يعود إلى آخر دور لك)
play-help-new = ابدأ مباراة جديدة
play-help-save = احفظ المباراة؛ واستأنفها بـ --load FILE
play-help-record = اعرض سجل المباراة
play-help-link = اعرض رابطًا لهذه المباراة، ليلعب صديق النقلة التالية
play-help-open = افتح مباراة رابط أرسله صديق (back يعيدك إلى مباراتك السابقة)
play-help-review = يقيّم المحرك كل نقلة حتى الآن (الأفضل ... خطأ فادح)
play-help-rules = ملخص القواعد
play-help-analyse = ما تؤدي إليه كل نقلة مسموحة باللعب المثالي: تفوز أو تخسر أو غير معروف
play-help-quit = اخرج

play-side = { $side ->
        [white] الأبيض (W)
       *[black] الأسود (B)
    }
play-side-ai = { $side ->
        [white] الأبيض (W)
       *[black] الأسود (B)
    }، ذكاء اصطناعي { $ai }
play-welcome = القرقات. { $white } ضد { $black }.
play-type-a-move = اكتب نقلة مثل { -ltr(text: "c2-c3") }، أو 'help'.
play-percent-means = (النسبة المئوية هي تقدير الحاسوب نفسه لفرص فوزه من هناك بعد بحثه: 50٪ تعني التكافؤ.)
play-first-run-lesson = جديد على القرقات؟ 'alquerque learn' يعلّمك القواعد خطوة خطوة؛ و'help' يعرض الأوامر هنا.
play-prompt = الدور: { $player }
play-prompt-capture = الدور: { $player } (الأسر واجب)
play-game-over-prompt = انتهت المباراة: review أو new أو undo أو save FILE أو quit
play-thinking = يفكر: { $iterations } تكرار، الأفضل { $best } ({ $percent }٪)
play-ai-plays = { $player } يلعب { $move }
play-ai-plays-expects = { $player } يلعب { $move }  (يتوقع { $percent }٪)
play-ai-no-move = { $side ->
        [white] لم يجد الذكاء الاصطناعي نقلة للأبيض؛ يُلعب الأبيض الآن من لوحة المفاتيح.
       *[black] لم يجد الذكاء الاصطناعي نقلة للأسود؛ يُلعب الأسود الآن من لوحة المفاتيح.
    }
play-hint-proven = تلميح: { $move } (فوز مثبت). { $known }.
play-hint = تلميح: { $move } (يتوقع { $percent }٪)
play-no-hint = لا نقلة للتلميح: انتهت المباراة.
play-nothing-to-review = لا شيء للمراجعة: لم تُلعب أي نقلة.
play-nothing-to-undo = لا شيء للتراجع عنه.
play-nothing-to-redo = لا شيء لإعادته.
play-no-legal-moves = لا نقلات مسموحة.
play-saved = حُفظت في { $file }.
play-not-saved = تعذر الحفظ في { $file }: { $reason }
play-link-opened = فُتحت مباراة الرابط: الدور على { $player }. اكتب 'back' للعودة إلى مباراتك السابقة.
play-link-opened-over = فُتحت مباراة الرابط، وقد انتهت. اكتب 'back' للعودة إلى مباراتك السابقة.
play-link-refused = تعذّر فتح الرابط: { $reason }.
play-back = عدت إلى المباراة السابقة؛ و'back' مرة أخرى تنتقل بين المباريات الأخرى بالتناوب.
play-back-none = لم يُفتح أي رابط: لا توجد مباراة أخرى للعودة إليها.
play-back-let-go = لا تُحفظ لأمر 'back' إلا { $kept } مباراة: تُترك أقدم مباراة وُضعت جانبًا. رابطها لفتحها من جديد:
play-statistics-retry = ستُعاد المحاولة حين تغادر هذه المباراة.
play-refused = { $reason }. اكتب 'help' للمساعدة.
play-unknown-command = «{ $word }» ليس أمرًا ولا نقلة. اكتب 'help' لترى الأوامر.
play-unknown-command-nearest = «{ $word }» ليس أمرًا ولا نقلة. هل تقصد { $nearest }؟ اكتب 'help' لترى الأوامر.
play-move-with-spaces = تُوصل نقاط النقلة بشرطات، دون مسافات: { $move }.

learn-welcome = تعلّم لعب القرقات في { $steps } خطوات قصيرة. اكتب نقلة، أو 'help'.
learn-step = الخطوة { $step } من { $steps }: { $title }
learn-prompt = الخطوة { $step }
learn-help = كل خطوة تطلب نقلة؛ تلعب بالأبيض، من أسفل الرقعة.
learn-help-move = جرّب نقلة (الأسر يذكر كل نقطة وصول: { -ltr(text: "b2-b4-d2-d4") })
learn-help-next = الخطوة التالية، بعد إتمام هذه
learn-help-back = الخطوة السابقة
learn-help-again = هذه الخطوة من بدايتها
learn-help-board = ارسم الرقعة من جديد
learn-help-help = هذا النص
learn-help-quit = اخرج من الدرس
learn-type-chain = اكتب السلسلة كلها نقلةً واحدة: كل نقطة يحط عليها الحجر، موصولة بشرطات ({ -ltr(text: "b2-b4-…") }).
learn-step-done = تمت هذه الخطوة: اكتب 'next' (أو اضغط Enter) للمتابعة.
learn-refused = { $reason } اكتب 'help' للمساعدة.
learn-done = أحسنت! { $taught }
learn-finished = انتهى الدرس. العب مباراة بـ 'alquerque play'.
learn-next = اكتب 'next' (أو اضغط Enter) للخطوة التالية.
learn-first-step = هذه هي الخطوة الأولى.
learn-do-this-first = أتمّ هذه الخطوة أولًا: اكتب نقلة، أو 'help'.

play-ai-typed = { $spec }

file-kind-record = سجل مباراة
file-kind-certificate = شهادة
file-kind-progress = ملف تقدّم الألغاز
file-kind-statistics = ملف إحصاءات
file-not-found = لا يوجد هذا الملف
file-permission-denied = الإذن مرفوض
file-system = { $reason }
file-is-folder = إنه مجلد
file-is-device = إنه جهاز، لا { $what }
file-too-long = حجمه أكبر من { $kib } كيلوبايت، وهو أقصى ما يسعه { $what }
file-not-utf8 = ليس نصًا بترميز UTF-8
file-dangling-link = إنه رابط لا يشير إلى شيء
file-not-regular = ليس ملفًا عاديًا، ولن يُستبدل
file-is-input = إنه ملف يقرؤه هذا الأمر، ولن يُكتب فوقه
file-no-folder = المجلد { $folder } غير موجود
file-folder-refuses = المجلد { $folder } لا يقبل ملفًا ({ $reason })
file-locked = جلسة أخرى من alquerque تستخدمه (قفله: { $lock })؛ أعد المحاولة حين تنتهي تلك الجلسة
cannot-load = تعذر تحميل { $file }: { $reason }
cannot-write = تعذرت كتابة { $file }: { $reason }

review-reviewing = { $moves ->
        [zero] لا نقلات للمراجعة؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
        [one] جارٍ مراجعة نقلة واحدة؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
        [two] جارٍ مراجعة نقلتين؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
        [few] جارٍ مراجعة { $moves } نقلات؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
        [many] جارٍ مراجعة { $moves } نقلة؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
       *[other] جارٍ مراجعة { $moves } نقلة؛ Ctrl-C يوقف المراجعة ويحتفظ بالنقلات التي رُوجعت.
    }
review-stopped-at = { $total ->
        [zero] توقفت المراجعة: رُوجعت { $done } من { $total } نقلة.
        [one] توقفت المراجعة: رُوجعت { $done } من نقلة واحدة.
        [two] توقفت المراجعة: رُوجعت { $done } من نقلتين.
        [few] توقفت المراجعة: رُوجعت { $done } من { $total } نقلات.
        [many] توقفت المراجعة: رُوجعت { $done } من { $total } نقلة.
       *[other] توقفت المراجعة: رُوجعت { $done } من { $total } نقلة.
    }
review-better = الأفضل: { $better }

# تعلّم من أخطائك في الطرفية (cli/src/cmd/drill.rs): `alquerque review --learn` و`learn` في
# `alquerque play`. تبقى الأوامر بالإنجليزية في كل اللغات.
play-help-learn = بعد المراجعة: ابحث عن نقلات أفضل لأخطائك وأخطائك الفادحة
play-review-first = راجع المباراة أولًا: اكتب 'review' ثم 'learn'.
drill-welcome = اكتب نقلة أفضل لكل خطأ. بعد محاولتين خاطئتين تظهر النقلة الأفضل. اكتب 'help' لرؤية الأوامر.
drill-help-move = جرّب نقلة (الأسر يذكر كل نقطة وصول: { -ltr(text: "b2-b4-d2-d4") })
drill-help-next = الخطأ التالي
drill-help-back = الخطأ السابق
drill-help-solution = اعرض النقلة الأفضل وما يليها
drill-help-skip = انتقل إلى الخطأ التالي دون حل هذا
drill-help-quit = توقّف، مع عدد النقلات الأفضل التي وجدتها
drill-go-on = اكتب 'next' (أو اضغط Enter) للخطأ التالي.
drill-all-done = كان هذا الأخير: اضغط Enter لرؤية الملخص.
drill-first = هذا هو الخطأ الأول.
drill-last = هذا هو الخطأ الأخير: اكتب 'quit' للتوقف.
