# Oyuncuya anlatılan kurallar, her mesajda bir paragraf (core/src/game/rules_text.rs).

rules-board = Alquerque, çizgilerle birbirine bağlı 25 noktalı bir tahtada oynanır. Her noktadan yatay ve dikey komşularına çizgiler gider; noktaların bir atlayarak yarısının (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) çapraz çizgileri de vardır.
rules-start = Beyazın 1. ve 2. sıralarda, ayrıca d3 ve e3 noktalarında on iki taşı vardır; siyahın da 4. ve 5. sıralarda, ayrıca a3 ve b3 noktalarında on iki taşı vardır. Ortadaki c3 noktası boştur. İlk hamleyi beyaz yapar, sonra oyuncular sırayla oynar. Pas geçmek yoktur: sıra sendeyse hamle yapmak zorundasın.
rules-step = Basit bir hamle, bir taşı bir çizgi boyunca bir adım, komşu boş bir noktaya götürür: ileri ya da yana, asla kendi tarafına doğru geri değil. En uzak sıradaki (rakibin ilk sırasındaki) bir taş basit hamle yapamaz; yine de taş alabilir ve onu en uzak sıradan çıkaran bir alma, yeniden adım atmasına izin verir.
rules-reversal-banned = Yana adım atan bir taş, bir sonraki adımında hemen geri dönemez. Bu yasak yalnızca o taşa aittir ve taş başka bir yöne adım attığında ya da taş aldığında kalkar.
rules-reversal-allowed = Geri dönmek serbesttir: bir taş yana doğru ileri geri gidebilir.
rules-step-alfonso = X. Alfonso’nun Oyunlar Kitabı’ndaki (1283) gibi: basit bir hamle, bir taşı bir çizgi boyunca bir adım, komşu boş bir noktaya götürür; geri de dahil her yöne. En uzak sıradaki taş da diğerleri gibi hareket eder ve bir taş geldiği yere geri dönebilir.
rules-capture = Taş almak için, kendi taşının yanındaki bir rakip taşın üzerinden çizgi boyunca atlayıp hemen arkasındaki boş noktaya kon; geri de dahil her yöne. Üzerinden atlanan taş hemen tahtadan çıkar. Almak zorunludur: alabiliyorsan almak zorundasın.
rules-chain = Bir atlayıştan sonra aynı taş, atlayabildiği sürece atlamaya devam etmelidir. Birden çok yol varsa seçim senindir; en uzununu seçmek zorunlu değildir. Çoklu almanın tamamı tek bir hamledir.
rules-win = Rakibin sırası geldiğinde hamle yapamazsa kazanırsın: hiç taşı kalmamıştır ya da hiçbiri hareket edemez.
rules-draws = Oyunlar kısır döngüye girebilir, bu yüzden aynı konumun, aynı oyuncu hamle sırasındayken üç kez tekrarlanması beraberliktir.
rules-draws-counted = Oyunlar kısır döngüye girebilir, bu yüzden aynı konumun, aynı oyuncu hamle sırasındayken üç kez tekrarlanması beraberliktir; taş alınmadan arka arkaya yapılan { $moves } hamle de (iki oyuncununki birlikte sayılarak) beraberliktir.
rules-no-draws = Bu kurallarda hiçbir konum tekrar edemez, bu yüzden her oyun bir kazananla biter: beraberlik yoktur.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, geri dönme serbest
rules-next-game = Seçeneklerin bu kuralları bir sonraki yeni oyundan itibaren değiştirir.
