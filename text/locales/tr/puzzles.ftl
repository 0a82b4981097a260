# Bulmacalar: bir denemenin neden reddedildiği (core/src/puzzle/solving.rs) ve bulmaca
# ekranının sözcükleri (bindings/src/puzzles/).

puzzle-solved-already = bulmaca zaten çözüldü
puzzle-too-hard = arama bu hamleyi kendi sınırı içinde değerlendiremedi
puzzle-busy = Bir hamle değerlendiriliyor: bekle.
puzzle-not-legal = Bu, burada geçerli bir hamle değil.
puzzle-try-again = Bu şimdi hesaplanamadı: yeniden dene.
puzzle-progress-not-saved = İlerlemen kaydedilemedi ({ $reason }).
puzzle-progress-set-aside = Bulmaca ilerlemen okunamadı ({ $reason }). Bir kenara ayrıldı.
# The progress document holds a line that is no progress (the line goes to the log).
puzzle-progress-unreadable = Bulmaca ilerlemen okunamadı. Bir kenara ayrıldı.
puzzle-progress = { $total } bulmacadan { $solved } tanesi çözüldü
puzzle-title = Bulmaca { $number }: { $moves ->
        [one] { $moves } hamlede kazan
       *[other] { $moves } hamlede kazan
    }
puzzle-to-move = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }, { $moves ->
        [one] { $moves } hamlede kazanır
       *[other] { $moves } hamlede kazanır
    }.
puzzle-keep-jumping = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }: atlamaya devam et.
puzzle-hint = İpucu: galibiyet { $point } noktasındaki taşla başlıyor.
puzzle-missed = { $move } { $moves ->
        [one] { $moves } hamlede kazandırmıyor
       *[other] { $moves } hamlede kazandırmıyor
    }: yeniden dene.
puzzle-kept = { $move } galibiyeti koruyor; { $side ->
        [white] beyaz
       *[black] siyah
    } { $reply } ile karşılık veriyor. Kazanmak için { $moves } hamle kaldı.
puzzle-solved = { $misses ->
        [0] Çözüldü!
        [one] { $misses } yanlış denemeyle çözüldü.
       *[other] { $misses } yanlış denemeyle çözüldü.
    }
puzzle-list-section = { $moves } hamlede kazan
puzzle-list-row = Bulmaca { $number }
puzzle-list-solved = çözüldü
# Puzzles solved in a row at the first try without a hint, this session: $count.
puzzle-streak = Seri: { $count }
puzzle-streak-best = Seri: { $count } · en iyi: { $best }
# The list's two groupings, its switch, and what it says when nothing is left to list.
puzzle-list-by-length = Uzunluğa göre
puzzle-list-by-theme = Temaya göre
puzzle-list-unsolved-only = Yalnızca çözülmemişler
puzzle-list-all-solved = Buradaki bütün bulmacalar çözüldü.

theme-multi-capture = çoklu alma
theme-quiet = sessiz ilk hamle
theme-sacrifice = fedakârlık
theme-forced-capture = zorunlu alma
theme-endgame = oyun sonu
