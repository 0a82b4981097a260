# `alquerque play` komutunun terminalde söyledikleri (cli/src/cmd/play.rs). Yazılan komutlar
# İngilizce sözcükler olarak kalır (moves, hint, undo...); Qirkat protokolü asla çevrilmez.

play-help = Bir hamleyi noktalarını tireyle birleştirerek yaz: c2-c3, alma için her iniş noktasını: b2-b4-d2-d4. Almak zorunludur ve bir alma, devam edebildiği sürece sürer.
play-help-moves = geçerli hamleleri listele
play-help-board = tahtayı yeniden çiz
play-help-hint = yapay zekâdan bir hamle iste
play-help-undo = geri al ya da yinele (undo son sırana döner)
play-help-new = yeni bir oyun başlat
play-help-save = oyunu kaydet; --load FILE ile devam et
play-help-record = oyun kaydını yazdır
play-help-link = bu oyunun bağlantısını yazdır, sonraki hamleyi bir arkadaş oynasın
play-help-open = bir arkadaşın bağlantısındaki oyunu aç (back önceki oyununa döner)
play-help-review = motor şimdiye kadarki her hamleyi işaretler (en iyi ... büyük hata)
play-help-rules = kuralların özeti
play-help-analyse = her geçerli hamlenin kusursuz oyunla ne yaptığı: kazanır, kaybeder ya da bilinmiyor
play-help-quit = çık

play-side = { $side ->
        [white] Beyaz (W)
       *[black] Siyah (B)
    }
play-side-ai = { $side ->
        [white] Beyaz (W)
       *[black] Siyah (B)
    }, yapay zekâ { $ai }
play-welcome = Alquerque. { $white } - { $black }.
play-type-a-move = c2-c3 gibi bir hamle ya da 'help' yaz.
play-percent-means = (Yüzde, bilgisayarın aramasından sonra oradan kazanma şansına dair kendi tahminidir: %50 eşitlik demektir.)
play-first-run-lesson = Alquerque’de yeni misin? 'alquerque learn' kuralları kısa adımlarla öğretir; 'help' buradaki komutları listeler.
play-prompt = Sıra: { $player }
play-prompt-capture = Sıra: { $player } (almak zorunlu)
play-game-over-prompt = Oyun bitti: review, new, undo, save FILE ya da quit
play-thinking = düşünüyor: { $iterations } yineleme, en iyi { $best } (%{ $percent })
play-ai-plays = { $player }: { $move }
play-ai-plays-expects = { $player }: { $move }  (beklenen %{ $percent })
play-ai-no-move = { $side ->
        [white] Yapay zekâ beyaz için hamle bulamadı; beyaz artık klavyeden oynanıyor.
       *[black] Yapay zekâ siyah için hamle bulamadı; siyah artık klavyeden oynanıyor.
    }
play-hint-proven = İpucu: { $move } (kanıtlanmış bir galibiyet). { $known }.
play-hint = İpucu: { $move } (beklenen %{ $percent })
play-no-hint = İpucu verilecek hamle yok: oyun bitti.
play-nothing-to-review = İncelenecek bir şey yok: hiç hamle oynanmadı.
play-nothing-to-undo = Geri alınacak bir şey yok.
play-nothing-to-redo = Yinelenecek bir şey yok.
play-no-legal-moves = Geçerli hamle yok.
play-saved = Kaydedildi: { $file }.
play-not-saved = Kaydedilemedi: { $file }: { $reason }
play-link-opened = Bağlantıdaki oyun açıldı. Sıra: { $player }. Önceki oyununa dönmek için 'back' yaz.
play-link-opened-over = Bağlantıdaki oyun açıldı; oyun bitmiş. Önceki oyununa dönmek için 'back' yaz.
play-link-refused = Bağlantı açılamadı: { $reason }.
play-back = Önceki oyuna dönüldü; yeniden 'back' öbür oyunlar arasında dolaşır.
play-back-none = Hiç bağlantı açılmadı: dönülecek başka bir oyun yok.
play-back-let-go = 'back' için yalnızca { $kept } oyun saklanır: en uzun süredir kenarda olan bırakılıyor. Yeniden açmak için bağlantısı:
play-statistics-retry = Bu oyundan çıktığında yeniden denenecek.
play-refused = { $reason }. Yardım için 'help' yaz.
play-unknown-command = '{ $word }' ne bir komut ne de bir hamle. Komutlar için 'help' yaz.
play-unknown-command-nearest = '{ $word }' ne bir komut ne de bir hamle. Şunu mu demek istedin: { $nearest }? Komutlar için 'help' yaz.
play-move-with-spaces = Bir hamlenin noktaları boşluksuz, tirelerle birleştirilir: { $move }.

