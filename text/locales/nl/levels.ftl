# De niveaus van de computer en de regelvarianten, voor de menu's.

level-beginner = Beginner
level-beginner-description = Speelt aannemelijke zetten en maakt echte fouten.
level-beginner-outlook = Te verslaan in je eerste partijen: hij maakt echte fouten.
level-easy = Makkelijk
level-easy-description = Pakt wat hem wordt aangeboden, maar vergist zich nog af en toe.
level-easy-outlook = Te verslaan zodra je de regels kent en op slagen let.
level-medium = Gemiddeld
level-medium-description = Een degelijke tegenstander die voor tactiek drie zetten vooruitkijkt.
level-medium-outlook = Een echte strijd voor een speler met wat partijen achter de rug.
level-hard = Moeilijk
level-hard-description = Mist nooit een gedwongen winst binnen vijf zetten.
level-hard-outlook = Wint bijna elke partij tegen een nieuwkomer.
level-master = Meester
level-master-description = Denkt het langst: negen zetten tactiek en een zoektocht naar bewezen winst.
level-master-outlook = Voor sterke spelers: hij verliest zelden.
level-perfect = Perfect
level-perfect-description = Speelt de bewezen winst waar het opgeloste spel er een heeft; anders als Meester.
level-perfect-outlook = Onverslaanbaar met Wit onder de standaardregels; met Zwart verslaat alleen perfect spel hem.

variant-standard = Standaard (Qirkat)
variant-alfonso = Alfons X (alle richtingen)

# The players the options offer for each side.
player-human = Mens
player-human-description = Iemand tikt op het bord.
player-ai = Computer: { $level }
