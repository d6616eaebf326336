/**
 * Danske Lov 4-1, „Om skibbrud og vrag“ (Schiffbruch und Wrack), auf Deutsch:
 * jede Meldung unter der Id, die ihr englischer Text ihr gibt (siehe
 * docs/languages.md). Wo das Gesetz ein Fachwort hat, steht es beim ersten Mal in
 * Klammern: Bergelohn (bjergeløn), Jahr und Tag (år og dag), Strandvogt
 * (strandfoged), Amtmann (amtmand), Strandrecht (forstrandsrettighed).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 14–19: Funde auf See
  "dl-vrag/find.king": "Der König",
  "dl-vrag/find.kingRole": "der König, dem ein Fund ohne Eigentümer zufällt",
  "dl-vrag/find.wreck": "das Wrack",
  "dl-vrag/find.anchor": "der Anker",
  "dl-vrag/find.goods": "das Gut",
  "dl-vrag/find.other": "der Fund",
  "dl-vrag/find.whoSalvaged": "wer es geborgen hat",
  "dl-vrag/find.fishermenFound": "Fischer, die es fanden",
  "dl-vrag/find.skipperFound": "Schiffer (skipper), der es fand",
  "dl-vrag/find.finder": "der Finder, {what}",
  "dl-vrag/find.finders": "die Finder gemeinsam, {what}",
  "dl-vrag/find.rightfulOwner": "der rechte Eigentümer (rette ejer)",
  "dl-vrag/find.theRightfulOwner": "Der rechte Eigentümer",
  "dl-vrag/find.ownerIfHeComes": "der rechte Eigentümer, wenn er kommt",
  // 19: wo der Fund gemacht wurde
  "dl-vrag/19.place.assessor":
    "im Text nicht genannt: der Befehlshaber des Königs, der den Fund empfängt, nach dem Bericht des Finders",
  "dl-vrag/19.place.notSaid": "der Fall sagt nicht, ob es {open} gefunden wurde",
  "dl-vrag/19.place.whether": "Ob der Fund {open} gemacht wurde ({path})",
  "dl-vrag/19.place.basis":
    "nach Q-V08 {code} ist die offene See (åbenbare sø) von dl-vrag/19 {open}; solange das nicht bekannt ist, kann weder das Drittel (14) noch die Hälfte (19) gegeben werden",
  "dl-vrag/19.place.outOfSight": "außer Sicht allen Landes",
  "dl-vrag/19.place.inSight": "in Sicht von Land",
  "dl-vrag/19.place.outsideWaters": "außerhalb der Gewässer jeder Küste",
  "dl-vrag/19.place.withinWaters": "in Küstengewässern",
  "dl-vrag/19.place.assessedOpen": "von {by} als auf offener See außerhalb allen Landes gefunden beurteilt",
  "dl-vrag/19.place.assessedSea": "von {by} als in der See, nicht auf offener See gefunden beurteilt",
  "dl-vrag/19.place.notYetAssessed": "noch nicht beurteilt",
  "dl-vrag/19.place.whetherWreck":
    "Ob das Wrack „in der See“ (udi søen, dl-vrag/14, ein Drittel) oder „auf offener See außerhalb allen Landes“ (i åbenbare sø uden for alle land, dl-vrag/19, die Hälfte) gefunden wurde",
  "dl-vrag/19.place.factBasis":
    "eine Tatfrage nach Q-V08 R3; der Fall sagt: {facts}. Anzugeben als facts.found.assessment",
  "dl-vrag/19.place.noPlace": "kein Ort genannt",
  "dl-vrag/19.place.placeFacts":
    "{place}{sight, select, out {, außer Sicht von Land} in {, in Sicht von Land} other {}}{waters, select, in {, in Küstengewässern} out {, außerhalb der Küstengewässer} other {}}",
  "dl-vrag/19.place.notWreck":
    "{item}: kein Wrack (vrag); dl-vrag/19 spricht nur von Wrack, daher wird es, wo immer es gefunden wurde, als Fund in der See behandelt",
  "dl-vrag/19.place.ownersPresent":
    "einige der Leute, denen es gehört, waren dabei: dl-vrag/19 spricht von Wrack, bei dem „ingen folk er derhos, som det tilhører“ (niemand dabei ist, dem es gehört), also fällt es nicht unter 19",
  "dl-vrag/19.place.whereLabel":
    "Wo das Wrack gefunden wurde: in der See (14) oder auf offener See außerhalb allen Landes (19)",
  "dl-vrag/19.place.notKnown": "nicht bekannt",
  "dl-vrag/19.place.openSea": "die offene See",
  "dl-vrag/19.place.sea": "die See",
  // 14, 18, 19: der Anteil des Finders und der Wert
  "dl-vrag/14.share.halfWords": "die Hälfte, als der, der es geborgen hat („den, som det bjerger“)",
  "dl-vrag/14.share.anchorBuoyed":
    "ein Drittel seines Wertes als Bergelohn (bjergeløn), obwohl eine Boje daran war („hvad heller der er bøje på, eller ej“)",
  "dl-vrag/14.share.anchorAnyBuoy":
    "ein Drittel seines Wertes als Bergelohn (bjergeløn), ob mit Boje oder ohne („hvad heller der er bøje på, eller ej“)",
  "dl-vrag/14.share.thirdWords": "ein Drittel seines Wertes für seine Mühe („for sin umage“)",
  "dl-vrag/14.share.fractionTo": "{fraction} an {names}",
  "dl-vrag/14.share.atDelivery": "wie der Befehlshaber ihn bei der Übergabe schätzte",
  "dl-vrag/14.share.notYetValued": "noch nicht geschätzt",
  "dl-vrag/14.share.valueWhat": "Der Wert des Fundes",
  "dl-vrag/14.share.valueBy": "der Befehlshaber des Königs, der ihn empfängt ({officer})",
  "dl-vrag/14.share.valueBasis":
    "Q-V09 R1: der Befehlshaber schätzt ihn bei der Übergabe; das Drittel ist ein Drittel dieses Wertes",
  "dl-vrag/14.share.atSale": "wie beim Verkauf erlöst",
  "dl-vrag/14.share.notYetSold": "noch nicht verkauft",
  "dl-vrag/14.share.saleWhat": "Was der Fund beim Verkauf erbringt",
  "dl-vrag/14.share.saleBy": "der Verkauf, gehalten vom Befehlshaber des Königs, der ihn verwahrt ({officer})",
  "dl-vrag/14.share.saleBasis":
    "Q-V09 R2: der Wert ist der erlöste Preis; bevor er verkauft ist, kann das Drittel nicht berechnet werden",
  "dl-vrag/14.share.valueShown": "{value}, {words}",
  // 15, 16, 19: der Anspruch des Eigentümers
  "dl-vrag/15.claim.lastDayUnknown": "der letzte Tag (noch nicht bekannt)",
  "dl-vrag/15.claim.none": "kein Eigentümer ist gekommen",
  "dl-vrag/15.claim.inTime": "der Anspruch vom {date} liegt innerhalb von Jahr und Tag (år og dag; letzter Tag {last})",
  "dl-vrag/15.claim.late": "der Anspruch vom {date} kam nach dem letzten Tag, {last}: zu spät",
  "dl-vrag/15.claim.unknown":
    "ob der Anspruch vom {date} rechtzeitig ist, lässt sich erst sagen, wenn der Beginn von Jahr und Tag bekannt ist",
  "dl-vrag/15.claim.label": "Der Anspruch des Eigentümers",
  "dl-vrag/15.claim.pending":
    "ein Anspruch kam rechtzeitig, und sein Beweis ist noch nicht beurteilt: der Fund wird für seinen Eigentümer verwahrt",
  "dl-vrag/15.claim.ownersShow": "des Eigentümers",
  "dl-vrag/15.claim.halves": "die Hälfte an den Berger, die Hälfte an den König",
  "dl-vrag/15.claim.runsUntil":
    "Jahr und Tag laufen bis {last}: bis dahin liegt der Fund in Verwahrung, und der Eigentümer kann noch kommen",
  "dl-vrag/15.claim.notFixed":
    "Jahr und Tag sind nicht bestimmt: der Fund liegt in Verwahrung, und der Eigentümer kann noch kommen",
  // 14–16, 18, 19: die Teilung des Wertes
  "dl-vrag/find.division.bothRoles": "{first}, und {second}",
  "dl-vrag/find.division.bothReasons": "{first}; und {second}",
  "dl-vrag/find.division.reasonCited": "{reason} ({provisions})",
  "dl-vrag/find.division.smallestUnit": "kleinste Einheit",
  "dl-vrag/find.division.divided": "{label}: {value}, genau geteilt und auf {unit} gerundet, die Summe gewahrt",
  "dl-vrag/find.division.onDay":
    "am {day}, es sei denn, der Eigentümer kommt bis {last} mit hinreichendem Beweis (nøjagtig bevisning)",
  "dl-vrag/find.division.onceRunOut":
    "wenn Jahr und Tag abgelaufen sind, es sei denn, der Eigentümer kommt rechtzeitig mit hinreichendem Beweis",
  "dl-vrag/find.division.notWhole": " (kein ganzer {unit}: gezahlt als der gerundete Anteil unten)",
  "dl-vrag/find.division.dayAfter": "der Tag nach Jahr und Tag",
  "dl-vrag/find.division.noCosts": "{words}; der Fall nennt keine Kosten",
  "dl-vrag/find.division.payableOnce":
    "{words}: {amount}, zahlbar, sobald der Tag bekannt ist, an dem Jahr und Tag ablaufen, und kein Eigentümer bis dahin gekommen ist",
  // 14, 18, 19: Übergabe und Verwahrung
  "dl-vrag/14.deliver.deliveredOn": "übergeben am {date}",
  "dl-vrag/14.deliver.notYetDelivered": "noch nicht übergeben",
  "dl-vrag/14.deliver.atPlace": "in {place}",
  "dl-vrag/14.deliver.whereAshore": "an dem Ort, wo es an Land gebracht wird",
  "dl-vrag/14.deliver.kingsHalfOf": "die Hälfte des Königs von {item}",
  "dl-vrag/14.deliver.done": "; erledigt: übergeben an {officer} am {date}",
  "dl-vrag/14.deliver.notDone": "; der Fall sagt nicht, dass es geschehen ist",
  "dl-vrag/14.deliver.hand":
    "dem, der für den König Befehl hat (som på kongens vegne befalning har), {where} übergeben: {what}{done}",
  "dl-vrag/14.deliver.kingsHalf": "die Hälfte des Königs",
  "dl-vrag/14.deliver.it": "es",
  "dl-vrag/14.deliver.keep":
    "{what} Jahr und Tag (år og dag) liegen lassen, bis zum Ende des {last}, es sei denn, der Eigentümer löst es früher aus",
  "dl-vrag/14.deliver.finderHands":
    "der Finder übergibt dem Befehlshaber des Königs {where}: {what}; und das Gut bleibt Jahr und Tag (år og dag) liegen",
  // 17: Unterschlagung wird als Diebstahl bestraft
  "dl-vrag/17.theft":
    "als Dieb zu bestrafen („straffes som en tyv“): die Strafe für Diebstahl setzt Danske Lov anderswo, außerhalb dieses Kapitels, fest, daher gibt sealaw kein Maß an",
  "dl-vrag/17.offence": "{what}: Unterschlagung („underslår“) von Gut oder Wrack, auf See gefunden",
  "dl-vrag/17.punished": "{who}: als Dieb bestraft",
  "dl-vrag/17.heldBack": "hielt {what} zurück, statt es zu übergeben",
  "dl-vrag/17.heldBackWorth": "hielt {what} (Wert {value}) zurück, statt es zu übergeben",
  "dl-vrag/17.notFindRules":
    "{person}: {what} ist ein Verstoß gegen {provision}, nicht gegen die Regeln über Funde; dl-vrag/17 reicht nicht so weit.",
  "dl-vrag/17.punishmentWhat": "Die Bestrafung von {person} als Dieb",
  "dl-vrag/17.punishmentBy": "das Gericht (das Kapitel nennt keines)",
  "dl-vrag/17.punishmentBasis":
    "dl-vrag/17 verweist auf die Strafe für Diebstahl, die Danske Lov außerhalb dieses Kapitels festsetzt",
  "dl-vrag/17.handOver": "dem Befehlshaber des Königs übergeben, was er zurückhielt: {what}",
  "dl-vrag/17.twice":
    "{person} ist sowohl unter concealed als auch unter breaches gemeldet; ist es dieselbe Tat, ist es ein Vergehen.",
  "dl-vrag/17.notInValue":
    "Was zurückgehalten wurde, ist nicht im hier geteilten Wert: der Anteil des Finders ist von dem, was übergeben wurde.",
  "dl-vrag/17.label": "Unterschlagung des Fundes ({n} von {all} strafbar nach dl-vrag/17)",
  // 15, 16, 19: der Eigentümer, während Jahr und Tag laufen
  "dl-vrag/15.owner.forPrice": "für {price}",
  "dl-vrag/15.owner.thirdOnceValued":
    "ein Drittel seines Wertes, sobald geschätzt, und die Kosten, wie Q-V10 sie liest",
  "dl-vrag/15.owner.lastDayOfPeriod": "der letzte Tag von Jahr und Tag",
  "dl-vrag/15.owner.makeHalvesNow":
    "die Hälften machen: die Hälfte an den Berger, und die Hälfte des Königs an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/15.owner.makeHalvesThen":
    "ist bis {last} kein Eigentümer mit hinreichendem Beweis gekommen, dann die Hälften machen",
  "dl-vrag/15.owner.sendOnNow": "es an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/15.owner.sendOnThen":
    "ist bis {last} kein Eigentümer mit hinreichendem Beweis gekommen, es dann an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/15.owner.keepFor":
    "{item} für {owner} verwahren, während der Beweis, den er am {date} brachte, beurteilt wird: wird er hinreichend befunden, erhält er es {price}; wenn nicht, {otherwise}",
  "dl-vrag/15.owner.holdHalf":
    "die Hälfte, die er sofort behielt, halten, während der Anspruch beurteilt wird, und sie {owner} herausgeben, wenn der Beweis hinreichend befunden wird ({q})",
  "dl-vrag/15.owner.noHalvesYet":
    "dl-vrag/19 teilt das Wrack in Hälften „uden så er, at rette ejer kommer inden år og dag“ (es sei denn, der rechte Eigentümer kommt binnen Jahr und Tag): der Eigentümer kam binnen Jahr und Tag, also werden keine Hälften gemacht, solange sein Anspruch besteht",
  "dl-vrag/15.owner.notFallenYet":
    "dl-vrag/16 gibt den Fund dem König „Kommer der og ingen“ — wenn niemand kommt: der Eigentümer kam binnen Jahr und Tag, also ist er dem König nicht zugefallen, solange sein Anspruch besteht",
  "dl-vrag/15.owner.keptSituation":
    "ein Anspruch kam rechtzeitig am {date}, und sein Beweis ist noch nicht beurteilt: es wird für seinen Eigentümer verwahrt ({provisions})",
  "dl-vrag/15.owner.come": "bis {by} mit hinreichendem Beweis (nøjagtig bevisning) kommen und {item} erhalten, {price}",
  "dl-vrag/15.owner.stayAwayHalf": "wegbleiben: der Berger behält die Hälfte, und der König hat die Hälfte",
  "dl-vrag/15.owner.stayAway": "wegbleiben: es fällt dem König zu",
  "dl-vrag/15.owner.lapseHalf": "ab {day} behält der Berger die Hälfte, und der König hat die Hälfte ({provision})",
  "dl-vrag/15.owner.lapse":
    "ab {day} ist es dem König zugefallen und wird an den Amtmann (amtmand) des Königs gesandt; der Finder behält sein Drittel ({provision})",
  "dl-vrag/15.owner.agent":
    "{agent} erhebt Anspruch für den Eigentümer. dl-vrag/15 und /19 nennen nur den rechten Eigentümer; der Bevollmächtigte gilt als in seinem Namen handelnd, wie dl-vrag/9 es zulässt („eller hans fuldmægtig“, oder sein Bevollmächtigter).",
  "dl-vrag/15.owner.proofWhat":
    "Ob der Beweis, den {claimant} am {date} brachte, dass der Fund dem Eigentümer gehört, hinreichend ist („nøjagtig bevisning“)",
  "dl-vrag/15.owner.proofBy":
    "im Text nicht genannt: der Befehlshaber des Königs, der den Fund verwahrt, nimmt den Anspruch entgegen",
  "dl-vrag/15.owner.proofBasis":
    "der Eigentümer erhält den Fund nur, wenn er binnen Jahr und Tag mit hinreichendem Beweis kommt",
  "dl-vrag/15.owner.lateHalf":
    "Der Anspruch vom {date} kam nach dem letzten Tag von Jahr und Tag, {last}: zu spät. Der Berger behält die Hälfte, und der König hat die Hälfte (dl-vrag/19).",
  "dl-vrag/15.owner.late":
    "Der Anspruch vom {date} kam nach dem letzten Tag von Jahr und Tag, {last}: zu spät. Der Fund ist dem König zugefallen (dl-vrag/16); der Finder behält sein Drittel.",
  "dl-vrag/15.owner.notSufficient":
    "Der am {date} gebrachte Beweis wurde nicht als hinreichend befunden, er gibt dem Eigentümer den Fund also nicht.",
  "dl-vrag/15.owner.notSufficientYet":
    "Der am {date} gebrachte Beweis wurde nicht als hinreichend befunden, er gibt dem Eigentümer den Fund also nicht; er kann noch bis {last} mit hinreichendem Beweis kommen.",
  // 14–16, 18: ein Drittel, und der Rest dem Eigentümer oder dem König
  "dl-vrag/15.third.costsOnTop": "derselbe Bergelohn, und die Kosten obendrein",
  "dl-vrag/15.third.costsWithin": "derselbe Bergelohn, die Kosten darin enthalten",
  "dl-vrag/15.third.finderReason":
    "{words}, sofort vom Befehlshaber des Königs gezahlt und behalten, was immer aus dem Fund wird",
  "dl-vrag/15.third.payOwner": "{owner} den Preis für {item} zahlen, abzüglich des Drittels, das der Finder erhielt",
  "dl-vrag/15.third.handOver": "{owner} übergeben, sobald er gezahlt hat: {item}",
  "dl-vrag/15.third.ownerReason":
    "der Fund, abzüglich des Drittels, das er als denselben Bergelohn zurückzahlt: er kam rechtzeitig mit hinreichendem Beweis",
  "dl-vrag/15.third.redeems": "der Eigentümer löst es rechtzeitig aus ({provision})",
  "dl-vrag/15.third.sendOnNow": "es an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/15.third.sendOnFrom":
    "ab {day}, wenn kein Eigentümer gekommen ist: es an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/15.third.costsOut":
    "die Kosten des Befehlshabers für die Verwahrung des Fundes, aus dem Teil des Königs: dl-vrag/15 legt „al anvendte bekostning“ (alle aufgewandten Kosten) dem Eigentümer auf, der auslöst, und kommt keiner, gehören das Gut und was darauf verwandt wurde dem König (wie Q-V17 R1 dl-vrag/19 liest)",
  "dl-vrag/15.third.costsOutWhen":
    "die Kosten des Befehlshabers für die Verwahrung des Fundes, aus dem Teil des Königs: dl-vrag/15 legt „al anvendte bekostning“ (alle aufgewandten Kosten) dem Eigentümer auf, der auslöst, und kommt keiner, gehören das Gut und was darauf verwandt wurde dem König (wie Q-V17 R1 dl-vrag/19 liest); {when}",
  "dl-vrag/15.third.costsMore":
    "Die Kosten des Befehlshabers, {costs}, sind mehr als der Teil des Königs, {part}; der Text sagt nicht, wer den Rest trägt.",
  "dl-vrag/15.third.kingFallen":
    "der Fund, abzüglich des Drittels des Finders: kein Eigentümer kam binnen Jahr und Tag, also ist er dem König zugefallen",
  "dl-vrag/15.third.kingFallenNet":
    "der Fund, abzüglich des Drittels des Finders, {net} nach den Kosten des Befehlshabers von {costs}: kein Eigentümer kam binnen Jahr und Tag, also ist er dem König zugefallen",
  "dl-vrag/15.third.kingFalls": "der Fund, abzüglich des Drittels des Finders: er fällt dem König zu {when}",
  "dl-vrag/15.third.kingFallsNet":
    "der Fund, abzüglich des Drittels des Finders, {net} nach den Kosten des Befehlshabers von {costs}: er fällt dem König zu {when}",
  "dl-vrag/15.third.fallen": "es ist dem König zugefallen ({provision})",
  "dl-vrag/15.third.lies": "es bleibt Jahr und Tag liegen ({provision})",
  "dl-vrag/15.third.likewise": "(„udi lige måder“, in gleicher Weise wie dl-vrag/14, das „straks“, sofort, sagt)",
  "dl-vrag/15.third.onDelivery": "sofort, bei der Übergabe",
  "dl-vrag/15.third.whenHanded": "sofort, wenn es übergeben wird",
  "dl-vrag/15.third.owed": "{words}, {when}{rounded}",
  "dl-vrag/15.third.owedLikewise": "{words}, {when} {likewise}{rounded}",
  "dl-vrag/15.third.payFinder": "{who} sofort ein Drittel des Wertes zahlen: {third}",
  "dl-vrag/15.third.onceFixed": "{words}, sobald der Wert feststeht",
  "dl-vrag/15.third.payOnceFixed": "{who} sofort ein Drittel des Wertes zahlen, sobald er feststeht",
  "dl-vrag/15.third.soldNote":
    "{item}: verkauft, und der Preis steht an seiner Stelle: das Amt behält denselben Bergelohn, {reward}, aus dem Preis und zahlt {owner} den Rest. Er löst es „for samme bjergeløn“ (für denselben Bergelohn) einmal aus, daher ist der Bergelohn nicht daneben geschuldet ({q})",
  "dl-vrag/15.third.sameReward": "derselbe Bergelohn, den der Finder erhielt ({q})",
  "dl-vrag/15.third.allCosts": "alle aufgewandten Kosten (al anvendte bekostning), zusätzlich zum Bergelohn (Q-V10 R1)",
  "dl-vrag/15.third.r2Costs":
    "Nach Q-V10 R2 schließt der Bergelohn von {reward} die Kosten ein, daher zahlt der Eigentümer nichts weiter; die Kosten des Befehlshabers von {costs} werden nicht erstattet, und der Text sagt nicht, wer sie trägt.",
  "dl-vrag/15.third.rewardOutOfPrice": "sein Bergelohn, aus dem Preis",
  "dl-vrag/15.third.rewardOutOfPayment": "sein Bergelohn, aus dem, was der Eigentümer zahlt",
  "dl-vrag/15.third.costsIncluded": "{reward}, die Kosten eingeschlossen ({q})",
  "dl-vrag/15.third.plusNone": "{reward} zuzüglich aller aufgewandten Kosten (der Fall nennt keine) ({q})",
  "dl-vrag/15.third.plusCosts": "{reward} zuzüglich aller aufgewandten Kosten, {costs}: {total} ({q})",
  // 14–19: der Fund im Ganzen
  "dl-vrag/14-19.officerRole": "der Befehlshaber des Königs, der den Fund empfing",
  "dl-vrag/14-19.officer": "Der Befehlshaber des Königs",
  "dl-vrag/14-19.officerAt": "Der Befehlshaber des Königs in {place}",
  "dl-vrag/14-19.officeRole": "der, der für den König Befehl hat an dem Ort, wo der Fund an Land gebracht wird",
  "dl-vrag/14-19.noAsOf": "Der Fall nennt kein as_of; er wird zu seinem spätesten Datum entschieden, {date}.",
  "dl-vrag/14-19.noDates":
    "Der Fall nennt keine Daten: er wird entschieden, wie er steht, Jahr und Tag noch nicht bestimmt.",
  "dl-vrag/14-19.together":
    "{names} haben den Anteil des Finders gemeinsam; der Text sagt nicht, wie sie ihn unter sich teilen.",
  "dl-vrag/14-19.alsoTookPart":
    "{names} waren auch am Fund beteiligt, aber {provision} gibt den Anteil {who, select, fishermen {den Fischern} other {dem Schiffer}}; was ihnen zusteht, sagt der Text nicht.",
  "dl-vrag/14-19.notHandedOver":
    "Der Fund ist nicht übergeben: das Drittel ist erst fällig, wenn er es ist, und Jahr und Tag laufen nach Q-X02 R2 ab der Übergabe.",
  "dl-vrag/14-19.openSea": "{item}, gefunden auf offener See außerhalb allen Landes ({provision})",
  "dl-vrag/14-19.inTheSea":
    "{item}, in der See gefunden von {who, select, fishermen {Fischern} other {einem Schiffer}}: ein Drittel an den Finder ({provision})",
  "dl-vrag/14-19.atSea":
    "{item}, auf See gefunden: ob in der See oder auf offener See, ist noch zu beurteilen ({p14}, {p19})",
  "dl-vrag/14-19.situation": "{whose}; {plan}",
  "dl-vrag/14-19.findersShare": "Der Anteil des Finders",
  "dl-vrag/14-19.whatBecomes": "Was aus dem Fund wird",
  "dl-vrag/14-19.proceeds": "Der Erlös aus {item}, verkauft für {price}",
  "dl-vrag/14-19.valueOf": "Der Wert: {item}, {words}",
  "dl-vrag/14-19.soldBelow":
    "Es wurde für {price} verkauft, weniger als der Anteil des Finders an seinem Wert; der Text sagt nicht, wer den Unterschied trägt.",
  "dl-vrag/14-19.soldWords":
    "verkauft für {price}, {diff} {above, select, above {über} other {unter}} seinem Wert: der Preis steht an Stelle des Fundes (wie Q-V07 R1 dl-vrag/11 liest)",
  "dl-vrag/14-19.lineWithSale": "{reason}; {words}",
  "dl-vrag/14-19.comeUnknown":
    "binnen Jahr und Tag mit hinreichendem Beweis kommen und {item} zurückerhalten, für den Bergelohn, der folgt, sobald der Fundort beurteilt ist",
  "dl-vrag/14-19.lapseUnknown":
    "es fällt dem König zu (dl-vrag/16), oder die Hälfte an den Berger und die Hälfte an den König (dl-vrag/19)",
  // 19: Wrack auf offener See, die Hälfte dem Berger
  "dl-vrag/19.allDelivered": "alles übergeben; die Hälften nach Jahr und Tag",
  "dl-vrag/19.keepsAtOnce": "der Berger behält seine Hälfte sofort",
  "dl-vrag/19.outOfKingsHalf": "aus der Hälfte des Königs",
  "dl-vrag/19.beforeHalved": "aus dem Wert, bevor er halbiert wird",
  "dl-vrag/19.settledOutside": "außerhalb dieser Regeln geregelt",
  "dl-vrag/19.thirdAndCosts": "ein Drittel seines Wertes und die Kosten, wie in dl-vrag/15",
  "dl-vrag/19.dueAssessed": "ein gebührender Bergelohn (tilbørlig bjergeløn), geschätzt",
  "dl-vrag/19.halfBack": "der Berger behält seine Hälfte; die Hälfte des Königs geht an den Eigentümer zurück",
  "dl-vrag/19.noOwnerCame": "kein Eigentümer kam binnen Jahr und Tag",
  "dl-vrag/19.officerForCosts": "der Befehlshaber des Königs, für die aufgewandten Kosten",
  "dl-vrag/19.costsFirst":
    "die Kosten für Verwahrung und Behandlung des Wracks, vom Wert genommen, bevor er halbiert wird ({q})",
  "dl-vrag/19.salvorHalfLeft": "die Hälfte dessen, was nach den Kosten bleibt, als der, der es geborgen hat; {when}",
  "dl-vrag/19.salvorHalf": "die Hälfte des Wracks, als der, der es geborgen hat; {when}",
  "dl-vrag/19.kingsHalf": "die Hälfte des Königs; {when}",
  "dl-vrag/19.kingsHalfNet": "die Hälfte des Königs, {net} nach den Kosten des Befehlshabers von {costs} ({q}); {when}",
  "dl-vrag/19.costsMore":
    "Die Kosten des Befehlshabers, {costs}, sind mehr als die Hälfte des Königs, {half}; der Text sagt nicht, wer den Rest trägt.",
  "dl-vrag/19.costsOutNow": "die Kosten des Befehlshabers, aus der Hälfte des Königs ({q})",
  "dl-vrag/19.costsOutWhen": "die Kosten des Befehlshabers, aus der Hälfte des Königs ({q}); {when}",
  "dl-vrag/19.whoBears": "Wer die Kosten des Befehlshabers für Verwahrung und Behandlung des Wracks trägt",
  "dl-vrag/19.whoBearsOf":
    "Wer die Kosten des Befehlshabers von {costs} für Verwahrung und Behandlung des Wracks trägt",
  "dl-vrag/19.whoBearsBy": "im Text nicht genannt: außerhalb dieser Regeln geregelt",
  "dl-vrag/19.whoBearsBasis": "dl-vrag/19 sagt nichts über Kosten ({q})",
  "dl-vrag/19.noCosts":
    "Der Fall nennt keine Kosten für die Verwahrung des Wracks; die Hälften werden berechnet, als wäre nichts aufgewandt.",
  "dl-vrag/19.halvesMade": "kein Eigentümer kam binnen Jahr und Tag: die Hälfte an den Berger, die Hälfte an den König",
  "dl-vrag/19.liesThenHalves":
    "es bleibt Jahr und Tag liegen; kommt dann kein Eigentümer, die Hälfte an den Berger und die Hälfte an den König",
  "dl-vrag/19.answersFor":
    "Der Berger behält seine Hälfte sofort und haftet dafür, wenn der Eigentümer kommt: was ihm dann zusteht, wird dagegen verrechnet ({q})",
  "dl-vrag/19.nowRunOut": "nun, da Jahr und Tag abgelaufen sind",
  "dl-vrag/19.fromDay": "ab {day}, wenn kein Eigentümer gekommen ist",
  "dl-vrag/19.hisHalfWhen": "seine Hälfte, {when} ({q})",
  "dl-vrag/19.makeHalves":
    "{when}: die Hälften machen, {salvor} seine Hälfte geben und die Hälfte des Königs an den Amtmann (amtmand) des Königs senden",
  "dl-vrag/19.keepsHisHalf":
    "seine Hälfte, die er behält: nur die Hälfte des Königs geht an den Eigentümer zurück ({q})",
  "dl-vrag/19.thirdAs15": "ein Drittel seines Wertes, wie in dl-vrag/15 ({q})",
  "dl-vrag/19.assessedReward": "der gebührende Bergelohn, wie geschätzt ({q})",
  "dl-vrag/19.hisHalf": "seine Hälfte ({q})",
  "dl-vrag/19.handKingsHalf": "{owner} die Hälfte des Königs übergeben",
  "dl-vrag/19.paysNothing":
    "Der Eigentümer nimmt die Hälfte des Königs zurück und zahlt nichts ({q}); der Text sagt nicht, wer die Kosten des Befehlshabers von {costs} trägt.",
  "dl-vrag/19.costsLaidOut": "die aufgewandten Kosten",
  "dl-vrag/19.rewardFromOwner": "sein Bergelohn, aus dem, was der Eigentümer zahlt",
  "dl-vrag/19.handOnce": "{owner} übergeben, sobald er gezahlt hat: {item}",
  "dl-vrag/19.allCostsR1": "alle aufgewandten Kosten (al anvendte bekostning; Q-V10 R1)",
  "dl-vrag/19.r2Costs":
    "Nach Q-V10 R2 schließt der Bergelohn die Kosten ein, daher zahlt der Eigentümer nichts weiter; die Kosten des Befehlshabers von {costs} werden nicht erstattet, und der Text sagt nicht, wer sie trägt.",
  "dl-vrag/19.handKingsHalfOf": "{owner} die Hälfte des Königs übergeben von: {item}",
  "dl-vrag/19.answerTo":
    "{owner} für die Hälfte haften, die er sofort behielt, Wert {half}; sein Bergelohn wird, sobald geschätzt, dagegen verrechnet ({custody}; {owner_q})",
  "dl-vrag/19.setOff":
    "sein Bergelohn von {reward} ({owner_q}) wird gegen die Hälfte von {half} verrechnet, die er sofort behielt ({custody})",
  "dl-vrag/19.halfLessReward":
    "die Hälfte, die er sofort behielt, {half}, abzüglich seines dagegen verrechneten Bergelohns von {reward}",
  "dl-vrag/19.giveUp":
    "{owner} die Hälfte herausgeben, die er sofort behielt, abzüglich seines Bergelohns: {setOff}, also gibt er {rest} davon heraus, und ihm steht nichts weiter zu",
  "dl-vrag/19.rewardLessHalf":
    "sein Bergelohn von {reward}, abzüglich der dagegen verrechneten Hälfte von {half}, die er sofort behielt",
  "dl-vrag/19.keepTowards":
    "die Hälfte, die er sofort behielt, auf seinen Bergelohn behalten: {setOff}, also gibt er nichts heraus, und ihm steht nichts weiter zu",
  "dl-vrag/19.keepTowardsRest":
    "die Hälfte, die er sofort behielt, auf seinen Bergelohn behalten: {setOff}, also gibt er nichts heraus, und ihm steht der Rest zu, {rest}",
  "dl-vrag/19.ownerComes": "der Eigentümer kommt rechtzeitig ({provision}; {q})",
  "dl-vrag/19.kingsHalfBackReason":
    "die Hälfte des Königs, die an ihn zurückgeht: er kam rechtzeitig mit hinreichendem Beweis",
  "dl-vrag/19.wreckLessReward":
    "das Wrack, abzüglich des Bergelohns des Bergers: er kam rechtzeitig mit hinreichendem Beweis",
  "dl-vrag/19.assessWhat": "Der gebührende Bergelohn, den der Eigentümer dem Berger von Wrack von offener See zahlt",
  "dl-vrag/19.assessBy":
    "der Amtmann (amtmand) mit den besten Männern der Gegend, oder Bürgermeister und Rat vor den Kaufstädten (wie in dl-vrag/6)",
  "dl-vrag/19.assessBasis":
    "Q-V11 R2: ein geschätzter Bergelohn, wie in dl-vrag/6 und /9, nach den Umständen und dem Wert des Gutes; anzugeben als facts.salvage_reward_assessed",
  "dl-vrag/19.priceBack":
    "zurück, die Hälfte des Königs davon, ohne etwas zu zahlen; der Berger behält seine Hälfte ({q})",
  "dl-vrag/19.priceAssessed": "für einen gebührenden Bergelohn, geschätzt wie in dl-vrag/6, mit den Kosten ({q})",
  "dl-vrag/19.thirdOnceValued": "ein Drittel seines Wertes, sobald geschätzt, und die Kosten",
  "dl-vrag/19.priceAs15": "für {price}, wie in dl-vrag/15 ({q})",
  // 14–19: die Regeln
  "dl-vrag/14-19#find":
    "Ein Fund auf See nach dl-vrag/14–19: der Anteil des Finders, Jahr und Tag (år og dag), die Auslösung durch den Eigentümer oder der Anfall an den König, und Unterschlagung",
  "dl-vrag/14#third":
    "findet ein Schiffer (skipper) Wrack, einen Anker oder anderes in der See, so übergibt er es dem Befehlshaber des Königs an dem Ort, wo es an Land gebracht wird, der ihm sofort ein Drittel seines Wertes für seine Mühe (for sin umage) gibt",
  "dl-vrag/18#anchor":
    "Fischer, die einen Anker in der See aufnehmen, ob mit Boje oder ohne, übergeben ihn in gleicher Weise den Befehlshabern des Königs und erhalten ein Drittel seines Wertes als Bergelohn (bjergeløn)",
  "dl-vrag/19#half":
    "wird Wrack auf offener See außerhalb allen Landes gefunden, und niemand, dem es gehört, ist dabei: wer es birgt, behält die Hälfte, und die Hälfte gehört dem König",
  "dl-vrag/14#value-at-delivery":
    "sein Wert ist, was der Befehlshaber des Königs bei der Übergabe darauf setzt (Q-V09 R1)",
  "dl-vrag/14#value-by-sale": "sein Wert ist, was es beim Verkauf erbringt (Q-V09 R2)",
  "dl-vrag/19#out-of-sight":
    "die offene See außerhalb allen Landes (åbenbare sø uden for alle land) ist dort, wo kein Land in Sicht ist (Q-V08 R1)",
  "dl-vrag/19#outside-coastal-waters":
    "die offene See außerhalb allen Landes ist außerhalb der Gewässer, die zu einer Küste gehören (Q-V08 R2)",
  "dl-vrag/19#assessed":
    "ob der Fund auf offener See außerhalb allen Landes gemacht wurde, wird von Fall zu Fall beurteilt (Q-V08 R3)",
  "dl-vrag/15#redeem":
    "kommt der rechte Eigentümer (rette ejermand) inzwischen mit hinreichendem Beweis (nøjagtig bevisning), so erhält er es für denselben Bergelohn mit allen aufgewandten Kosten",
  "dl-vrag/16#claim-pending":
    "„Kommer der og ingen“ (kommt aber niemand): der Fund fällt dem König nur zu, wenn niemand kommt; ein Eigentümer kam rechtzeitig, und während sein Beweis beurteilt wird, wird er für ihn verwahrt",
  "dl-vrag/16#king":
    "kommt binnen Jahr und Tag niemand, so ist das Gut dem König zugefallen und wird an die Amtmänner (amtmænd) des Königs gesandt",
  "dl-vrag/19#owner":
    "es sei denn, der rechte Eigentümer kommt binnen Jahr und Tag, wie zuvor gesagt (som før er sagt)",
  "dl-vrag/19#claim-pending":
    "„uden så er, at rette ejer kommer inden år og dag“: ein Eigentümer kam rechtzeitig, und während sein Beweis beurteilt wird, werden keine Hälften gemacht",
  "dl-vrag/19#halves":
    "kein Eigentümer kam binnen Jahr und Tag: der Berger behält die Hälfte, und die Hälfte gehört dem König",
  "dl-vrag/14#deliver":
    "der Schiffer, der Wrack, einen Anker oder anderes in der See findet, übergibt es dem, der für den König an dem Ort Befehl hat, wo es an Land gebracht wird, und das Gut bleibt Jahr und Tag liegen",
  "dl-vrag/18#deliver":
    "Fischer, die einen Anker aufnehmen, ob mit Boje oder ohne, übergeben ihn in gleicher Weise („udi lige måder“), und dann wird damit wie mit einem Fund in der See verfahren",
  "dl-vrag/19#deliver":
    "auf offener See geborgenes Wrack wird dem Befehlshaber des Königs übergeben und bleibt Jahr und Tag liegen, „som før er sagt“ (wie zuvor gesagt)",
  "dl-vrag/17#thief": "wer solches Gut und Wrack unterschlägt (underslår), wird als Dieb bestraft",
  "dl-vrag/15#price":
    "der Eigentümer erhält es „for samme bjergeløn med al anvendte bekostning“ (für denselben Bergelohn mit allen aufgewandten Kosten): das Drittel, das der Finder erhielt, und die Kosten obendrein",
  "dl-vrag/15#costs-within":
    "„med al anvendte bekostning“ gelesen als „die Kosten eingeschlossen“: der Eigentümer zahlt denselben Bergelohn und nichts weiter (Q-V10 R2)",
  "dl-vrag/19#custody":
    "das Wrack wird dem Befehlshaber des Königs übergeben und bleibt Jahr und Tag liegen, „som før er sagt“ (dl-vrag/14); die Hälften werden gemacht, wenn kein Eigentümer gekommen ist",
  "dl-vrag/19#half-kept-at-once":
    "„beholde halvdelen“ (die Hälfte behalten) gelesen als von Anfang an halten: der Berger behält seine Hälfte sofort und haftet dafür, wenn der Eigentümer kommt (Q-V12 R2)",
  "dl-vrag/19#costs":
    "der Berger behält eine volle Hälfte („beholde halvdelen“); die Kosten des Befehlshabers für die Verwahrung des Wracks fallen auf die Hälfte des Königs, wie bei einem dem König zugefallenen Fund (dl-vrag/16)",
  "dl-vrag/19#costs-first":
    "die Kosten für Verwahrung und Behandlung des Wracks werden zuerst von seinem Wert genommen, und der Rest wird halbiert (Q-V17 R2)",
  "dl-vrag/19#costs-unstated":
    "dl-vrag/19 nennt keine Kosten: wer sie trägt, wird außerhalb dieser Regeln geregelt (Q-V17 R3)",
  "dl-vrag/19#owner-pays":
    "der Eigentümer, der binnen Jahr und Tag kommt, erhält das Wrack „som før er sagt“: wie in dl-vrag/15, für ein Drittel seines Wertes und die aufgewandten Kosten",
  "dl-vrag/19#owner-assessed":
    "der Eigentümer, der rechtzeitig kommt, zahlt dem Berger einen gebührenden Bergelohn, geschätzt wie in dl-vrag/6 und /9 (Q-V11 R2)",
  "dl-vrag/19#owner-kings-half":
    "„uden så er, at rette ejer kommer“ gelesen als nur auf die Hälfte des Königs bezogen: der Berger behält seine Hälfte, und die Hälfte des Königs geht an den Eigentümer zurück (Q-V11 R3)",
  // Lesarten: Jahr und Tag und Funde
  "reading:aar_og_dag": "Wie lang ist „år og dag“ (Jahr und Tag)?",
  "reading:aar_og_dag.R1": "ein Jahr und ein Tag: dasselbe Datum ein Jahr später, und ein Tag mehr",
  "reading:aar_og_dag.R2":
    "ein Jahr und sechs Wochen, wie der spätere dänische Rechtsgebrauch es für Ansprüche auf gestrandetes und gefundenes Gut las",
  "reading:aar_og_dag.R3": "ein Jahr, sechs Wochen und drei Tage: das sächsische „Jahr und Tag“",
  "reading:aar_og_dag.R4": "ein Jahr: „og dag“ ist eine feste Wendung",
  "reading:aar_og_dag_start": "Von welchem Ereignis an laufen Jahr und Tag?",
  "reading:aar_og_dag_start.R1": "von dem Tag an, an dem das Wrack strandet oder gefunden wird",
  "reading:aar_og_dag_start.R2": "von dem Tag an, an dem das Gut dem Befehlshaber übergeben und verzeichnet wird",
  "reading:aar_og_dag_start.R3": "von einer öffentlichen Bekanntmachung an (die Texte nennen keine)",
  "reading:sea_vs_open_sea":
    "Wo endet das Finden von Wrack „in der See“ (udi søen; ein Drittel, dl-vrag/14), und wo beginnt „auf offener See außerhalb allen Landes“ (i åbenbare sø uden for alle land; die Hälfte, dl-vrag/19)?",
  "reading:sea_vs_open_sea.R1": "die offene See ist außer Sicht allen Landes",
  "reading:sea_vs_open_sea.R2": "die offene See ist außerhalb der Gewässer, die zu einer Küste gehören",
  "reading:sea_vs_open_sea.R3":
    "eine Tatfrage, von Fall zu Fall beurteilt: der Fall muss sagen, wie der Fund beurteilt wurde",
  "reading:find_valuation":
    "Wer setzt den Wert eines Fundes für das Drittel des Finders fest (dl-vrag/14, /18), und wann?",
  "reading:find_valuation.R1": "der Befehlshaber des Königs, der den Fund empfängt, schätzt ihn bei der Übergabe",
  "reading:find_valuation.R2": "der Wert, der erlöst wird, wenn und sobald der Fund verkauft wird",
  "reading:redemption_price":
    "Was zahlt der Eigentümer, um einen Fund auszulösen (dl-vrag/15: „for samme bjergeløn med al anvendte bekostning“)?",
  "reading:redemption_price.R1": "dasselbe Drittel, das dem Finder gezahlt wurde, zuzüglich aller aufgewandten Kosten",
  "reading:redemption_price.R2": "das Drittel, die Kosten eingeschlossen („med“ = einschließlich)",
  "reading:open_sea_owner":
    "Kommt der Eigentümer rechtzeitig für Wrack, das auf offener See gefunden wurde (dl-vrag/19), was erhält dann der Berger?",
  "reading:open_sea_owner.R1":
    "ein Drittel, wie in dl-vrag/15: der Eigentümer erhält alles zurück und zahlt ein Drittel seines Wertes und die Kosten",
  "reading:open_sea_owner.R2":
    "ein geschätzter Bergelohn: der Eigentümer zahlt einen gebührenden Bergelohn (tilbørlig bjergeløn), geschätzt wie in dl-vrag/6 und /9",
  "reading:open_sea_owner.R3":
    "der Berger behält seine Hälfte: nur die Hälfte des Königs geht an den Eigentümer zurück",
  "reading:open_sea_custody": "Darf der Berger auf offener See seine Hälfte sofort behalten (dl-vrag/19)?",
  "reading:open_sea_custody.R1":
    "das Wrack wird übergeben und Jahr und Tag verwahrt, wie in dl-vrag/14 und /16; die Hälften werden danach gemacht",
  "reading:open_sea_custody.R2": "der Berger behält seine Hälfte sofort und haftet dafür, wenn der Eigentümer kommt",
  "reading:open_sea_costs":
    "Wer trägt die Kosten für Verwahrung und Behandlung von Wrack, das auf offener See gefunden wurde (dl-vrag/19), wenn kein Eigentümer kommt?",
  "reading:open_sea_costs.R1":
    "die Hälfte des Königs: der Berger behält eine volle Hälfte, die Kosten des Befehlshabers kommen aus der Hälfte des Königs",
  "reading:open_sea_costs.R2": "die Kosten werden zuerst vom Wert genommen, und der Rest wird halbiert",
  "reading:open_sea_costs.R3": "der Text schweigt: die Kosten werden außerhalb dieser Regeln geregelt",
  // Jahr und Tag
  "dl-vrag/aar-og-dag.fromFound": "dem Tag der Strandung oder des Fundes",
  "dl-vrag/aar-og-dag.fromRegistered": "dem Tag der Übergabe und Verzeichnung",
  "dl-vrag/aar-og-dag.fromNotice": "dem Tag der öffentlichen Bekanntmachung",
  "dl-vrag/aar-og-dag.length":
    "{code, select, R1 {1 Jahr und 1 Tag} R2 {1 Jahr und 6 Wochen} R3 {1 Jahr, 6 Wochen und 3 Tage} other {1 Jahr}}",
  "dl-vrag/aar-og-dag.runs":
    "Jahr und Tag (år og dag) laufen ab {from} (Q-X02 {start}) und dauern {length} (Q-X01 {code}); der letzte Tag ist noch rechtzeitig",
  "dl-vrag/aar-og-dag.startWhat": "Der Beginn von Jahr und Tag: {from} (Q-X02 {start})",
  "dl-vrag/aar-og-dag.startBy": "der Befehlshaber des Königs, der das Gut verwahrt (der Text nennt niemanden)",
  "dl-vrag/aar-og-dag.startBasis":
    "der Fall nennt kein Datum für {from}; sobald es bekannt ist, ist der letzte Tag dieses Datum plus {length}",
  "dl-vrag/9-19#aar-og-dag":
    "der Eigentümer kann binnen Jahr und Tag („inden år og dag“) mit hinreichendem Beweis (nøjagtig bevisning) kommen; der letzte Tag ist noch rechtzeitig",
  // Lesarten: Bergung, Fracht und Heuer, Wrack am Strand
  "reading:blive_lost":
    "„Bliver skib med gods ...“ / „Bliver et skib“ (bleibt ein Schiff): ist ein Totalverlust verlangt?",
  "reading:blive_lost.R1":
    "„blive“ im alten Sinn „umkommen, verloren gehen“: ein Schiffbruch, ob der Rumpf ganz verloren ist oder nicht",
  "reading:blive_lost.R2": "nur wo das Schiff ganz verloren ist",
  "reading:skibsfolkene": "Wer sind „skibsfolkene“ (die Schiffsleute), die zur Bergung verpflichtet sind (dl-vrag/1)?",
  "reading:skibsfolkene.R1": "die eigene Mannschaft des verunglückten Schiffes, wie in dl-averi/1",
  "reading:skibsfolkene.R2": "alle Seeleute, die zur Hand sind, neben der eigenen Mannschaft des Schiffes",
  "reading:skipper_priority":
    "Gibt dl-vrag/3 dem Schiffer den Vorrang vor den Amtsträgern und den Inhabern des Strandrechts (forstrandsrettighed)?",
  "reading:skipper_priority.R1":
    "ja: solange der Schiffer und seine Helfer bergen wollen und können, darf niemand es übernehmen",
  "reading:skipper_priority.R2": "nein: sie bestätigt nur, dass der Schiffer bergen darf",
  "reading:what_is_left": "Was darf der Schiffer verkaufen, wenn er nicht mehr bergen kann (dl-vrag/4)?",
  "reading:what_is_left.R1": "das Gut und Wrack, das noch ungeborgen liegt (in der Sache das Recht, es zu bergen)",
  "reading:what_is_left.R2": "was geborgen ist, aber nicht fortgebracht werden kann",
  "reading:common_people": "Was sollen die Amtsträger „hos den menige mand“ (beim gemeinen Mann) tun (dl-vrag/5)?",
  "reading:common_people.R1": "das gemeine Volk des Ortes dazu bringen, für den Schiffbrüchigen zu bergen",
  "reading:common_people.R2": "selbst helfen, zusammen mit dem gemeinen Volk",
  "reading:reward_payer":
    "Wer zahlt den geschätzten Bergelohn (bjergeløn): „skipperen, eller købmanden“ (der Schiffer oder der Kaufmann; dl-vrag/6)?",
  "reading:reward_payer.R1":
    "der Schiffer (für die Reeder des Schiffes) und jeder Kaufmann, im Verhältnis zum geborgenen Wert seines eigenen Gutes",
  "reading:reward_payer.R2": "wie der Amtmann (amtmand) und die besten Männer entscheiden",
  "reading:reasonable_freight":
    "Was ist „billig fragt“ (billige Fracht), wenn das Schiff verloren geht, das Gut aber geborgen wird (dl-vrag/20)?",
  "reading:reasonable_freight.R1":
    "die vereinbarte Fracht im Verhältnis zum zurückgelegten Teil der Reise (vgl. dl-averi/2)",
  "reading:reasonable_freight.R2": "die volle vereinbarte Fracht auf das geborgene Gut",
  "reading:reasonable_freight.R3": "was Schätzer für billig halten (vgl. dl-averi/43)",
  "reading:abandon_for_freight":
    "Darf der Befrachter (befragter) nach dl-vrag/21 nur einen Teil des Gutes für die Fracht aufgeben?",
  "reading:abandon_for_freight.R1": "er überlässt dem Schiffer all sein geborgenes Gut, oder zahlt die Fracht",
  "reading:abandon_for_freight.R2": "er darf einen Teil des Gutes überlassen und auf den Rest Fracht zahlen",
  "reading:wages_shortfall":
    "Deckt das Geborgene nach den Kosten die ausstehende Heuer (efterstående hyre) der Schiffsleute nicht (dl-vrag/23), was können sie dann fordern?",
  "reading:wages_shortfall.R1": "nichts: die Worte „intet ... at fordre“ (nichts zu fordern) wörtlich genommen",
  "reading:wages_shortfall.R2":
    "was das Geborgene nach den Kosten ergibt, unter ihnen im Verhältnis zur geschuldeten Heuer geteilt, und nichts darüber hinaus",
  "reading:reward_sharing": "Wie wird der Bergelohn unter denen geteilt, die geborgen haben (dl-vrag/6, dl-vrag/7)?",
  "reading:reward_sharing.R1": "zu gleichen Teilen, einer für jeden, der bergen geholfen hat",
  "reading:reward_sharing.R2":
    "wie die, die den Bergelohn festsetzen, ihn teilen: der Amtmann mit den besten Männern (oder Bürgermeister und Rat); eine vereinbarte Summe, wie die Vereinbarung oder die Berger sie teilen. Der Fall gibt die Teilung an (salvage_money_shares), oder sie wird erfragt",
  "reading:skipper_salvor": "Hat der Schiffer, der bergen hilft, Anteil am Bergelohn (dl-vrag/2, /6; vgl. dl-averi/1)?",
  "reading:skipper_salvor.R1":
    "ja: er hat geholfen, und dl-vrag/2 schließt vom Bergelohn nur die aus, die nicht helfen",
  "reading:skipper_salvor.R2":
    "nein: er gibt den Bergelohn für das Schiff („hvad skipperen ... skulle give“, was der Schiffer geben soll, dl-vrag/6) und erhält ihn nicht",
  "reading:owner_salvor":
    "Hat ein Kaufmann, dessen Gut gerettet wird (oder ein anderer Eigentümer des Geretteten), Anteil am Bergelohn, wenn er bergen hilft (dl-vrag/2, /3, /6)?",
  "reading:owner_salvor.R1":
    "nein: er gibt den Bergelohn für sein Eigenes („hvad skipperen, eller købmanden, skulle give“, dl-vrag/6) und erhält ihn nicht",
  "reading:owner_salvor.R2":
    "ja: er hat geholfen, dl-vrag/2 schließt vom Bergelohn nur die aus, die nicht helfen, und dl-vrag/3 nennt die Kaufleute unter denen, die bergen",
  "reading:proceeds_substitute":
    "Wird der Erlös von Gut, das nach dl-vrag/11 sofort verkauft wird, für den Eigentümer verwahrt?",
  "reading:proceeds_substitute.R1":
    "ja: das Geld tritt an die Stelle des Gutes; der Eigentümer, der binnen Jahr und Tag sein Recht beweist, erhält es abzüglich eines gebührenden Bergelohns (tilbørlig bjergeløn), und sonst folgt es dem übrigen Wrack nach dl-vrag/13",
  "reading:proceeds_substitute.R2":
    "der Text sagt es nicht: was aus dem Geld wird, bleibt offen, und sealaw verfügt über nichts davon",
  "reading:keeping_costs":
    "Wer trägt, was die Verwahrung geborgenen Wracks in guter Verwahrung (god forvaring) kostete (dl-vrag/8), wenn sein Eigentümer binnen Jahr und Tag dafür kommt (dl-vrag/9)?",
  "reading:keeping_costs.R1":
    "der Verwahrer: die Verwahrung ist die Pflicht, die dl-vrag/8 dem Amtmann oder dem Grundherrn auferlegt, und der Eigentümer erhält sein Gut für den gebührenden Bergelohn (und die Kosten seiner Rettung) und nichts weiter",
  "reading:keeping_costs.R2":
    "der Eigentümer, der sein Gut zurückerhält, neben dem Bergelohn, wie er die Kosten seiner Rettung zahlt (dl-vrag/10) und der Eigentümer eines Fundes „al anvendte bekostning“ zahlt (dl-vrag/15): dem Verwahrer geschuldet, bevor das Gut zurückgeht",
  "reading:keeping_costs.R3":
    "sie sind Teil des gebührenden Bergelohns: der Amtmann mit den besten Männern wägt sie unter den Umständen, wenn sie ihn festsetzen (dl-vrag/6, /9), und der Verwahrer erhält sie daraus, bevor der Rest an die geht, die geborgen haben",
  // 1–7, 20–23: die Regeln über die Bergung
  "dl-vrag/1-7,20-23#salvage":
    "Danske Lov 4, „Om skibbrud og vrag“ (Von Schiffbruch und Wrack): ein Schiff mit seinen Leuten verunglückt: die Pflicht zu bergen, der Bergelohn (bjergeløn), und Fracht, Havarei und Heuer nach dem Schiffbruch",
  "dl-vrag/1#lost": "ein Schiff mit Gut geht durch Sturm oder anderes Unglück verloren („bliver“)",
  "dl-vrag/1#seafarer-at-hand": "ein Seefahrer zur Hand, der nicht zur eigenen Mannschaft des Schiffes gehört",
  "dl-vrag/1#crew":
    "die Schiffsleute (skibsfolkene) sind verpflichtet, zu helfen und zu bergen und Schiff und Gut zu retten, für einen billigen Bergelohn (billig bjergeløn)",
  "dl-vrag/2#helper": "wer bergen hilft, verdient Bergelohn",
  "dl-vrag/2#skipper":
    "der Schiffer, der bergen hilft: „ingen at nyde noget til bjergeløn, uden han hjælper at bjerge“ (niemand erhält Bergelohn, es sei denn, er hilft bergen)",
  "dl-vrag/3#skipper":
    "es steht dem Schiffer unverwehrt zu (uforment), mit seinen Kaufleuten und anderen, die er dazu bewegen kann, zu bergen, solange sie wollen und können",
  "dl-vrag/4#sell":
    "wenn sie nicht mehr bergen können, dürfen sie, was an Gut oder Wrack übrig ist, verkaufen oder veräußern, an wen sie wollen, und niemand darf sie daran hindern",
  "dl-vrag/5#officials":
    "vermag der Schiffer mit seinen Leuten nicht zu bergen, so müssen die Amtsträger und der Inhaber des Strandrechts (forstrandsrettighed) auf Verlangen mit dem gemeinen Mann helfen, für einen billigen Bergelohn",
  "dl-vrag/5#asked":
    "die Amtmänner (amtmænd) des Königs, Bürgermeister und Rat, Vögte und Strandvögte (strandfogeder), alle, die am Strand Befehl haben, und der Inhaber des Strandrechts müssen auf Verlangen helfen",
  "dl-vrag/6#assessment":
    "wenn geborgen ist, sollen der Amtmann mit den besten Männern der Gegend — vor den Kaufstädten Bürgermeister und Rat — den Bergelohn nach den Umständen und dem Wert des Gutes erwägen und festsetzen",
  "dl-vrag/6#payer":
    "wer den Bergelohn zahlt: der Schiffer für das Schiff und jeder Kaufmann für sein Gut, nach dem geborgenen Wert (Q-V06 R1)",
  "dl-vrag/6#payer-assessed":
    "die Schätzer „overveje og slutte, hvad skipperen, eller købmanden, skulle give“ (erwägen und beschließen, was der Schiffer oder der Kaufmann geben soll): wer zahlt und wie viel jeder, setzen sie fest (Q-V06 R2)",
  "dl-vrag/6#owner": "die Eigentümer des Geretteten geben den Bergelohn dafür; sie erhalten ihn nicht (Q-S11 R1)",
  "dl-vrag/6#owner-not-helping":
    "die Eigentümer des Geretteten geben den Bergelohn dafür; wer nicht geholfen hat, erhält ihn nicht",
  "dl-vrag/6#skipper-gives":
    "der Schiffer ist einer von denen, die den Bergelohn geben, „hvad skipperen, eller købmanden, skulle give“, und verdient ihn nicht (Q-S09 R2)",
  "dl-vrag/6#sharing":
    "der Lohn derer, „som bjerget have“ (die geborgen haben), wird unter ihnen zu gleichen Teilen geteilt",
  "dl-vrag/6#sharing-by-assessors":
    "der Bergelohn wird unter den Bergern geteilt, wie die ihn teilen, die ihn festsetzen: dl-vrag/6 überlässt ihnen den Bergelohn „efter lejligheden“ (nach den Umständen) und gibt keinen Schlüssel (Q-S06 R2)",
  "dl-vrag/7#bargain":
    "wird der Schiffer mit den Bergern einig (forligt) — über eine bestimmte Summe für sie, einen Teil des Gutes, oder eine Summe, die sie ihm für alles zahlen, was sie bergen können — so soll eine solche Vereinbarung in Kraft bleiben",
  "dl-vrag/7#outside": "einer, der geholfen hat, aber nicht zu den Bergern gehört, die die Vereinbarung schlossen",
  "dl-vrag/20#freight":
    "geht ein Schiff verloren, und das Gut wird geborgen: so soll der Schiffer davon billige Fracht (billig fragt) haben",
  "dl-vrag/20#pro-rata": "billige Fracht ist die vereinbarte Fracht für den zurückgelegten Teil der Reise (Q-V13 R1)",
  "dl-vrag/20#full-freight": "billige Fracht ist die volle vereinbarte Fracht auf das geborgene Gut (Q-V13 R2)",
  "dl-vrag/20#fair":
    "„billig fragt“: der Schiffer hat billige Fracht auf das geborgene Gut, wie gute Männer sie befinden (Q-V13 R3)",
  "dl-vrag/21#left": "dem Befrachter (befragter) steht es frei, dem Schiffer das Gut für die Fracht zu lassen",
  "dl-vrag/21#all":
    "der Befrachter darf dem Schiffer das geborgene Gut für die Fracht lassen: alles, oder zahlen (Q-V14 R1)",
  "dl-vrag/21#part":
    "der Befrachter darf dem Schiffer einen Teil des geborgenen Gutes lassen und auf den Rest Fracht zahlen (Q-V14 R2)",
  "dl-vrag/22#no-average":
    "wird gestrandetes Gut (strandet gods) geborgen, so ist man nicht schuldig, daraus Havarei (havari) für das andere verlorene Gut oder Schiff zu zahlen",
  "dl-vrag/22#beaching":
    "ein Schiff absichtlich auflaufen zu lassen (landløbe), um Schiff und Gut zu retten, ist große Havarei, keine Strandung",
  "dl-vrag/23#short":
    "kann von Schiff und Gut nicht so viel geborgen werden, dass es nach den übrigen Bergungskosten für die ausstehende Heuer (efterstående hyre) der Schiffsleute reicht, so haben sie von dieser Heuer nichts zu fordern",
  "dl-vrag/23#covered":
    "die Schiffsleute erhalten ihre ausstehende Heuer aus dem, was von Schiff und Gut geborgen wird, nach den Bergungskosten (dl-vrag/23 umgekehrt gelesen)",
  // 8–13: die Regeln über Wrack
  "dl-vrag/8#no-living-people": "Schiff oder Gut wird Wrack (vrag), und keine lebenden Leute sind dabei",
  "dl-vrag/8#amtmand":
    "am Strand des Königs (kongens forstrand) muss der Amtmann (amtmand) das Wrack bergen und in gute Verwahrung legen lassen",
  "dl-vrag/8#landowner":
    "vor dem Grund eines Grundherrn muss der, vor dessen Grund es gefunden wird, das Wrack bergen und in gute Verwahrung legen lassen",
  "dl-vrag/8#kept": "was geborgen wird, wird so, wie es ist, in gute Verwahrung (god forvaring) gelegt",
  "dl-vrag/8#keeping-costs":
    "der Verwahrer trägt, was die Verwahrung des Wracks kostete: die Verwahrung ist seine Pflicht, und der Eigentümer erhält sein Gut für einen gebührenden Bergelohn (Q-S12 R1)",
  "dl-vrag/9#owner":
    "der rechte Eigentümer (rette ejer) oder sein Bevollmächtigter (fuldmægtig), der binnen Jahr und Tag (inden år og dag) mit hinreichendem Beweis kommt, erhält sein Gut für einen gebührenden Bergelohn (tilbørlig bjergeløn)",
  "dl-vrag/9#reward":
    "der Eigentümer erhält sein Gut für einen gebührenden Bergelohn, „som før er rørt“ (wie zuvor berührt): festgesetzt, wie dl-vrag/6 ihn festsetzt, vom Amtmann mit den besten Männern",
  "dl-vrag/9#reward-fixed": "der gebührende Bergelohn, wie er festgesetzt ist",
  "dl-vrag/9#keeping-owner":
    "der Eigentümer, der sein Gut zurückerhält, zahlt die Kosten der Verwahrung neben dem Bergelohn, wie er die Kosten seiner Rettung zahlt (dl-vrag/10) (Q-S12 R2)",
  "dl-vrag/9#keeping-in-reward":
    "die Kosten der Verwahrung sind Teil des gebührenden Bergelohns „som før er rørt“, den der Amtmann mit den besten Männern „efter lejligheden“ festsetzt (Q-S12 R3)",
  "dl-vrag/9-13#settlement":
    "Der Erlös, verrechnet mit dem, was daraus geschuldet ist, genau, dann auf den Schilling gerundet, die Summe gewahrt",
  "dl-vrag/10#restore":
    "Waren, die Schaden genommen haben oder nass geworden sind und zu retten sind, werden auf Kosten dessen gerettet, der das Gut zurückerhalten soll",
  "dl-vrag/10#judge": "ob beschädigtes oder nasses Gut zu retten ist, entscheidet, ob es gerettet oder verkauft wird",
  "dl-vrag/11#sell": "Gut, das nicht zu retten ist, darf sofort verkauft und zu Geld gemacht werden, so teuer es geht",
  "dl-vrag/11#proceeds":
    "das Geld für sofort verkauftes Gut tritt an seine Stelle: für den Eigentümer verwahrt, und sonst folgt es dem Wrack (Q-V07 R1)",
  "dl-vrag/11#proceeds-open": "der Text sagt nicht, was aus dem Geld für sofort verkauftes Gut wird (Q-V07 R2)",
  "dl-vrag/13#vesting":
    "kommt binnen Jahr und Tag niemand mit hinreichendem Beweis, so gehört das Wrack dem König oder dem, der das Strandrecht (forstrandsrettighed) hat",
  "dl-vrag/13#king": "nicht beanspruchtes Wrack gehört dem König",
  "dl-vrag/13#foreshore-right": "... oder dem, der das Strandrecht (forstrandsrettighed) hat",
  "dl-vrag/12#penalty":
    "wer mit Wrack untreu umgeht (utrolig omgås), wird dafür wie für anderes unrechtmäßig besessenes Gut (uhjemlet gods) bestraft",
  "dl-vrag/8-13#wreck":
    "Wrack nach dl-vrag/8–13, keine lebenden Leute dabei: geborgen und verwahrt vom Amtmann (amtmand) oder vom Grundherrn, dem Eigentümer gehörig für einen gebührenden Bergelohn binnen Jahr und Tag (år og dag), sonst dem König oder dem Inhaber des Strandrechts (forstrandsrettighed)",
  // 1–7, 20–23: Schiffbruch mit den Leuten an Bord
  "dl-vrag/salvage.mayorAndCouncil": "Bürgermeister und Rat der Kaufstadt",
  "dl-vrag/salvage.amtmandAndBestMen": "der Amtmann (amtmand) mit den besten Männern der Gegend",
  "dl-vrag/salvage.semicolon": "{first}; {then}",
  "dl-vrag/1-7,20-23.ship": "{ship}, {reason}",
  "dl-vrag/1-7,20-23.bySkipper": "Bergung durch den Schiffer und seine Leute (dl-vrag/1–4)",
  "dl-vrag/1-7,20-23.byOfficials":
    "der Schiffer vermochte nicht zu bergen: die Hilfe der Amtsträger auf Verlangen (dl-vrag/5)",
  "dl-vrag/1-7,20-23.bargain": "eine Vereinbarung mit den Bergern (dl-vrag/7)",
  "dl-vrag/1-7,20-23.fixedBy": "der Bergelohn (bjergeløn), wie ihn {by} festgesetzt hat (dl-vrag/6)",
  "dl-vrag/1-7,20-23.freight": "Fracht und Havarei (havari) auf das geborgene Gut (dl-vrag/20–22)",
  "dl-vrag/1-7,20-23.wages": "die Heuer (hyre) der Schiffsleute (dl-vrag/23)",
  "dl-vrag/1-7,20-23.notLost":
    "Das Schiff ist nicht verloren, wie Q-V01 „bliver“ liest: dl-vrag/1 bindet seine Leute nicht.",
  "dl-vrag/1-7,20-23.duty": "Die Pflicht, bergen zu helfen",
  "dl-vrag/1.byStorm": "durch Sturm",
  "dl-vrag/1.byMisfortune": "durch anderes Unglück",
  "dl-vrag/1.whollyLost": "ganz verloren {cause}",
  "dl-vrag/1.notWhollyLost": "{cause} verunglückt, aber nicht ganz verloren, und nur ein Totalverlust zählt (Q-V01 R2)",
  "dl-vrag/1.wreckCounts":
    "{cause} verunglückt; ein Schiffbruch zählt, ob das Schiff ganz verloren ist oder nicht (Q-V01 R1)",
  "dl-vrag/1.atHand": "ein Seefahrer zur Hand: „skibsfolkene“ sind die Seeleute, die zur Hand sind (Q-V02 R2)",
  "dl-vrag/1.notShipsPeople":
    "nicht von den Leuten des Schiffes: „skibsfolkene“ sind die Mannschaft des verunglückten Schiffes (Q-V02 R1)",
  "dl-vrag/1.shipsPeople": "einer der Schiffsleute",
  "dl-vrag/1.mustHelp":
    "helfen, {ship} und sein Gut zu bergen und zu retten, für einen billigen Bergelohn (billig bjergeløn)",
  "dl-vrag/1.refused":
    "{person} wollte nicht bergen helfen: er hat keinen Bergelohn (dl-vrag/2). Was ein Seemann verwirkt, der sich weigert, setzt dl-averi/4 fest, das hier nicht entschieden wird.",
  "dl-vrag/3-5.amtmand": "der Amtmann (amtmand) des Königs",
  "dl-vrag/3-5.mayorAndCouncil": "Bürgermeister und Rat",
  "dl-vrag/3-5.bailiff": "ein Vogt (foged)",
  "dl-vrag/3-5.strandBailiff": "ein Strandvogt (strandfoged)",
  "dl-vrag/3-5.shoreCommander": "einer, der am Strand Befehl hat",
  "dl-vrag/3-5.foreshoreHolder": "der Inhaber des Strandrechts (forstrandsrettighed), auf dessen Grund es geschieht",
  "dl-vrag/3-5.couldNot": "der Schiffer mit seinen Leuten vermochte nicht zu bergen",
  "dl-vrag/3-5.priority":
    "der Schiffer birgt, und niemand darf es ihm aus der Hand nehmen, solange er will und kann (Q-V03 R1)",
  "dl-vrag/3-5.maySalvage": "der Schiffer darf bergen; andere sind nicht ausgeschlossen (Q-V03 R2)",
  "dl-vrag/3-5.permission": "Nur eine Erlaubnis: andere, die neben ihm bergen, sind nicht ausgeschlossen (Q-V03 R2).",
  "dl-vrag/3-5.notHinder":
    "{skipper} nicht hindern und ihm die Bergung von {ship} nicht aus der Hand nehmen, solange er, seine Kaufleute und die, die er dazu bewegen kann, bergen wollen und können",
  "dl-vrag/3-5.couldManage":
    "Hilfe wurde verlangt, aber der Schiffer vermochte zu bergen: die Pflicht nach dl-vrag/5 entsteht nur, wenn er und seine Leute nicht bergen können.",
  "dl-vrag/3-5.whatCanBeSaved": "was möglich ist von {ship} und seinem Gut, für einen billigen Bergelohn",
  "dl-vrag/3-5.inPerson":
    "{skipper} selbst helfen, zusammen mit dem gemeinen Mann, zu retten und zu bergen: {what} (Q-V05 R2)",
  "dl-vrag/3-5.getPeople":
    "{skipper} beim gemeinen Mann (hos den menige mand) behilflich sein, zu helfen, zu retten und zu bergen: {what} (Q-V05 R1)",
  "dl-vrag/3-5.askAmtmand": "den Amtmann des Königs um Hilfe mit dem gemeinen Mann bitten",
  "dl-vrag/3-5.askMayor": "Bürgermeister und Rat bitten",
  "dl-vrag/3-5.askBailiffs": "die Vögte oder Strandvögte (strandfogeder) bitten",
  "dl-vrag/3-5.askCommander": "den bitten, der am Strand Befehl hat",
  "dl-vrag/3-5.askHolder": "den Inhaber des Strandrechts bitten, auf dessen Grund es geschieht",
  "dl-vrag/3-5.asked": "{person}, gebeten: {label}",
  "dl-vrag/3-5.notAnOffice":
    "{person} wurde um Hilfe gebeten, hat aber keines der Ämter, die dl-vrag/5 nennt (Amtmann, Bürgermeister und Rat, Vogt, Strandvogt, wer am Strand Befehl hat, der Inhaber des Strandrechts): diese Bestimmung bindet ihn nicht.",
  "dl-vrag/3-5.noOneAsked":
    "Noch niemand wurde gebeten: die Pflicht der Amtsträger entsteht erst, wenn sie gebeten werden.",
  "dl-vrag/3-5.notAsked":
    "{person} wurde nicht gebeten: die Pflicht nach dl-vrag/5 entsteht nur, „om det af dem begæres“ (wenn es von ihnen verlangt wird).",
  "dl-vrag/3-5.whoSalvages": "Wer birgt",
  "dl-vrag/3-5.salvagedNotTaken": "was geborgen ist, aber nicht fortgebracht werden kann (Q-V04 R2)",
  "dl-vrag/3-5.unsalvaged":
    "das Gut und Wrack, das noch ungeborgen liegt, in der Sache das Recht, es zu bergen (Q-V04 R1)",
  "dl-vrag/3-5.sell": "verkaufen oder veräußern, für das Schiff und mit seinen Kaufleuten, an wen er will: {what}",
  "dl-vrag/3-5.keepIt": "es behalten",
  "dl-vrag/3-5.sellHis": "sein Gut darunter verkaufen oder veräußern, an wen er will: {what}",
  "dl-vrag/3-5.keepThem": "es behalten",
  "dl-vrag/3-5.notHinderSale":
    "den Schiffer und seine Kaufleute in keiner Weise hindern, zu verkaufen oder zu veräußern: {what}",
  // 6, 7: der Bergelohn
  "dl-vrag/6.amtmandAndBestMen": "der Amtmann (amtmand) mit den besten Männern der Gegend",
  "dl-vrag/6.mayorAndCouncil": "Bürgermeister und Rat der Kaufstadt",
  "dl-vrag/6.fixed": "{amount}, wie ihn {by} festgesetzt hat",
  "dl-vrag/6.toFix": "noch festzusetzen (Schätzer: {by})",
  "dl-vrag/6.agreedSum": "{amount}, wie vereinbart",
  "dl-vrag/6.agreedShare": "{share} des geborgenen Gutes, wie vereinbart",
  "dl-vrag/6.soldToSalvors": "die Berger zahlen dem Schiffer {amount} und behalten, was sie bergen",
  "dl-vrag/6.shipSaved": "was von {ship} gerettet wurde, für seine Reeder",
  "dl-vrag/6.goodsSaved": "sein gerettetes Gut",
  "dl-vrag/6.valueOf": "{what} {value}",
  "dl-vrag/6.goodsOf": "das gerettete Gut von {person} {value}",
  "dl-vrag/6.valueNotStated": "(Wert nicht angegeben)",
  "dl-vrag/6.basis": "die Umstände und der Wert des Geretteten: {parts}",
  "dl-vrag/6.eachForHisOwn":
    "wer den Bergelohn zahlt: der Schiffer für das Schiff und jeder Kaufmann für sein Gut, nach dem geretteten Wert (Q-V06 R1)",
  "dl-vrag/6.whoPays":
    "Wer den Bergelohn zahlt: der Schiffer, die Kaufleute oder beide, und zu welchen Teilen (Q-V06 R2)",
  "dl-vrag/6.whoPaysOf":
    "Wer den Bergelohn von {amount} zahlt: der Schiffer, die Kaufleute oder beide, und zu welchen Teilen (Q-V06 R2)",
  "dl-vrag/6.whoPaysBasis":
    "„hvad skipperen, eller købmanden, skulle give“ (was der Schiffer oder der Kaufmann geben soll): der Text überlässt es ihnen",
  "dl-vrag/6.skipperOrMerchants": "der Schiffer oder die Kaufleute, wie die Schätzer entscheiden",
  "dl-vrag/6.theSalvors": "die Berger",
  "dl-vrag/6.rewardR2": "der Bergelohn (Q-V06 R2)",
  "dl-vrag/6.asAssessorsDecide": "wer den Bergelohn zahlt: wie die Schätzer entscheiden (Q-V06 R2)",
  "dl-vrag/6.assessment": "Schätzung",
  "dl-vrag/6.shareFor": "ein Teil des Bergelohns für {what}, nach seinem Wert (Q-V06 R1)",
  "dl-vrag/6.shareForOnce":
    "ein Teil des Bergelohns für {what}, nach seinem Wert (Q-V06 R1), sobald der Bergelohn festgesetzt ist",
  "dl-vrag/6.shipValueWhat":
    "Der gerettete Wert des Schiffes, um den Bergelohn zwischen Schiff und Gut zu teilen (Q-V06 R1)",
  "dl-vrag/6.shipValueBasis":
    "der Wert dessen, was vom Schiff gerettet wurde; der Fall gibt ihn nicht an (ship_value_saved)",
  "dl-vrag/6.nothingSaved":
    "Nichts von Wert soll gerettet worden sein, daher kann der Bergelohn von {amount} nicht nach dem geretteten Wert geteilt werden (Q-V06 R1).",
  "dl-vrag/6.onceKnown": "nach dem geretteten Wert, sobald bekannt",
  "dl-vrag/6.hisShare": "sein Teil des Bergelohns für {what} ({value} von {saved} gerettet; genau {exact}) (Q-V06 R1)",
  "dl-vrag/6.rounding": "Rundung: {how}",
  "dl-vrag/6.shipKey": "{id, select, other {Schiff {ship}}}",
  "dl-vrag/6.goodsKey": "{id, select, other {Gut von {person}}}",
  "dl-vrag/7.sumBargained": "die vereinbarte Summe für alles, was sie bergen konnten ({salvors})",
  "dl-vrag/7.bindsSkipper":
    "Die Vereinbarung bindet den Schiffer, der sie schloss; dl-vrag/7 sagt nicht, wie die Summe zwischen Schiff und Kaufleuten getragen wird.",
  "dl-vrag/7.inKind":
    "{share} seines geborgenen Gutes, in Natur, für ihre Gefahr und Mühe (fare og umage; Wert {worth} von {value})",
  "dl-vrag/7.salvorsTogether": "die Berger ({salvors}) gemeinsam",
  "dl-vrag/7.soldDescription":
    "die Summe, die sie ihm für alles zu geben vereinbarten, was sie bergen konnten; was sie bergen, gehört ihnen",
  "dl-vrag/7.notShared":
    "dl-vrag/7 sagt nicht, wie die Summe, die die Berger zahlen, zwischen den Reedern des Schiffes und den Kaufleuten geteilt wird.",
  "dl-vrag/7.wrongAssessorsTown":
    "Es geschah vor einer Kaufstadt, wo dl-vrag/6 Bürgermeister und Rat den Bergelohn festsetzen lässt, aber der Amtmann mit den besten Männern setzte ihn fest.",
  "dl-vrag/7.wrongAssessorsLand":
    "Es geschah nicht vor einer Kaufstadt, wo dl-vrag/6 den Amtmann mit den besten Männern den Bergelohn festsetzen lässt, aber Bürgermeister und Rat setzten ihn fest.",
  "dl-vrag/7.setAside":
    "Der Bergelohn, wie ihn {by} festgesetzt hat, wird beiseitegesetzt: die Vereinbarung des Schiffers mit den Bergern bleibt in Kraft (dl-vrag/7).",
  "dl-vrag/7.noClaim":
    "Ein Bergelohn von {amount} wurde festgesetzt, aber niemand, der geholfen hat, hat Anspruch darauf: die Eigentümer des Geretteten geben den Bergelohn, und niemand sonst soll geholfen haben.",
  "dl-vrag/7.notFixed":
    "Ein Bergelohn von {amount} ist angegeben, aber niemand soll ihn festgesetzt haben; dl-vrag/6 überlässt das {by} (facts.salvage_money_fixed_by). Er wird nicht geteilt, bevor er festgesetzt ist.",
  "dl-vrag/7.differs":
    "Der Bergelohn ({money}) weicht von der vereinbarten Summe ({sum}) ab; die Vereinbarung bleibt in Kraft (dl-vrag/7).",
  "dl-vrag/7.claimOf": "{person}: {label}",
  "dl-vrag/7.outsideWhat":
    "Der Bergelohn von {names}, {n, plural, one {der geholfen hat, aber nicht zu den Bergern gehört} other {die halfen, aber nicht zu den Bergern gehören}}, die die Vereinbarung schlossen",
  "dl-vrag/7.sharesUnused":
    "Die in salvage_money_shares angegebene Teilung wird nicht verwendet: der Bergelohn, den sie teilt, ist noch nicht festgesetzt.",
  "dl-vrag/7.forSalvors": "Der Bergelohn für die, die geborgen haben: {names}",
  "dl-vrag/7.theReward": "Der Bergelohn",
  "dl-vrag/7.noOneToShare": "{label}: {money}, aber niemand, der geholfen hat, hat Anspruch, ihn zu teilen.",
  "dl-vrag/7.bargainBy":
    "die Berger, die die Vereinbarung schlossen, wie sie es teilt (dl-vrag/7 gibt keinen Schlüssel)",
  "dl-vrag/7.sameAssessors":
    "dl-vrag/6 folgt der Bergung mit dem gemeinen Mann nach dl-vrag/5; der billige Bergelohn von dl-vrag/1 nennt keine eigenen Schätzer, also wird er ebenso festgesetzt.",
  "dl-vrag/7.noClaimNoBargain":
    "Niemand, der geholfen hat, hat Anspruch auf Bergelohn, und es gibt keine Vereinbarung.",
  "dl-vrag/7.none": "keiner",
  // 2, 6: Anspruch auf den Bergelohn und seine Teilung
  "dl-vrag/2.shares": "{n, plural, one {# Anteil} other {# Anteile}}: {reason}",
  "dl-vrag/2.outside":
    "hat geholfen, gehört aber nicht zu den Bergern, die die Vereinbarung schlossen: sein Bergelohn ist noch nach dl-vrag/6 festzusetzen",
  "dl-vrag/2.shipOwner":
    "ein Reeder des verunglückten Schiffes: gibt den Bergelohn für das Gerettete („hvad skipperen, eller købmanden, skulle give“) und verdient ihn nicht (Q-S11 R1)",
  "dl-vrag/2.goodsOwner":
    "der Eigentümer geretteten Gutes: gibt den Bergelohn für das Gerettete („hvad skipperen, eller købmanden, skulle give“) und verdient ihn nicht (Q-S11 R1)",
  "dl-vrag/2.skipperGives":
    "der Schiffer des verunglückten Schiffes: gibt den Bergelohn für das Schiff („hvad skipperen, eller købmanden, skulle give“) und verdient ihn nicht (Q-S09 R2)",
  "dl-vrag/2.skipperHelped":
    "der Schiffer, der bergen geholfen hat: dl-vrag/2 schließt nur die aus, die nicht helfen, und dl-averi/1 gibt dem Schiffer den Bergelohn für dieselbe Bergung (Q-S09 R1)",
  "dl-vrag/2.persons": "{n} Personen, die bergen halfen",
  "dl-vrag/2.helped": "hat bergen geholfen",
  "dl-vrag/2.didNotHelp": "hat nicht bergen geholfen: niemand erhält etwas als Bergelohn, es sei denn, er hilft bergen",
  "dl-vrag/6.sharing.fixedBy": "Bergelohn, wie ihn {by} festgesetzt hat",
  "dl-vrag/6.sharing.bargained": "Mit den Bergern vereinbarter Bergelohn",
  "dl-vrag/6.sharing.salvorsShare": "Der Anteil der Berger von {share} am geborgenen Gut, nach Wert",
  "dl-vrag/6.sharing.shareWorth":
    "Der Anteil der Berger am Gut ist {exact} wert; er wird nach Wert auf ganze {unit} geteilt, als {whole}.",
  "dl-vrag/6.sharing.skipperOf": "Schiffer der {ship}",
  "dl-vrag/6.sharing.ownerOf": "Reeder der {ship}",
  "dl-vrag/6.sharing.crewOf": "einer der Schiffsleute der {ship}",
  "dl-vrag/6.sharing.atHand": "Seefahrer zur Hand",
  "dl-vrag/6.sharing.merchant": "Kaufmann, Eigentümer geretteten Gutes",
  "dl-vrag/6.sharing.official": "Amtsträger",
  "dl-vrag/6.sharing.helper": "Helfer bei der Bergung",
  "dl-vrag/6.sharing.named": "im Fall genannt",
  "dl-vrag/6.sharing.comma": "{first}, {then}",
  "dl-vrag/6.sharing.dividedShare": "{reason}; {share}, wie {by} den Bergelohn teilte (Q-S06 R2)",
  "dl-vrag/6.sharing.dividedNothing": "{reason}; nichts, wie {by} den Bergelohn teilte (Q-S06 R2)",
  "dl-vrag/6.sharing.asDividedBy": "{label}, wie {by} ihn teilte",
  "dl-vrag/6.sharing.sharesNotUsedEqual":
    "Die in salvage_money_shares angegebene Teilung wird nicht verwendet: der Bergelohn wird zu gleichen Teilen geteilt ({q}).",
  "dl-vrag/6.sharing.sharesNotUsedOne":
    "Die in salvage_money_shares angegebene Teilung wird nicht verwendet: nur eine Person hat Anspruch auf den Bergelohn.",
  "dl-vrag/6.sharing.sharedAsDivided":
    "{money} unter den Bergern geteilt, wie {by} es teilte („efter lejligheden“; Q-S06 R2)",
  "dl-vrag/6.sharing.asDivided": "wie geteilt",
  "dl-vrag/6.sharing.eachWhat":
    "Der Anteil jedes Bergers an den {money} (Q-S06 R2): anzugeben als facts.salvage_money_shares",
  "dl-vrag/6.sharing.eachBasis":
    "dl-vrag/6 überlässt den Lohn „dem ... som bjerget have“ (derer, die geborgen haben) den Schätzern „efter lejligheden“ und gibt keinen Schlüssel, ihn unter den Bergern zu teilen",
  "dl-vrag/6.sharing.stillToGive":
    "der Bergelohn wird unter den Bergern geteilt, wie die ihn teilen, die ihn festsetzen (Q-S06 R2): die Teilung ist noch anzugeben",
  "dl-vrag/6.sharing.assessment": "Schätzung",
  "dl-vrag/6.sharing.sharedEqually":
    "{money} zu gleichen Teilen geteilt unter {n, plural, one {# Berger} other {# Bergern}}: ein Anteil ist {per}{n, plural, one {} other { (Q-S06 R1)}}",
  "dl-vrag/6.sharing.rounding": "Rundung: {how} Übrige Einheiten so verteilt: {left} {units}.",
  // 20–22: Fracht und Havarei
  "dl-vrag/20.fairOn": "billige Fracht (billig fragt) auf sein geborgenes Gut ({value}) — {what}",
  "dl-vrag/20.fairWhat": "Billige Fracht auf das geborgene Gut von {person} ({q})",
  "dl-vrag/20.fairBy": "gute Männer (dl-vrag/20 nennt niemanden; vgl. dl-averi/43)",
  "dl-vrag/20.notStated": "nicht angegeben",
  "dl-vrag/20.fairBasis":
    "die vereinbarte Fracht ({agreed}), der zurückgelegte Teil der Reise ({done}) und das geborgene Gut ({value})",
  "dl-vrag/20.agreedNotStated": "die vereinbarte Fracht ist nicht angegeben",
  "dl-vrag/20.doneNotStated": "der zurückgelegte Teil der Reise ist nicht angegeben (Q-V13 R1)",
  "dl-vrag/20.proRata": "die vereinbarte Fracht, {agreed}, für die zurückgelegten {done} der Reise (Q-V13 R1)",
  "dl-vrag/20.full": "die volle vereinbarte Fracht auf das geborgene Gut (Q-V13 R2)",
  "dl-vrag/20.asFair": "wie Schätzer es für billig befinden (Q-V13 R3)",
  "dl-vrag/20.allLeft": "all sein geborgenes Gut ({value}) gehört dem Schiffer, an Stelle der Fracht",
  "dl-vrag/20.partLeft":
    "ein Teil seines Gutes ({value}) gehört dem Schiffer an Stelle der Fracht darauf (Q-V14 R2); auf den Rest: {rest}",
  "dl-vrag/20.onlySome":
    "{person} hat gewählt, dem Schiffer nur einen Teil seines Gutes zu lassen; er darf ihm alles lassen oder die Fracht zahlen (Q-V14 R1), daher ist die Wahl noch offen und die Fracht wird auf alles berechnet.",
  "dl-vrag/20.pay": "dem Schiffer billige Fracht auf sein geborgenes Gut zahlen",
  "dl-vrag/20.leaveAll": "dem Schiffer all sein geborgenes Gut an Stelle der Fracht lassen",
  "dl-vrag/20.leavePart": "dem Schiffer einen Teil des Gutes lassen und auf den Rest Fracht zahlen (Q-V14 R2)",
  "dl-vrag/20.ownShip": "{person} verschiffte sein eigenes Gut im eigenen Schiff: keine Fracht.",
  "dl-vrag/20.notLost":
    "Das Schiff ist nicht verloren, wie Q-V01 „bliver“ liest: dl-vrag/20–21 gelten nicht; die Fracht folgt der Vereinbarung und dl-averi (z. B. dl-averi/42–43), die hier nicht entschieden werden.",
  "dl-vrag/20.section": "Fracht auf das geborgene Gut",
  "dl-vrag/22.mayBeGeneral":
    "das Auflaufenlassen kann große Havarei (havari) nach dl-averi/20–25 sein, nach jenem Kapitel zu entscheiden (Q-V15 R1)",
  "dl-vrag/22.noAverage":
    "aus dem geborgenen Gut von {names} ist keine Havarei (havari) für das verlorene Schiff oder Gut geschuldet",
  "dl-vrag/22.noAverageR2":
    "aus dem geborgenen Gut von {names} ist keine Havarei (havari) für das verlorene Schiff oder Gut geschuldet (Q-V15 R2)",
  "dl-vrag/22.runAshore":
    "{ship} wurde absichtlich auf Land gesetzt, um Schiff und Gut zu retten: nach Q-V15 R1 ist das große Havarei (dl-averi/20–25), keine Strandung nach dl-vrag/22. Die Havarei ist als Fall nach dl-averi zu entscheiden.",
  "dl-vrag/22.notStranded": "Es strandete nicht: dl-vrag/22 spricht von gestrandetem Gut (strandet gods).",
  "dl-vrag/22.section": "Havarei aus dem geborgenen Gut",
  // 23: die Heuer der Schiffsleute
  "dl-vrag/23.shared": "das Geborgene nach den Kosten, {net}, im Verhältnis zur geschuldeten Heuer geteilt (Q-V16 R2)",
  "dl-vrag/23.short":
    "das Geborgene nach den Kosten, {net}, reicht nicht für die geschuldeten {owed}: nichts von ihrer Heuer (Q-V16 R1)",
  "dl-vrag/23.covers": "das Geborgene nach den Kosten, {net}, reicht für die geschuldeten {owed}: ihre Heuer voll",
  "dl-vrag/23.asStated": "die Bergungskosten, wie angegeben",
  "dl-vrag/23.rewardToFix": "der Bergelohn ist noch festzusetzen",
  "dl-vrag/23.noRewardNoCosts": "kein Bergelohn ist geschuldet, und keine Kosten sind angegeben",
  "dl-vrag/23.theReward": "der Bergelohn; keine anderen Kosten sind angegeben (salvage_costs)",
  "dl-vrag/23.notKnown": "nicht bekannt",
  "dl-vrag/23.reckoning":
    "Was von Schiff und Gut geborgen wurde: {saved}; die Bergungskosten: {costs} ({why}); das Geborgene nach den Kosten: {net}.",
  "dl-vrag/23.shipValueWhat": "Der Wert dessen, was vom Schiff gerettet wurde",
  "dl-vrag/23.costsWhat": "Die Bergungskosten",
  "dl-vrag/23.costsBy": "{assessor} (der Bergelohn) und die Abrechnung der Bergung",
  "dl-vrag/23.basis":
    "dl-vrag/23 misst die ausstehende Heuer (efterstående hyre) der Schiffsleute ({owed}) an dem, was von Schiff und Gut nach den Bergungskosten geborgen wird",
  "dl-vrag/23.lessThanWages":
    "Was geborgen wurde ({saved}), ist schon vor allen Kosten weniger als die geschuldete Heuer ({owed}): wie hoch die Kosten auch sind, das Geborgene reicht nicht (dl-vrag/23).",
  "dl-vrag/23.section": "Die Heuer der Schiffsleute",
  "dl-vrag/23.includesReward":
    "Der Bergelohn ist noch festzusetzen (dl-vrag/6); die angegebenen Bergungskosten ({costs}) gelten als ihn einschließend. Tun sie das nicht, ist das Geborgene nach den Kosten kleiner.",
  "dl-vrag/23.rounding": "Rundung: {how} Übrige Einheiten so verteilt: {left}.",
  "dl-vrag/23.owed": "geschuldet {owed}: {reason}",
  "dl-vrag/23.fundLabel": "Die ausstehende Heuer der Schiffsleute, die sie aus dem Geborgenen fordern können",
  "dl-vrag/23.liability": "ausstehende Heuer aus dem Geborgenen, für die Reeder des Schiffes (genau {exact}): {reason}",
  "dl-vrag/23.nothing": "{names} haben von ihrer ausstehenden Heuer nichts zu fordern: {reason}",
  "dl-vrag/23.second":
    "Die Zuteilungen teilen den Bergelohn; die Heuer der Schiffsleute aus dem Geborgenen ist als Verbindlichkeiten angegeben, und ihr Fonds steht an zweiter Stelle.",
  "dl-vrag/2.noHelpNoReward": "niemand erhält etwas als Bergelohn, es sei denn, er hilft bergen",
  "dl-vrag/20.whose": "{person}: {label}",
  "dl-vrag/20.goods": "Gut",
  "dl-vrag/20.inKind": "in Natur, an Stelle der Fracht: das Gut, das er dem Schiffer ließ ({goods}, Wert {worth})",
  // 8, 9: die Kosten der Verwahrung
  "dl-vrag/8.keeping.partOfReward": "ein Teil des Bergelohns",
  "dl-vrag/8.keeping.ownersBeside": "des Eigentümers, neben dem Bergelohn",
  "dl-vrag/8.keeping.keepersOwn": "die eigene Last des Verwahrers",
  "dl-vrag/8.keeping.keeperBears":
    "; die {cost}, die auf die Verwahrung verwandt wurden, sind seine eigene Last, nicht die des Eigentümers, der sein Gut für einen gebührenden Bergelohn (tilbørlig bjergeløn) und die Kosten seiner Rettung erhält (dl-vrag/9, /10)",
  "dl-vrag/8.keeping.noOwnerCame":
    "; die {cost}, die auf die Verwahrung verwandt wurden, sind seine eigene Last: kein Eigentümer kam für sein Gut, und {reading} legt sie niemandem sonst auf (dl-vrag/9, /13)",
  "dl-vrag/8.keeping.ifInTime": "wenn er rechtzeitig kommt",
  "dl-vrag/8.keeping.beforeBack": "bevor er sein Gut zurückerhält",
  "dl-vrag/8.keeping.ownerPays":
    "; der Eigentümer zahlt ihm die {cost}, die auf die Verwahrung verwandt wurden, neben dem gebührenden Bergelohn, {when} ({reading})",
  "dl-vrag/8.keeping.inReward":
    "; die {cost}, die auf die Verwahrung verwandt wurden, sind Teil des gebührenden Bergelohns, den die Schätzer festsetzen, und er erhält sie aus dem Bergelohn, den der Eigentümer zahlt, {when} ({reading})",
  "dl-vrag/8.keeping.basis":
    "; die {cost}, die der Verwahrer auf die Verwahrung des Gutes verwandt hat, sind Teil dessen, was sie abwägen, und er erhält sie aus dem Bergelohn ({reading})",
  // 8: Wrack, und keine lebenden Leute dabei
  "dl-vrag/8.nobody": "keine lebenden Leute waren dabei",
  "dl-vrag/8.notSaid": "der Fall sagt es nicht; ein Wrack gilt als ohne jemanden dabei gefunden",
  "dl-vrag/8.salvage": "mit allem Fleiß so viel von Schiff und Gut bergen lassen, wie irgend möglich ist",
  "dl-vrag/8.keep":
    "das Geborgene in gute Verwahrung (god forvaring) mit klaren Registern legen lassen und halten, bis sein Eigentümer es nimmt oder Jahr und Tag (år og dag) abgelaufen sind{charge}",
  "dl-vrag/8.noRegister":
    "Es wird kein klares Register über das geborgene Wrack geführt, obwohl dl-vrag/8 eines verlangt: der Eigentümer kann nicht prüfen, was geborgen wurde, und der Verwahrer nicht zeigen, was er hält.",
  // 8–13, 12: Wrack am Strand und untreuer Umgang damit
  "dl-vrag/12.penalty":
    "zu bestrafen wie für anderes unrechtmäßig besessenes Gut („uhjemlet gods“): das Maß setzt Danske Lov anderswo, außerhalb dieses Kapitels, fest, und sealaw nennt keine Zahl",
  "dl-vrag/12.reportedUnder": "{what} (gemeldet nach {provision})",
  "dl-vrag/12.asFor": "{who}: wie für unrechtmäßig besessenes Gut",
  "dl-vrag/12.reported": "Untreuer Umgang mit dem Wrack: {n} gemeldet",
  "dl-vrag/8-13.whoseShore":
    "Der Fall sagt nicht, an wessen Strand (forstrand) das Wrack liegt: der Amtmann (amtmand) handelt am Strand des Königs, der Grundherr vor seinem eigenen Grund (dl-vrag/8), und nicht beanspruchtes Wrack gehört dem König oder dem Inhaber des Strandrechts (forstrandsrettighed; dl-vrag/13).",
  "dl-vrag/8-13.tooLate":
    "{claimant} kam am {date}, nach {last}, dem letzten Tag von Jahr und Tag: zu spät (dl-vrag/9, /13).",
  "dl-vrag/8-13.proofRanOut":
    "Der Beweis von {claimant} ist nicht hinreichend, daher wird ihm das Gut nicht übergeben; Jahr und Tag sind seither abgelaufen.",
  "dl-vrag/8-13.proofStill":
    "Der Beweis von {claimant} ist nicht hinreichend, daher wird ihm das Gut nicht übergeben; er kann noch bis {last} mit hinreichendem Beweis kommen.",
  "dl-vrag/3-5.everyoneElse": "alle anderen",
  // 8–13: die Parteien des Wracks
  "dl-vrag/8-13.party.king": "Der König",
  "dl-vrag/8-13.party.theKing": "der König",
  "dl-vrag/8-13.party.kingRole": "der König, dem nicht beanspruchtes Wrack (vrag) gehört (dl-vrag/13)",
  "dl-vrag/8-13.party.amtmand": "Der Amtmann",
  "dl-vrag/8-13.party.theAmtmand": "der Amtmann",
  "dl-vrag/8-13.party.amtmandRole":
    "der Amtmann (amtmand) des Königs in der Gegend, der am Strand des Königs (kongens forstrand) handelt (dl-vrag/8)",
  "dl-vrag/8-13.party.either": "Der Amtmann oder der Grundherr",
  "dl-vrag/8-13.party.theEither": "der Amtmann oder der Grundherr",
  "dl-vrag/8-13.party.eitherRole":
    "der Amtmann (amtmand) am Strand des Königs (kongens forstrand) oder der Grundherr, vor dessen Grund das Wrack liegt: der Fall sagt nicht, wessen Strand es ist",
  "dl-vrag/8-13.party.owner": "der Eigentümer, der nach seinem Gut kam (dl-vrag/9)",
  "dl-vrag/8-13.party.agentFor":
    "der Bevollmächtigte des Eigentümers ('fuldmægtig'), für {owner}, den Eigentümer (dl-vrag/9)",
  "dl-vrag/8-13.party.agent": "der Bevollmächtigte des Eigentümers ('fuldmægtig'), für den Eigentümer (dl-vrag/9)",
  "dl-vrag/8-13.party.holderWithRight":
    "der Grundherr, vor dessen Grund das Wrack liegt und der das Strandrecht (forstrandsrettighed) hat (dl-vrag/8, /13)",
  "dl-vrag/8-13.party.holderWithoutRight":
    "der Grundherr, vor dessen Grund das Wrack liegt, ohne das Strandrecht (forstrandsrettighed) (dl-vrag/8)",
  // 8: wer bergen und verwahren lassen muss
  "dl-vrag/8.keeper": "ließ das Wrack bergen und verwahrt es, für {bound} (dl-vrag/8)",
  "dl-vrag/8.whoMust": "Wer das Wrack bergen und verwahren lassen muss: {party}",
  // 10, 11: jedes Stück, unversehrt, zu retten oder zu verkaufen
  "dl-vrag/10-11.spoilt": "{state, select, damagedAndWet {beschädigt und nass} damagedOnly {beschädigt} other {nass}}",
  "dl-vrag/10-11.restore": "{state} und zu retten: auf Kosten dessen zu retten, der das Gut zurückerhalten soll",
  "dl-vrag/10-11.sell": "{state} und nicht zu retten: es darf sofort verkauft werden, so teuer es geht",
  "dl-vrag/10-11.judge": "{state}; ob es zu retten ist, wird nicht gesagt und muss beurteilt werden",
  "dl-vrag/10-11.sound": "weder beschädigt noch nass: wird verwahrt, wie es ist",
  "dl-vrag/10-11.itemStep": "{item}: {label}",
  "dl-vrag/10-11.haveSaved":
    "{item} retten lassen (trocknen, lüften, neu verpacken, wie es nötig ist), auf Kosten dessen, der es zurückerhalten soll",
  "dl-vrag/10-11.sellAtOnce": "{item} sofort verkaufen und zu Geld machen, so teuer es geht",
  "dl-vrag/10-11.straks": "'straks' (sofort): die Erlaubnis gilt dem sofortigen Verkauf, bevor das Gut weiter verdirbt",
  "dl-vrag/10-11.whether": "Ob {item}, {state}, zu retten ist",
  "dl-vrag/10-11.judgeBy":
    "im Text nicht genannt: der Amtmann (amtmand) oder der Grundherr, der das Gut retten lassen muss (dl-vrag/10) oder verkaufen darf (dl-vrag/11)",
  "dl-vrag/10-11.judgeBasis":
    "Gut, das zu retten ist, wird auf Kosten dessen gerettet, der es zurückerhält (dl-vrag/10); Gut, das nicht zu retten ist, darf sofort verkauft werden (dl-vrag/11)",
  "dl-vrag/10-11.soldThough":
    "{item} wurde verkauft, obwohl es {why, select, couldBeSaved {zu retten war} other {nicht als beschädigt oder nass angegeben ist}}: dl-vrag/11 erlaubt nur, Gut zu verkaufen, das nicht zu retten ist. Das Geld wird als Erlös des Gutes behandelt.",
  "dl-vrag/10-11.costLeftOut":
    "Die Kosten der Rettung von {item} bleiben außer Betracht: dl-vrag/10 rechnet die Kosten der Rettung nur für Gut, das beschädigt oder nass, zu retten und verwahrt ist.",
  "dl-vrag/10-11.costNotGiven":
    "Die Kosten der Rettung von {item} sind nicht angegeben; das Geld kann erst abgerechnet werden, wenn sie bekannt sind.",
  "dl-vrag/10-11.itemsLabel": "Das geborgene Gut, Stück für Stück",
  "dl-vrag/10-11.fate":
    "{item}: {kind, select, keptSound {heil} toRestore {retten} toSell {verkaufen} other {beurteilen}}",
  "dl-vrag/10-11.heldForOwner": "für den Eigentümer verwahrt",
  "dl-vrag/10-11.leftOpen": "offen gelassen",
  "dl-vrag/10-11.leftOpenWarning":
    "Was aus den {amount} wird, die das sofort verkaufte Gut erbrachte, bleibt offen ({reading}): der Text sagt nicht, dass das Geld an die Stelle des Gutes tritt, daher gibt sealaw niemandem etwas davon.",
  // 9, 13: Jahr und Tag, und wer das Gut erhält
  "dl-vrag/9-13.title.awaiting": "ein Anspruch kam rechtzeitig, und sein Beweis ist noch zu beurteilen",
  "dl-vrag/9-13.title.lastDayUnknown": "der letzte Tag von Jahr und Tag (år og dag) ist nicht bekannt",
  "dl-vrag/9-13.title.noAsOf":
    "der Fall nennt keinen Tag (as_of), an dem zu sagen wäre, ob Jahr und Tag (år og dag) abgelaufen sind",
  "dl-vrag/9-13.title.notRunOut":
    "Jahr und Tag (år og dag) sind nicht abgelaufen, und noch ist kein Eigentümer mit hinreichendem Beweis gekommen",
  "dl-vrag/9-13.title.keptForOwner": "{why}: das Wrack wird für seinen Eigentümer verwahrt",
  "dl-vrag/9-13.title.takerOwner": "der Eigentümer, der rechtzeitig mit hinreichendem Beweis kam",
  "dl-vrag/9-13.title.takerKingOrHolder":
    "der König oder der Inhaber des Strandrechts (forstrandsrettighed): niemand kam rechtzeitig mit hinreichendem Beweis",
  "dl-vrag/9-13.title.takerPending": "noch niemand: das Wrack wird für seinen Eigentümer verwahrt",
  "dl-vrag/9-13.title.whoHas": "Wer das Gut erhält: {taker}",
  "dl-vrag/9-13.title.heirUnknown":
    "der König oder der, der das Strandrecht (forstrandsrettighed) hat: der Fall sagt nicht, wessen Strand es ist, also muss festgestellt werden, wer das ist",
  "dl-vrag/9-13.title.whose": "Wem das Wrack gehört, wenn niemand sein Recht beweist: {heir}",
  "dl-vrag/9-13.title.notKnown": "nicht bekannt",
  "dl-vrag/9-13.title.noRight":
    "der Grundherr hat das Strandrecht (forstrandsrettighed) nicht, und der Text nennt neben dem König niemanden sonst",
  "dl-vrag/9-13.title.rightWhat":
    "An wessen Strand das Wrack liegt und wer dort das Strandrecht (forstrandsrettighed) hat",
  "dl-vrag/9-13.title.rightBy": "im Text nicht genannt: aus dem Recht am Grund festzustellen",
  "dl-vrag/9-13.title.rightBasis":
    "nicht beanspruchtes Wrack gehört dem König oder dem, der das Strandrecht (forstrandsrettighed) hat (dl-vrag/13)",
  "dl-vrag/9-13.title.assessors":
    "der Amtmann (amtmand) mit den besten Männern der Gegend oder, vor einer Kaufstadt, Bürgermeister und Rat: dl-vrag/9 nennt niemanden, und 'som før er rørt' (wie zuvor berührt) verweist auf dl-vrag/6 zurück, dessen Schätzer sealaw übernimmt",
  "dl-vrag/9-13.title.rewardWhat": "Ein gebührender Bergelohn ('tilbørlig bjergeløn')",
  "dl-vrag/9-13.title.rewardBasisFixed": "dl-vrag/9, nach den Umständen und dem Wert des Gutes, wie dl-vrag/6 sagt",
  "dl-vrag/9-13.title.rewardBasis": "nach den Umständen und dem Wert des Gutes (dl-vrag/6)",
  "dl-vrag/9-13.title.rewardBasisValued":
    "nach den Umständen und dem Wert des Gutes (dl-vrag/6); der Fall bewertet {items}",
  "dl-vrag/9-13.title.valuedAt": "{item} mit {value}",
  "dl-vrag/9-13.title.comma": "{first}, {rest}",
  "dl-vrag/9-13.title.toBeFixed": "noch festzusetzen",
  "dl-vrag/9-13.title.proofWhat":
    "Ob der Beweis von {claimant}, dass das Gut dem Eigentümer gehört, hinreichend ist ('nøjagtig bevisning')",
  "dl-vrag/9-13.title.proofBy":
    "im Text nicht genannt: der Verwahrer, der das Gut dagegen übergeben muss, und im Streit die Gerichte",
  "dl-vrag/9-13.title.proofBasis":
    "der Eigentümer erhält sein Gut nur mit hinreichendem Beweis binnen Jahr und Tag (år og dag) (dl-vrag/9, /13)",
  // 9–13: das Geld und die Übergaben
  "dl-vrag/9-13.settlement.and": "{first} und {rest}",
  "dl-vrag/9-13.settlement.andThen": "{first}; und {rest}",
  "dl-vrag/9-13.settlement.bearingHimself": "{takes}; er trägt selbst {debts}",
  "dl-vrag/9-13.settlement.debt": "{amount} als {words}",
  "dl-vrag/9-13.settlement.outOfProceeds": "aus dem Erlös: {debts}",
  "dl-vrag/9-13.settlement.outOfProceedsShort": "aus dem Erlös: {debts}; {short} davon hat {taker} noch zu zahlen",
  "dl-vrag/9-13.settlement.lessOwed": "{takes}, abzüglich dessen, was daraus geschuldet ist",
  "dl-vrag/9-13.settlement.lessOwedNothing": "{takes}, abzüglich dessen, was daraus geschuldet ist: es bleibt nichts",
  "dl-vrag/9-13.settlement.costOfSaving": "die Kosten der Rettung von {item} (Träger: {bearer})",
  "dl-vrag/9-13.settlement.nameAmount": "{name}: {amount}",
  "dl-vrag/9-13.settlement.inKind": "{item}, in Natur",
  "dl-vrag/9-13.settlement.moneyFetched": "das Geld, das {item} beim sofortigen Verkauf erbrachte, an Stelle des Gutes",
  "dl-vrag/9-13.settlement.costLiability": "die Kosten der Rettung von {item} ({state}); Träger: {bearer}",
  "dl-vrag/9-13.settlement.costLiabilityOpen":
    "die Kosten der Rettung von {item} ({state}); Träger: {bearer}: wie ausgelegt, noch nicht angegeben",
  "dl-vrag/9-13.settlement.someCostMissing": "die Kosten der Rettung einiger Güter sind nicht angegeben",
  "dl-vrag/9-13.settlement.cannotDivide": "Der Erlös kann noch nicht geteilt werden: {why}.",
  "dl-vrag/9-13.settlement.partOfIt": ", die {cost} für die Verwahrung des Gutes als Teil davon ({reading})",
  "dl-vrag/9-13.settlement.rewardFixed":
    "der gebührende Bergelohn (tilbørlig bjergeløn), wie ihn {by} festgesetzt hat{within}",
  "dl-vrag/9-13.settlement.rewardToFix":
    "ein gebührender Bergelohn (tilbørlig bjergeløn), den der Amtmann mit den besten Männern noch festsetzen muss (siehe die Schätzungen){within}",
  "dl-vrag/9-13.settlement.basisMore": "{basis}{more}",
  "dl-vrag/9-13.settlement.keepingLiability":
    "die Kosten, das Gut in guter Verwahrung (god forvaring) zu halten; Träger: {name}, neben dem Bergelohn ({reading})",
  "dl-vrag/9-13.settlement.keepingDebt": "die Kosten der Verwahrung (Träger: {name}; {reading})",
  "dl-vrag/9-13.settlement.salvorsRole":
    "die das Wrack für seinen Verwahrer bargen und denen der Bergelohn (bjergeløn) geschuldet ist (dl-vrag/6)",
  "dl-vrag/9-13.settlement.toSalvorsLess":
    "der gebührende Bergelohn, vom Eigentümer eingezogen; Empfänger: {salvors}, die das Gut bargen; abzüglich der {kept} für seine Verwahrung, die der Verwahrer daraus erhält ({reading})",
  "dl-vrag/9-13.settlement.toSalvors":
    "der gebührende Bergelohn, vom Eigentümer eingezogen; Empfänger: {salvors}, die das Gut bargen",
  "dl-vrag/9-13.settlement.keepingOverReward":
    "Der gebührende Bergelohn von {reward} übersteigt nicht die {cost} für die Verwahrung des Gutes, die darin eingerechnet sind ({reading}): der Verwahrer erhält ihn ganz.",
  "dl-vrag/9-13.settlement.keepingOverRewardSalvors":
    "Der gebührende Bergelohn von {reward} übersteigt nicht die {cost} für die Verwahrung des Gutes, die darin eingerechnet sind ({reading}): der Verwahrer erhält ihn ganz; die geborgen haben, erhalten nichts davon.",
  "dl-vrag/9-13.settlement.theDueReward": "der gebührende Bergelohn",
  "dl-vrag/9-13.settlement.hisInTheirPlace":
    "das Geld, das das sofort verkaufte Gut erbrachte, an dessen Stelle ihm gehörig ({reading})",
  "dl-vrag/9-13.settlement.theAgent": "{name}, der Bevollmächtigte des Eigentümers (fuldmægtig)",
  "dl-vrag/9-13.settlement.itsOwner": "{name}, sein Eigentümer",
  "dl-vrag/9-13.settlement.claimed":
    "Wrack (vrag), keine lebenden Leute dabei, binnen Jahr und Tag (år og dag) mit hinreichendem Beweis beansprucht; es kam {who}: das Gut wird für einen gebührenden Bergelohn (tilbørlig bjergeløn) übergeben ({provisions})",
  "dl-vrag/9-13.settlement.fundClaimed":
    "Das Geld für sofort verkauftes Gut, verrechnet mit dem Bergelohn und den Kosten",
  "dl-vrag/9-13.settlement.rewardToBeFixed": "der Bergelohn ist noch festzusetzen",
  "dl-vrag/9-13.settlement.unclaimedEither":
    "Wrack (vrag), keine lebenden Leute dabei, nicht binnen Jahr und Tag (år og dag) beansprucht: es gehört dem König oder dem, der das Strandrecht (forstrandsrettighed) hat ({provisions})",
  "dl-vrag/9-13.settlement.unclaimedEitherSince":
    "Wrack (vrag), keine lebenden Leute dabei, nicht binnen Jahr und Tag (år og dag) beansprucht: seit {since} gehört es dem König oder dem, der das Strandrecht (forstrandsrettighed) hat ({provisions})",
  "dl-vrag/9-13.settlement.takesTheGoods": "{taker}, der das Gut nimmt",
  "dl-vrag/9-13.settlement.fallenTo":
    "das Geld, das das sofort verkaufte Gut erbrachte; mit dem Wrack erhält es {taker} ({reading})",
  "dl-vrag/9-13.settlement.unclaimed":
    "Wrack (vrag), keine lebenden Leute dabei, nicht binnen Jahr und Tag (år og dag) beansprucht: Eigentümer ist {taker} ({provisions})",
  "dl-vrag/9-13.settlement.unclaimedSince":
    "Wrack (vrag), keine lebenden Leute dabei, nicht binnen Jahr und Tag (år og dag) beansprucht: Eigentümer ist seit {since} {taker} ({provisions})",
  "dl-vrag/9-13.settlement.fundFallen": "Das Geld für sofort verkauftes Gut, mit dem Wrack zugefallen",
  "dl-vrag/9-13.settlement.priceOwner":
    "einen gebührenden Bergelohn, die {cost} seiner Verwahrung ({reading}) und die Kosten seiner Rettung",
  "dl-vrag/9-13.settlement.priceReward":
    "einen gebührenden Bergelohn, die {cost} seiner Verwahrung als Teil davon ({reading}), und die Kosten seiner Rettung",
  "dl-vrag/9-13.settlement.price": "einen gebührenden Bergelohn und die Kosten seiner Rettung",
  "dl-vrag/9-13.settlement.anyOwner": "der rechte Eigentümer (rette ejer) oder sein Bevollmächtigter (fuldmægtig)",
  "dl-vrag/9-13.settlement.comeWithProof":
    "mit hinreichendem Beweis kommen, dass das Gut dem Eigentümer gehört, und es (mit dem Geld für sofort verkauftes Gut) erhalten für {price}",
  "dl-vrag/9-13.settlement.lapseFrom": "ab {day} (julianisch) ist {heir} Eigentümer des Wracks (dl-vrag/13)",
  "dl-vrag/9-13.settlement.lapseOnce":
    "sobald Jahr und Tag (år og dag) abgelaufen sind, ist {heir} Eigentümer des Wracks (dl-vrag/13)",
  "dl-vrag/9-13.settlement.kingOrHolder": "der König oder der, der das Strandrecht (forstrandsrettighed) hat",
  "dl-vrag/9-13.settlement.ifNoOneBy":
    "Kommt bis {last} niemand mit hinreichendem Beweis, so ist am {day} {heir} Eigentümer des Wracks",
  "dl-vrag/9-13.settlement.ifNoOne":
    "Kommt binnen Jahr und Tag (år og dag) niemand mit hinreichendem Beweis, so ist danach {heir} Eigentümer des Wracks",
  "dl-vrag/9-13.settlement.kept":
    "Wrack (vrag), keine lebenden Leute dabei, für seinen Eigentümer verwahrt ({provisions})",
  "dl-vrag/9-13.settlement.keptUntil":
    "Wrack (vrag), keine lebenden Leute dabei, für seinen Eigentümer verwahrt bis {last}, dem letzten Tag von Jahr und Tag (år og dag) ({provisions})",
} satisfies Catalogue;
