# De regels uitgelegd aan de speler, één alinea per bericht (core/src/game/rules_text.rs).

rules-board = Alquerque wordt gespeeld op een bord met 25 punten die door lijnen verbonden zijn. Elk punt heeft lijnen naar zijn buren opzij, omhoog en omlaag; om het andere punt (a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5) heeft ook diagonale lijnen.
rules-start = Wit heeft twaalf schijven op rij 1 en 2 en op d3 en e3; Zwart heeft er twaalf op rij 4 en 5 en op a3 en b3. Het middelste punt c3 is leeg. Wit begint, daarna zijn de spelers om de beurt aan zet. Passen mag niet: als je aan zet bent, moet je een zet doen.
rules-step = Een gewone zet brengt één schijf één stap langs een lijn naar een leeg naburig punt: vooruit of opzij, nooit terug naar je eigen kant. Een schijf op de achterste rij (de eerste rij van de tegenstander) doet geen gewone zetten meer; slaan mag nog wel, en als ze door een slag van de achterste rij af komt, mag ze weer stappen.
rules-reversal-banned = Een schijf die opzij is gestapt, mag bij haar volgende stap niet meteen terug. Dat verbod hoort bij die schijf en vervalt zodra ze ergens anders heen stapt of slaat.
rules-reversal-allowed = Terugstappen mag: een schijf mag opzij heen en weer stappen.
rules-step-alfonso = Zoals in het Boek der spelen van Alfons X (1283): een gewone zet brengt één schijf één stap langs een lijn naar een leeg naburig punt, in elke richting, ook achteruit. Een schijf op de achterste rij stapt als elke andere, en een schijf mag terugstappen naar waar ze vandaan kwam.
rules-capture = Slaan doe je door over een vijandelijke schijf naast de jouwe te springen, langs een lijn, naar het lege punt er direct achter, in elke richting, ook achteruit. De geslagen schijf gaat meteen van het bord. Slaan is verplicht: als je kunt slaan, moet je slaan.
rules-chain = Na een sprong moet dezelfde schijf doorspringen zolang dat kan. Zijn er meerdere wegen, dan kies je zelf; de langste hoeft niet. De hele meerslag is één zet.
rules-win = Je wint als je tegenstander niet kan zetten wanneer hij aan de beurt is: geen schijven meer, of geen enkele die kan bewegen.
rules-draws = Partijen kunnen rondjes draaien, dus drie keer dezelfde stelling met dezelfde speler aan zet is remise.
rules-draws-counted = Partijen kunnen rondjes draaien, dus drie keer dezelfde stelling met dezelfde speler aan zet is remise; dat zijn ook { $moves } zetten op rij (die van beide spelers geteld) zonder slag.
rules-no-draws = Onder deze regels kan geen stelling terugkomen, dus elke partij eindigt met een winnaar: remise bestaat niet.

# The rules page: its title when reversal is allowed, and the note when the options' rules
# apply from the next game.
rules-title-with-reversal = { $variant }, terugstappen toegestaan
rules-next-game = Je opties veranderen deze regels vanaf de volgende nieuwe partij.
