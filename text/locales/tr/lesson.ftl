# Oynamayı öğren (core/src/lesson): her adımın başlığı, istediği ve öğrettiği.
lesson-step-title = Taş oynatmak
lesson-step-task = Tahtanın altından, beyazla oynuyorsun. Bir taş, bir çizgi boyunca yanındaki boş noktaya bir adım gider. Bir taşı siyaha doğru bir adım ileri oynat.
lesson-step-done = Taşlar ileri ya da yana gider, ama asla kendi taraflarına doğru geri gitmez.
lesson-sideways-title = Yana, ama hemen geri değil
lesson-sideways-task = Bir taş yana da gidebilir. c3 noktasındaki taş az önce d3 noktasından yana geldi, bu yüzden bir sonraki adımında hemen oraya geri dönemez. Onu yana oynat.
lesson-sideways-done = Bu yasak yalnızca o taşa aittir ve taş başka bir yöne adım attığında ya da taş aldığında kalkar.
lesson-capture-title = Almak zorunludur
lesson-capture-task = Kendi taşının yanındaki bir rakip taşın üzerinden, bir çizgi boyunca, hemen arkasındaki boş noktaya atla: üzerinden atladığın taş alınır. Alabiliyorsan almak zorundasın. Şimdi al.
lesson-capture-done = Alma her yöne yapılabilir, geri de.
lesson-chain-title = Atlamaya devam
lesson-chain-task = Bir atlayıştan sonra aynı taş, atlayabildiği sürece atlamaya devam eder ve çoklu almanın tamamı tek bir hamledir. b2 noktasındaki taşla üç taş al.
lesson-chain-done = Bir çoklu alma birden çok yöne gidebiliyorsa seçim senindir: en uzununu seçmek zorunlu değildir.
lesson-far-row-title = En uzak sıra
lesson-far-row-task = En uzak sıraya, yani siyahın ilk sırasına ulaşan bir taş orada durur: artık basit adım atmaz, ama yine de taş alabilir. d5 noktasındaki taş zaten orada. Bir taşı daha en uzak sıraya getir.
lesson-far-row-done = İki taş da artık oldukları yerde kalır, önlerine bir alma çıkmadıkça.
lesson-win-title = Kazanmak
lesson-win-task = Rakibin hamle yapamadığında kazanırsın: bütün taşları alınmıştır ya da kalanlar sıkışmıştır. Siyahın c2 noktasında tek bir taşı kaldı. Ona hiç hamle bırakma.
lesson-win-done = Siyah hamle yapamıyor: beyaz kazandı. Oyunun hepsi bu kadar. İyi eğlenceler!
lesson-wrong-sideways = { $move } yana bir adım. Bu kez ileri git: karşı tarafa doğru.
lesson-wrong-forward = { $move } ileri bir adım. Bu kez sıra boyunca yana git.
lesson-wrong-not-a-step = { $move } basit bir adım değil.
lesson-wrong-too-few = Bu çoklu alma { $taken ->
        [one] { $taken } taş
       *[other] { $taken } taş
    } alıyor; bir başkası { $wanted } taş alıyor. Yeniden dene.
lesson-wrong-short = { $move } en uzak sıraya ulaşmıyor.
lesson-wrong-opponent-can-move = { $side ->
        [white] Bundan sonra beyaz yine de oynayabilir: { $reply }. Beyaza hiç hamle bırakmayan hamleyi bul.
       *[black] Bundan sonra siyah yine de oynayabilir: { $reply }. Siyaha hiç hamle bırakmayan hamleyi bul.
    }
lesson-wrong-step-done = Bu adım tamam: sıradakine geç.
lesson-well-done = Aferin.
