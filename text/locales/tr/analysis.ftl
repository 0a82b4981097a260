# Analiz tahtası: her geçerli hamlenin kusursuz oyunla ne yaptığı (core/src/engine/analysis.rs),
# ve analiz ekranının ve konum düzenleyicisinin satırları (bindings/src/analysis.rs).

analysis-wins = kazanır
analysis-wins-in = { $moves ->
        [one] { $moves } hamlede kazanır
       *[other] { $moves } hamlede kazanır
    }
analysis-loses = kaybeder
analysis-loses-in = { $moves ->
        [one] { $moves } hamlede kaybeder
       *[other] { $moves } hamlede kaybeder
    }
analysis-not-known = bilinmiyor
analysis-draws = Bu kurallarda bir oyun berabere bitebilir, bu yüzden burada hiçbir şey kanıtlanmış değil.

analysis-why-draws = kurallar beraberliğe izin veriyor
analysis-why-budget = kanıt araması, tahtada { $pieces ->
        [one] { $pieces } taş
       *[other] { $pieces } taş
    } varken sınırına ulaştı
analysis-estimate = bilgisayarın tahmini: %{ $percent } kazanma şansı
analysis-unknown-why = { $value } ({ $reason }; { $estimate })
analysis-unknown-reason = { $value } ({ $reason })

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }
analysis-select = Her hamle, kusursuz oyunla ne yaptığıyla listelenir. Yalnızca bir taşın hamlelerini görmek için onu seç.
analysis-selected = Bu taşın her hamlesi, kusursuz oyunla ne yaptığıyla işaretlendi. Hamleyi oynamak için işaretli bir noktaya, hamlelerini görmek için başka bir taşa dokun.
analysis-working = Her hamlenin ne yaptığı hesaplanıyor…
analysis-further = Henüz bilinmeyen hamleler hesaplanmaya devam ediyor. Yalnızca bir taşın hamlelerini görmek için onu seç.
analysis-game-over = { $winner ->
        [white] Siyahın hamlesi yok: beyaz kazandı.
       *[black] Beyazın hamlesi yok: siyah kazandı.
    }
analysis-edit-help = Bir noktaya beyaz taş koymak için dokun, siyah taş için yeniden dokun, boşaltmak için bir kez daha dokun.
analysis-bad-position = Bu bir konum değil: { $reason }

# Bir konum metninin ya da kurulan bir konumun neden konum olmadığı
# (core/src/game/position_text.rs, core/src/board/setup.rs).
position-bad-board = “{ $text }” bir tahta değil (5. sıradan aşağı doğru, beşer noktalık beş sıra yaz, / ile ayırarak; bbbbb/bbbbb/bb-ww/wwwww/wwwww gibi)
position-bad-cell = “{ $text }” bir nokta değil (noktalar w, b ya da -)
position-bad-turn = “{ $text }” hamle sırası değil (w ya da b)
position-bad-ban = “{ $text }” bir geri dönme yasağı değil (noktayı, ardından batıya adım yasağı için < ya da doğuya adım yasağı için > yaz; c3< gibi)
position-bad-count = “{ $text }” bir yarım hamle sayısı değil
position-trailing = konumdan sonra beklenmeyen “{ $text }”
position-too-long = { $bytes } bayt uzunluğunda, bir konum ise en fazla { $max } bayt olabilir
setup-overlap = { $point } noktasında hem beyaz hem siyah taş var
setup-ban-without-piece = taş olmayan { $point } noktası için bir geri dönme yasağı verilmiş
setup-ban-both-ways = { $point } noktasındaki taşa hem doğuya hem batıya adım yasak
setup-bans-not-in-rules = geri dönme yasakları verilmiş, ama bu kurallar geri dönmeye izin veriyor

# The endgame trainer (core/src/endgame/, `alquerque endgame`).
endgame-to-move = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }: { $moves ->
        [one] { $moves } hamlede kazan
       *[other] { $moves } hamlede kazan
    }.
endgame-welcome = Savunma kusursuz: az taşlı tüm pozisyonların tablolarından geliyor. Her hamlen anında değerlendirilir.
endgame-still-winning = Hâlâ kazanıyorsun: kazanmak için { $moves ->
        [one] { $moves } hamle
       *[other] { $moves } hamle
    } kaldı.
endgame-slower = Hâlâ kazanıyorsun ama daha yavaş: kazanmak için { $moves ->
        [one] { $moves } hamle
       *[other] { $moves } hamle
    } kaldı; en hızlı hamleden sonra { $fastest } hamle kalırdı.
endgame-slipped = { $move } galibiyeti kaçırıyor: ondan sonra savunma kazanırdı. Hamle geri alındı.
endgame-fastest = En hızlı galibiyet { $move } ile başlıyor ve { $moves ->
        [one] { $moves } hamle
       *[other] { $moves } hamle
    } sürüyor. Yeniden dene.
endgame-reply = { $side ->
        [white] Beyaz
       *[black] Siyah
    } { $move } ile karşılık veriyor.
endgame-won = { $moves ->
        [one] { $moves } hamlede
       *[other] { $moves } hamlede
    } kazandın, galibiyeti hiç kaçırmadan!
endgame-won-slips = { $moves ->
        [one] { $moves } hamlede
       *[other] { $moves } hamlede
    } kazandın. Galibiyet { $slips ->
        [one] { $slips } kez
       *[other] { $slips } kez
    } kaçtı.
endgame-prompt = oyun sonu { $level }
endgame-next = Bu seviyeden başka bir pozisyon için 'next', çıkmak için 'quit' yaz.
endgame-help-next = bu seviyeden başka bir pozisyon
endgame-help-quit = oyun sonu çalışmasından çık
# The endgame trainer's screen on the phones: its title, the level on screen ($level of
# $levels), its buttons, and why no position could be drawn.
endgame-title = Oyun sonu çalışması
endgame-level = Seviye { $level } / { $levels }
endgame-next-position = Sonraki pozisyon
endgame-easier = Daha kolay
endgame-harder = Daha zor
endgame-unavailable = Oyun sonu tabloları burada oynanacak bir pozisyon vermiyor.
