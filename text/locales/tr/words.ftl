# Ekran okuyucuların duyurdukları, oyun sonu düğmeleri, inceleme grafiğinin etiketleri ve
# dersin satırları (bindings/src/words.rs).

point-series = { $tail ->
        [more] { $first }, { $rest }
       *[none] { $first }
    }
point-list = { $count ->
        [one] { $first }
       *[other] { $all_but_last } ve { $last }
    }
announce-played = { $side ->
        [white] Beyaz { $move } oynadı.
       *[black] Siyah { $move } oynadı.
    }
announce-played-taking = { $side ->
        [white] Beyaz { $move } oynadı; alınan taşlar: { $taken }.
       *[black] Siyah { $move } oynadı; alınan taşlar: { $taken }.
    }
announce-reply = { $side ->
        [white] Beyaz { $move } ile karşılık veriyor.
       *[black] Siyah { $move } ile karşılık veriyor.
    } Kazanmak için { $moves } hamle kaldı.
announce-reply-taking = { $side ->
        [white] Beyaz { $move } ile karşılık veriyor; alınan taşlar: { $taken }.
       *[black] Siyah { $move } ile karşılık veriyor; alınan taşlar: { $taken }.
    } Kazanmak için { $moves } hamle kaldı.
puzzle-checking = { $move } kontrol ediliyor…
game-over-play-again = Yeniden oyna
game-over-swap-sides = Renk değiştir
game-over-review = İncele
graph-white-winning = Beyaz önde
graph-even = %50: eşit
graph-black-winning = Siyah önde
# Said once over the review graph: whose winning chance it and the values under the board show.
graph-viewpoint = Grafik ve tahtanın altındaki değerler beyazın kazanma şansını gösterir.
lesson-progress = Adım { $step } / { $steps }
lesson-intro = { $steps ->
        [one] Tahtada bir kısa adım, ardından bilgisayara karşı oyunun.
       *[other] Tahtada { $steps } kısa adım, ardından bilgisayara karşı oyunun.
    }
lesson-done = Aferin! { $taught } «Sonraki» düğmesine dokun.
lesson-done-last = Aferin! { $taught }
lesson-keep-jumping = Atlamaya devam et: sıradaki iniş noktasına dokun.
graph-description = Oyun boyunca beklenen sonuç: { $top } üstte, { $bottom } altta. Bir hamle seçmek için dokun
notice-hint = İpucu: { $move }
