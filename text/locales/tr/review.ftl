# Oyun incelemesi: değerler, işaretler ve kanıtlananlar (core/src/review/), ve inceleme
# ekranının satırları (bindings/src/session/review.rs).

eval-expected = %{ $percent }
eval-won = kazanıldı
eval-lost = kaybedildi
eval-wins-in = { $moves } hamlede kazanır
eval-loses-in = { $moves } hamlede kaybeder
mark-best = en iyi
mark-good = iyi
mark-inaccuracy = yanlışlık
mark-mistake = hata
mark-blunder = büyük hata
mark-only-move = tek hamle
solved-gives-win-away = galibiyeti kaçırır
solved-wins = kusursuz oyunla kazanır
solved-loses = kusursuz oyunla kaybeder
review-change = { $before } -> { $after }
review-proven-both = { $values }; { $solved }
review-stopped = İnceleme durduruldu: bunlardan sonraki hamleler incelenmedi.
review-nothing = Henüz incelenecek hamle yok.
review-side-summary = { $side ->
        [white] Beyaz
       *[black] Siyah
    }: yanlışlıklar { $inaccuracies }, hatalar { $mistakes }, büyük hatalar { $blunders }; { $accuracy }
review-accuracy = isabet { $percent }
review-accuracy-none = değerlendirilecek hamle yok
review-progress = İnceleniyor: { $done } / { $total } konum
review-starting = İnceleniyor…
review-number-white = { $number }.
review-number-black = { $number }…

review-ply-heading = { $move }: { $mark }
review-ply-row = { $number } { $move } · { $mark }
review-legend-played = Oynanan { $move } (düz çizgi)
review-legend-better = Oynanan { $move } (düz çizgi), daha iyisi { $better } (ok)
review-values = hamleyi yapan taraf için önce { $before }, sonra { $after }
# The same from White's side, the one viewpoint of the review screen (the graph's): $before,
# $after: White's values (eval-* above).
review-values-white = Beyaz için: önce { $before }, sonra { $after }
review-board-best = { $move } hamlesinden önceki tahta, en iyi hamle
review-board-better = { $move } hamlesinden önceki tahta; daha iyisi { $better } idi

# Hatalarından öğren (core/src/review/drill.rs, bindings/src/drill.rs).
drill-title = Hatalarından öğren
drill-open = Hatalarından öğren
drill-find = Daha iyi bir hamle bul.
drill-heading = { $number } Senin hamlen { $move }: { $mark }
drill-progress = Hata { $index } / { $total }
drill-good = İyi buldun: { $move } iyi bir hamle ({ $value }).
drill-played = { $move } oyunda oynadığın hamle: daha iyisini bul.
drill-not-better = { $move } daha iyi değil, o da bir { $mark } ({ $value }): yeniden dene.
drill-revealed = Daha iyi hamle { $move } idi. Ardından gelen devam: { $line }
drill-why-loses-in = { $move } hamlesinden sonra { $winner ->
        [white] beyazın
       *[black] siyahın
    } { $moves ->
        [one] { $moves } hamlede
       *[other] { $moves } hamlede
    } zorlanmış galibiyeti var.
drill-why-gives-away = { $move } galibiyeti elden kaçırıyor: kusursuz oyunla { $winner ->
        [white] beyaz
       *[black] siyah
    } kazanır.
drill-why-loses = { $move } hamlesinden sonra kusursuz oyunla { $winner ->
        [white] beyaz
       *[black] siyah
    } kazanır.
drill-why-missed-win = { $move }, { $moves ->
        [one] { $moves } hamlede
       *[other] { $moves } hamlede
    } zorlanmış galibiyeti kaçırıyor.
drill-why-drop = { $move }, { $side ->
        [white] beyazın
       *[black] siyahın
    } kazanma şansını { $before } değerinden { $after } değerine düşürüyor.
drill-skipped = Atlandı, çözüm gösterilmedi.
# The drill's two commands, at any time: the better move and its line shown; the mistake left
# unsolved. Then what the line under the board says while the line is worked out.
drill-show-solution = Çözümü göster
drill-skip = Geç
drill-revealing = Daha iyi hamle ve devamı bulunuyor…
drill-summary = Bulunan daha iyi hamleler: { $found } / { $total }
drill-none = Bu oyunda hata ya da büyük hata yapmadın: burada çalışılacak bir şey yok.
drill-no-item = { $number } numaralı bir hata yok: toplam { $total } hata var.
drill-closed = Bu tamam: sıradakine geç.
drill-tried = { $move } hamlesini zaten denedin: başka bir hamle dene.
drill-illegal = Bu hamle burada oynanamaz: { $reason }.
drill-stale = Bu deneme başka bir konum içindi: yeniden dene.
drill-judging = { $move } değerlendiriliyor…
drill-next = Sonraki
drill-previous = Önceki
drill-back = İncelemeye dön
