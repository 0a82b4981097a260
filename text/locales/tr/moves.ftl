# Bir hamlenin neden geçerli olmadığı (core/src/board/movegen/diagnose.rs): büyük harf ve nokta
# olmadan, uygulamaların cümle içine koyduğu ifadeler. İki nokta üst üste yok.

illegal-too-short = bir hamle en az iki nokta gerektirir, c2-c3 gibi
illegal-no-moves-left = oyun bitti, { $side ->
        [white] beyazın
       *[black] siyahın
    } geçerli hamlesi yok
illegal-no-piece = { $point } noktasında taş yok
illegal-not-your-piece = { $point } noktasındaki taş { $side ->
        [white] beyazın
       *[black] siyahın
    }
illegal-not-a-line = { $from } noktasından { $to } noktasına bir çizgi boyunca ne adım ne atlayış var
illegal-occupied = { $point } noktası boş değil
illegal-backwards = taşlar kendi başlangıç sıralarına doğru geri adım atamaz
illegal-far-row = { $point } noktasındaki taş en uzak sıraya ulaştı ve yalnızca taş alabilir
illegal-reversal-ban = { $point } noktasındaki taş az önce { $banned ->
        [east] batıya adım attı, hemen doğuya geri dönemez
       *[west] doğuya adım attı, hemen batıya geri dönemez
    }
illegal-capture-compulsory = taş alınabiliyor ve almak zorunlu
illegal-step-then-more = basit bir adım yalnızca bir nokta gider
illegal-nothing-to-jump = { $jump } atlayışı bir rakip taşın üzerinden geçmiyor
illegal-must-keep-jumping = alma bitmedi, taş { $point } noktasından atlamaya devam etmeli
illegal-move = geçersiz hamle { $path } ({ $reason })

# Yazılan bir hamlenin neden okunamadığı (core/src/game/notation.rs).
move-text-empty = hamle girilmedi (hamleyi c2-c3 gibi yaz)
move-text-missing-point = tirenin iki yanında da bir nokta olmalı, c2-c3 gibi
move-text-too-short = bir hamlenin başlangıç ve varış noktası olmalı, c2-c3 gibi
move-text-too-long = bu tahtada bir alma en fazla { $jumps } atlayıştan oluşur
unknown-name = { $kind ->
        [level] bilinmeyen seviye '{ $name }' (seviyeler: { $known })
        [variant] bilinmeyen varyant '{ $name }' (varyantlar: { $known })
       *[point] bilinmeyen nokta '{ $name }' (noktalar a1’den e5’e kadardır)
    }

# Uymayan bir dokunuş (bindings/src/entry.rs): tahtanın altında gösterilen cümleler.
tap-empty = { $point } noktası boş: taşlarından birini seç.
tap-not-yours = Bu bir { $piece ->
        [white] beyaz
       *[black] siyah
    } taş: sen { $side ->
        [white] beyazla
       *[black] siyahla
    } oynuyorsun.
tap-capture-compulsory = Almak zorunlu: taş alabilen bir taş seç.
tap-no-legal-move = Bu taşın geçerli hamlesi yok.
tap-not-a-move = Bu bir hamle değil.
tap-keep-jumping = Alma { $point } noktasından devam etmeli: { $count ->
        [one] { $first }
       *[other] { $all_but_last } ya da { $last }
    } noktasına atla.

# Ekran okuyucunun okuduğu bir nokta (bindings/src/entry.rs).
point-label = { $point }, { $piece ->
        [empty] boş
        [white] beyaz taş
       *[black] siyah taş
    }
point-label-more = { $label }, { $more }
point-selected = seçili
point-can-move = hamle yapabilir
point-target = buraya oynamak için dokun
point-last-move = son hamlenin parçası
point-hinted = ipucu: galibiyet bu taşla başlıyor
