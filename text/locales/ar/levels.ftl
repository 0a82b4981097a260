# مستويات الذكاء الاصطناعي وأنواع القواعد، للقوائم.

level-beginner = مبتدئ
level-beginner-description = يلعب نقلات معقولة ويرتكب أخطاء حقيقية.
level-beginner-outlook = يمكن هزيمته في مبارياتك الأولى: يرتكب أخطاء حقيقية.
level-easy = سهل
level-easy-description = يأخذ ما يُعرض عليه، ولا يزال يخطئ بين حين وآخر.
level-easy-outlook = يمكن هزيمته متى عرفت القواعد وانتبهت للأسر.
level-medium = متوسط
level-medium-description = خصم متين يرى ثلاث نقلات إلى الأمام في التكتيك.
level-medium-outlook = منافسة حقيقية لمن لعب بعض المباريات.
level-hard = صعب
level-hard-description = لا يفوّت أبدًا فوزًا محتومًا في خمس نقلات.
level-hard-outlook = يفوز في كل مباراة تقريبًا على لاعب جديد.
level-master = أستاذ
level-master-description = الأطول تفكيرًا: يحسب تسع نقلات من التكتيك ويبحث عن انتصارات مُثبتة.
level-master-outlook = للاعبين الأقوياء: نادرًا ما يخسر.
level-perfect = مثالي
level-perfect-description = يلعب الفوز المثبت حيث يكون للعبة المحلولة فوز؛ وإلا فكالأستاذ.
level-perfect-outlook = لا يُهزم بالأبيض في القواعد القياسية؛ وبالأسود لا يهزمه إلا اللعب المثالي.

variant-standard = القياسية (القرقات)
variant-alfonso = ألفونسو العاشر (كل الاتجاهات)

# The players the options offer for each side.
player-human = إنسان
player-human-description = شخص ينقر على الرقعة.
player-ai = ذكاء اصطناعي: { $level }