# `alquerque learn` komutunun söyledikleri (cli/src/cmd/learn.rs); komutlar İngilizce kalır.
learn-welcome = { $steps } kısa adımda Alquerque oynamayı öğren. Bir hamle ya da 'help' yaz.
learn-step = Adım { $step } / { $steps }: { $title }
learn-prompt = adım { $step }
learn-help = Her adım bir hamle ister; tahtanın altından, beyazla oynuyorsun.
learn-help-move = bir hamle dene (alma her iniş noktasını yazar: b2-b4-d2-d4)
learn-help-next = bu adım bitince sonraki adım
learn-help-back = önceki adım
learn-help-again = bu adım en baştan
learn-help-board = tahtayı yeniden çiz
learn-help-help = bu metin
learn-help-quit = dersten çık
learn-type-chain = Çoklu almanın tamamını tek hamle olarak yazın: taşın indiği her nokta, tirelerle birleştirilmiş (b2-b4-…).
learn-step-done = Bu adım tamam: devam etmek için 'next' yaz (ya da Enter’a bas).
learn-refused = { $reason } Yardım için 'help' yaz.
learn-done = Aferin! { $taught }
learn-finished = Ders bu kadar. 'alquerque play' ile bir oyun oyna.
learn-next = Sonraki adım için 'next' yaz (ya da Enter’a bas).
learn-first-step = Bu ilk adım.
learn-do-this-first = Önce bu adımı yap: bir hamle ya da 'help' yaz.

play-ai-typed = { $spec }

# Bir dosyanın neden okunamadığı ya da yazılamadığı (cli/src/files.rs).
file-kind-record = bir oyun kaydı
file-kind-certificate = bir sertifika
file-kind-progress = bir bulmaca ilerleme dosyası
file-kind-statistics = bir istatistik dosyası
file-not-found = böyle bir dosya yok
file-permission-denied = izin verilmedi
file-system = { $reason }
file-is-folder = bir klasör
file-is-device = bir aygıt, { $what } değil
file-too-long = { $kib } KiB’den uzun; { $what } en fazla bu kadar olabilir
file-not-utf8 = UTF-8 metni değil
file-dangling-link = hiçbir şeyi göstermeyen bir bağlantı
file-not-regular = normal bir dosya değil ve değiştirilmiyor
file-is-input = bu komutun okuduğu bir dosya ve üzerine yazılmıyor
file-no-folder = { $folder } klasörü yok
file-folder-refuses = { $folder } klasörü dosya kabul etmiyor ({ $reason })
file-locked = alquerque’nin başka bir oturumu onu kullanıyor (kilidi: { $lock }); o oturum bitince yeniden dene
cannot-load = { $file } yüklenemiyor: { $reason }
cannot-write = { $file } yazılamıyor: { $reason }

# Terminaldeki inceleme (cli/src/cmd/review.rs).
review-reviewing = { $moves ->
        [one] { $moves } hamle inceleniyor; Ctrl-C incelemeyi durdurur ve incelenen hamleleri korur.
       *[other] { $moves } hamle inceleniyor; Ctrl-C incelemeyi durdurur ve incelenen hamleleri korur.
    }
review-stopped-at = İnceleme durdu: { $total } hamleden { $done } tanesi incelendi.
review-better = daha iyisi: { $better }

# Terminalde hatalarından öğren (cli/src/cmd/drill.rs). Komutlar İngilizce kalır.
play-help-learn = incelemeden sonra: hatalarına ve büyük hatalarına karşı daha iyi hamleler bul
play-review-first = Önce oyunu incele: 'review', sonra 'learn' yaz.
drill-welcome = Her hata için daha iyi bir hamle yaz. İki yanlış denemeden sonra daha iyi hamle gösterilir. Komutlar için 'help' yaz.
drill-help-move = bir hamle dene (alma her iniş noktasını yazar: b2-b4-d2-d4)
drill-help-next = sonraki hata
drill-help-back = önceki hata
drill-help-solution = daha iyi hamleyi ve devamını göster
drill-help-skip = bunu çözmeden sonraki hataya geç
drill-help-quit = dur ve kaç daha iyi hamle bulduğunu gör
drill-go-on = Sonraki hata için 'next' yaz (ya da Enter’a bas).
drill-all-done = Sonuncusu buydu: özet için Enter’a bas.
drill-first = Bu ilk hata.
drill-last = Bu son hata: durmak için 'quit' yaz.
