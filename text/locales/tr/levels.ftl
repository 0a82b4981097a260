# Yapay zekânın seviyeleri ve kural varyantları, menüler için.

level-beginner = Acemi
level-beginner-description = Makul hamleler oynar, gerçek hatalar da yapar.
level-beginner-outlook = İlk oyunlarında yenilebilir: gerçek hatalar yapar.
level-easy = Kolay
level-easy-description = Önüne konanı alır, yine de arada bir hata yapar.
level-easy-outlook = Kuralları bilip almalara dikkat ettiğinde yenilebilir.
level-medium = Orta
level-medium-description = Taktikte üç hamle ilerisini gören sağlam bir rakip.
level-medium-outlook = Birkaç oyun oynamış biri için gerçek bir mücadele.
level-hard = Zor
level-hard-description = Beş hamle içindeki zorlanmış bir galibiyeti asla kaçırmaz.
level-hard-outlook = Yeni başlayan birine karşı neredeyse her oyunu kazanır.
level-master = Usta
level-master-description = En uzun düşünen: dokuz hamlelik taktik ve kanıtlanmış galibiyet araması.
level-master-outlook = Güçlü oyuncular için: nadiren kaybeder.
level-perfect = Kusursuz
level-perfect-description = Çözülmüş oyunda kanıtlanmış bir galibiyet varsa onu oynar; yoksa Usta gibi.
level-perfect-outlook = Standart kurallarla beyazla yenilmez; siyahla onu yalnızca kusursuz oyun yener.

variant-standard = Standart (Qirkat)
variant-alfonso = X. Alfonso (tüm yönler)

# The players the options offer for each side.
player-human = İnsan
player-human-description = Bir kişi tahtaya dokunur.
player-ai = Yapay zekâ: { $level }
