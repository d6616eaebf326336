/** The Danish of dl-averi's messages on collision, lights, pilots and shipwreck: each id as the English declares it (see docs/languages.md). Danish in the Law's own words (skipper, lods, skib, gods, købmandsgods, tov og anker, bøje, lygter, efterhøst, havari, fragt), its quoted words kept as they are. */

import type { Catalogue } from "../catalogue.js";

export default {
  // Sammenføjninger
  "dl-averi/joins.and": "{first} og {last}",
  "dl-averi/joins.comma": "{first}, {rest}",
  "dl-averi/joins.semicolon": "{first}; {rest}",

  // 6–17: skibe, der sejler sammen, ankre og bøjer (fælles)
  "dl-averi/6-17#collision": "Skibe, der sejler sammen, ankre og bøjer, dl-averi/6–17",
  "dl-averi/collision.ownerOf": "reder af {ship}",
  "dl-averi/collision.theOwners": "Rederne af {ship}",
  "dl-averi/collision.theOwnersIn": "rederne af {ship}",
  "dl-averi/collision.ownersTogether": "rederne af {ship} tilsammen ({owners})",
  "dl-averi/collision.skipperOf": "skipper på {ship}",
  "dl-averi/collision.ownerOfGoods": "ejer af {what} i {ship}",
  "dl-averi/collision.ownerOfSomeGoods": "ejer af gods i {ship}",
  "dl-averi/collision.goodsOf": "{owner}s {what} i {ship}",
  "dl-averi/collision.someGoodsOf": "{owner}s gods i {ship}",
  "dl-averi/collision.herself": "{ship} selv (skrog og redskab)",
  "dl-averi/collision.herOwner": "hendes reder",
  "dl-averi/collision.herOwners": "hendes redere",
  "dl-averi/collision.nothingPasses": "intet går imellem dem",
  "dl-averi/collision.flow": "{amount} fra {from} til {to}",
  "dl-averi/collision.bears": "{who} {amount}",
  "dl-averi/collision.bearsRounded": "{who} {amount} (afrundet {rounded})",
  "dl-averi/collision.rounding": "Hver part regnes nøjagtigt, derefter til mindste enhed. {tieBreak}",
  "dl-averi/collision.itsPart": "sin part af skaden",
  "dl-averi/collision.paysRounded": "{pays} (afrundet til mindste enhed; de nøjagtige parter står i opgørelsen)",
  "dl-averi/collision.borne": "{pool} båret: {shares}; {flows}",
  "dl-averi/collision.bearsNote": "{who} bærer {amount}: {reason}",
  "dl-averi/collision.loss": "{what}, {amount}",
  "dl-averi/collision.lossNote": "{label}: {losses}",
  "dl-averi/collision.summary": "{pool}: {shares}",
  "dl-averi/collision.stillToAssess": "endnu at skønnes",
  "dl-averi/collision.halfAndHalf": "halv om halv",
  "dl-averi/collision.judgedBy": "{judged} ({by})",
  "dl-averi/collision.notYetAssessed": "{what}, endnu ikke skønnet ({q})",
  "dl-averi/collision.halvesNoOther": "halv om halv, da intet andet forhold er skønnet ({q})",
  "dl-averi/collision.damageTo": "skade på {ship}",
  "dl-averi/collision.damageToGoodsIn": "skade på godset i {ship}",
  "dl-averi/collision.damageToShipAndGoods": "skade på {ship} og godset i hende",
  "dl-averi/collision.slippedBy": "tov og anker sluppet af {ship}",
  "dl-averi/collision.oathOf": "ed fra {ship}",
  "dl-averi/10#left-to-good-men":
    "en part, som er overladt til gode mænds eller søfarende mænds tykke, er deres at give: intet skyldes, før de giver den",
  "dl-averi/10#halves-until-assessed": "skibene bærer skaden halv om halv, indtil skønsmændene kender andet (Q-A05 R2)",
  "dl-averi/6-17.underSail": "{ships} sejlede sammen under sejl ({at})",
  "dl-averi/6-17.runDown": "{sailing} sejlede under sejl på {lying}, som lå {how} i {where} ({at}–10)",
  "dl-averi/6-17.madeFast": "fortøjet",
  "dl-averi/6-17.atAnchor": "for anker",
  "dl-averi/6-17.harbour": "havn",
  "dl-averi/6-17.roadstead": "en red",
  "dl-averi/6-17.openWater": "åbent farvand",
  "dl-averi/6-17.drifting": "{drifting} drev løs og drev på {atAnchor}, som lå for anker ({at}–12)",
  "dl-averi/6-17.slipped": "{ships} slap tov og anker for at undgå {drifting}, som kom drivende ({at})",
  "dl-averi/6-17.closeQuarters": "{cannot} kunne ikke vige for {can}, som lå tæt ved ({at}–15)",
  "dl-averi/6-17.unbuoyed": "{damaged} kom til skade på {anchor}s anker, som lå foruden bøje ({at}–17)",
  "dl-averi/6-17.ship": "{ship}",

  // 6: to skibe under sejl
  "dl-averi/6#ships-damage-pooled":
    "'skaden' er den skade, de to skibe fik ('fange begge skade'): den lægges sammen og deles halv om halv, og godsets skade bliver hos dets ejere",
  "dl-averi/6#goods-pooled": "godsets skade lægges sammen med skibenes og deles halv om halv med den (Q-A03 R2)",
  "dl-averi/6#ships-pay": "halvparterne betales af de to skibe, det vil sige af deres redere",
  "dl-averi/6#skippers-pay":
    "'da gælde begge skipperne skaden' læst således, at skipperne betaler halvparterne af deres egne midler (Q-A35 R2)",
  "dl-averi/6#half-and-half":
    "kommer to skibe sejlende og kan ikke undvige hinanden, og fanger begge skade: sværger begge skipperne med deres folk, at det skete af uråd og ikke med forsæt, da gælde begge skipperne skaden halv om halv, enten det sker om dagen eller om natten",
  "dl-averi/6.twoShips": "de to skibes skade",
  "dl-averi/6.shipsAndGoods": "skibenes og godsets skade",
  "dl-averi/6.theShips": "skibene (deres redere)",
  "dl-averi/6.theSkippers": "skipperne personlig",
  "dl-averi/6.terms": "{a}, {b}",
  "dl-averi/6.skipperPersonally": "{skipper}, skipper på {ship}, personlig",
  "dl-averi/6.ship": "{ship}",
  "dl-averi/6.skipperReason": "som skipper på {ship} halvdelen af den samlede skade af egne midler ({terms})",
  "dl-averi/6.shipReason": "som {ship} ({owner}) halvdelen af den samlede skade ({terms})",
  "dl-averi/6.skipperPays": "hans halvdel af den samlede skade på {pool} (dl-averi/6; {terms})",
  "dl-averi/6.shipPays":
    "{ship}s halvdel af den samlede skade på {pool}, med fradrag af hendes egen skade (dl-averi/6; {terms})",
  "dl-averi/6.label": "Skaden ved sammenstødet under sejl, {what}, lagt sammen og båret halv om halv ({at})",
  "dl-averi/6.labelShipsAndGoods": "skibe og gods",
  "dl-averi/6.labelBothShips": "begge skibe",
  "dl-averi/6.swear":
    "sværge med sit skibsfolk på {ship}, at sammenstødet skete af uråd ('af uråd') og ikke med forsæt",
  "dl-averi/6.swearSworn":
    "sværge med sit skibsfolk på {ship}, at sammenstødet skete af uråd ('af uråd') og ikke med forsæt — svoret, som sagen siger",
  "dl-averi/6.swearRefused":
    "sværge med sit skibsfolk på {ship}, at sammenstødet skete af uråd ('af uråd') og ikke med forsæt — sagen siger, at det ikke er svoret",
  "dl-averi/6.notPooled": "Ikke lagt sammen efter Q-A03 R1: godsets skade bliver hos dets ejere",
  "dl-averi/6.couldAvoid":
    "{a} og {b} kunne have undveget hinanden: dl-averi/6 taler om skibe, som ikke kan; teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar.",
  "dl-averi/6.neitherDamaged":
    "dl-averi/6 taler om to skibe, som begge fanger skade; her fik ingen af dem skade: teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar.",
  "dl-averi/6.onlyDamaged":
    "dl-averi/6 taler om to skibe, som begge fanger skade; her fik kun {ships} skade: teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar.",
  "dl-averi/6.refused":
    "{skippers} med {n, plural, one {sit skibsfolk har} other {deres skibsfolk har}} ikke svoret, at det skete af uråd og ikke med forsæt: dl-averi/6 gælder ikke uden begge eder, og teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar. Havde begge svoret: {would}.",
  "dl-averi/6.pending":
    "dl-averi/6 gælder kun, når begge skipperne med deres skibsfolk har svoret, at det skete af uråd og ikke med forsæt; {skippers} {n, plural, one {har} other {har}} endnu ikke svoret, og indtil da fastsætter sealaw intet ansvar. Når begge har svoret: {would}.",

  // 7–10: et skib, som ligger stille, sejlet på
  "dl-averi/7#skipper-pays":
    "et skib, som ligger for anker eller er fortøjet i havn eller på red, sejles på af et, som kommer sejlende, for skipperens forsømmelse og onde forsyn: skipperen, som gjorde skaden, betaler den al af sine egne penge, så vidt hans gods kan tilstrække; er han ikke formuendes at betale, da gælde skibet skaden",
  "dl-averi/7#within-her-value":
    "'da gælde skibet skaden': hvad skipperen ikke kan betale, lægges på skibet, som svarer inden for sin værdi",
  "dl-averi/7#owners-answer": "skibets redere svarer personlig for det, skipperen ikke kan betale (Q-A04 R2)",
  "dl-averi/7#ship-answers":
    "er skipperen ikke formuendes at betale, svarer skibet for skaden ('da gælde skibet skaden')",
  "dl-averi/8#goods-shielded":
    "dog skal købmandsgodset ikke undgælde derfor ('Dog ikke købmands godset det at undgælde')",
  "dl-averi/9#own-damage": "fanger det sejlende skib selv skade: 'da have skade for hjemgæld', det bærer den selv",
  "dl-averi/10#necessity":
    "men sker skaden af nøds sag ('af nøds sag'), skal den bedres af begge skibene efter gode mænds tykke, som skelligt kan være",
  "dl-averi/10#lying-ships-damage":
    "'skaden' er den skade, det stilleliggende skib fik, som i 7–9; det sejlende skib beholder sin egen skade (dl-averi/9)",
  "dl-averi/10#both-pooled": "begge skibes skade lægges sammen og bedres af begge (Q-A33 R2)",
  "dl-averi/7-10.shipWithinValue": "skibet, inden for sin værdi",
  "dl-averi/7-10.ownersPersonally": "hendes redere, personlig",
  "dl-averi/7-10.lyingDamage": "skaden på det stilleliggende skib og godset i det",
  "dl-averi/7-10.bothPooled": "begge skibes skade, lagt sammen",
  "dl-averi/7-10.skipperOwnProperty": "{skipper}, skipper på {ship}, af sit eget gods",
  "dl-averi/7-10.skipperReason":
    "skipperen, som gjorde skaden, betaler den al af sine egne penge, så vidt hans gods ({means}) kan tilstrække",
  "dl-averi/7-10.skipperPays":
    "al den skade, han gjorde, af sine egne penge, så vidt hans gods kan tilstrække (dl-averi/7)",
  "dl-averi/7-10.theShipNamed": "Skibet {name}",
  "dl-averi/7-10.theShipIn": "skibet {name}",
  "dl-averi/7-10.shipRole": "{ship} selv, hvis værdi svarer for det, hendes skipper ikke kan betale (Q-A04 R1)",
  "dl-averi/7-10.withinValue": "{ship}, inden for sin værdi",
  "dl-averi/7-10.shipReasonValue":
    "hvad skipperen ikke kan betale, lægges på skibet, inden for hendes værdi på {value} ({q})",
  "dl-averi/7-10.shipReasonNoValue":
    "hvad skipperen ikke kan betale, lægges på skibet, inden for hendes værdi (endnu at skønnes) ({q})",
  "dl-averi/7-10.shipPaysValue":
    "resten af skaden, som skipperen ikke kan betale, lagt på skibet inden for hendes værdi på {value} (dl-averi/7; Q-A04 R1)",
  "dl-averi/7-10.shipPaysNoValue":
    "resten af skaden, som skipperen ikke kan betale, lagt på skibet inden for hendes værdi, endnu at skønnes (dl-averi/7; Q-A04 R1)",
  "dl-averi/7-10.ownersLabel": "rederne af {ship}, personlig",
  "dl-averi/7-10.ownersReason": "hvad skipperen ikke kan betale, svarer rederne af {ship} for ({q})",
  "dl-averi/7-10.ownersPay": "resten af skaden, som skipperen ikke kan betale (dl-averi/7; Q-A04 R2)",
  "dl-averi/7-10.unpaidReason":
    "hverken nået af skipperens gods eller af skibets værdi: den bliver hos dem, der mistede den, efter deres skade",
  "dl-averi/7-10.neglectLabel":
    "Skaden på {lying} og godset i hende, bedret af skipperen på {sailing} og dernæst af skibet ({at})",
  "dl-averi/7-10.asAssessed": "som de gode mænd skønnede",
  "dl-averi/7-10.toMakeGood": "{pool} at bedres af begge skibene efter det forhold, gode mænd finder skelligt",
  "dl-averi/7-10.ship": "{ship}",
  "dl-averi/7-10.necessityReason": "{ship} ({owner}) bærer {share} af skaden, {how} ({terms})",
  "dl-averi/7-10.necessityPays": "{ship}s part af skaden af nøds sag, {how} (dl-averi/10; {terms})",
  "dl-averi/7-10.necessityLabelPooled":
    "Skaden af nøds sag, begge skibes skade lagt sammen, bedret af begge skibene ({at})",
  "dl-averi/7-10.necessityLabel":
    "Skaden af nøds sag, skaden på {ship} og godset i hende, bedret af begge skibene ({at})",
  "dl-averi/7-10.allTheDamage":
    "al skaden, {pool}, af skipperens eget gods, så vidt det kan tilstrække, hvilket sagen ikke oplyser",
  "dl-averi/7-10.answers": "svarer",
  "dl-averi/7-10.doesNotAnswer": "svarer ikke",
  "dl-averi/7-10.ownDamage": "{amount}, båret af {who} ({role})",
  "dl-averi/7-10.neglectFinding":
    "Om skaden skete for skipperen på {ship}s forsømmelse og onde forsyn (dl-averi/7) eller af nøds sag (dl-averi/10)",
  "dl-averi/7-10.elsewhere":
    "dl-averi/7–10 taler om et skib, som ligger i havn eller på red; {ship} lå andetsteds, og teksten giver ingen regel for dette tilfælde: sealaw fastsætter intet ansvar.",
  "dl-averi/7-10.courtHears": "ikke nævnt i teksten: den ret, som hører sagen",
  "dl-averi/7-10.findingBasis":
    "dl-averi/7 gælder 'om det sker for hans forsømmelse og onde forsyn', dl-averi/10 'sker skaden af nøds sag'; angiv afgørelsen som facts.incident.cause",
  "dl-averi/7-10.valueOf": "Værdien af {ship}, inden for hvilken resten af skaden lægges på hende",
  "dl-averi/7-10.notNamed": "ikke nævnt i teksten",
  "dl-averi/7-10.valueBasis":
    "dl-averi/7 'da gælde skibet skaden' læst som, at skibets værdi svarer (Q-A04 R1); angiv den som skibets værdi",
  "dl-averi/7-10.unpaid":
    "{amount} af skaden nås hverken af skipperens gods eller af værdien af {ship}: teksten giver ingen videre adgang, og den bliver hos dem, der mistede den.",
  "dl-averi/7-10.meansOf": "Hvad skipperen på {ship}s eget gods er værd ('så vidt hans gods kan tilstrække')",
  "dl-averi/7-10.meansBasis":
    "dl-averi/7: skipperen betaler af sine egne penge, så vidt hans gods kan tilstrække, skibet resten; angiv det som skibets skipper_means",
  "dl-averi/7-10.allDamageTo":
    "al skaden på {what}, {amount}, af sine egne penge, så vidt hans gods kan tilstrække (dl-averi/7)",
  "dl-averi/7-10.herself": "{ship} selv",
  "dl-averi/7-10.goodsOf": "{owner}s {what} i {ship}",
  "dl-averi/7-10.someGoodsOf": "{owner}s gods i {ship}",
  "dl-averi/7-10.whatAnswers": "Hvad der svarer for den skade, skipperen på {ship} ikke kan betale",
  "dl-averi/7-10.noGoods": "Intet købmandsgods var om bord i {ship}; havde der været, skulle det ikke svare for skaden",
  "dl-averi/7-10.proportions": "Det forhold, hvori {a} og {b} bedrer skaden",
  "dl-averi/7-10.goodMen": "gode mænd ('gode mænd')",
  "dl-averi/7-10.goodMenBasis": "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'",
  "dl-averi/7-10.goodMenBasisR1":
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; intet skyldes, før de giver det (Q-A05 R1); angiv det som facts.incident.assessed",
  "dl-averi/7-10.goodMenBasisR2":
    "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; halv om halv, indtil de kender andet (Q-A05 R2); angiv det som facts.incident.assessed",
  "dl-averi/7-10.goodsInShip": "Godset i {ship}: dl-averi/7–10 taler ikke om dets skade, og den bliver hos dets ejere",
  "dl-averi/7-10.ifNeglectNoMeans":
    "skipperen på {ship} betaler al skaden, så vidt hans gods kan tilstrække, og skibet resten",
  "dl-averi/7-10.untilFound":
    "Indtil det er fundet, om skaden skete af forsømmelse eller af nøds sag, fastsætter sealaw intet ansvar. Skete den for skipperens forsømmelse og onde forsyn (dl-averi/7): {ifNeglect}. Skete den af nøds sag (dl-averi/10): begge skibene bedrer den efter gode mænds tykke.",
  "dl-averi/7-10.neither":
    "Skaden er fundet hverken at komme af skipperens forsømmelse (dl-averi/7) eller af nøds sag (dl-averi/10): teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar.",

  // 11–13: skib, som driver løs, og tov og anker, som slippes
  "dl-averi/11#both-ships":
    "et skib driver løs, når anker eller tov brister i storm eller anden ulykke, og driver på et, som ligger fast for sit anker, og fanger begge skade, og skipperen der udi findes uskyldig: skaden besigtes af søfarende mænd og betales af begge skibene efter deres gode tykke og forstand",
  "dl-averi/12#anchored-owes-nothing":
    "men fanger alene det skib skade, som driver på det andet, da skal det skib, som ligger for anker, i ingen måde undgælde derfor",
  "dl-averi/13#cable-and-anchor":
    "et skib drives af storm og uvejrs vold, og skibe i dets farvand slipper tov og anker, på det større skade må forekommes: tov og anker regnes og betales imellem det drivende skib og dem, som slap, efter søfarne mænds sigelse",
  "dl-averi/11-13.pendingBasis": "{words}; {meanwhile} ({q}); angiv det som facts.incident.assessed",
  "dl-averi/11-13.asJudged": "som de søfarende mænd kendte",
  "dl-averi/11-13.toSurvey": "{pool} at besigtes af søfarende mænd og betales af begge skibene efter deres tykke",
  "dl-averi/11-13.ship": "{ship}",
  "dl-averi/11-13.driftReason": "{ship} ({owner}) bærer {share} af skaden, {how}",
  "dl-averi/11-13.driftPays": "{ship}s part af begge skibes skade, {how} (dl-averi/11)",
  "dl-averi/11-13.driftLabel": "Begge skibes skade, besigtet og betalt af begge efter søfarende mænds tykke ({at})",
  "dl-averi/11-13.owesNothing": "{anchored} skylder intet; {drifter}s skade, {amount}, bliver, hvor den faldt",
  "dl-averi/11-13.innocentWhat": "Om skipperen på {drifter} er uskyldig i, at hun drev løs og drev på {anchored}",
  "dl-averi/11-13.innocentBy": "ikke nævnt i teksten ('findes uskyldig')",
  "dl-averi/11-13.innocentBasis":
    "dl-averi/11 gælder, når 'skipperen der udi findes uskyldig'; angiv afgørelsen som facts.incident.skipper_innocent",
  "dl-averi/11-13.surveyWhat":
    "Besigtelsen af begge skibes skade, og det forhold, hvori {drifter} og {anchored} betaler den",
  "dl-averi/11-13.surveyBy": "søfarende mænd ('søfarende mænd')",
  "dl-averi/11-13.surveyWords":
    "dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'",
  "dl-averi/11-13.untilJudged": "intet skyldes, før de har kendt",
  "dl-averi/11-13.halvesUntilJudged": "halv om halv, indtil de kender andet",
  "dl-averi/11-13.notInnocent":
    "Skipperen på {drifter} findes ikke uskyldig: dl-averi/11 siger ikke, hvem der da betaler. Den nærmeste regel er dl-averi/7 (en skipper, som er skyld, betaler af sit eget gods, dernæst hans skib), men den taler om et skib, som kommer sejlende, ikke om et, som driver; sealaw afgør det ikke og fastsætter intet ansvar.",
  "dl-averi/11-13.untilInnocent":
    "Indtil skipperen på {drifter} findes uskyldig, gælder dl-averi/11 ikke, og sealaw fastsætter intet ansvar. Når han gør: {would}.",
  "dl-averi/11-13.onlyAnchored":
    "Kun {anchored}, som lå for anker, fik skade: dl-averi/11 taler om, at begge skibe fanger skade, og dl-averi/12 om det drivende skib alene; teksten giver ingen regel for dette tilfælde, og sealaw fastsætter intet ansvar.",
  "dl-averi/11-13.neither": "Intet af skibene fik skade: der er intet at betale",
  "dl-averi/11-13.cableOf": "det tov og anker, {ship} slap",
  "dl-averi/11-13.declared": "som de søfarne mænd sagde",
  "dl-averi/11-13.declaredBy": "som de søfarne mænd sagde ({by})",
  "dl-averi/11-13.notYetDeclared":
    "{pool} at regnes imellem det drivende skib og dem, som slap, efter søfarne mænds sigelse, endnu ikke sagt ({q})",
  "dl-averi/11-13.halvesEach":
    "hvert tov og anker halv om halv imellem det drivende skib og det skib, som slap det, da intet andet forhold er sagt ({q})",
  "dl-averi/11-13.slipReasonDrifter": "{ship} ({owner}), det drivende skib: {how}",
  "dl-averi/11-13.slipReasonSlipper": "{ship} ({owner}), som slap tov og anker: {how}",
  "dl-averi/11-13.slipPays": "{ship}s part af de slupne tov og ankre, {how} (dl-averi/13)",
  "dl-averi/11-13.noWorth": "intet tov eller anker af nogen værdi blev sluppet",
  "dl-averi/11-13.slipLabel": "De slupne tov og ankre, regnet imellem det drivende skib og dem, som slap dem ({at})",
  "dl-averi/11-13.notToPrevent":
    "dl-averi/13 taler om skibe, som slipper tov og anker, fordi skaden er forventendes, på det større skade må forekommes; sagen siger, at det ikke var derfor, og teksten giver ingen regel derfor: sealaw fastsætter intet ansvar.",
  "dl-averi/11-13.reckonWhat": "Hvorledes de slupne tov og ankre regnes imellem {drifter} og {ships}",
  "dl-averi/11-13.reckonBy": "søfarne mænd ('søfarne mænd')",
  "dl-averi/11-13.reckonWords": "dl-averi/13: 'efter søfarne mænds sigelse'",
  "dl-averi/11-13.untilDeclared": "intet skyldes, før de har sagt det",
  "dl-averi/11-13.halvesUntilDeclared": "halv om halv, indtil de siger andet",
  "dl-averi/11-13.otherDamage":
    "dl-averi/13 regner kun de slupne tov og ankre; den skade, sagen giver {ships}, afgøres ikke derefter.",

  // 14–15: skibe, som ligger for nær hinanden
  "dl-averi/14#ask":
    "skibe ligger nær hinanden, det ene så nær grunden eller af anden årsag, at det ikke kan vige, og der er fare for, at de skader hinanden: det, som ikke kan vige, skal bede det andet, som kan, at lette sit anker, skade at forekomme",
  "dl-averi/14#self-help": "og vil han det ikke gøre, 'skal han selv det må gøre': det må gøres uden ham (Q-A06)",
  "dl-averi/15#forbade":
    "men forbyder den anden det, eller der udi gør forhindring, og sker der nogen skade af, da skal den, som kunne vige, betale den",
  "dl-averi/14-15.followedLabel": "Den skade, som fulgte, betalt af den, som kunne vige ({at})",
  "dl-averi/14-15.couldGiveWay": "{skipper}, skipper på {ship}, som kunne vige",
  "dl-averi/14-15.forbadeReason":
    "skipperen på {ship}, som kunne vige og {did, select, did_forbid {forbød} other {hindrede}} at hans anker blev lettet, betaler den skade, som fulgte ('den, som kunne vige': manden, ikke skibet, som teksten kalder 'det')",
  "dl-averi/14-15.forbadePays":
    "den skade, som fulgte, da han {did, select, did_forbid {forbød} other {hindrede}} at hans anker blev lettet (dl-averi/15)",
  "dl-averi/14-15.paidBy": "{pool}, betalt af {skipper}",
  "dl-averi/14-15.mayWeigh": "{skipper} må selv lette {ship}s anker ({q})",
  "dl-averi/14-15.mustWeigh": "{skipper}, som kunne vige, skal selv lette sit anker ({q})",
  "dl-averi/14-15.mustAsk": "{stuck} skal bede {free} at lette sit anker",
  "dl-averi/14-15.noDanger":
    "dl-averi/14 taler om skibe, som ligger så nær, at der er fare for, at de skader hinanden; sagen siger, at der ingen var, og teksten giver ingen regel derfor.",
  "dl-averi/14-15.ask": "bede skipperen på {ship}, som kan vige, at lette sit anker, skade at forekomme",
  "dl-averi/14-15.askAsked":
    "bede skipperen på {ship}, som kan vige, at lette sit anker, skade at forekomme — bedt, som sagen siger",
  "dl-averi/14-15.askNot":
    "bede skipperen på {ship}, som kan vige, at lette sit anker, skade at forekomme — sagen siger, at han ikke gjorde det",
  "dl-averi/14-15.didNotAsk":
    "{skipper} bad ikke {ship} lette sit anker: teksten giver ingen følge deraf, og sealaw fastsætter ingen.",
  "dl-averi/14-15.weighed": "{skipper} lettede sit anker, da han blev bedt",
  "dl-averi/14-15.weighChoice": "selv lette {ship}s anker, skade at forekomme",
  "dl-averi/14-15.letItLie": "lade det ligge",
  "dl-averi/14-15.weighDuty": "selv lette sit anker, da han ikke ville, da han blev bedt (Q-A06 R2)",
  "dl-averi/14-15.stuckHurt":
    "{ship} fik skade, men dl-averi/15 lader den, som kunne vige, betale kun, når han forbød eller hindrede, at hans anker blev lettet; {said, select, said_nothing {sagen siger ikke, at han gjorde det} other {sagen siger, at han ikke gjorde det}}, og teksten giver ingen regel derfor: sealaw fastsætter intet ansvar.",
  "dl-averi/14-15.freeHurt":
    "{ship}, som kunne vige, fik også skade: dl-averi/14–15 siger ikke, hvem der bærer den, og sealaw afgør intet derom.",

  // 16–17: anker foruden bøje
  "dl-averi/16#pays-all":
    "kommer noget skib til skade på et andet skibs anker, som ligger foruden bøje: det skib, som ingen bøje har, betaler den andens skade altsammen",
  "dl-averi/16#altsammen":
    "'den andens skade altsammen': al det andet skibs skade, godset i det medregnet, som 17 ellers ikke behøvede at undtage",
  "dl-averi/16#ship-only": "den andens skade er skibets egen, skrog og redskab, uden godset i det (Q-A32 R2)",
  "dl-averi/17#halves":
    "uden så er, at bøjelinen er bristet, siden ankeret blev udkast, og skipperen selv fjerde af de bedste i skibet vil beholde ved deres ed, at der var bøje på ankeret, der han det sidst udkastede, og at han ikke vidste andet, end at der var bøje på, der skaden skete: da gælde både skibene skaden halv om halv, købmandsgods undtaget",
  "dl-averi/17#goods-excepted":
    "'købmandsgods undtaget' tager købmandsgodset ud af den skade, som deles: skibets skade deles halv om halv, og godsets skade bliver hos dets ejere",
  "dl-averi/17#goods-halved":
    "'undtaget' fritager godset for at bidrage, mens dets skade dog bæres af de to skibe halv om halv (Q-A07 R2)",
  "dl-averi/16-17.shipOnly": "det skadede skibs egen skade",
  "dl-averi/16-17.shipAndGoods": "skaden på skibet og godset i det",
  "dl-averi/16-17.ship": "{ship}",
  "dl-averi/16-17.halfReason": "{ship} ({owner}) bærer halvdelen, købmandsgods undtaget ({terms})",
  "dl-averi/16-17.halfPays": "{ship}s halvdel af skaden, købmandsgods undtaget (dl-averi/17; {terms})",
  "dl-averi/16-17.halvesWithGoods":
    "Skaden på {ship} og godset i hende, båret af de to skibe alene, halv om halv ({at})",
  "dl-averi/16-17.halvesShip":
    "Skaden på {ship} selv, betalt af begge skibene halv om halv, købmandsgods undtaget ({at})",
  "dl-averi/16-17.paysAllWithGoods":
    "Skaden på {ship} og godset i hende, betalt altsammen af det skib, som ingen bøje har ({at})",
  "dl-averi/16-17.paysAll": "Skaden på {ship}, betalt altsammen af det skib, som ingen bøje har ({at})",
  "dl-averi/16-17.withoutBuoy": "{ship}, hvis anker lå foruden bøje",
  "dl-averi/16-17.paysAllReason":
    "{ship} ({owner}), hvis anker lå foruden bøje, betaler den andens skade altsammen ('altsammen') ({terms})",
  "dl-averi/16-17.paysAllPays": "al den skade, som skete på hendes anker, som lå foruden bøje (dl-averi/16; {terms})",
  "dl-averi/16-17.notThree": "sagen nævner {n} mænd, som sværger med skipperen, ikke tre",
  "dl-averi/16-17.skipperAmong": "sagen nævner skipperen selv blandt de tre; han er den fjerde",
  "dl-averi/16-17.notHisPeople": "{men} {n, plural, one {hører} other {hører}} ikke til {ship}s folk",
  "dl-averi/16-17.swearNamed":
    "sværge, selv fjerde med tre af de bedste i {ship} ('selv fjerde': {men}), at der var bøje på ankeret, der han det sidst udkastede, og at han ikke vidste andet, end at der var bøje på, der skaden skete{oath, select, oath_sworn { — svoret, som sagen siger} oath_refused { — sagen siger, at det ikke er svoret} other {}}",
  "dl-averi/16-17.swearUnnamed":
    "sværge, selv fjerde med tre af de bedste i {ship} ('selv fjerde', ikke nævnt i sagen), at der var bøje på ankeret, der han det sidst udkastede, og at han ikke vidste andet, end at der var bøje på, der skaden skete{oath, select, oath_sworn { — svoret, som sagen siger} oath_refused { — sagen siger, at det ikke er svoret} other {}}",
  "dl-averi/16-17.swearWith":
    "sværge med {skipper}, skipper på {ship}, at der var bøje på ankeret, der skipperen det sidst udkastede, og at han ikke vidste andet, end at der var bøje på, der skaden skete",
  "dl-averi/16-17.goodsExcepted": "Købmandsgods undtaget (Q-A07 R1): godsets skade bliver hos dets ejere",
  "dl-averi/16-17.shipDamageOnly": "Kun skibets skade (Q-A32 R2): godsets skade bliver hos dets ejere",
  "dl-averi/16-17.badOath":
    "Eden siges at være svoret, men {fault}: det er ikke eden 'selv fjerde' i dl-averi/17, og dl-averi/16 står ved magt. Svoret af skipperen med tre af de bedste i {ship} ville den give halv om halv: {would}.",
  "dl-averi/16-17.notSworn":
    "Bøjelinen bristede, siden ankeret blev udkast, men {skipper} {oath, select, oath_refused {har ikke svoret} other {har endnu ikke svoret}}, selv fjerde med tre af de bedste i {ship}, at der var bøje, der han sidst udkastede ankeret, og at han ikke vidste andet, der skaden skete: dl-averi/16 står ved magt. Blev den ed svoret, gjaldt dl-averi/17, og {goods, select, goods_halved {de to skibe alene betalte halv om halv, godset i hende medregnet (Q-A07 R2)} other {både skibene betalte halv om halv, købmandsgods undtaget}}: {would}.",
  "dl-averi/16-17.anchorHurt":
    "{ship}, hvis anker det var, fik også skade: dl-averi/16–17 taler kun om skaden på det skib, som kom til skade på ankeret, og sealaw afgør intet om hendes.",

  // Readings of 6–17
  "reading:collision_sharing": "Ved sammenstød under sejl (dl-averi/6): hvad deles halv om halv?",
  "reading:collision_sharing.R1":
    "begge skibes skade, lagt sammen: skaden på begge skibe (skrog og redskab) lægges sammen, og hver side bærer halvdelen",
  "reading:collision_sharing.R2":
    "skibe og ladning, lagt sammen: som R1, med skaden på ladningen i begge skibe lagt til",
  "reading:ship_answers":
    "Kan den forsømmelige skipper ikke betale, 'gælde skibet skaden' (dl-averi/7): hvad betyder det?",
  "reading:ship_answers.R1": "skibets værdi svarer: resten af skaden lægges på skibet, ikke på rederne personlig",
  "reading:ship_answers.R2": "rederne svarer: skibets redere hæfter for resten",
  "reading:assessed_split":
    "Hvor skaden skal deles 'efter gode mænds tykke' (dl-averi/10, /11, /13): er der en part, som gælder, indtil de kender?",
  "reading:assessed_split.R1": "ingen: forholdet gives af skønsmændene, og intet skyldes, før de giver det",
  "reading:assessed_split.R2": "lige halvdele, med mindre andet skønnes, som i dl-averi/6 og den ældre ret",
  "reading:anchor_self_help": "'skal han selv det må gøre' (dl-averi/14): hvem må lette ankeret, når den anden nægter?",
  "reading:anchor_self_help.R1": "den skipper, som bad: han må selv lette det andet skibs anker",
  "reading:anchor_self_help.R2": "den, som nægtede: den, som kunne vige, skal selv gøre det",
  "reading:buoy_halves":
    "Efter undtagelsen om bøjen (dl-averi/17): hvad deles halv om halv, og hvad udelukker 'købmandsgods undtaget'?",
  "reading:buoy_halves.R1":
    "kun skibets skade: kun skaden på skibet (skrog og redskab) deles; ladningens skade er uden for reglen og bliver, hvor den falder",
  "reading:buoy_halves.R2": "ladningen bidrager ikke: al skade, ladningen medregnet, deles, men kun af de to skibe",
  "reading:unbuoyed_damage_scope":
    "Efter dl-averi/16: omfatter 'den andens skade altsammen' skaden på ladningen i det skadede skib?",
  "reading:unbuoyed_damage_scope.R1":
    "al skaden, ladningen medregnet: det skib, som ingen bøje har, betaler al den skade, som er voldt, på det skadede skib og på ladningen i det",
  "reading:unbuoyed_damage_scope.R2":
    "kun skibets skade: det andet skibs egen skade (skrog og redskab); ladningens skade bliver, hvor den falder",
  "reading:necessity_damage_pool":
    "Efter dl-averi/10 (skade af nøds sag): deles kun skaden på det stilleliggende skib, eller begge skibes skade?",
  "reading:necessity_damage_pool.R1":
    "skaden på det stilleliggende skib, som i dl-averi/7; det sejlende skib bærer sin egen skade, som i dl-averi/9",
  "reading:necessity_damage_pool.R2":
    "begge skibes skade, lagt sammen og delt efter gode mænds tykke, som i dl-averi/6 og /11",
  "reading:collision_payer": "Efter dl-averi/6: hvem betaler halvparterne, skibene eller skipperne personlig?",
  "reading:collision_payer.R1":
    "skibene: 'begge skipperne' står for de to skibe, de fører; hvert skib (dets redere) bærer halvdelen",
  "reading:collision_payer.R2":
    "skipperne personlig, som ordene siger: hver skipper svarer for halvdelen af egne midler, og redernes skade bedres af det, skipperne betaler",

  // 5, 18–19: lys på strand og lygter i skibe
  "dl-averi/5-19#lights": "Lys til søs og på strand, dl-averi/5, 18–19",
  "dl-averi/5#false-light":
    "hvo som om natten gør ild, eller sætter mærke på klipper eller andensteds ved strand, søfarende folk at forvilde og i ulykke eller fare at bringe, skal straffes på sit liv, når han lovlig overbevises",
  "dl-averi/18#at-anchor": "de skibe, som ligge for anker i åbent farvand, skal forsyne sig med lygter",
  "dl-averi/18#sailing-late-autumn":
    "de skibe, som sejle om efterhøst, når mørke nætter er, skal forsyne sig med lygter",
  "dl-averi/18#lanterns":
    "det skal forsyne sig med lygter ('forsyne sig med lygter'), for al befrygtendes fare at forekomme",
  "dl-averi/18#michaelmas-to-martinmas":
    "'om efterhøst', når mørke nætter er: fra Mikkelsdag (29. september) til Mortensdag (11. november), de helligdage, året blev regnet efter",
  "dl-averi/18#october-november": "efterhøst er månederne oktober og november (Q-S08 R2)",
  "dl-averi/18#september-to-november": "efterhøst er månederne september, oktober og november (Q-S08 R3)",
  "dl-averi/19#small-craft": "dog hermed ikke ment de små fartøj, som sådanne lygter ikke bekvemmelig kan føre",
  "reading:lantern_scope":
    "Gælder 'når mørke nætter er' (dl-averi/18) også skibe, som ligger for anker i åbent farvand?",
  "reading:lantern_scope.R1":
    "begge tilfælde, mørke nætter: lygter for anker i åbent farvand og under sejl om efterhøst, i begge tilfælde i mørke nætter",
  "reading:lantern_scope.R2":
    "for anker altid: for anker i åbent farvand om natten i enhver årstid; under sejl kun i mørke efterhøstnætter",
  "reading:late_autumn": "'om efterhøst' (dl-averi/18): hvilke dage af året er efterhøst?",
  "reading:late_autumn.R1": "fra Mikkelsdag (29. september) til Mortensdag (11. november), begge dage medregnet",
  "reading:late_autumn.R2": "månederne oktober og november",
  "reading:late_autumn.R3": "månederne september, oktober og november",
  "dl-averi/18-19.notNamed": "ikke nævnt i teksten",
  "dl-averi/18-19.ship": "{ship}",
  "dl-averi/18-19.Ship": "{ship}",
  "dl-averi/18-19.michaelmas": "Mikkelsdag (29. september) til Mortensdag (11. november)",
  "dl-averi/18-19.octNov": "oktober og november",
  "dl-averi/18-19.sepNov": "september til november",
  "dl-averi/18-19.lateAsSaid": "efterhøst, som sagen siger",
  "dl-averi/18-19.notLateAsSaid": "ikke efterhøst, som sagen siger",
  "dl-averi/18-19.noSeason": "sagen giver hverken årstiden eller dagen",
  "dl-averi/18-19.dayIsLate": "{date} er efterhøst, regnet {span} ({q})",
  "dl-averi/18-19.dayIsNotLate": "{date} er ikke efterhøst, regnet {span} ({q})",
  "dl-averi/18-19.darkNight": "en mørk nat",
  "dl-averi/18-19.lightNight": "en nat, som ikke var mørk",
  "dl-averi/18-19.byDay": "om dagen",
  "dl-averi/18-19.whenAnchorDark": "for anker i åbent farvand en mørk nat",
  "dl-averi/18-19.noDarkSaid": "sagen siger ikke, om natten var mørk ({q})",
  "dl-averi/18-19.anchorDarkWithin":
    "for anker i åbent farvand, {dark}: inden for reglen, som kræver mørke nætter også for anker ({q})",
  "dl-averi/18-19.anchorDarkOutside":
    "for anker i åbent farvand, {dark}: uden for reglen, som kræver mørke nætter også for anker ({q})",
  "dl-averi/18-19.whenAnchorNight": "for anker i åbent farvand om natten",
  "dl-averi/18-19.noNightSaid": "sagen siger ikke, om det var nat ({q})",
  "dl-averi/18-19.anchorNightOutside":
    "for anker i åbent farvand, {dark}: uden for reglen, som kræver lygte for anker hver nat, mørk eller ej ({q})",
  "dl-averi/18-19.anchorNightWithin":
    "for anker i åbent farvand, {dark}: inden for reglen, som kræver lygte for anker hver nat, mørk eller ej ({q})",
  "dl-averi/18-19.whenSailing": "under sejl om efterhøst en mørk nat",
  "dl-averi/18-19.sailingNotDark": "under sejl {dark}: reglen kræver mørke nætter",
  "dl-averi/18-19.sailingSeason": "under sejl, {season}",
  "dl-averi/18-19.sailingDark": "under sejl en mørk nat, {season}",
  "dl-averi/18-19.missingSeason": "om det var efterhøst (den giver hverken årstiden eller dagen)",
  "dl-averi/18-19.missingDark": "om natten var mørk",
  "dl-averi/18-19.sailingMissing": "under sejl; sagen siger ikke {missing}",
  "dl-averi/18-19.inHarbour": "for anker i en havn: dl-averi/18 taler om skibe for anker i åbent farvand",
  "dl-averi/18-19.otherSituation":
    "hverken for anker i åbent farvand eller under sejl: dl-averi/18 taler ikke om hende",
  "dl-averi/18-19.bound": "pligtig at føre lygte",
  "dl-averi/18-19.exempt": "ikke ment: et lille fartøj, som ikke bekvemmelig kan føre en",
  "dl-averi/18-19.unlessExempt": "pligtig, med mindre hun findes ikke bekvemmelig at kunne føre en",
  "dl-averi/18-19.skipperOf": "skipperen på {ship}",
  "dl-averi/18-19.canCarryWhat": "Om {ship}, et lille fartøj, bekvemmelig ('bekvemmelig') kan føre en lygte",
  "dl-averi/18-19.canCarryBasis":
    "dl-averi/19: de små fartøj, som sådanne lygter ikke bekvemmelig kan føre, er ikke ment med dl-averi/18",
  "dl-averi/18-19.noSanction":
    "Teksten nævner ingen straf; manglen på lygte har betydning for skylden ved et sammenstød.",
  "dl-averi/18-19.outsideNote": "{ship}: {reason}",
  "dl-averi/18-19.carriedAnyway": "{ship} førte lygte: om hun skulle, betyder intet her ({reason}).",
  "dl-averi/18-19.carriedWhether": "førte lygte, hvad enten det krævedes eller ej",
  "dl-averi/18-19.cannotTell":
    "Om {ship} skulle føre lygte, kan ikke siges: {reason}. dl-averi/18 kræver en, når hun ligger eller sejler {when}.",
  "dl-averi/18-19.cannotTellSkipper":
    "Om {ship} ({skipper}) skulle føre lygte, kan ikke siges: {reason}. dl-averi/18 kræver en, når hun ligger eller sejler {when}.",
  "dl-averi/18-19.notKnown": "ikke kendt af sagen",
  "dl-averi/18-19.noneRequired": "ingen lygte krævet",
  "dl-averi/18-19.smallExempt": "et lille fartøj, som ikke bekvemmelig kan føre lygte: ikke ment med reglen",
  "dl-averi/18-19.duty":
    "forsyne {ship} med lygter og føre dem ('forsyne sig med lygter') {when}, for al befrygtendes fare at forekomme",
  "dl-averi/18-19.dutyUnless": "{duty} — med mindre hun findes ikke bekvemmelig at kunne føre en ({at})",
  "dl-averi/18-19.smallWarn":
    "{ship} er et lille fartøj: hun skulle føre lygte {when}, med mindre hun ikke bekvemmelig kan føre en (dl-averi/19), hvilket endnu skal skønnes.",
  "dl-averi/18-19.smallWarnNone":
    "{ship} er et lille fartøj: hun skulle føre lygte {when}, med mindre hun ikke bekvemmelig kan føre en (dl-averi/19), hvilket endnu skal skønnes. Hun førte ingen; kunne hun bekvemmelig have ført en, har det betydning for skylden ved et sammenstød.",
  "dl-averi/18-19.requiredUnless": "lygte krævet, med mindre hun ikke bekvemmelig kan føre en (skal skønnes)",
  "dl-averi/18-19.carriedNone": "{ship} skulle føre lygte {when} og førte ingen. {noSanction}",
  "dl-averi/18-19.carriedNoneSkipper": "{ship} ({skipper}) skulle føre lygte {when} og førte ingen. {noSanction}",
  "dl-averi/18-19.requiredNone": "lygte krævet, og ingen ført",
  "dl-averi/18-19.notSaid": "{ship} skulle føre lygte {when}; sagen siger ikke, om hun gjorde det.",
  "dl-averi/18-19.notSaidSkipper": "{ship} ({skipper}) skulle føre lygte {when}; sagen siger ikke, om hun gjorde det.",
  "dl-averi/18-19.requiredUnknown": "lygte krævet, ikke kendt, om den blev ført",
  "dl-averi/18-19.requiredCarried": "lygte krævet og ført",
  "dl-averi/18-19.section": "Lygter: {ship} ({at}–19)",
  "dl-averi/5.fire": "gjorde ild om natten",
  "dl-averi/5.markOnShore": "satte mærke ved strand",
  "dl-averi/5.mark": "satte mærke",
  "dl-averi/5.act": "{what}",
  "dl-averi/5.actWhere": "{what} {where}",
  "dl-averi/5.actOn": "{what} den {date}",
  "dl-averi/5.actWhereOn": "{what} {where} den {date}",
  "dl-averi/5.offence": "{act}, søfarende folk at forvilde og i ulykke eller fare at bringe; lovlig overbevist",
  "dl-averi/5.offenceBy":
    "{act}, søfarende folk at forvilde og i ulykke eller fare at bringe; lovlig overbevist ved {court}",
  "dl-averi/5.penalty": "at straffes på sit liv ('straffes på sit liv')",
  "dl-averi/5.show": "{who}: {penalty}",
  "dl-averi/5.notToMislead":
    "{who} {act}, men ikke for at forvilde søfarende folk: forsættet at forvilde og i ulykke eller fare at bringe hører til gerningen i dl-averi/5, som ikke når det.",
  "dl-averi/5.notSaid":
    "{who} {act}; sagen siger ikke, at det skete for at forvilde søfarende folk. Det forsæt hører til gerningen i dl-averi/5, og ingen straf følger uden det.",
  "dl-averi/5.alleged":
    "Det siges, at {who} {act} for at forvilde søfarende folk og i ulykke eller fare at bringe. dl-averi/5 straffer ham på hans liv, kun når han lovlig overbevises ('hvo sådant lovlig overbevises'); ingen straf gives før da.",
  "dl-averi/5.noWreck":
    "Intet skibbrud behøver at følge: ordene straffer den ild eller det mærke, som sættes for at forvilde, hvad der end kom deraf.",
  "dl-averi/5.section": "Falske lys og mærker ved strand ({at})",
  "dl-averi/5.punished": "{p} af {n} straffet på livet",
  "dl-averi/5.oneFalseLight": "et falsk lys ved strand: {who} ({at})",
  "dl-averi/5.falseLights": "{n} falske lys ved strand: {who} ({at})",
  "dl-averi/5.noOne": "ingen lovlig overbevist",
  "dl-averi/5.punishedWith": "{who} straffet på sit liv",
  "dl-averi/5.lanterns": "lygter: {ships} ({at}–19)",
  "dl-averi/5.shipSummary": "{ship}, {summary}",
  "dl-averi/5.both": "{a}; {b}",

  // 54–59: lods og skibets dybgående
  "dl-averi/54-59#pilots": "Lodser og skibets dybgående, dl-averi/54–59",
  "dl-averi/54#hire":
    "hvor en skipper kommer på lodsmands farvand med sit skib, der skal han være pligtig at leje lodsmand for det bedste køb, han kan betinge ham",
  "dl-averi/54#board": "skipperen skal give lodsen kosten ('kosten')",
  "dl-averi/54#wage":
    "skipperen skal af godset betale lodsens løn efter den skik og handel, som der brugelig er på det marked, hvor han losser",
  "dl-averi/55#own-money":
    "understår skipperen sig herimod at indføre skibet uden lods, og det kommer til skade, da skal han selv det oprette af sine egne penge",
  "dl-averi/55#necessity": "uden det sker udi nøds sag ('uden det sker udi nøds sag'), og ikke ellers",
  "dl-averi/55#necessity-pleaded": "nød påberåbt og endnu ikke fundet: om det var nøds sag, skal skønnes",
  "dl-averi/55#necessity-general-rules":
    "i nøds sag bærer skipperen ikke skaden personlig; den falder under de andre regler: havari, om det var et forsætligt offer, ellers hvor den falder (Q-A28 R1)",
  "dl-averi/55#necessity-who-bears":
    "i nøds sag siges ikke, hvem der bærer skaden (Q-A28 R2): en oplysning, som skal gives",
  "dl-averi/56#declare":
    "så tilig skipperen har antaget lodsmand, så skal han oprigtig give ham tilkende, hvor mange fod dybt hans skib går",
  "dl-averi/57#understated":
    "angiver han det ikke rettelig, men siger det mindre, da skal han give for hver fod, han fortier, seksten lod sølv",
  "dl-averi/57#to-the-pilot":
    "'da skal han give … lodsmanden seksten lod sølv': sølvet gives lodsen, den bedragne mand",
  "dl-averi/57#payee-not-named":
    "'fortier lodsmanden' er 'fortier for lodsen', og teksten nævner ingen modtager (Q-A25 R2)",
  "dl-averi/57#whole-feet": "'for hver fod han fortier': straffen regnes i fod, og kun hele fod, som fortiedes, tæller",
  "dl-averi/57#begun-foot": "hver påbegyndt fod regnes for en fod (Q-A26 R2)",
  "dl-averi/57#pro-rata": "straffen løber forholdsvis, seksten lod for en fod, dele af en fod medregnet (Q-A26 R3)",
  "dl-averi/58#proof":
    "skipperen bør tage nøjagtigt bevis, hvor mange fod han angav, og hvad han har betalt lodsen, og gøre købmanden og rederne regnskab derefter",
  "dl-averi/59#pilot-fault":
    "forser en lods sig, straffes han, som tilforn er sagt om styrmanden i første kapitel, femte artikel (Danske Lov 4-1-5)",
  "reading:pilot_wage_payer": "Hvem bærer lodsens løn ('af godset betale hans løn', dl-averi/54)?",
  "reading:pilot_wage_payer.R1":
    "ladningen, efter stedets skik: lønnen er en byrde på godset, delt som skikken i lossehavnen siger; skipperen giver lodsen kosten",
  "reading:pilot_wage_payer.R2": "skipperen betaler lodsen og får det igen af godset",
  "reading:pilot_wage_payer.R3": "stedets skik afgør, hvor meget der falder på skib, og hvor meget på gods",
  "reading:draft_penalty_payee": "Til hvem betales de seksten lod sølv for hver fod (dl-averi/57)?",
  "reading:draft_penalty_payee.R1": "lodsen: 'give ... lodsmanden seksten lod sølv'",
  "reading:draft_penalty_payee.R2":
    "ikke nævnt: 'fortier lodsmanden' er 'fortier for lodsen', og modtageren siges ikke (en oplysning, som skal gives)",
  "reading:draft_fraction": "Hvorledes regnes dele af en fod i straffen for dybgåendet (dl-averi/57)?",
  "reading:draft_fraction.R1": "kun hele fod: kun fuldendte fod, som er sagt for lidt, tæller",
  "reading:draft_fraction.R2": "hver påbegyndt fod: hver påbegyndt fod regnes for en fod",
  "reading:draft_fraction.R3": "forholdsvis: straffen er forholdsmæssig, 16 lod for en fod, brøkdele medregnet",
  "reading:pilot_penalty_xref": "Hvad er straffen for en lods, som forser sig (dl-averi/59)?",
  "reading:pilot_penalty_xref.R1":
    "som styrmandens i Danske Lov 4. bog, 1. kapitel, 5. artikel, som ikke er blandt sealaws tekster: nævnt, ikke afgjort",
  "reading:necessity_no_pilot":
    "Indførte skipperen skibet uden lods af nøds sag, og følger der skade (dl-averi/55): hvem bærer den?",
  "reading:necessity_no_pilot.R1":
    "de almindelige regler: ikke skipperen personlig; tabet falder under de andre regler (havari, om det var et forsætligt offer, ellers hvor det falder)",
  "reading:necessity_no_pilot.R2": "åbent: ikke sagt; en oplysning, som skal gives",

  // 1–4, 42–48: skibbrud og hvad der følger
  "dl-averi/1-4,42-48#shipwreck": "Skibbrud eller grundstødning og hvad der følger, dl-averi/1–4 og 42–48",
  "dl-averi/1#salvage":
    "bliver nogen skipper skibbruden, da skal han være forpligtet med skibsfolket at bjerge skibet, godset og skibsredskabet",
  "dl-averi/1#reward": "og annamme af købmændene derfor en redelig bjergeløn efter gode mænds sigelse",
  "dl-averi/1#reward-by-value":
    "bjergelønnen skyldes af købmændene som én ('af købmændene') og deles imellem dem efter værdien af hvers bjergede gods, 'hver efter sin anpart' (dl-averi/32, 41)",
  "dl-averi/1#reward-by-good-men":
    "'efter gode mænds sigelse' rækker også til delingen imellem købmændene: de gode mænd deler den (Q-S07 R2)",
  "dl-averi/2#freight":
    "befragteren skal betale skipperen hans fragt for det bjergede gods, efter som sejladsen er lang til, og som dannemænd kan kende ret at være",
  "dl-averi/2#wages":
    "skipperen skal betale skibsfolket deres hyre, efter som sejladsen er lang til, som dannemænd kan kende ret at være",
  "dl-averi/2#voyage-made":
    "'efter som sejladsen er lang til': fragten for det bjergede gods og skibsfolkets hyre regnes begge efter den del af rejsen, som er gjort",
  "dl-averi/2#wages-by-voyage": "hyren regnes således; fragten er den betingede fragt for det bjergede gods (Q-A01 R2)",
  "dl-averi/2#whole-voyage": "hele rejsen: den fulde hyre og den betingede fragt for det bjergede gods (Q-A01 R3)",
  "dl-averi/3#theft": "hvo noget af det skibbrudne gods bortfører eller undersvier, straffes som for andet tyveri",
  "dl-averi/4#refuses":
    "hvilken skibsmand, som ikke vil hjælpe at bjerge skib, gods og redskab, skal miste sin føring og hyre, tilligemed hvad han tilforn har oppebåret",
  "dl-averi/4#repays-advances":
    "den skibsmand, som ikke vil bjerge, mister sin hyre med det, han har oppebåret: han betaler forskuddet tilbage",
  "dl-averi/4#forfeits-what-is-owed":
    "han mister kun det, han endnu har til gode, og beholder det, han har oppebåret (Q-A02 R2)",
  "dl-averi/42#repair":
    "skipperen skal lade skibet forbedre det snarest muligt, om det kan ske, og føre købmandens gods til marked",
  "dl-averi/43#beyond-repair":
    "men kan det ikke forbedres, skal skipperen have så meget i fragt for det bjergede gods, som gode mænd finder billigt efter rejsens lejlighed",
  "dl-averi/44#bulk":
    "bliver noget af godset fordærvet, da skal den skade gå over det andet gods, som bjerget er, om det er styrtegods og løst gods",
  "dl-averi/44#over-the-goods":
    "tabet af det fordærvede styrtegods går over det bjergede gods, styrtegodset eller det alt (Q-A34), efter mængde eller efter værdi (Q-A16)",
  "dl-averi/44#poured-together":
    "'styrtegods' er gods, som er styrtet tilsammen, som i dl-averi/33: løst gods, som holdes for sig, hører ikke dertil og bærer sit eget tab",
  "dl-averi/44#any-loose-goods": "alt upakket gods er 'styrtegods', styrtet tilsammen eller ej (Q-A16 R3)",
  "dl-averi/44#other-bulk-only":
    "tabet går kun over det andet styrtegods, som i dl-averi/33; gods i tønder, pakker og stykker er hver ejers eget (dl-averi/45)",
  "dl-averi/44#all-salvaged-goods":
    "'det andet gods, som bjerget er': tabet går over alt det andet bjergede gods, efter værdi (Q-A34 R2)",
  "dl-averi/44#by-quantity": "tabet af styrtegods går over det andet styrtegods efter mængde, som i dl-averi/33",
  "dl-averi/44#by-value": "tabet af styrtegods deles efter værdi (Q-A16 R2)",
  "dl-averi/45#own-mark":
    "men er det tøndegods, pakker og stykgods, da tager hver det gods, som hans eget mærke er på, og betaler den omkostning, som ham tilkommer",
  "dl-averi/46#wages":
    "bliver skibet og en del af godset og redskabet bjerget, skal skibsfolket ikke have deres fulde hyre, men efter den anpart, som skipperen har fragt af, og ikke ellers",
  "dl-averi/47#misfortune":
    "blive skib og gods borte af ulykke, og skipperen kan gøre det bevisligt med alt sit skibsfolk, at det ikke skete af hans forsømmelse: da må han bjerge sit skib, om han kan, og er købmændene ingen vederlag pligtig for deres gods",
  "dl-averi/47#all-his-crew":
    "skipperen beviser det 'med alt sit skibsfolk': hver mand af skibsfolket skal bære beviset ud",
  "dl-averi/47#crew-generally":
    "skibsfolkets vidnesbyrd er nok uden hver mand deraf: mere end halvdelen af dem (Q-A22 R2)",
  "dl-averi/48#answers":
    "gør han det med vilje og af ondskab, eller det sker ved hans eller hans folks forsømmelse, skal han svare købmanden derfor og ingen magt have i nogen måde at handle med skibet, før han har fyldestgjort købmanden",
  "reading:voyage_length": "'efter som sejladsen er lang til' (dl-averi/2): hvilket mål, og for hvad?",
  "reading:voyage_length.R1":
    "pro rata itineris: fragten for det bjergede gods og hyren er begge i forhold til den del af rejsen, som er fuldført, som dannemænd kender",
  "reading:voyage_length.R2":
    "forholdsvis, kun hyren: hyren regnes således; fragten er den betingede fragt for det bjergede gods",
  "reading:voyage_length.R3": "hele rejsens længde: hyren for hele rejsen og den betingede fragt for det bjergede gods",
  "reading:refuser_advances":
    "Skal en skibsmand, som nægter at bjerge, betale det tilbage, han allerede har oppebåret (dl-averi/4)?",
  "reading:refuser_advances.R1":
    "ja: han mister sin føring og hyre tilligemed det, han havde oppebåret, det vil sige, han skal betale forskuddet tilbage",
  "reading:refuser_advances.R2": "nej: han mister alt, han endnu har til gode; det allerede oppebårne kræves ikke igen",
  "reading:crew_proof": "'kan gøre det bevisligt med alt sit skibsfolk' (dl-averi/47): hvis vidnesbyrd behøves?",
  "reading:crew_proof.R1": "hele skibsfolket: hver mand af skibsfolket skal bære beviset ud",
  "reading:crew_proof.R2":
    "skibsfolket i almindelighed: skibsfolkets vidnesbyrd, ikke nødvendigvis hver mands (taget som: mere end halvdelen af dem)",
  "reading:spoiled_goods_mass":
    "Efter dl-averi/44: går tabet af fordærvet styrtegods over alt det andet bjergede gods eller kun over det andet styrtegods?",
  "reading:spoiled_goods_mass.R1":
    "kun det andet styrtegods, som i dl-averi/33; gods i tønder, pakker og stykker er hver ejers eget (dl-averi/45)",
  "reading:spoiled_goods_mass.R2":
    "alt det andet bjergede gods: 'det andet gods, som bjerget er' er ikke begrænset til styrtegods (delt efter værdi, det eneste mål, alt gods har fælles)",
  "reading:wreck_reward_sharing": "Hvorledes deles bjergelønnen efter dl-averi/1 imellem de købmænd, som betaler den?",
  "reading:wreck_reward_sharing.R1": "efter værdien af hver købmands bjergede gods",
  "reading:wreck_reward_sharing.R2": "som de gode mænd, der siger bjergelønnen, deler den",

  // 54–59: sagen, som reglerne ser den
  "dl-averi/54-59.mateAbout":
    "styrmandens straf (4. bog, 1. kapitel, 5. artikel), anvendt på en lods, som forser sig, efter dl-averi/59",
  "dl-averi/54-59.ship": "{ship}",
  "dl-averi/54-59.feet": "{n} fod",
  "dl-averi/54-59.foot": "{n} fod",
  "dl-averi/54-59.lod": "{n} lod sølv",
  "dl-averi/54-59.lodMarks": "{lod} ({n} mark sølv)",
  "dl-averi/54-59.lodMark": "{lod} ({n} mark sølv)",
  "dl-averi/54-59.skipperOf": "skipper på {ship}",
  "dl-averi/54-59.thePilot": "lodsen",
  "dl-averi/54-59.pilotFor": "lods antaget for {ship}",
  "dl-averi/54-59.pilotWaters": "lodsmands farvand",
  "dl-averi/54-59.marketPort": "det marked, hvor han losser ({port})",
  "dl-averi/54-59.market": "det marked, hvor han losser",
  "dl-averi/54-59.parcel": "{owner}s {what} (konnossement {id})",
  "dl-averi/54-59.someParcel": "{owner}s gods (konnossement {id})",
  "dl-averi/54-59.more": "{shown} og {n} flere",
  "dl-averi/54-59.all": "det hele",
  "dl-averi/54-59.ownerShare": "{owner}s part på {share}",
  "dl-averi/54-59.shipIn": "{ship} i {waters}",
  "dl-averi/54-59.shipOutside": "{ship} uden for lodsmands farvand",
  "dl-averi/54-59.pilotEngaged": "lods antaget ({name}) ({at})",
  "dl-averi/54-59.withoutPilot": "indført uden lods ({at})",
  "dl-averi/54-59.toBeHired": "lods skal lejes ({at})",
  "dl-averi/54-59.damageOf": "skade på {total} ved indsejlingen",
  "dl-averi/54-59.damage": "skade ved indsejlingen",
  "dl-averi/54-59.understated": "dybgåendet sagt mindre ({at})",
  "dl-averi/54-59.pilotAtFault": "lodsen har forset sig ({at})",

  // 58–59: bevis og regnskab, og en lods, som forser sig
  "dl-averi/58-59.noProof": "intet bevis taget: han kan måske ikke gøre regnskab",
  "dl-averi/58-59.proofToTake": "bevis at tage og regnskab at gøre",
  "dl-averi/58-59.proofFeet": "tage nøjagtigt bevis, hvor mange fod han angav {ship} at gå",
  "dl-averi/58-59.proofFeetOf": "tage nøjagtigt bevis, hvor mange fod han angav {ship} at gå ({feet})",
  "dl-averi/58-59.proofPaid": "tage nøjagtigt bevis, hvad han har betalt {pilot}",
  "dl-averi/58-59.proofPaidOf": "tage nøjagtigt bevis, hvad han har betalt {pilot} ({paid})",
  "dl-averi/58-59.account":
    "gøre {m, plural, one {købmanden} other {købmændene}}{merchants} og rederne{owners} regnskab derefter",
  "dl-averi/58-59.names": " ({names})",
  "dl-averi/58-59.noProofDraught":
    "Sagen siger, at skipperen ikke tog bevis for det dybgående, han angav: han kan måske ikke vise købmanden og rederne, eller svare lodsen, hvad han sagde ham.",
  "dl-averi/58-59.noProofPaid":
    "Sagen siger, at skipperen ikke tog bevis for, hvad han betalte lodsen: han kan måske ikke gøre købmanden og rederne regnskab derfor.",
  "dl-averi/58-59.atFault": "forset sig som lods på {ship}",
  "dl-averi/58-59.atFaultSaid": "forset sig som lods på {ship}: {fault}",
  "dl-averi/58-59.penalty": "straffes, som Danske Lov 4-1-5 siger om styrmanden ({q}); sealaw giver intet mål",
  "dl-averi/58-59.show": "straffes som styrmanden efter Danske Lov 4-1-5 (uden for sealaws tekster)",
  "dl-averi/58-59.whether": "Om {pilot} forså sig som lods ('forser sig')",
  "dl-averi/58-59.whetherSaid": "Om {pilot} forså sig som lods ('forser sig'); det siges: {fault}",
  "dl-averi/58-59.whetherHarm": "Om {pilot} forså sig som lods ('forser sig'); skibet kom til skade under ham",
  "dl-averi/58-59.basisGiven": "{at}: en lods, som forser sig, straffes som styrmanden",
  "dl-averi/58-59.courtHears": "ikke nævnt i dl-averi/59: den ret, som hører sagen",
  "dl-averi/58-59.basis":
    "{at}: en lods, som forser sig, straffes som styrmanden efter Danske Lov 4-1-5 (uden for sealaws tekster). Angiv afgørelsen som facts.pilot.at_fault",
  "dl-averi/58-59.damageNote":
    "{at}–59 siger ikke, hvem der bærer skade, som sker under en lods; den bliver, hvor den falder, eller deles efter reglerne om havari ({ga}–25), om det var et forsætligt offer",
  "dl-averi/58-59.punished": "straffes som styrmanden",
  "dl-averi/58-59.notAtFault": "ikke forset sig",
  "dl-averi/58-59.toAssess": "om han forså sig, skal skønnes",
  "dl-averi/58-59.section": "En lods, som forser sig (59)",

  // 56–57: dybgåendet
  "dl-averi/56-57.whole": "kun hele fod",
  "dl-averi/56-57.begun": "hver påbegyndt fod",
  "dl-averi/56-57.proRata": "forholdsvis",
  "dl-averi/56-57.thePilot": "lodsen",
  "dl-averi/56-57.notNamed": "ikke nævnt i teksten",
  "dl-averi/56-57.show": "{concealed} fortiet, {counted} regnet: {silver}",
  "dl-averi/56-57.unknown": "om han sagde det oprigtig, kan ikke siges af sagen",
  "dl-averi/56-57.truly": "sagt oprigtig",
  "dl-averi/56-57.over": "sagt som mere, end hun går: dl-averi/57 straffer kun at sige det mindre",
  "dl-averi/56-57.tell": "oprigtig give {pilot} tilkende, hvor mange fod dybt {ship} går",
  "dl-averi/56-57.tellFeet": "oprigtig give {pilot} tilkende, hvor mange fod dybt {ship} går ({feet})",
  "dl-averi/56-57.missingDeclared": "hvilket dybgående skipperen sagde lodsen (facts.pilot.draught_declared)",
  "dl-averi/56-57.missingActual": "hvor dybt skibet i sandhed går (facts.ship.draught)",
  "dl-averi/56-57.nor": "{a} eller {b}",
  "dl-averi/56-57.cannotSay": "Om skipperen sagde dybgåendet mindre, kan ikke siges: sagen giver ikke {missing}.",
  "dl-averi/56-57.noWholeFoot":
    "Skipperen angav dybgåendet som {declared}, når {ship} går {actual}: {concealed} fortiet, hvilket efter {q} ({counting}) ingen hel fod er, så intet sølv skyldes.",
  "dl-averi/56-57.offence":
    "sagde lodsen dybgåendet af {ship} som {declared}, når hun går {actual}: {concealed} fortiet",
  "dl-averi/56-57.penaltyTo":
    "seksten lod sølv for hver fod, han fortier: {counted} regnet ({q}, {counting}) × 16 = {lod} lod sølv, at betale til {pilot} ({payee})",
  "dl-averi/56-57.penaltyNoPayee":
    "seksten lod sølv for hver fod, han fortier: {counted} regnet ({q}, {counting}) × 16 = {lod} lod sølv; teksten siger ikke til hvem ({payee})",
  "dl-averi/56-57.noPayee": "Efter {q} siger teksten ikke, til hvem de {silver} betales; sealaw nævner ingen modtager.",
  "dl-averi/56-57.section": "Dybgåendet (56–57)",

  // 54: lodsmand at leje, hans kost og hans løn af godset
  "dl-averi/54.hired": "lodsmand lejet: {pilot}",
  "dl-averi/54.hiredFor": "lodsmand lejet: {pilot}, for {wage}",
  "dl-averi/54.noneHired": "ingen lodsmand lejet: han kom ind uden lods",
  "dl-averi/54.toHire": "lodsmand skal lejes",
  "dl-averi/54.boardToGive": "skipperen skal give den",
  "dl-averi/54.boardGiven": "givet af skipperen",
  "dl-averi/54.boardOwed": "ikke givet: skipperen skylder den",
  "dl-averi/54.splitWhat": "Hvorledes skik og handel i {market} deler lodsens løn på {wage} imellem skib og gods",
  "dl-averi/54.splitBasis":
    "{at}: lønnen betales 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; efter Q-A24 R3 afgør den skik, hvor meget der falder på skib, og hvor meget på gods. Angiv den som facts.port_of_discharge.custom med goods_share",
  "dl-averi/54.splitBasisSaid":
    "{at}: lønnen betales 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; efter Q-A24 R3 afgør den skik, hvor meget der falder på skib, og hvor meget på gods. Angiv den som facts.port_of_discharge.custom med goods_share (sagen siger: {description})",
  "dl-averi/54.customSplit":
    "skikken i {market} lægger {share} deraf på godset og resten på skibet (Q-A24 R3): {goods} på godset, {ship} på skibet",
  "dl-averi/54.customWhat": "Skik og handel i {market} for at betale lodsens løn på {wage} af godset",
  "dl-averi/54.customBasis":
    "{at}: skipperen betaler lodsens løn af godset 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; efter Q-A24 R1 er lønnen en byrde på godset, delt som den skik siger. Angiv den som facts.port_of_discharge.custom",
  "dl-averi/54.howCustom":
    "som skikken i {market} siger ({description}), efter {by, select, quantity {mængde} other {værdi}}",
  "dl-averi/54.howNoCustom": "efter værdi, da skikken i {market} ikke er angivet",
  "dl-averi/54.whyR2": "skipperen betaler lodsen og får lønnen igen af godset (Q-A24 R2), {how}",
  "dl-averi/54.whyR1": "skipperen betaler lodsen, og lønnen er en byrde på godset (Q-A24 R1), delt {how}",
  "dl-averi/54.noWage": "ingen løn angivet",
  "dl-averi/54.customToEstablish": "hvad markedets skik siger, skal endnu godtgøres",
  "dl-averi/54.exactly": "{what} (nøjagtig {exact}, afrundet til mindste mønt)",
  "dl-averi/54.notValued":
    "Lodsens løn kan ikke deles over godset efter værdi, før hver ladning er vurderet; ingen værdi er angivet for {parcels}.",
  "dl-averi/54.wageInterest": "lodsens løn, som {payee} betaler lodsen og gør regnskab for ({at})",
  "dl-averi/54.partByValue": "den del af lodsens løn ({amount} over godset efter værdi), som falder på hans gods",
  "dl-averi/54.cannotDraw": "{label}: kan ikke opgøres: {error}.",
  "dl-averi/54.noQuantity": "Skikken deler lodsens løn efter mængde, men ingen mængde er angivet for {parcels}.",
  "dl-averi/54.quantityNothing":
    "Skikken deler lodsens løn efter mængde, men ladningernes mængder bliver tilsammen intet.",
  "dl-averi/54.partByQuantity": "den del af lodsens løn ({amount} over godset efter mængde), som falder på hans gods",
  "dl-averi/54.units": "enheder",
  "dl-averi/54.shipPart": "{share} af skibets del af lodsens løn ({amount}, efter skikken i {market})",
  "dl-averi/54.paid": " — betalt",
  "dl-averi/54.paidSoFar": " — {paid} betalt indtil nu",
  "dl-averi/54.ofWage": " på {wage}",
  "dl-averi/54.payR2":
    "betale {pilot} hans løn{wage} og få den igen af godset, efter skik og handel i {market} (Q-A24 R2){done}",
  "dl-averi/54.payR1": "af godset betale {pilot} hans løn{wage} efter den skik og handel, som bruges i {market}{done}",
  "dl-averi/54.noWageGiven":
    "Sagen angiver hverken den løn, som blev betinget med lodsen, eller hvad han fik betalt, så den kan ikke lægges på godset.",
  "dl-averi/54.restOwed":
    "resten af lodsens løn, efter de {paid}, som allerede er betalt: 'skipperen skal … af godset betale hans løn', skipperen betaler og får det igen af godset",
  "dl-averi/54.wageOwed":
    "lodsens løn: 'skipperen skal … af godset betale hans løn', skipperen betaler den og får den igen af godset",
  "dl-averi/54.paidPart":
    "Skipperen har betalt lodsen {paid} af en løn betinget til {wage}; godset bærer den betingede løn, og skipperens regnskab for købmanden og rederne viser, hvad han betalte ({at}).",
  "dl-averi/54.customOf": "skikken i {market}",
  "dl-averi/54.customPractice": "Skik og handel i {market} for lodsens løn",
  "dl-averi/54.customBasisGiven": "{at}: lønnen betales af godset efter den skik",
  "dl-averi/54.customOnly":
    "Skikken i {market} lægger kun {share} af lønnen på godset; efter {q} bærer godset hele lønnen. Læsningen pilot_wage_payer=R3 følger skikkens deling imellem skib og gods.",
  "dl-averi/54.noCargo": "Ingen ladning er opført, så lodsens løn kan ikke lægges på godset.",
  "dl-averi/54.averageLabel":
    "Lodsens løn af godset, over godset efter {by, select, quantity {mængde} other {værdi}}, skyldig til {payee}, som betaler lodsen ({at54}, {at58})",
  "dl-averi/54.theseWaters": "dette farvand",
  "dl-averi/54.notPilotWaters":
    "{waters} er ikke lodsmands farvand: dl-averi/54's kost og løn af godset skyldes ikke derefter, og lodsen betales som betinget; 56–59 gælder dog for en lods, som er antaget",
  "dl-averi/54.section": "Lodsmands farvand (54)",
  "dl-averi/54.notPilotWatersShort": "ikke lodsmands farvand",
  "dl-averi/54.done": " — gjort: {pilot}",
  "dl-averi/54.doneFor": " — gjort: {pilot} for {wage}",
  "dl-averi/54.notDone": " — ikke gjort: han kom ind uden lods ({at})",
  "dl-averi/54.hire": "leje lodsmand, når han kommer på {waters}, for det bedste køb, han kan betinge ham{done}",
  "dl-averi/54.board": "give {pilot} kosten, mens han fører skibet",
  "dl-averi/54.boardNotGiven": "Sagen siger, at skipperen ikke har givet {pilot} kosten; han skylder den.",
  "dl-averi/54.noWageNote": "lodsens løn er ikke angivet: intet at lægge på godset",

  // 55: skibet indført uden lods
  "dl-averi/55.damageShip": "skaden på {ship}",
  "dl-averi/55.damageShipCap": "Skaden på {ship}",
  "dl-averi/55.damageGoods": "skaden på {goods}",
  "dl-averi/55.damageGoodsCap": "Skaden på {goods}",
  "dl-averi/55.damageWhat": "{damage} ({what})",
  "dl-averi/55.parcel": "{owner}s {what}, konnossement {id}",
  "dl-averi/55.someParcel": "{owner}s gods, konnossement {id}",
  "dl-averi/55.why": "oprettet af skipperen af hans egne penge, fordi han indførte skibet uden lods",
  "dl-averi/55.inAll": " ({amount} i alt)",
  "dl-averi/55.onceKnown": ", når beløbet er kendt",
  "dl-averi/55.damageAmount": "{damage}: {amount}",
  "dl-averi/55.amountNotGiven": "beløb ikke angivet",
  "dl-averi/55.ownShare": "{skipper} bærer selv sin part på {share} af {damage}",
  "dl-averi/55.exactly": "; nøjagtig {exact}",
  "dl-averi/55.shipShare": "{share} af {damage}{all}, {why}{exact}",
  "dl-averi/55.ownLoss": "{damage} er skipperens eget tab",
  "dl-averi/55.goodsDamage": "{damage}{all}, {why}",
  "dl-averi/55.someAmountMissing":
    "Beløbet af noget af skaden er ikke angivet; skipperen skylder det alt, når det er kendt.",
  "dl-averi/55.givenAsInput": "skal gives som en oplysning",
  "dl-averi/55.notSkippersOwn": "ikke skipperens egen",
  "dl-averi/55.necessityWhat": "Om skipperen kom ind uden lods udi nøds sag ('udi nøds sag'): {claimed}",
  "dl-averi/55.notNamed": "ikke nævnt i dl-averi/55",
  "dl-averi/55.necessityBasis": "{at}: i nøds sag opretter han ikke skaden af sine egne penge",
  "dl-averi/55.damageOf": "skaden på {total}",
  "dl-averi/55.theDamage": "skaden",
  "dl-averi/55.whoBearsWhat": "Hvem bærer {damage}, som skete, da skipperen kom ind uden lods udi nøds sag",
  "dl-averi/55.whoBearsBy": "ikke sagt i dl-averi/55: en oplysning (Q-A28 R2)",
  "dl-averi/55.whoBearsBasis": "{at} fritager skipperen i nøds sag, men siger ikke, på hvem skaden da falder",
  "dl-averi/55.sacrificeWarn":
    "{damage} skete med forsæt for at frelse skib og gods: efter Q-A28 R1 oprettes den som havari (dl-averi/20–25); afgør den som en sag af arten general_average.",
  "dl-averi/55.sacrificeNote": "{damage}: et forsætligt offer, oprettet som havari",
  "dl-averi/55.herOwner": "hendes reder",
  "dl-averi/55.herOwners": "hendes redere, hver for sin part i hende",
  "dl-averi/55.itsOwner": "dets ejer",
  "dl-averi/55.liesNote": "{damage}: bliver, hvor den falder, hos {bearer}",
  "dl-averi/55.notPilotWaters":
    "{waters} er ikke lodsmands farvand: ingen lodsmand skulle lejes, og {at} lægger intet på ham",
  "dl-averi/55.section": "Indført uden lods (55)",
  "dl-averi/55.notPilotWatersShort": "ikke lodsmands farvand",
  "dl-averi/55.noDamageWarn":
    "Skipperen kom ind på {waters} uden lods, imod {at54}; ingen skade er opført, så {at55} lægger intet på ham.",
  "dl-averi/55.noHarm": "ingen skade kom deraf: intet at oprette",
  "dl-averi/55.noDamage": "ingen skade",
  "dl-averi/55.noNecessity": "ingen nøds sag er påberåbt",
  "dl-averi/55.goodsHarm":
    "dl-averi/55 taler om, at skibet kommer til skade ('og det kommer til skade'); skaden på godset om bord, da hun kom ind, regnes for en del af den skade",
  "dl-averi/55.liable": "skipperen opretter skaden af sine egne penge",
  "dl-averi/55.assessWhat":
    "Om skipperen kom ind på {waters} uden lods udi nøds sag ('udi nøds sag'); han siger: {claimed}",
  "dl-averi/55.assessBy": "ikke nævnt i dl-averi/55: den ret, som hører kravet",
  "dl-averi/55.assessBasis":
    "Var det ikke nøds sag, opretter han {damage} af sine egne penge; var det, gør han det ikke (Q-A28 siger, hvem der gør). Angiv fundet som facts.necessity.found",
  "dl-averi/55.depends": "afhænger af, om det var nøds sag",
  "dl-averi/55.necessityValue": "nøds sag: ikke skipperens egen",

  // 1–4, 42–48: fælles ord om skibbrud
  "dl-averi/shipwreck.more": "{shown} og {n} flere",
  "dl-averi/shipwreck.skipperOf": "skipper på {ship}",
  "dl-averi/shipwreck.goodMen": "gode mænd ('gode mænd')",
  "dl-averi/shipwreck.dannemaend": "dannemænd ('dannemænd')",
  "dl-averi/shipwreck.appraisers": "ikke nævnt i teksten: vurderingsmænd over godset",
  "dl-averi/1-4,42-48.wrecked": "skibbruden",
  "dl-averi/1-4,42-48.agroundRepairable": "på grund, og hun kan forbedres",
  "dl-averi/1-4,42-48.agroundBeyondRepair": "på grund, og hun kan ikke forbedres",
  "dl-averi/1-4,42-48.saved": "bjerget",
  "dl-averi/1-4,42-48.shipState": "{ship} {state}",
  "dl-averi/1-4,42-48.parcelsSaved": "{saved} af {n, plural, one {# ladning} other {# ladninger}} bjerget",
  "dl-averi/1-4,42-48.spoiled": "{n} fordærvet",
  "dl-averi/1-4,42-48.refused": "{n, plural, one {# bådsmand} other {# bådsmænd}} ville ikke hjælpe at bjerge",
  "dl-averi/1-4,42-48.embezzled": "gods bortført eller undersluppet",
  "dl-averi/1-4,42-48.lossBy": "tabet ved {cause, select, misfortune {ulykke} wilful {forsæt} other {forsømmelse}}",
  "dl-averi/1-4,42-48.casualty": "Ulykken: {ship} er {state}",
  "dl-averi/1-4,42-48.freightAndWages": "Fragt og hyre efter skibbruddet, efter som sejladsen er lang til",

  // 2, 4, 46: hyren efter sejladsen, bådsmanden, som ikke vil hjælpe, og hyren skåret med fragten
  "dl-averi/2,4,46.refusedNothing": "intet: han ville ikke hjælpe at bjerge",
  "dl-averi/2,4,46.wageNotGiven": "hans hyre er ikke angivet",
  "dl-averi/2,4,46.byVoyage": "efter som sejladsen er lang til, som dannemænd kende",
  "dl-averi/2,4,46.wholeWage": "hans hele hyre, {wage}",
  "dl-averi/2,4,46.partOfWage": "{m} af hans hyre på {wage}",
  "dl-averi/2,4,46.dueHow": "{due}: {how}",
  "dl-averi/2,4,46.freightNotKnown": "efter proportion af den fortjente fragt, som ikke er kendt",
  "dl-averi/2,4,46.cutHow": "{wage} × {cut}, den fortjente fragt over den fulde fragt",
  "dl-averi/2,4,46.earnedMore": "Den fortjente fragt, {earned}, er mere end den fulde fragt, {full}.",
  "dl-averi/2,4,46.cannotCut":
    "Bådsmændenes hyre kan ikke skæres efter proportion af fragten, før den fragt, som er fortjent af det bjergede gods, og den fulde fragt er kendt (facts.voyage.freight_earned og freight_total, eller den betingede fragt af hver ladning).",
  "dl-averi/2,4,46.proportion": "Proportionen af den fragt, skipperen fortjener, til den fulde fragt",
  "dl-averi/2,4,46.notKnown": "ikke kendt",
  "dl-averi/2,4,46.beyondRepairWarn":
    "Skibet kan ikke forbedres: dl-averi/43 sætter skipperens fragt, men hverken den eller dl-averi/46 (som taler om et skib, som er bjerget) siger, hvad bådsmændenes hyre da er.",
  "dl-averi/2,4,46.beyondRepairNote":
    "Bådsmændenes hyre: teksten siger ikke, hvad den er, når skibet ikke kan forbedres",
  "dl-averi/2,4,46.allThrough":
    "Bådsmændenes hyre: skibet og alt godset kom igennem, og intet i dl-averi/42–48 ændrer den betingede hyre",
  "dl-averi/2,4,46.hisWages": "{name}s hyre",
  "dl-averi/2,4,46.section": "Bådsmændenes hyre",
  "dl-averi/2,4,46.wagesLessDrawn": "hans hyre: {how}, med fradrag af hvad han har oppebåret",
  "dl-averi/2,4,46.noAgreedWage": "Sagen angiver ikke {name}s betingede hyre.",
  "dl-averi/2,4,46.lessDrawn": ", med fradrag af {drawn} oppebåret",
  "dl-averi/2,4,46.wagesDue": "hans hyre: {due} ({how}){less}",
  "dl-averi/2,4,46.drewMore":
    "{name} har oppebåret {drawn}, {more} mere end de {due}, som tilkommer ham; teksten siger ikke, at han skal betale det tilbage.",
  "dl-averi/2,4,46.repays": "han betaler tilbage, hvad han har oppebåret",
  "dl-averi/2,4,46.forfeitsOwed": "han mister, hvad han endnu har til gode",
  "dl-averi/2,4,46.worth": "værd {value}",
  "dl-averi/2,4,46.portage": " og sin føring",
  "dl-averi/2,4,46.portageOf": " og sin føring ({what})",
  "dl-averi/2,4,46.wholeWageLost": "sin hele hyre på {wage} (hvad han deraf har oppebåret medregnet, Q-A02 R1)",
  "dl-averi/2,4,46.owedLost":
    "hvad han endnu har til gode af sin hyre, {lost} (hvad han har oppebåret, beholder han, Q-A02 R2)",
  "dl-averi/2,4,46.wagesNotGiven": "sin hyre (ikke angivet)",
  "dl-averi/2,4,46.offence": "ville ikke hjælpe at bjerge {ship}, godset og skibsredskabet",
  "dl-averi/2,4,46.loses": "mister {wages}{portage}",
  "dl-averi/2,4,46.dishonourable": "skal holdes siden for en uærlig mand iblandt andre gode søfarende folk",
  "dl-averi/2,4,46.drewBeforehand": "hvad han tilforn har oppebåret, som han mister med sin hyre (Q-A02 R1)",
  "dl-averi/2,4,46.losesPortage": "{name} mister sin føring; dl-averi/4 siger ikke, til hvem den falder.",

  // 47–48: skib og gods tabt, ved ulykke eller forsømmelse
  "dl-averi/47-48.everyMan": "hver mand af skibsfolket",
  "dl-averi/47-48.generally": "skibsfolket i almindelighed, mere end halvdelen af dem",
  "dl-averi/47-48.needEvery": "efter Q-A22 R1 hver mand",
  "dl-averi/47-48.needHalf": "efter Q-A22 R2 mere end halvdelen af dem",
  "dl-averi/47-48.noCrew": "sagen opfører intet skibsfolk til at bevidne beviset",
  "dl-averi/47-48.bearOut": "{n} af skibsfolkets {crew, plural, one {# mand} other {# mænd}} bevidner det; {need} skal",
  "dl-averi/47-48.answersShow": "skipperen står købmændene til rette",
  "dl-averi/47-48.owesNothing": "skipperen er købmændene intet skyldig",
  "dl-averi/47-48.wilful": "gjort med vilje og af ondskab",
  "dl-averi/47-48.crewNeglect": "ved hans folks forsømmelse, som han står til rette for",
  "dl-averi/47-48.neglect": "ved hans forsømmelse",
  "dl-averi/47-48.established": "hans tab, som det er godtgjort",
  "dl-averi/47-48.atValue": "hans gods, som er tabt eller fordærvet, efter dets værdi, som ladningen angiver den",
  "dl-averi/47-48.notGiven": "hans tab (værdien af hans tabte eller fordærvede gods er ikke angivet)",
  "dl-averi/47-48.owed": "{what}; tabet kom {how}",
  "dl-averi/47-48.bulkWarn":
    "Styrtegods blev fordærvet, og skipperen står til rette for tabet: hver købmands tab regnes her som det fordærvede af hans egne ladninger; angiv hver købmands tab, som det er godtgjort (facts.loss.damages), hvor dyngens tab falder anderledes.",
  "dl-averi/47-48.notDeal": "ingenlunde handle med {ship}, førend han har fornøjet {merchants}",
  "dl-averi/47-48.noMerchant": "Skipperen står til rette for tabet, men sagen nævner ingen købmand, som mistede gods.",
  "dl-averi/47-48.barStands":
    "forbudet på skibet står, indtil {merchants} {n, plural, one {er fornøjet} other {er fornøjede}}",
  "dl-averi/47-48.barLifted": "forbudet på skibet er hævet",
  "dl-averi/47-48.satisfied": "Allerede fornøjet: {merchants}; {bar}",
  "dl-averi/47-48.noneSatisfied": "Ingen købmand er endnu fornøjet; {bar}",
  "dl-averi/47-48.howUnsaid":
    "Sagen siger ikke, hvorledes tabet kom (facts.loss): kom det af ulykke, bevist af skipperen med alt sit skibsfolk, er han købmændene intet skyldig (dl-averi/47); gjorde han det med vilje, eller skete det ved hans eller hans folks forsømmelse, står han købmanden til rette derfor (dl-averi/48).",
  "dl-averi/47-48.proveAll": "bevise med alt sit skibsfolk, at tabet ikke skete ved hans forsømmelse: {words}",
  "dl-averi/47-48.proveCrew": "bevise med sit skibsfolk, at tabet ikke skete ved hans forsømmelse: {words}",
  "dl-averi/47-48.proofMade": "Skipperens bevis med sit skibsfolk: ført",
  "dl-averi/47-48.proofNotMade": "Skipperens bevis med sit skibsfolk: ikke ført",
  "dl-averi/47-48.notProved":
    "en ulykke, som skipperen ikke har bevist med sit skibsfolk: dl-averi/47 fritager ham ikke, og om han står til rette efter dl-averi/48, beror på, om tabet skete ved hans eller hans folks forsømmelse",
  "dl-averi/47-48.salvageHer": "bjerge {ship}, om han kan",
  "dl-averi/47-48.leaveHer": "lade hende blive",
  "dl-averi/47-48.neglectWhat": "Om tabet skete ved skipperens eller hans folks forsømmelse",
  "dl-averi/47-48.neglectBy": "ikke nævnt i teksten: den ret, for hvilken købmændene kræver",
  "dl-averi/47-48.neglectBasis":
    "dl-averi/47 fritager skipperen kun, om han beviser med alt sit skibsfolk, at det ikke var hans forsømmelse; det har han ikke",
  "dl-averi/47-48.section": "Tabet: ulykke eller forsømmelse",
  "dl-averi/47-48.open": "åbent",

  // 1, 3: at bjerge og bjergelønnen, og skibbruden gods forrykket eller underslået
  "dl-averi/1,3.skipperAndCrew": "skipperen og {n, plural, one {# bådsmand} other {# bådsmænd}}",
  "dl-averi/1,3.helped": "; han hjalp",
  "dl-averi/1,3.refused": "; han ville ikke (dl-averi/4)",
  "dl-averi/1,3.unable": "; han kunne ikke, da han var ude af stand dertil",
  "dl-averi/1,3.skipperSalvage": "med skibsfolket bjerge {ship}, godset og skibsredskabet",
  "dl-averi/1,3.helpSalvage": "hjælpe skipperen at bjerge {ship}, godset og skibsredskabet{conduct}",
  "dl-averi/1,3.declared": "{reward}, efter gode mænds sigelse",
  "dl-averi/1,3.notDeclared": "endnu ikke sagt af gode mænd",
  "dl-averi/1,3.savedValue": "{id} ({value})",
  "dl-averi/1,3.basis":
    "dl-averi/1: 'en redelig bjergeløn efter gode mænds sigelse', for at bjerge {ship}, godset og redskabet; bjerget gods: {saved}",
  "dl-averi/1,3.noneListed": "intet opført",
  "dl-averi/1,3.shareOf": "en part af bjergelønnen: {how}",
  "dl-averi/1,3.fund": "Bjergelønnen, som købmændene betaler {skipper} ({how})",
  "dl-averi/1,3.noGoodsWarn":
    "Intet gods blev bjerget, så ingen købmand skylder part af bjergelønnen efter dl-averi/1.",
  "dl-averi/1,3.noGoods": "intet gods bjerget: ingen købmand til at betale den",
  "dl-averi/1,3.valueWhat": "Værdien af det bjergede gods af {parcels}",
  "dl-averi/1,3.valueBasis": "Q-S07 R1: bjergelønnen deles imellem købmændene efter værdien af hvers bjergede gods",
  "dl-averi/1,3.notAppraised": "kan ikke deles, før hver bjerget ladning er vurderet",
  "dl-averi/1,3.worthNothingWarn": "Det bjergede gods er intet værd, så bjergelønnen kan ikke deles efter dets værdi.",
  "dl-averi/1,3.worthNothing": "det bjergede gods er intet værd",
  "dl-averi/1,3.valueReason": "bjerget gods værd {value} af {mass}: {fraction} af bjergelønnen (Q-S07 R1)",
  "dl-averi/1,3.merchantSaved": "købmand, hvis gods blev bjerget",
  "dl-averi/1,3.exactly": "; nøjagtig {exact}",
  "dl-averi/1,3.byValue": "{fraction}, efter værdien af det bjergede gods{exact}",
  "dl-averi/1,3.byValueFund": "delt efter værdien af hver købmands bjergede gods",
  "dl-averi/1,3.sharedOver": "{reward} delt over bjerget gods værd {mass}",
  "dl-averi/1,3.howShared": "Hvorledes bjergelønnen deles imellem købmændene",
  "dl-averi/1,3.goodMenBasis": "Q-S07 R2: de gode mænd, som siger bjergelønnen, deler den også",
  "dl-averi/1,3.forGoodMen": "parterne er de gode mænds at sætte",
  "dl-averi/1,3.sharesDiffer":
    "De gode mænds parter bliver {total}, ikke bjergelønnen på {reward}; parterne bruges, som de er givet.",
  "dl-averi/1,3.goodMenReason": "som de gode mænd delte den: {share} (Q-S07 R2)",
  "dl-averi/1,3.merchant": "købmand",
  "dl-averi/1,3.asShared": "som de gode mænd delte den",
  "dl-averi/1,3.rewardAsShared": "{reward}, som de gode mænd delte den",
  "dl-averi/1,3.byEachValue": "efter værdien af hvers bjergede gods",
  "dl-averi/1,3.asTheyShare": "som de gode mænd deler den",
  "dl-averi/1,3.rewardWhat": "Den redelige bjergeløn, som købmændene skylder skipperen",
  "dl-averi/1,3.byValueNote":
    "Bjergelønnen deles imellem købmændene efter værdien af hvers bjergede gods (Q-S07 R1: teksten nævner købmændene og giver ingen nøgle)",
  "dl-averi/1,3.byGoodMenNote": "Bjergelønnen deles imellem købmændene, som de gode mænd deler den (Q-S07 R2)",
  "dl-averi/1,3.notWrecked":
    "En bjergeløn er givet, men {ship} er ikke skibbruden: dl-averi/1 taler om bjergeløn efter skibbrud.",
  "dl-averi/1,3.section": "Bjergningen efter skibbrud",
  "dl-averi/1,3.persons": "{n, plural, one {# person} other {# personer}} at straffe ligesom for tyveri",
  "dl-averi/1,3.theftNotWrecked":
    "dl-averi/3 straffer den, som forrykker eller underslår skibbruden gods; {ship} er ikke skibbruden, så det tagne gods er ikke sådant gods, og den almindelige lov om tyveri gælder.",
  "dl-averi/1,3.from": " af {parcel}",
  "dl-averi/1,3.worth": ", værd {value}",
  "dl-averi/1,3.offence": "{act, select, removed {forrykkede} other {underslog}} skibbruden gods: {what}{from}{worth}",
  "dl-averi/1,3.penalty":
    "skal straffes ligesom for andet tyveri ('straffes ligesom for andet tyveri'); straffen for tyveri sættes i Danske Lovs kapitel om tyveri, uden for disse tekster, og sealaw giver intet mål",
  "dl-averi/1,3.theftCite": "Danske Lov, 6. bog, 17. kapitel (om tyveri)",
  "dl-averi/1,3.theftAbout":
    "straffen for tyveri, med hvilken den, som forrykker eller underslår skibbruden gods, straffes",

  // 2, 42–43: fragten efter sejladsen, og efter grundstødning
  "dl-averi/2,42-43.charterer": "befragteren, {name}",
  "dl-averi/2,42-43.shipper": "deres aflader, da ingen befragter er nævnt",
  "dl-averi/2,42-43.owner": "deres ejer, da ingen befragter er nævnt",
  "dl-averi/2,42-43.cannotShare":
    "Den fragt, som er sat for det bjergede gods, {total}, kan ikke deles imellem dem, som skylder den, før den betingede fragt af {parcels} er kendt.",
  "dl-averi/2,42-43.noneAgreed":
    "Ingen fragt blev betinget af det bjergede gods, så den satte fragt kan ikke deles derefter.",
  "dl-averi/2,42-43.exactly": ", nøjagtig {exact}",
  "dl-averi/2,42-43.share":
    "{fraction} deraf, efter den betingede fragt af det gods, han skylder for ({agreed}){exact}",
  "dl-averi/2,42-43.withShare": "; {share}",
  "dl-averi/2,42-43.owed": "fragt af det bjergede gods ({parcels}): {how}{share}; skyldes af {payer}",
  "dl-averi/2,42-43.measureBoth": "den fuldendte del af sejladsen, for fragt og hyre",
  "dl-averi/2,42-43.measureWages": "den fuldendte del af sejladsen, for hyren alene",
  "dl-averi/2,42-43.measureWhole": "den hele sejlads",
  "dl-averi/2,42-43.forWages": "bådsmændenes hyre",
  "dl-averi/2,42-43.forBoth": "fragten af det bjergede gods og bådsmændenes hyre",
  "dl-averi/2,42-43.reckonedWhole":
    "den hele sejlads (Q-A01 R3): den fulde hyre og den betingede fragt af det bjergede gods",
  "dl-averi/2,42-43.reckonedCompleted":
    "den fuldendte del af sejladsen, {completed} (facts.voyage.completed), som giver de tal, der her regnes, indtil dannemænd kende ({q})",
  "dl-averi/2,42-43.reckonedNone":
    "den fuldendte del af sejladsen ({q}); sagen angiver den ikke (facts.voyage.completed), så intet tal regnes",
  "dl-averi/2,42-43.measureWhat":
    "Sejladsens mål for {what} ('efter som sejladsen er lang til'), som en del af det hele",
  "dl-averi/2,42-43.notKnownUntil": "ikke kendt, før dannemænd kende",
  "dl-averi/2,42-43.asJudged": "{m}, som dannemænd kendte",
  "dl-averi/2,42-43.lengthNote": "Sejladsens længde: målet for {what}",
  "dl-averi/2,42-43.notReckoned": "ikke regnet",
  "dl-averi/2,42-43.notKnown": "ikke kendt",
  "dl-averi/2,42-43.ofAgreed": "{f} af den betingede fragt",
  "dl-averi/2,42-43.freightWhat": "Fragten af det bjergede gods",
  "dl-averi/2,42-43.freightBasis": "dl-averi/2, som dannemænd kunne kende ret at være",
  "dl-averi/2,42-43.setInAll": "{set} i alt, som dannemænd satte den",
  "dl-averi/2,42-43.noAgreed": "Sagen angiver ikke den betingede fragt af {parcels}, så fragten deraf kan ikke regnes.",
  "dl-averi/2,42-43.howUnknown": "den betingede fragt, efter som sejladsen er lang til, som dannemænd kende",
  "dl-averi/2,42-43.howAgreed": "den betingede fragt",
  "dl-averi/2,42-43.howPart": "{f} af den betingede fragt, efter som sejladsen er lang til, som dannemænd kende",
  "dl-averi/2,42-43.beyondShow": "hun kan ikke forbedres: fragt af det bjergede gods, som gode mænd kende",
  "dl-averi/2,42-43.repairShow": "forbedre hende snarest og føre godset videre",
  "dl-averi/2,42-43.cannotRepair": "hun kan ikke forbedres",
  "dl-averi/2,42-43.beyondBasis":
    "dl-averi/43: 'som gode mænd tykkes skelligt at være efter sejladsens lejlighed'; bjerget gods: {saved}",
  "dl-averi/2,42-43.none": "intet",
  "dl-averi/2,42-43.agreedWas": "{basis}; den fragt, som var betinget deraf for den hele sejlads, var {agreed}",
  "dl-averi/2,42-43.completedPart": "{basis}; {completed} af sejladsen var fuldendt",
  "dl-averi/2,42-43.beyondWhat": "Den fragt, skipperen skal have af det bjergede gods",
  "dl-averi/2,42-43.beyondBy": "{goodMen}, efter sejladsens lejlighed",
  "dl-averi/2,42-43.noGoods": "Intet gods blev bjerget, så ingen fragt tilkommer efter dl-averi/43.",
  "dl-averi/2,42-43.setByGoodMen": "{set} i alt, som gode mænd satte den",
  "dl-averi/2,42-43.notYetSet": "hvad gode mænd tykkes skelligt, endnu ikke sat",
  "dl-averi/2,42-43.repair": "lade {ship} forbedre med første og føre købmændenes gods til markedet",
  "dl-averi/2,42-43.repairTo": "lade {ship} forbedre med første og føre købmændenes gods til markedet i {to}",
  "dl-averi/2,42-43.section": "Efter grundstødningen",
  "dl-averi/2,42-43.repairCost":
    "Bekostningen på hendes forbedring er skipperens egen, og omkostningen på godset går over alt godset (dl-averi/41: arten general_average afgør den)",

  // 44–45: fordærvet gods, styrtegods og gods med eget mærke
  "dl-averi/44-45.pouredTogether": "gods, som er styrtet sammen",
  "dl-averi/44-45.anyUnpacked": "alt upakket gods",
  "dl-averi/44-45.otherBulk": "kun det andet styrtegods",
  "dl-averi/44-45.allSalvaged": "alt det andet bjergede gods",
  "dl-averi/44-45.by": "efter {v, select, quantity {mængde} other {værdi}}",
  "dl-averi/44-45.shared": "dets skade går over det andet gods, som bjerget er",
  "dl-averi/44-45.ownMark": "dets ejer tager det efter sit mærke, bærer dets skade og betaler dets omkostning",
  "dl-averi/44-45.own":
    "ikke styrtegods, som Q-A16 læser 'styrtegods', ej heller tøndegods, pakker eller stykgods: dets skade bliver, hvor den falder",
  "dl-averi/44-45.idWords": "{id}: {words}",
  "dl-averi/44-45.notSpoiled": "ikke fordærvet",
  "dl-averi/44-45.costsWarn":
    "{id} bærer omkostning på {costs}: dl-averi/45 lader ejeren betale omkostningen på tøndegods, pakker og stykgods; om andet gods siger den her intet om omkostning (efter en grundstødning, hvor godset er lægtet, deler dl-averi/41 omkostningen på godset over alt godset).",
  "dl-averi/44-45.section": "Fordærvet gods",
  "dl-averi/44-45.takeMark":
    "tage det gods, som hans eget mærke er på ({parcels}), og betale den omkostning, som ham tilkommer{costs}{spoiled}",
  "dl-averi/44-45.costsOf": ": {costs}",
  "dl-averi/44-45.ownLoss": "; hvad der er fordærvet af {parcels}, er hans eget tab",
  "dl-averi/44-45.costsOwed": "omkostningen på hans gods {id}, som ham tilkommer",
  "dl-averi/44-45.overGives":
    "over {over}, efter {by, select, quantity {mængde} other {værdi}}: delt over {n, plural, one {# ladning} other {# ladninger}}",
  "dl-averi/44-45.overAll": "alt det bjergede gods",
  "dl-averi/44-45.overBulk": "det bjergede styrtegods",
  "dl-averi/44-45.label": "Fordærvet styrtegods, skaden over {over} ({at})",
  "dl-averi/44-45.units": "enheder",
  "dl-averi/44-45.quantityWhat": "Mængden af styrtegodset af {parcels}, og hvor meget deraf er fordærvet",
  "dl-averi/44-45.quantityBy": "skipperens ladning og konnossementerne",
  "dl-averi/44-45.quantityBasis": "Q-A16 R1: skaden på styrtegods deles efter mængde",
  "dl-averi/44-45.unitsWarn":
    "Styrtegodset er målt i forskellige enheder ({units}), så dets skade kan ikke deles efter mængde; angiv det i én enhed, eller del efter værdi (styrtegods=R2).",
  "dl-averi/44-45.parcel": "{owner}s {what} ({id})",
  "dl-averi/44-45.someParcel": "{owner}s gods ({id})",
  "dl-averi/44-45.quantitySalvaged": "bjerget mængde",
  "dl-averi/44-45.valueWhat": "Værdien af godset af {parcels}, og af hvad der er fordærvet deraf",
  "dl-averi/44-45.valueBasis": "{q}: skaden på det fordærvede styrtegods deles efter værdi",
  "dl-averi/44-45.valueBasisMass": "{q}, {mass}: skaden på det fordærvede styrtegods deles efter værdi",
  "dl-averi/44-45.cannotDraw": "{label}: kan ikke opgøres: {error}.",
} satisfies Catalogue;
