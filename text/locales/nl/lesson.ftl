# Leer spelen (core/src/lesson): de titel van elke stap, wat ze vraagt en wat ze leerde.
lesson-step-title = Een schijf verzetten
lesson-step-task = Jij speelt met Wit, vanaf de onderkant van het bord. Een schijf zet één stap langs een lijn naar een leeg punt ernaast. Zet een schijf een stap vooruit, naar Zwart toe.
lesson-step-done = Schijven stappen vooruit of opzij, maar nooit terug naar hun eigen kant.
lesson-sideways-title = Opzij, en niet meteen terug
lesson-sideways-task = Een schijf mag ook opzij stappen. De schijf op c3 is net opzij gestapt vanaf d3, dus bij haar volgende stap mag ze daar niet meteen heen terug. Zet haar opzij.
lesson-sideways-done = Dat verbod hoort bij die schijf en vervalt zodra ze ergens anders heen stapt of slaat.
lesson-capture-title = Slaan is verplicht
lesson-capture-task = Spring over een vijandelijke schijf naast de jouwe, langs een lijn, naar het lege punt er direct achter: de schijf waar je overheen springt, is geslagen. Als je kunt slaan, moet je slaan. Sla nu.
lesson-capture-done = Slaan kan in elke richting, ook achteruit.
lesson-chain-title = Doorspringen
lesson-chain-task = Na een sprong springt dezelfde schijf door zolang het kan, en de hele meerslag is één zet. Sla drie schijven met de schijf op b2.
lesson-chain-done = Als een meerslag meer dan één kant op kan, kies je zelf: de langste hoeft niet.
lesson-far-row-title = De achterste rij
lesson-far-row-task = Een schijf die de achterste rij bereikt, de eerste rij van Zwart, blijft daar staan: ze doet geen gewone stappen meer, al mag ze nog wel slaan. De schijf op d5 staat er al. Breng nog een schijf naar de achterste rij.
lesson-far-row-done = Beide schijven blijven nu staan waar ze staan, tenzij er een slag langskomt.
lesson-win-title = Winnen
lesson-win-task = Je wint als je tegenstander niet kan zetten: al zijn schijven zijn geslagen, of de overgebleven schijven zitten vast. Zwart heeft nog één schijf, op c2. Laat haar geen zet over.
lesson-win-done = Zwart kan niet zetten: Wit wint. Dat is het hele spel. Veel plezier!
lesson-wrong-sideways = { $move } is een stap opzij. Stap deze keer vooruit: naar de andere kant.
lesson-wrong-forward = { $move } is een stap vooruit. Stap deze keer opzij, langs de rij.
lesson-wrong-not-a-step = { $move } is geen gewone stap.
lesson-wrong-too-few = Die meerslag slaat { $taken ->
        [one] { $taken } schijf
       *[other] { $taken } schijven
    }; een andere slaat er { $wanted }. Probeer het opnieuw.
lesson-wrong-short = { $move } bereikt de achterste rij niet.
lesson-wrong-opponent-can-move = { $side ->
        [white] Daarna kan Wit nog zetten: { $reply }. Vind de zet die Wit geen zet meer laat.
       *[black] Daarna kan Zwart nog zetten: { $reply }. Vind de zet die Zwart geen zet meer laat.
    }
lesson-wrong-step-done = Deze stap is klaar: ga door naar de volgende.
lesson-well-done = Goed gedaan.
