home-title = Alquerque
home-continue = Devam et
home-continue-against = { $level } seviyesine karşı (puan { $rating })
home-continue-two-players = Bu cihazda iki oyuncu
home-continue-computers = { $white } - { $black }
home-turn-yours = Sıra sende
home-turn-computer = Sıra { $level } seviyesinde
home-turn-side = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }
home-new-game = Yeni oyun
home-new-game-detail = Bilgisayara karşı ya da bu cihazda iki oyuncu
home-learn = Oynamayı öğren
home-learn-start = { $steps ->
        [one] Tahtada bir kısa adım
       *[other] Tahtada { $steps } kısa adım
    }
home-learn-progress = Adım { $step } / { $steps }
home-learn-done = Tamamlandı: kurallara istediğin zaman yeniden bakabilirsin
home-puzzles = Bulmacalar
home-puzzles-progress = { $total } bulmacadan { $solved } tanesi çözüldü
home-endgame = { endgame-title }
home-endgame-detail = Kazanılmış oyun sonlarını kusursuz savunmaya karşı bitir
home-friends = Arkadaşlarla oyunlar
home-friends-none = Hamlelerini göndererek uzaktaki bir arkadaşınla oyna
home-friends-waiting = { $count ->
        [one] Bir oyun hamleni bekliyor
       *[other] { $count } oyun hamleni bekliyor
    }
home-statistics = İstatistikler
home-statistics-none = Henüz puan yok
home-statistics-rating = Puan { $rating }
home-statistics-rating-rough = Puan yaklaşık { $rating }
home-analysis = Analiz tahtası
home-analysis-detail = Bir konum kur ve her hamlenin değerini gör
home-more = Diğer
home-options = Seçenekler
home-rules = Kurallar
home-about = Hakkında

new-game-title = Yeni oyun
new-game-opponent = Rakip
new-game-person = Bu cihazda bir insan
new-game-person-outlook = İki oyuncu bu cihazda sırayla oynar
new-game-colour = Oynadığın renk
new-game-white = Beyaz (ilk oynar)
new-game-black = Siyah
new-game-random = Rastgele
new-game-rules = Kurallar
new-game-reversal = Bir taş yana bir adımdan sonra düz geri dönebilir
new-game-start = Oyunu başlat
