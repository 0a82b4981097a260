# Oyun: sonuçlar, durum satırı, kusursuz oyunun kanıtladıkları, bildirimler ve hatalar.

status-ongoing = Oyun sürüyor.
status-won-no-pieces = { $winner ->
        [white] Beyaz kazandı: siyahın hiç taşı kalmadı.
       *[black] Siyah kazandı: beyazın hiç taşı kalmadı.
    }
status-won-blocked = { $winner ->
        [white] Beyaz kazandı: siyahın geçerli hamlesi yok.
       *[black] Siyah kazandı: beyazın geçerli hamlesi yok.
    }
status-drawn-repetition = Beraberlik: aynı konum üç kez tekrarlandı.
status-drawn-no-capture = Beraberlik: taş alınmadan arka arkaya { $plies } yarım hamle.
play-game-over = oyun bitti, yeni bir oyun başlat
play-too-long = oyun { $plies } yarım hamleye ulaştı, kayıtlı bir oyunun alabileceği en fazla bu, bu yüzden devam edemez

known-wins = { $winner ->
        [white] Kusursuz oyunla beyaz kazanır
       *[black] Kusursuz oyunla siyah kazanır
    }
known-gave-away = { $winner ->
        [white] Siyah galibiyeti elinden kaçırdı: kusursuz oyunla beyaz kazanır
       *[black] Beyaz galibiyeti elinden kaçırdı: kusursuz oyunla siyah kazanır
    }

sentence = { $phrase }.

error-not-your-turn = Sıra sende değil: hamle yapay zekâda.
error-game-over = Oyun bitti. Yeni bir oyun başlat.
error-no-such-point = Tahtada { $index } numaralı nokta yok.

notice-save-set-aside = Kayıtlı oyun okunamadı ({ $reason }). Bir kenara ayrıldı ve yeni bir oyun başladı.
notice-save-blocked = Kayıtlı oyun okunamadı ({ $reason }) ve kenara da taşınamadı. Yeni bir oyun başladı; eskisinin üzerine kaydedilmeyecek.
notice-save-failed = Oyun kaydedilemedi ({ $reason }).
notice-record-opened = Oyun kaydı açık. Geri al, oynadığın oyunu geri getirir.

status-to-move = { $side ->
        [white] Sıra beyazda
       *[black] Sıra siyahta
    }
status-must-capture = { $side ->
        [white] Sıra beyazda: almak zorunlu
       *[black] Sıra siyahta: almak zorunlu
    }
status-keep-jumping = { $side ->
        [white] Sıra beyazda: atlamaya devam et
       *[black] Sıra siyahta: atlamaya devam et
    }
status-ai-to-move = { $side ->
        [white] Sıra beyazda (yapay zekâ)
       *[black] Sıra siyahta (yapay zekâ)
    }
status-ai-thinking = { $side ->
        [white] Beyaz (yapay zekâ) düşünüyor…
       *[black] Siyah (yapay zekâ) düşünüyor…
    }
status-hint-searching = İyi bir hamle aranıyor…

record-bad-tag = { $line }. satır [Variant "standard"] gibi bir etiket değil
record-bad-value = { $tag } etiketinin değeri kullanılamaz: "{ $value }"
record-bad-position = başlangıç konumu geçersiz ({ $reason })
record-bad-move = { $ply }. yarım hamle "{ $move }" oynanamıyor ({ $reason })
record-too-long = kayıt { $kib } KiB uzunluğunda; bir oyun kaydı en fazla { $max } KiB olabilir
record-too-many-plies = kayıt { $plies } ya da daha fazla yarım hamle içeriyor; bir oyun kaydında en fazla { $max } olabilir
record-unclosed-comment = {"{"} ile açılan bir yorum {"}"} ile kapatılmamış
record-result-mismatch = kayıt sonucu { $written } olarak veriyor, ama hamleleri { $actual } sonucunu veriyor
link-none = metinde oyun bağlantısı yok
link-too-long = bağlantı, herhangi bir oyunun bağlantısından çok daha uzun
link-game-too-long = oyun bir bağlantıya yazılamayacak kadar uzun (oynanan hamle: { $plies }; bir arkadaşla oyunda en fazla { $max } olabilir)
link-several = metinde farklı oyunlara bağlantılar var (oyun sayısı: { $count }); kastettiğini tek başına paylaş
link-damaged = bağlantı bozuk: bir kısmı yolda kaybolmuş ya da değişmiş; yeniden iste
link-newer-version = bağlantı Alquerque’nin daha yeni bir sürümüyle yapılmış; açmak için uygulamayı güncelle
link-unknown-version = bağlantı, Alquerque’nin hiçbir sürümünün yazmadığı bir biçimde: bozulmuş ya da elle yapılmış; yeniden iste
link-unknown-rules = bağlantı, Alquerque’nin bu sürümünün bilmediği kurallardan söz ediyor
link-bad-start = bağlantının başlangıç konumu geçersiz ({ $reason })
link-bad-move = bağlantının { $ply }. yarım hamlesi oynanamıyor ({ $reason })
store-bad-key = '{ $key }' bir belge adı değil (küçük harfler, rakamlar ve tireler).
store-not-a-file = normal bir dosya değil
store-too-big = boyutu { $bytes } bayt, herhangi bir kayıttan büyük
store-grew = okunurken herhangi bir kaydın boyutunu aştı
store-not-text = UTF-8 metni değil
store-blocked = okunamayan { $file } dosyası kenara ayrılamadı ve üzerine yazılmıyor
store-too-big-to-write = { $bytes } bayt, bir kaydın olabileceğinden fazla
store-not-replaced = { $file } normal bir dosya değil ve değiştirilmiyor
store-no-aside-name = belgeyi kenara ayırmak için boş bir ad yok
store-permission-denied = uygulamanın bu dosyayı kullanma izni yok
store-full = cihazın depolama alanı dolu
store-read-only = depolama alanı yalnızca okunabilir
store-system = sistem reddetti: { $reason }
game-unrated = { $help ->
        [hint] Puansız oyun: bir ipucu aldınız.
       *[proofs] Puansız oyun: kusursuz oyun gösterildi.
    }
game-leave = { $counts ->
        [loss] Süren oyun bitecek ve yenilgi sayılacak.
       *[nothing] Süren oyun bitecek.
    }
error-no-such-choice = Bu listede { $index } numaralı bir seçenek yok.

bar-you = Sen
bar-your-friend = Arkadaşın
bar-side = { $side ->
        [white] Beyaz
       *[black] Siyah
    }
bar-pieces = { $count ->
        [one] { $count } taş
       *[other] { $count } taş
    }
turn-yours = Sıra sende
turn-thinking = { $player } düşünüyor…
turn-friend = Sıra arkadaşında
result-you-won = Kazandın
result-you-lost = Kaybettin
result-side-won = { $side ->
        [white] Beyaz kazandı
       *[black] Siyah kazandı
    }
result-player-won = { $player } kazandı
result-draw = Beraberlik
result-change-level = Seviyeyi değiştir
result-rating-change = Puan { $before } → { $after }, { $change }
result-rating-first = İlk puanın: { $after }
status-game-over = Oyun bitti
action-new-game = Yeni oyun
action-undo = { android-action-undo }
action-hint = İpucu
action-stop = { android-review-stop }
action-more = Diğer
action-redo = Yinele
action-review = Oyunu incele
action-analysis = Analiz tahtası
action-rules = Kurallar
action-game-record = { ios-game-record }
