# İstatistikler ekranı ve `alquerque play` içindeki `stats`, ve seviye seçicilerde bir seviyenin puanı.

statistics-rating-none = Henüz puan yok: puan almak için bilgisayara karşı bir oyun oyna.
statistics-rating-precise = Puanın: { $rating } ({ $low } ile { $high } arasında).
statistics-rating-wide = Yaklaşık { $rating }, { $low } ile { $high } arasında bir yerde: daha kesin bir sayı için daha çok oyun oyna.
statistics-suggest-harder = { $from } seviyesine karşı oyunların çoğunu kazanıyorsun: { $to } seviyesini dene.
statistics-suggest-easier = { $from } seviyesine karşı oyunların çoğunu kaybediyorsun: { $to } seviyesini dene.
statistics-heading-rating = Puan
statistics-heading-computer = Bilgisayara karşı
statistics-heading-two-people = Bu cihazda iki kişi
statistics-heading-puzzles = Çözülen bulmacalar
statistics-level = { $level } (puanı { $rating })
statistics-as-side = { $side ->
        [white] Beyazla
       *[black] Siyahla
    }: { $won } galibiyet, { $lost } yenilgi, { $drawn } beraberlik
statistics-two-people = Beyaz kazandı: { $white }, siyah kazandı: { $black }, beraberlik: { $drawn }
statistics-streak = Üst üste galibiyet: şu an { $current }; en iyi seri: { $best }
statistics-no-computer-games = Henüz bilgisayara karşı oyun yok.
statistics-no-two-people-games = Henüz iki kişi arasında oyun yok.
statistics-puzzles-length = { $moves ->
        [one] { $moves } hamlede kazan
       *[other] { $moves } hamlede kazan
    }: { $total } bulmacadan { $solved }
statistics-reset-question = Tüm oyun sonuçları, seriler ve puan unutulsun mu? Çözülen bulmacalar çözülmüş kalır.
statistics-set-aside = İstatistiklerin okunamadı ({ $reason }). Bir kenara ayrıldılar ve yeni bir kayıt başlıyor.
statistics-not-saved = İstatistiklerin kaydedilemedi ({ $reason }).
level-rating = Puanı yaklaşık { $rating }
play-help-stats = sonuçların, puanın ve çözdüğün bulmacalar, uygulamaların gösterdiği gibi
statistics-not-read = İstatistiklerin okunamadı ({ $reason }). Dosya olduğu gibi bırakıldı.
statistics-bad-line = { $line }. satır: “{ $text }” bir oyun kaydının parçası değil
statistics-unrated = Puansız oyunlar (ipucuyla ya da kusursuz oyun gösterilerek): kazanılan { $won }, kaybedilen { $lost }, berabere { $drawn }
statistics-rating-figure = { $rating }
statistics-rating-figure-about = ≈{ $rating }
statistics-rating-range = { $low } ile { $high } arası
statistics-play-level = { $level } seviyesine karşı oyna
statistics-table-level = Seviye
statistics-table-rating = Puan
statistics-table-white = Beyazla
statistics-table-black = Siyahla
statistics-heading-chart = Oyunlar boyunca puanın
statistics-chart-game = Oyun { $number }
statistics-chart-description = { $first } puandan { $last } puana, { $games } oyunda
