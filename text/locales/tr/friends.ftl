# Uzaktaki arkadaşlarla bağlantılar üzerinden oynanan oyunlar (bindings/src/friends.rs,
# bindings/src/session/friend.rs). $side: white ya da black.

friend-list-heading = Arkadaşlarla oyunlar
friend-list-empty = Henüz arkadaşlarla oyun yok. Buradan bir tane başlat ya da bir arkadaşının gönderdiği bağlantıyı aç.
friend-new-game = Arkadaşla yeni oyun
friend-play-as = { $side ->
        [white] Beyazla oyna (ilk hamle senin)
       *[black] Siyahla oyna (ilk hamle arkadaşının)
    }
friend-remove = Sil
friend-row-side = { $side ->
        [white] Beyazla oynuyorsun
       *[black] Siyahla oynuyorsun
    }
friend-row-moves = { $count ->
        [one] { $count } hamle oynandı
       *[other] { $count } hamle oynandı
    }
friend-your-move = Sıra sende
friend-send-your-move = Hamleni yaptın: gönder
friend-send-invite = Oyunu arkadaşına gönder: beyazla oynayacak ve ilk hamleyi yapacak
friend-waiting = Arkadaşın bekleniyor
friend-game-title = Arkadaşla oyun
friend-send = Hamlemi gönder
status-friend-to-move = { $side ->
        [white] Sıra beyazda: arkadaşın bekleniyor
       *[black] Sıra siyahta: arkadaşın bekleniyor
    }
friend-not-your-turn = Sıra arkadaşında: hamleni gönder ve onunkini bekle.
friend-undo-sent = Hamlen arkadaşına gönderildi: artık geri alınamaz.
friend-no-record = Bir oyun kaydı, arkadaşla oyunda değil, bilgisayara karşı oyunun olarak açılır.
friend-not-a-friend-game = Bu bir arkadaşla oyun değil: gönderilecek bir şey yok.
friend-share-move = Alquerque oyunumuzdaki hamlem: seninkini oynamak için bağlantıyı aç.
friend-share-invite = { $side ->
        [white] Alquerque oynayalım! Sen beyazla oynuyorsun, ilk hamle senin: bağlantıyı aç.
       *[black] Alquerque oynayalım! Sen siyahla oynuyorsun: bağlantıyı aç.
    }
friend-share-over = Alquerque oyunumuz bitti: sonunu görmek için bağlantıyı aç.
friend-link-refused = Bağlantı açılamadı: { $reason }.
friend-link-added = { $side ->
        [white] Arkadaşla yeni bir oyun: beyazla oynuyorsun ve sıra sende.
       *[black] Arkadaşla yeni bir oyun: siyahla oynuyorsun ve sıra sende.
    }
friend-link-updated = Arkadaşının hamlesi geldi: sıra sende.
friend-link-updated-over = Arkadaşının hamlesi geldi ve oyun bitti. { $result }
friend-link-same = Bu oyun sende zaten var, tam da bağlantıdaki gibi.
friend-link-older = Bu bağlantı, bu arkadaşınla oyunundan daha eski, bu yüzden oyunun olduğu gibi kalıyor.
friend-link-diverges = Bu bağlantı, bu arkadaşınla oyununun devamı değil (hamleleri başka yöne gitmiş), bu yüzden oyunun olduğu gibi kalıyor.
friend-list-full = Arkadaşlarla { $max } oyunun var, saklanabilecek en fazla sayı bu: başka birini başlatmak ya da açmak için birini sil.
friend-list-set-aside = Arkadaşlarla oyunlarının listesi tam okunamadı ({ $reason }). Bir kenara ayrıldı; okunabilen oyunlar burada.
# The list could not be read in full for a reason inside the list itself (the details go to the log).
friend-list-set-aside-part = Arkadaşlarla oyunlarının listesi tam okunamadı. Bir kenara ayrıldı; okunabilen oyunlar burada.
friend-list-not-saved = Arkadaşlarla oyunların kaydedilemedi ({ $reason }).
friend-game-gone = Arkadaşla o oyun artık listende yok.
friend-game-moved-on = Bu oyunu açtığından beri onun için daha yeni bir bağlantı geldi: arkadaşlarla oyunlar listesinden yeniden aç.
friend-game-played-elsewhere = Bu oyunu burada açtığından beri başka bir pencerede devam edildi ve o hamle korunuyor: arkadaşlarla oyunlar listesinden yeniden aç.
friend-game-too-long = Bu oyunda { $max } hamle var, arkadaşına giden bir bağlantının taşıyabileceği en fazla sayı bu: bu oyunda başka hamle oynanamaz.
friend-link-not-theirs = Bu bağlantı, arkadaşının oynama sırası olmayan hamleler ekliyor (senin renginin hamleleri), bu yüzden oyunun olduğu gibi kalıyor.
friend-not-sent = Hamlen gönderilemedi: { $reason }.
# The line under a game with a friend: the side, then where the game stands.
friend-turn-line = { $side } · { $turn }
friend-default-name = { $day } { $month ->
        [jan] Oca
        [feb] Şub
        [mar] Mar
        [apr] Nis
        [may] May
        [jun] Haz
        [jul] Tem
        [aug] Ağu
        [sep] Eyl
        [oct] Eki
        [nov] Kas
       *[dec] Ara
    } oyunu
friend-rename = Yeniden adlandır
friend-name-label = Oyunun adı
friend-removed = “{ $name }” silindi
friend-undo-remove = Geri al
