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

analysis-move = { $move }: { $value }
analysis-to-move = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }
analysis-select = Kusursuz oyunla her hamlesinin ne yaptığını görmek için bir taş seç.
analysis-selected = Bu taşın her hamlesi, kusursuz oyunla ne yaptığıyla işaretlendi. Hamlelerini görmek için başka bir taşa dokun.
analysis-working = Her hamlenin ne yaptığı hesaplanıyor…
analysis-game-over = { $winner ->
        [white] Siyahın hamlesi yok: beyaz kazandı.
       *[black] Beyazın hamlesi yok: siyah kazandı.
    }
analysis-edit-help = Bir noktaya beyaz taş koymak için dokun, siyah taş için yeniden dokun, boşaltmak için bir kez daha dokun.
analysis-bad-position = Bu bir konum değil: { $reason }
