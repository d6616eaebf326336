/**
 * Danske Lov 4-3 og 4-4 (dl-averi) på dansk, om havari og fragt: hver meddelelse
 * under det id, dens engelske tekst giver den (se docs/languages.md). Lovens egne
 * ord er fagudtrykkene: havari, befragter, skipper, fragt, gods, skib, kaste og
 * udkastede, beholdne gods, konnossementer og fragtbreve, føring, bodmeri-penge,
 * styrtegods, pramme, anpart, borgen.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 20–41: havari og de tab, en rejse deler
  "dl-averi/20-41#general-average": "Havari og de tab, en rejse deler, dl-averi/20–41",
  "dl-averi/ga.more": "{shown} og {n} flere",
  "dl-averi/ga.parcels": "{n, plural, one {{count} parti} other {{count} partier}}",
  "dl-averi/ga.seamen": "{n, plural, one {{count} sømand} other {{count} søfolk}}",
  "dl-averi/ga.bulkParcels": "{n, plural, one {{count} parti styrtegods} other {{count} partier styrtegods}}",
  "dl-averi/ga.sacrifices": "{n, plural, one {{count} opofrelse} other {{count} opofrelser}}",
  "dl-averi/ga.tallied": "{count}: {sum}",
  "dl-averi/ga.ownerRole": "reder af skibet {ship}, som tjener dets fragt",
  "dl-averi/ga.ownersName": "Rederne af skibet {ship}",
  "dl-averi/ga.ownersInSentence": "rederne af skibet {ship}",
  "dl-averi/ga.ownersRole": "skibets redere tilsammen ({shares}), som tjener dets fragt",
  "dl-averi/ga.skipperRole": "skipper på skibet {ship}",
  "dl-averi/ga.chartererRole": "som har befragtet skibet {ship} (befragteren)",
  "dl-averi/ga.chartererName": "Befragteren",
  "dl-averi/ga.chartererUnnamed": "som har befragtet skibet {ship} (ikke nævnt i sagen)",
  "dl-averi/ga.laidOut": "som har lagt pengene ud",
  "dl-averi/ga.parcelLabel": "{what} tilhørende {owner} (konnossement {id})",
  "dl-averi/ga.parcelLabelGoods": "gods tilhørende {owner} (konnossement {id})",
  "dl-averi/ga.averageAfter": "havari efter {measures}: {loss} fordelt på {mass} ({at})",
  "dl-averi/ga.noAverageYet": "{measures}: intet havari opgjort endnu ({at})",
  "dl-averi/ga.piracy": "gods taget af {attackers} ({at}–34)",
  "dl-averi/ga.defence": "et forsvar mod {attackers} ({at})",
  "dl-averi/ga.theft": "et tyveri i havn ({at})",
  "dl-averi/ga.ransom": "skib og gods frikøbt ({at})",
  "dl-averi/ga.lighterage": "godset losset i pramme ({at}–40)",
  "dl-averi/ga.grounding": "en grundstødning, skibet lettet af grunden ({at})",
  "dl-averi/ga.noLoss": "en rejse uden tab at dele efter {at}–41",
  "dl-averi/ga.situation": "{first}; {rest}",
  "dl-averi/ga.noLossStated":
    "Intet tab er opgivet, så der er intet at dele: et havari begynder med nøden og hvad der blev opgivet i den (facts.emergency), det afhuggede redskab (facts.sacrifices) og det kastede gods (facts.cargo); de andre tab, en rejse deler, er gods taget af sørøvere (facts.piracy), et forsvar (facts.defence), et tyveri i havn (facts.harbour_theft), en løsesum (facts.ransom), prampenge (facts.lighterage) og en grundstødning (facts.grounding).",
  "dl-averi/ga.jettisonUnlisted":
    "Der blev kastet gods, men intet parti siger, hvad deraf gik (facts.cargo, facts.cargo[].jettisoned): det tab, der skal godtgøres, regner det ikke med.",
  "dl-averi/ga.gearUnlisted":
    "Skibet opgav redskab eller blev landløbet ({measures}), men intet sådant tab er opgivet (facts.sacrifices): det tab, der skal godtgøres, regner det ikke med.",

  // 20–22: beslutningen og kastningens orden
  "dl-averi/20#consult":
    "skipperen skal først rådføre sig med købmanden eller hans fuldmægtig, om nogen af dem er til stede",
  "dl-averi/21#crew":
    "vil de ikke samtykke, og skipperen dog eragter det nødigt, skal han følge de fleste og bedste af skibsfolkenes mening",
  "dl-averi/20#no-measure":
    "intet blev kastet, hugget eller landløbet: rådet i dl-averi/20 („rådføre sig herom“) og skibsfolkenes mening og ed i dl-averi/21 hører til disse forholdsregler, og hvad der ellers blev gjort, kræver ingen af dem",
  "dl-averi/21#most-of-the-crew":
    "„de fleste og bedste af skibsfolkenes mening“: flertallet af skibsfolkene, hvori de bedste mænds mening vejer",
  "dl-averi/21#best-men": "flertallet blandt officererne og de mest erfarne af skibsfolkene (Q-A09 R2)",
  "dl-averi/22#order":
    "skipperen skal vel i agt tage, at det tungeste gods og mindst af pris, så vidt muligt er, kastes først",
  "dl-averi/20.jettison": "kastning af gods",
  "dl-averi/20.cutMast": "afhuggen af mast",
  "dl-averi/20.cutCable": "afhuggen af kabel",
  "dl-averi/20.cutAnchorRope": "afhuggen af ankertov",
  "dl-averi/20.runAshore": "landløb med skibet",
  "dl-averi/20.otherMeasure": "en anden forholdsregel",
  "dl-averi/20.measures": "{first}, {rest}",
  "dl-averi/20.crewMajority": "et flertal af skibsfolkene",
  "dl-averi/20.bestMenMajority": "et flertal af de bedste mænd blandt skibsfolkene",
  "dl-averi/20.bestMen": "de bedste mænd blandt skibsfolkene",
  "dl-averi/20.crew": "skibsfolkene",
  "dl-averi/20.notSaid": "sagen siger ikke, hvordan {who} stillede sig ({q})",
  "dl-averi/20.vote": "{who}: {for} for, {against} imod ({q})",
  "dl-averi/20.consult": "først rådføre sig med {names}, som er om bord, før {measures}",
  "dl-averi/20.consultDone": "først rådføre sig med {names}, som er om bord, før {measures}; gjort",
  "dl-averi/20.consultAnswered":
    "først rådføre sig med {names}, som er om bord, før {measures}; gjort: svaret var {answer}",
  "dl-averi/20.consultNotDone": "først rådføre sig med {names}, som er om bord, før {measures}; ikke gjort",
  "dl-averi/20.consultNotSaid":
    "først rådføre sig med {names}, som er om bord, før {measures}; sagen siger ikke, at det er gjort",
  "dl-averi/20.notConsulted":
    "{names} var om bord, men skipperen rådførte sig ikke først med {n, plural, one {ham} other {dem}} før {measures}.",
  "dl-averi/20.consultUnknown":
    "Sagen siger ikke, om skipperen rådførte sig med {names}, {n, plural, one {som} other {som alle}} var om bord.",
  "dl-averi/20.crewAgainst":
    "Købmanden nægtede, og de fleste og bedste af skibsfolkene støttede ikke forholdsreglen ({words}): dl-averi/21 lader skipperen handle imod købmandens nægtelse kun efter deres mening.",
  "dl-averi/20.crewUnknown": "Købmanden nægtede; {words}, hvis mening skipperen skal følge.",
  "dl-averi/20.oath":
    "skibsfolket på skibet {ship}: ved ed forklare, når de kommer til lands, at det er sket at redde liv, skib og gods",
  "dl-averi/20.oathDone":
    "skibsfolket på skibet {ship}: ved ed forklare, når de kommer til lands, at det er sket at redde liv, skib og gods; gjort",
  "dl-averi/20.oathNotDone":
    "skibsfolket på skibet {ship}: ved ed forklare, når de kommer til lands, at det er sket at redde liv, skib og gods; ikke gjort",
  "dl-averi/20.oathNotSaid":
    "skibsfolket på skibet {ship}: ved ed forklare, når de kommer til lands, at det er sket at redde liv, skib og gods; sagen siger ikke, at det er gjort",
  "dl-averi/20.noOath":
    "Skibsfolket har ikke i land forklaret ved ed, at det er sket at redde liv, skib og gods, som dl-averi/21 kræver, hvor købmanden nægtede.",
  "dl-averi/20.mostAndBest": "De fleste og bedste af skibsfolkene: {words}",
  "dl-averi/20.notKnown": "ikke kendt",
  "dl-averi/20.backed": "støttede forholdsreglen",
  "dl-averi/20.notBacked": "støttede den ikke",
  "dl-averi/20.entitlement":
    "Om tabet efter {measures} deles som havari: det skete imod købmandens nægtelse og imod de fleste og bedste af skibsfolkene, og ingen ed blev svoret i land",
  "dl-averi/20.aCourt": "en ret (teksten nævner ingen)",
  "dl-averi/20.entitlementBasis":
    "dl-averi/21: 'Ville de ikke samtykke, og skipperen eragter det dog nødigt, da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare, at det er sket at redde liv, skib og gods': imod købmandens nægtelse må skipperen kun handle efter skibsfolkenes mening og deres ed, og han havde ingen af delene; angiv afgørelsen som facts.emergency.average_allowed",
  "dl-averi/20.untilCourt":
    "{what}: intet havari opgøres, før en ret finder, at det er havari (facts.emergency.average_allowed).",
  "dl-averi/20.foundAverage": "fundet at være havari",
  "dl-averi/20.foundNotAverage": "fundet ikke at være havari",
  "dl-averi/20.courtNotAverage": "En ret fandt, at tabet ikke er havari: der er intet havari (dl-averi/21).",
  "dl-averi/20.nobodyAboard":
    "hverken købmanden eller hans fuldmægtig var om bord: dl-averi/20 kræver kun råd af dem, der er til stede, og teksten siger ikke, om skipperen da beslutter alene eller skal følge skibsfolkene som i dl-averi/21",
  "dl-averi/20.refusedNotNecessary":
    "Købmanden nægtede, og skipperen eragtede ikke forholdsreglen nødig: efter dl-averi/20–21 skulle den ikke være taget.",
  "dl-averi/20.otherMeasureWarning":
    "dl-averi/20 nævner kastning af gods, afhuggen af mast, kabel eller ankertov og landløb med skibet; hvad der ellers blev gjort, er havari kun som skade „i bemeldte tilfælde“ (dl-averi/25).",
  "dl-averi/20.notToSave":
    "Sagen siger, at forholdsreglen ikke blev taget for at redde liv, skib og gods: dl-averi/20 og /25 taler kun om sådanne forholdsregler, så der er intet havari.",
  "dl-averi/20.decision": "Beslutningen: {measures}",
  "dl-averi/20.notChecked": "ikke prøvet: sagen giver ingen vægt og mærker intet gods som tungt",
  "dl-averi/20.inOrder": "i orden",
  "dl-averi/20.outOfOrder": "{parcels} uden for orden",
  "dl-averi/20.departures":
    "{parcels} blev kastet, mens tungere gods af mindre pris blev kastet senere eller beholdt: {ids}. Med mindre det ikke kunne gøres anderledes, afviger det fra dl-averi/22 (teksten sætter ingen straf).",

  // 23–24: skipperens takst over skibet, befragterens valg og markedet
  "dl-averi/23#valuation": "skipperen skal sætte skibet på penge, ligesom han det selv ville beholde",
  "dl-averi/23#silence-not-stated":
    "befragteren erklærede sig ikke inden fire og tyve timer, og teksten giver ingen følge: skibets værdi er en oplysning, der skal gives (Q-A31 R2)",
  "dl-averi/23#valuation-stands":
    "den befragter, som ikke vælger inden fire og tyve timers forløb, mister sit valg, og skipperens takst står ved magt",
  "dl-averi/23#lapse-not-stated": "teksten giver ingen følge; hvad der følger, skal skønnes (Q-A31 R2)",
  "dl-averi/24#market":
    "alle de udkastede så vel som de beholdne varer takseres efter markeds gang, hvor de beholdne sælges",
  "dl-averi/23.asAssessed": "som skønnet, {value}",
  "dl-averi/23.silenceToAssess": "skal skønnes: befragterens tavshed har ingen følge, som teksten angiver",
  "dl-averi/23.unknownToAssess":
    "skal skønnes: om befragteren erklærede sig i tide, vides ikke, og efter Q-A31 R2 har en udløben frist ingen følge, som teksten angiver",
  "dl-averi/23.skippersValuation": "skipperens takst, {value}",
  "dl-averi/23.lapseStands": "valget bortfalder, og skipperens takst står ved magt",
  "dl-averi/23.noConsequence": "teksten giver ingen følge",
  "dl-averi/23.take": "antage skibet {ship} for skipperens takst, {value}",
  "dl-averi/23.leave": "lade skipperen beholde det for den takst",
  "dl-averi/23.notKnownInTime": "{choice} (om inden fire og tyve timer, vides ikke)",
  "dl-averi/23.lapseR1": "valget bortfalder, og skipperens takst står ved magt (Q-A31 R1)",
  "dl-averi/23.lapseR2": "teksten giver ingen følge; hvad der følger, skal skønnes (Q-A31 R2)",
  "dl-averi/23.noCharterer": "Sagen nævner ingen befragter: valget i dl-averi/23 er hans.",
  "dl-averi/23.whenMadeKnown":
    "Hvornår skipperens takst over skibet {ship} blev gjort befragteren ({charterer}) bekendt",
  "dl-averi/23.theEvidence": "bevisførelsen (teksten nævner ingen)",
  "dl-averi/23.whenMadeKnownBasis":
    "dl-averi/23: 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': de fire og tyve timer løber fra, at taksten er gjort bekendt (Q-A31), og intet andet tidspunkt træder i stedet; angiv det som facts.ship.valuation_made_known",
  "dl-averi/23.whenDeclared": "Hvornår {charterer} erklærede sig om, han antager skibet {ship}",
  "dl-averi/23.whenDeclaredBasis":
    "dl-averi/23: han skal erklære sig inden fire og tyve timer, efter at taksten er gjort bekendt; angiv det som facts.charterer_choice.declared",
  "dl-averi/23.price": "prisen for skibet {ship}, antaget for skipperens takst",
  "dl-averi/23.handOver": "overgive skibet {ship} til {charterer}, som antog det for taksten",
  "dl-averi/23.notYetValued": "endnu ikke sat på penge",
  "dl-averi/23.noValuation": "skipperen har endnu ikke sat skibet på penge",
  "dl-averi/23.putValue": "sætte skibet {ship} på penge, ligesom han det selv ville beholde",
  "dl-averi/23.valueForAverage": "Skibet {ship}s værdi i havariet",
  "dl-averi/23.notNamed": "ikke nævnt i teksten (Q-A31 R2): en ret eller gode mænd",
  "dl-averi/23.theSkipper": "skipperen ({name})",
  "dl-averi/23.lapsedBasis":
    "befragteren erklærede sig ikke inden fire og tyve timer, og efter Q-A31 R2 giver teksten ingen følge; angiv den som facts.ship.value_assessed",
  "dl-averi/23.unknownBasis":
    "om befragteren erklærede sig inden fire og tyve timer, vides ikke, og efter Q-A31 R2 giver teksten ingen følge; angiv den som facts.ship.value_assessed",
  "dl-averi/23.valuationBasis":
    "dl-averi/23: 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'; angiv den som facts.ship.valuation",
  "dl-averi/23.took": "befragteren antog skibet for taksten: værdien står ved magt, og han skylder prisen",
  "dl-averi/23.left": "befragteren lod skipperen beholde skibet for taksten: værdien står ved magt",
  "dl-averi/23.lapsed": "befragteren erklærede sig ikke inden fire og tyve timer",
  "dl-averi/23.open": "befragteren har endnu ikke valgt",
  "dl-averi/23.unknownTake": "befragteren valgte at antage skibet, men om inden fire og tyve timer, vides ikke",
  "dl-averi/23.unknownLeave":
    "befragteren valgte at lade skipperen beholde det, men om inden fire og tyve timer, vides ikke",
  "dl-averi/23.unvalued":
    "skipperen har endnu ikke sat skibet på penge, så befragteren har endnu intet at erklære sig på",
  "dl-averi/23.notBegun": "hans fire og tyve timer løber fra, at taksten er gjort ham bekendt, og er ikke begyndt",
  "dl-averi/23.runUntil": "de fire og tyve timer løber fra, at taksten er gjort befragteren bekendt, til {deadline}",
  "dl-averi/23.run": "de fire og tyve timer løber fra, at taksten er gjort befragteren bekendt",
  "dl-averi/23.runNotGiven":
    "de fire og tyve timer løber fra, at taksten er gjort befragteren bekendt, hvilket sagen ikke angiver",
  "dl-averi/23.standingFrom": "{standing}; {from}",
  "dl-averi/23.valueHeading": "Skibets værdi: skipperens takst og befragterens valg",
  "dl-averi/23.notKnown": "ikke kendt",
  "dl-averi/23.valueForGa": "Skibet {ship}s værdi i havariet",
  "dl-averi/23.valueForAverages": "Skibet {ship}s værdi i de havarier, der går over skib og gods",
  "dl-averi/23.notNamedCourt": "ikke nævnt i teksten: en ret eller gode mænd",
  "dl-averi/23.distressBasis":
    "dl-averi/25 lader 'det hele skib' betale, men skipperen takserer det efter dl-averi/23 kun, når han 'må lade kaste … hugge, eller landløbe med skibet', og intet af det skete. Angiv den som facts.ship.value_assessed",
  "dl-averi/23.averagesBasis":
    "dl-averi/35–39 lader skibet betale med godset, men siger ikke, hvordan det takseres; skipperens takst og befragterens fire og tyve timer i dl-averi/23 hører til en kastning. Angiv den som facts.ship.value_assessed",
  "dl-averi/23.givenValue":
    "den værdi, sagen angiver som skipperens, {value}; uden kastning åbner den intet valg for befragteren",
  "dl-averi/23.gaHeading": "Skibets værdi i havariet",
  "dl-averi/23.averagesHeading": "Skibets værdi i de havarier, der går over skib og gods",
  "dl-averi/23.noJettison":
    "intet gods kastet, ingen mast eller kabel hugget, intet landløb: skipperens takst og befragterens valg i dl-averi/23 opstår ikke; skibets værdi: {words}",
  "dl-averi/24.valued": "{parcels} takseret",
  "dl-averi/24.notAppraised": "{n} endnu ikke takseret",
  "dl-averi/24.valueOf": "Værdien af {parcels} efter markeds gang, hvor de beholdne sælges: {ids}",
  "dl-averi/24.appraisers": "takserere på det marked (teksten nævner ingen)",
  "dl-averi/24.basis":
    "dl-averi/24: det udkastede og det beholdne gods takseres efter markeds gang, hvor de beholdne sælges",
  "dl-averi/24.otherMarket":
    "Partiernes værdier er ikke taget på det marked, hvor de beholdne sælges: dl-averi/24 takserer udkastet og beholdt gods der. Tallene bruges som angivet.",

  // 25–26: hvad der bidrager, opgørelsen og skipperens tilbageholdsret
  "dl-averi/25#ship":
    "skaden deles på det hele skib, efter den takst, skipperen satte det for, som han det selv ville beholde",
  "dl-averi/25#ship-plus-sacrifice":
    "skibet bidrager efter skipperens takst med tillæg af dets egne opofrede dele, som godtgøres (Q-A10 R2)",
  "dl-averi/25#freight":
    "skaden deles også på fragten, som skulle gives af alt det indskibede gods, både det beholdte så og det udkastede",
  "dl-averi/25#freight-kept": "kun den fragt, der tjenes af det gods, som kommer frem, bidrager (Q-A12 R2)",
  "dl-averi/25#freight-lost": "fragten af det udkastede gods er tabt og godtgøres i havariet (Q-A13 R2)",
  "dl-averi/25#goods-kept":
    "skaden deles på alt det beholdte gods, efter dets værdi, som det kommer frem; det udkastede gods bidrager intet (Q-A11 R1)",
  "dl-averi/25#sacrificed-contribute":
    "det godtgjorte gods bidrager også, efter hvad det kommer frem med og hvad der godtgøres det, så hver interesse bærer samme sats (Q-A11 R2)",
  "dl-averi/31#recovered-contribute":
    "kastet gods, som ejermanden har bekommet igen, er i hans hænder som beholdt gods og bidrager med det efter sin værdi som bjerget (Q-A36 R1)",
  "dl-averi/25#freight-still-owed":
    "fragten af det kastede gods betales endnu, uden for havariet: hver aflader skylder skibets redere fragten af sin kastede part (Q-A13 R1)",
  "dl-averi/25#statement":
    "skaden tilregnes alle interesserede, hvilket kaldes havari: hver betaler tabet gange sin værdi over hele den bidragende værdi",
  "dl-averi/25.notKnown": "ikke kendt",
  "dl-averi/25.freightTotal":
    "Fragten i alt, {total}, er ikke summen af fragten for hvert parti, {perParcel}; summen i alt bruges.",
  "dl-averi/25.freightStillToPay":
    "fragten af det udkastede gods betales endnu af afladerne, uden for havariet (Q-A13 R1)",
  "dl-averi/25.noFreightThrown": "der var ikke betinget fragt af udkastet gods: ingen fragt er tabt",
  "dl-averi/25.freightThrownWhat": "Fragten af det udkastede gods, ud af den fragt, der er betinget i alt",
  "dl-averi/25.freightThrownBy": "skipperen og afladerne, eller gode mænd (teksten nævner ingen)",
  "dl-averi/25.freightThrownBasis":
    "efter {basis} og {jettisoned} skal fragten af det kastede gods kendes; sagen giver kun fragten i alt, eller et kastet parti er endnu ikke takseret",
  "dl-averi/25.freightLabel": "fragt af skibet {ship}, tjent af dets redere",
  "dl-averi/25.shipDamage": "Den skade, skibet fik i nøden: mast eller redskab hugget, eller skibet landløbet",
  "dl-averi/25.notAverageAshore":
    "ikke havari: skaden ved at landløbe med skibet, {amount}, efter {q} (intet havari skyldes af strandet gods)",
  "dl-averi/25.shipLabel": "skibet {ship}; godtgjort: {what}",
  "dl-averi/25.goodsContribute": "Hvad godset bidrager efter",
  "dl-averi/25.noEmergency":
    "Gods eller redskab blev opgivet, men sagen beskriver ingen nød (facts.emergency): havari efter dl-averi/25 er den skade, der sker i nøden i dl-averi/20.",
  "dl-averi/25.noShipValue": "Havariet kan ikke opgøres, før skibets værdi er kendt (facts.ship.valuation).",
  "dl-averi/25.notAppraised": "Havariet kan ikke opgøres, før hvert parti er takseret (facts.cargo[].value).",
  "dl-averi/25.noThrownFreight":
    "Havariet kan ikke opgøres, før fragten af det kastede gods er kendt (facts.cargo[].freight eller facts.ship.freight_total).",
  "dl-averi/25.cannot": "Havariet kan ikke opgøres: {why}.",
  "dl-averi/25.owes": "{from} skylder {to} {amount}",
  "dl-averi/25.stillOwed": "fragten af det udkastede gods, som endnu skyldes ved siden af havariet ({q})",
  "dl-averi/25.heading": "Havari: {loss} fordelt på {mass}",
  "dl-averi/25.receives": "får {amount}",
  "dl-averi/25.pays": "betaler {amount}",
  "dl-averi/25.share":
    "betale sin part af havari, {amount}, eller stille derfor nøjagtig borgen, før skipperen er pligtig at lade ham følge sit gods",
  "dl-averi/25.shareSet":
    "betale sin part af havari, {amount}, eller stille derfor nøjagtig borgen, før skipperen er pligtig at lade ham følge sit gods; {good} godtgøres ham, så han i alt {balance}",
  "dl-averi/25.contributes": "bidrager {exact} efter en værdi af {value}; {good} godtgøres; netto {net} (dl-averi/25)",
  "dl-averi/25.fund": "Tabet, som godtgøres i havari, og hvad hver part bidrager dertil",
  "dl-averi/25.rounding":
    "{tieBreak} Hver linje i opgørelsen afrundes; hvad en part bidrager, er summen af dens linjer.",
  "dl-averi/25.merchant": "købmand, ejer af gods om bord",
  "dl-averi/25.laidOut": "som har lagt penge ud, der godtgøres i havariet",

  // 24–32: hvad der godtgøres, og hvad ikke
  "dl-averi/28#either-paper":
    "„så vidt skipperen har konnossementer og fragtbreve på“ nævner skipperens papirer som en klasse: gods, som et af dem dækker, regnes",
  "dl-averi/28#both-papers": "hvert parti skal have både konnossement og fragtbrev (Q-A15 R2)",
  "dl-averi/25#beaching-is-average":
    "dl-vrag/22 taler om gods, havet har kastet i land; at landløbe med vilje for at redde liv, skib og gods er havari (dl-averi/20–21)",
  "dl-averi/25#stranding-no-average":
    "intet havari skyldes af strandet gods ved nogen stranding, og skaden ved landløbet bliver, hvor den falder (Q-V15 R2)",
  "dl-averi/28#more-proved":
    "med mindre skipperen lovlig og nøjagtig beviser, at mere og andet gods har været i skiberummet",
  "dl-averi/28#documents":
    "i beregningen skal det udkastede gods alene anses, så vidt skipperen har konnossementer og fragtbreve på, og intet videre",
  "dl-averi/24#thrown": "det udkastede gods regnes efter sin værdi på det marked, hvor de beholdne varer sælges",
  "dl-averi/31#recovered":
    "kastet gods, som driver til lands eller af søen opfiskes, og ejermanden bekommer det: der godtgøres ikke videre, end den derpå lidte skade bedrager sig til",
  "dl-averi/25#thrown": "tabet af det udkastede gods er havari og godtgøres af alle interesserede",
  "dl-averi/29#spoiled":
    "gods, som formedelst kastning blev fordærvet, eller af søen udspulet ved kastningen: den skade agtes og for havari",
  "dl-averi/25#goods-run-ashore":
    "skade på godset, da skibet med vilje blev landløbet, „i bemeldte tilfælde“, er havari som kastningen (Q-V15 R1)",
  "dl-averi/31#gear-recovered":
    "hugget skibsredskab, som driver til lands eller opfiskes og kommer tilbage: kun skaden derpå godtgøres",
  "dl-averi/25#gear": "mast, kabel, ankertov eller andet redskab, hugget for at redde skib og gods, er havari",
  "dl-averi/25#ship-run-ashore":
    "den skade, skibet fik, da det med vilje blev landløbet for at redde skib og gods, er havari „i bemeldte tilfælde“ (Q-V15 R1)",
  "dl-averi/32#burial":
    "begravelses bekostning for en sømand, som døde deraf, om det er ved land, at dem begravelse gøres, betales som anden havari",
  "dl-averi/32#doctor":
    "lægeløn for skibsfolk, som ved sådant tilfald kommer til skade, betales af skib, gods og fragt som anden havari, hver efter sin anpart",
  "dl-averi/30#not-average":
    "hvad foruden sådant tilfald kommer til skade, beregnes ikke for havari, ej heller hvad skade, som sker, efter at godset igen er stuvet og til rette lagt",
  "dl-averi/25#common-safety-not-average":
    "teksten nævner ingen udgift til den fælles frelse blandt sine havariposter (dl-averi/25–41): den bæres af den, der lagde den ud (Q-S10 R2)",
  "dl-averi/25#common-safety-expense":
    "penge, der er lagt ud til den fælles frelse i nøden (en bugserbåd, en nødhavn, en bjergers regning), som teksten ikke nævner",
  "dl-averi/27#portage-bottomry":
    "skibsfolkenes føring skal ikke her udi beregnes, ej heller nogen havari gives af bodmeri-penge",
  "dl-averi/ga-made-good.either": "et af papirerne",
  "dl-averi/ga-made-good.both": "begge papirer",
  "dl-averi/ga-made-good.beachingAverage": "et forsætligt landløb er havari",
  "dl-averi/ga-made-good.noStrandingAverage": "intet havari skyldes ved nogen stranding",
  "dl-averi/ga-made-good.thrownCount": "Hvad det udkastede gods regnes for",
  "dl-averi/ga-made-good.thrownMadeGood": "Hvad der godtgøres for det udkastede gods",
  "dl-averi/ga-made-good.spoiled": "Gods fordærvet ved kastningen",
  "dl-averi/ga-made-good.ashore": "Gods skadet, da skibet blev landløbet",
  "dl-averi/ga-made-good.borne": "{parcels}: {sum}, båret af deres ejere",
  "dl-averi/ga-made-good.ashoreLies": "skaden ved landløbet, {amount}, bliver, hvor den falder (Q-V15 R2)",
  "dl-averi/ga-made-good.crewHurt": "Skibsfolk, som kom til skade i nøden",
  "dl-averi/ga-made-good.aSeaman": "en sømand",
  "dl-averi/ga-made-good.buriedAshore": "Om {who} blev begravet i land",
  "dl-averi/ga-made-good.theCourt": "retten (teksten nævner ingen)",
  "dl-averi/ga-made-good.buriedBasis":
    "dl-averi/32: begravelsen er havari kun 'om det er ved land, at dem begravelse gøres'; angiv det som facts.injuries[].buried",
  "dl-averi/ga-made-good.buriedAtSea":
    "{who} blev begravet til søs: begravelses bekostningen er ikke havari (dl-averi/32).",
  "dl-averi/ga-made-good.crewLabel": "lægeløn og begravelse for skibsfolk, som kom til skade, udlagt af {who}",
  "dl-averi/ga-made-good.tug": "en bugserbåd",
  "dl-averi/ga-made-good.portOfRefuge": "omkostningerne ved en nødhavn",
  "dl-averi/ga-made-good.salvage": "en bjergers regning",
  "dl-averi/ga-made-good.expense": "en udgift",
  "dl-averi/ga-made-good.safetyNotAverage": "{amount} ikke havari: det bæres af den, der lagde det ud (Q-S10 R2)",
  "dl-averi/ga-made-good.safetyMadeGood": "{amount} godtgjort i havariet (Q-S10 R1)",
  "dl-averi/ga-made-good.safetyAdmitted":
    "Teksten af 1683 nævner kun sine egne havariposter (dl-averi/25–41): en udgift til den fælles frelse ({what}) er ingen af dem. Den optages i havariet efter dl-averi/25 under {q}.",
  "dl-averi/ga-made-good.safetyRefused":
    "Teksten af 1683 nævner kun sine egne havariposter (dl-averi/25–41): en udgift til den fælles frelse ({what}) er ingen af dem. Efter {q} er den ikke havari og bæres af den, der lagde den ud.",
  "dl-averi/ga-made-good.semicolons": "{first}; {rest}",
  "dl-averi/ga-made-good.safetyLabel": "til den fælles frelse: {what}, udlagt af {who}",
  "dl-averi/ga-made-good.portageR2":
    "føringen bidrager ikke; kastet føring godtgøres (Q-A14 R2); bodmeri-penge bidrager ikke",
  "dl-averi/ga-made-good.portageR1":
    "føringen hverken bidrager eller godtgøres; bodmeri-penge bidrager ikke, og skibet bidrager efter sin fulde værdi (Q-A14 R1)",
  "dl-averi/ga-made-good.portageLabel": "føring tilhørende {who}, kastet",

  // 33–41: sørøvere, forsvar, tyveri i havn, løsesum, pramme og grundstødning
  "dl-averi/33#poured-together":
    "„styrtegods, som er styrtet tilsammen“: gods, løst styrtet sammen, så et parti, sagen ikke kalder styrtegods, ikke hører dertil",
  "dl-averi/33#any-loose-goods": "alt uindpakket gods er styrtegods, styrtet sammen eller ej (Q-A16 R3)",
  "dl-averi/33#by-quantity":
    "„betales det igen af det andet styrtegods“: tabet erstattes i samme slags af resten af dyngen, delt efter mængde",
  "dl-averi/33#by-value": "tabet deles blandt dyngens ejere efter værdi (Q-A16 R2)",
  "dl-averi/33#ships-own-risk":
    "„thi det står sin egen eventyr“: „det“ er skibet, som står sin egen eventyr og derfor intet giver",
  "dl-averi/33#bulk-goods-own-risk": "„det“ er styrtegodset, som samlet står sin egen eventyr (Q-A17 R2)",
  "dl-averi/33#heaps":
    "gods, som er styrtet tilsammen, er én dynge: den dynge, sagen lægger et parti styrtegods i, ellers partierne af styrtegods af én slags og ét mål",
  "dl-averi/33#bulk":
    "styrtegods, som er styrtet tilsammen, hvoraf noget tages af fribyttere eller sørøvere: det betales igen af det andet styrtegods, og skibet skal intet give dertil",
  "dl-averi/34#own-risk":
    "alt andet gods, som er i pakker, fade eller tønder, står sin egen eventyr, og hver lider skade, som han får",
  "dl-averi/35#defence":
    "de sårede folks lægeløn samt de folks hyre og føring, som antages i de kvæstedes sted, og al anden omkostning går over skib og gods, fordi det er sket for skibs og godses beskærmelse",
  "dl-averi/36#theft":
    "en skipper, som i en havn bliver berøvet noget af sit skibsredskab eller indehavende gods: den tager skaden, som det træffer",
  "dl-averi/36#lies":
    "en skipper, som i en havn bliver berøvet noget af sit skibsredskab eller indehavende gods: den tager skaden, som det træffer",
  "dl-averi/36#special-cause":
    "med mindre dertil kunne være nogen sær årsag, som alle interesserede i skib og gods til betalingen pro kvota kunne forbinde (Q-A18: et skøn)",
  "dl-averi/37#ransom":
    "skib og gods optaget og anholdt, og af skipperen frikøbt for en vis sum penge, som han lovlig kan bevise: det går over skib og gods som anden havari",
  "dl-averi/37#ship-and-goods":
    "omkostningerne går over skib og gods, de eneste nævnte interesser; fragten bidrager ikke",
  "dl-averi/37#with-freight": "„som anden havari“ tager fragten med, som i dl-averi/25 og /32 (Q-A30 R2)",
  "dl-averi/38#lighterage":
    "et skib, der går for dybt til det grunde farvand, må losse i pramme eller både: den fragt og prampenge skal skib og gods betale",
  "dl-averi/39#lost": "kommer samme gods til nogen ulykke, skal den skade gå over skib og gods, som beholdt er",
  "dl-averi/40#lighters":
    "for skade på pramme eller både, som lejes til at føre godset i land, svarer hverken skib eller gods: de, som har ladet sig leje med sådanne fartøj, stande selv skaden",
  "dl-averi/41#grounding":
    "et skib på grunden, lettet med skuder og pramme: skipperen bekoster selv at bedre sit skib, og købmanden betaler omkostningen på godset, regnet over alt godset, hver efter sin anpart",
  "dl-averi/41#by-value": "omkostningerne på godset lægges over det alt efter værdien af hver ejers gods",
  "dl-averi/41#by-quantity": "omkostningerne lægges over godset efter den mængde eller vægt, der er lettet (Q-A21 R2)",

  "dl-averi/41.quantityWhat": "Mængden eller vægten af hvert parti, der er lettet",
  "dl-averi/41.ladingBy": "skipperens ladningsliste og konnossementerne",
  "dl-averi/41.quantityBasis": "Q-A21 R2: omkostningerne på godset deles efter mængde eller vægt",
  "dl-averi/41.noGoodsKept":
    "Omkostningerne på godset efter grundstødningen, over alt godset efter mængde ({at}): kan ikke opgøres: der er et tab at godtgøre, men intet beholdt gods til at bære det.",
  "dl-averi/41.noneHaveQuantity":
    "Omkostningerne på godset, {amount}, kan ikke deles efter mængde: intet gods om bord har nogen.",
  "dl-averi/41.noneHaveWeight":
    "Omkostningerne på godset, {amount}, kan ikke deles efter vægt: intet gods om bord har nogen.",
  "dl-averi/41.byQuantityLabel":
    "Omkostningerne på godset efter grundstødningen, over alt godset efter mængde, betalt til {who} ({at})",
  "dl-averi/41.weight": "vægt",
  "dl-averi/41.quantity": "mængde",
  "dl-averi/41.repairR1": "skibets bedring: skipperens egen; {amount} over alt godset efter værdi (Q-A21 R1)",
  "dl-averi/41.repairR2": "skibets bedring: skipperens egen; {amount} over alt godset efter mængde (Q-A21 R2)",
  "dl-averi/41.byValue": "efter værdi",
  "dl-averi/41.byQuantity": "efter mængde",
  "dl-averi/41.notLightered":
    "dl-averi/41 taler om et skib, som skipperen kunne lette af grunden med skuder og pramme; sagen siger, at han ikke kunne, og omkostningerne deles ikke efter den.",
  "dl-averi/41.repair": "selv bekoste at bedre skibet {ship}",
  "dl-averi/41.repairCost": "selv bekoste at bedre skibet {ship}: {amount}",
  "dl-averi/41.byValueLabel": "Omkostningerne på godset efter grundstødningen, over alt godset efter værdi ({at})",
  "dl-averi/41.notAppraised":
    "Omkostningerne på godset kan ikke deles efter værdi, før hvert parti er takseret (facts.cargo[].value).",
  "dl-averi/33.pouredTogether": "gods, som er styrtet tilsammen",
  "dl-averi/33.anyUnpacked": "alt uindpakket gods",
  "dl-averi/33.byQuantity": "efter mængde",
  "dl-averi/33.byValue": "efter værdi",
  "dl-averi/33.shipsRisk": "skibet står sin egen eventyr",
  "dl-averi/33.bulkRisk": "styrtegodset står sin egen eventyr",
  "dl-averi/33.heapNamed": "dyngen {heap}",
  "dl-averi/33.heapOfKind": "{what} i {unit}",
  "dl-averi/33.bulkGoods": "styrtegods",
  "dl-averi/33.units": "enheder",
  "dl-averi/33.heapParcels": "{heap}: {ids}",
  "dl-averi/33.valueWhat": "Værdien af styrtegodset i {ids}",
  "dl-averi/33.quantityWhat": "Mængden af styrtegodset i {ids}",
  "dl-averi/33.appraisers": "takserere på markedet (dl-averi/24)",
  "dl-averi/33.lading": "skipperens ladningsliste og konnossementerne",
  "dl-averi/33.valueBasis": "efter {q} deles tabet af styrtegods efter værdi",
  "dl-averi/33.quantityBasis": "efter {q} deles tabet af styrtegods efter mængde",
  "dl-averi/33.measuresWhat": "Mængderne af styrtegodset i {heap} ({ids}) i ét mål: de er opgivet i {units}",
  "dl-averi/33.measuresBasis":
    "efter {q} deles tabet efter mængde inden for dyngen, og mængder i forskellige mål kan ikke lægges sammen; opgiv dem i ét mål",
  "dl-averi/33.valueIn": "værdi i {unit}",
  "dl-averi/33.quantityShipped": "indskibet mængde",
  "dl-averi/33.shared": "{taken} {unit} delt over {parcels} i {heap}; {reason}",
  "dl-averi/33.sharedNotOthers":
    "{taken} {unit} delt over {parcels} i {heap}, ikke over de andre dynger, som ikke var styrtet tilsammen med den; {reason}",
  "dl-averi/33.ownRisk": "{parcels}, hvert båret af sin ejer: {ids}",
  "dl-averi/33.shipGivesNothing": "skibet skal intet give dertil, thi det står sin egen eventyr (Q-A17 R1)",
  "dl-averi/33.bulkBearsRisk": "skibet skal intet give dertil; styrtegodset står samlet sin egen eventyr (Q-A17 R2)",
  "dl-averi/33.noBulk":
    "Der blev taget styrtegods, men intet parti af ladningen er styrtegods, som Q-A16 læser „styrtegods“.",
  "dl-averi/33.averageLabel":
    "Styrtegods taget af {attackers} af {heap}, betalt igen af det andet styrtegods i den dynge ({at})",
  "dl-averi/33.heading": "Gods taget af {attackers}",
  "dl-averi/35-40.freightOf": "fragt af skibet {ship}",
  "dl-averi/35-40.laidOutBy": "udlagt af {who}",
  "dl-averi/35-40.cannot": "{what}: kan ikke opgøres: {why}.",
  "dl-averi/35-40.untilAppraised": "{what} kan ikke deles, før hvert parti er takseret.",
  "dl-averi/35-40.untilShipValue": "{what} kan ikke deles, før skibets værdi er kendt.",
  "dl-averi/35-40.shipAndGoods": "skib og gods",
  "dl-averi/35-40.withFreight": "skib, gods og fragt",
  "dl-averi/35-40.overShipAndGoods": "{amount} over skib og gods",
  "dl-averi/35-40.overWithFreight": "{amount} over skib og gods og fragt",
  "dl-averi/35-40.treated": "lade {wounded} hjælpe og læge",
  "dl-averi/35-40.theWounded": "de sårede",
  "dl-averi/35-40.defenceCosts": "Omkostningerne ved forsvaret",
  "dl-averi/35-40.defenceLabel": "Omkostningerne ved forsvaret mod {attackers} ({at})",
  "dl-averi/35-40.prove": "lovlig bevise løsesummen på {amount}",
  "dl-averi/35-40.proveWhat": "Om skipperen lovlig beviser løsesummen",
  "dl-averi/35-40.theCourt": "retten (teksten nævner ingen)",
  "dl-averi/35-40.proveBasis": "dl-averi/37: en løsesum er havari kun, om han det lovlig bevise kan",
  "dl-averi/35-40.notProved": "Løsesummen på {amount} er ikke bevist: den er ikke havari (dl-averi/37).",
  "dl-averi/35-40.theRansom": "Løsesummen",
  "dl-averi/35-40.ransomLabel": "Løsesummen for skib og gods ({at})",
  "dl-averi/35-40.theftTold": "tager den, som det træffer: {lies}; båret af alle: {binds}; skal skønnes: {assess}",
  "dl-averi/35-40.causeWhat":
    "Om ''{cause}'' er en sær årsag, som forbinder alle interesserede i skib og gods til at bære tyveriet på {amount} pro kvota",
  "dl-averi/35-40.assessors": "en ret eller skønsmænd (Q-A18 R1)",
  "dl-averi/35-40.causeBasis":
    "dl-averi/36: et tyveri i havn tager den, som det træffer, med mindre en sær årsag forbinder alle; angiv afgørelsen som facts.harbour_theft[].special_cause_found",
  "dl-averi/35-40.theTheft": "Tyveriet i havn",
  "dl-averi/35-40.theftLabel": "Tyveriet i havn, båret pro kvota af skib og gods for en sær årsag ({at})",
  "dl-averi/35-40.proportion": "{amount} efter forholdet mellem skibets og godsets værdier (Q-A19 R1)",
  "dl-averi/35-40.half": "{amount} halvt af skibet, halvt af godset (Q-A19 R2)",
  "dl-averi/35-40.custom": "{amount} delt efter havnens skik, som endnu skal fastslås (Q-A19 R3)",
  "dl-averi/35-40.lostR1":
    "{amount} over skib og beholdt gods; ejerne af det tabte gods bidrager ikke for det (Q-A20 R1)",
  "dl-averi/35-40.lostR2": "{amount} over skib og beholdt gods; ejerne af det tabte gods bidrager også (Q-A20 R2)",
  "dl-averi/35-40.lightermen": "{amount}, båret af prammændene",
  "dl-averi/35-40.customWhat": "Hvordan prampengene på {amount} deles mellem skib og gods",
  "dl-averi/35-40.customBy": "havnens skik",
  "dl-averi/35-40.customBasis": "Q-A19 R3: efter havnens skik",
  "dl-averi/35-40.customSaid": "Q-A19 R3: efter havnens skik, som siges at være: {custom}",
  "dl-averi/35-40.lighterageLabel": "Pramleje og prampenge, betalt af skib og gods ({at})",
  "dl-averi/35-40.halfShip": "skibet {ship}, som bærer halvdelen: regnet efter godsets samlede værdi (Q-A19 R2)",
  "dl-averi/35-40.lostLabel": "Gods tabt i prammene, over skib og beholdt gods ({at})",
  "dl-averi/35-40.notShallow":
    "dl-averi/38 taler om et skib, som er så dybt gående, at det ikke kan komme til det sted, det er fragtet til; sagen siger, at det ikke var så, og prampengene deles ikke efter den.",
  "dl-averi/35-40.theLighterage": "Prampengene",
  "dl-averi/35-40.lighterage": "Pramme og prampenge",

  // 49–53: fragtfart, som slår fejl
  "dl-averi/49-53#carriage": "Fragt af købmandens gods, dl-averi/49–53",
  "dl-averi/49#unfit-ship":
    "skipperen kan ikke føre købmandens gods til markedet, fordi hans skib var udygtigt, der han sig på rejsen begav: han skal straks fragte et andet bekvemt skib til at føre godset til den bestemte sted imod den betingede fragt, eller og oprette købmanden al sin skade",
  "dl-averi/49#merchant-chooses":
    "valget mellem et andet skib og skadens oprettelse er købmandens: han kan kræve det ene eller det andet (Q-A23 R2)",
  "dl-averi/49#substitute":
    "et andet bekvemt skib straks fragtet til at føre godset til den bestemte sted: købmanden betaler den betingede fragt og ikke mere",
  "dl-averi/49#compensation": "intet andet skib: skipperen opretter købmanden al sin skade",
  "dl-averi/50#full-freight":
    "storm eller anden havsnød fortrængte skipperen udi en anden havn eller marked, end som han var fragtet til: vil købmanden der annamme sit gods, da betale skipperen sin fulde fragt",
  "dl-averi/51#forward":
    "vil købmanden ikke annamme sit gods der, er skipperen pligtig at levere ham det udi markedet, som han lovet havde, på skipperens omkostning og købmandens eventyr, enten med sit eget skib eller andre gode skibe, som godset kan være forvaret udi",
  "dl-averi/52#oath":
    "skipperen skal selv fjerde af de bedste mænd udi skibet sværge, at han af nøds sag blev fortrængt",
  "dl-averi/53#hidden-fraud":
    "findes der nogen anden hemmelig svig under, skal skipperen og alle de, som udi det råd er, oprette købmanden al den skade, som ham deraf kan tilkomme",
  "dl-averi/53#each-for-the-whole":
    "skipperen og de, som var i rådet med ham, opretter al skaden: hver svarer for det hele, og købmanden får det kun én gang",
  "dl-averi/53#in-shares":
    "skipperen og de, som var i rådet med ham, svarer hver for en lige part af skaden (Q-A29 R2)",
  "dl-averi/carriage.noAssessor": "ikke nævnt i teksten",
  "dl-averi/carriage.and": "{first} og {last}",
  "dl-averi/carriage.toAssess": "om det var udygtigt, da det sejlede, skal endnu skønnes",
  "dl-averi/carriage.onTheWay": "det blev udygtigt på rejsen",
  "dl-averi/carriage.canCarry": "det kan endnu føre godset",
  "dl-averi/carriage.another": "et andet skib fragtet til at føre godset til {to} imod den betingede fragt",
  "dl-averi/carriage.makesGood": "skipperen opretter købmandens skade",
  "dl-averi/carriage.notChosen": "et andet skib imod den betingede fragt, eller skaden oprettet, endnu ikke valgt",
  "dl-averi/carriage.unfit": "skibet {ship} udygtigt til rejsen: {what} ({at})",
  "dl-averi/carriage.fraud": "hemmelig svig fundet: skipperen opretter købmandens skade ({at})",
  "dl-averi/carriage.fraudParty":
    "hemmelig svig fundet: skipperen og de, som var i rådet, opretter købmandens skade ({at})",
  "dl-averi/carriage.takes": "købmanden annammer sit gods der og betaler fuld fragt ({at})",
  "dl-averi/carriage.delivers": "skipperen leverer godset i {to} på sin omkostning og købmandens eventyr ({at})",
  "dl-averi/carriage.choice": "købmandens valg ({at}–51)",
  "dl-averi/carriage.storm": "storm",
  "dl-averi/carriage.distress": "havsnød",
  "dl-averi/carriage.putInto": "indløbet i {port}, efter sigende for {cause}: {what}",
  "dl-averi/carriage.drivenInto": "fortrængt udi {port} af {cause}: {what}",
  "dl-averi/carriage.oath": "skipperens ed ({at})",
  "dl-averi/carriage.parts": "{first}; {rest}",
  "dl-averi/49.charters":
    "skipperen fragter straks et andet bekvemt skib til at føre godset til {to} imod den betingede fragt",
  "dl-averi/49.makesGood": "skipperen opretter købmanden al sin skade",
  "dl-averi/49.notChosen": "endnu ikke valgt; valget er {holder}s ({why})",
  "dl-averi/49.atOnce":
    "straks enten fragte et andet bekvemt skib til at føre godset til {to} imod den betingede fragt, eller oprette købmanden al sin skade, som {holder} vælger ({why})",
  "dl-averi/49.anotherShip": "et andet skib",
  "dl-averi/49.lossMadeGood": "skaden oprettet",
  "dl-averi/49.chosen": "{chosen}; valget er {holder}s ({why})",
  "dl-averi/49.chosenBy":
    "Sagen siger, at {by} valgte {chosen}; efter {why} er valget i dl-averi/49 {holder}s. sealaw regner følgerne af valget, som det er truffet; om det binder {holder}, afgøres ikke her.",
  "dl-averi/49.theOtherShip": "det andet skib",
  "dl-averi/49.goTo": "godset går til {to} med {ship}",
  "dl-averi/49.paysAgreed": "købmanden betaler den betingede fragt, {freight}, og ikke mere",
  "dl-averi/49.bearsExcess": "skipperen bærer selv overskuddet på {excess}",
  "dl-averi/49.haveCarried":
    "lade godset føre til {to} med {ship}, fragtet af ham som et andet bekvemt skib, så købmanden ikke betaler mere end den betingede fragt",
  "dl-averi/49.haveCarriedBy":
    "lade godset føre til {to} med {ship} ({carrier}), fragtet af ham som et andet bekvemt skib, så købmanden ikke betaler mere end den betingede fragt",
  "dl-averi/49.agreedOwed":
    "den betingede fragt for at føre godset til {to} („imod den betingede fragt“), og ikke mere, skønt det går med {ship}",
  "dl-averi/49.agreedOwedNone": "den betingede fragt for at føre godset til {to}, og ikke mere",
  "dl-averi/49.noAgreed": "Sagen angiver ikke den betingede fragt: købmanden skylder den og ikke mere.",
  "dl-averi/49.otherFreight": "fragten for {ship}, som skipperen fragtede til at føre godset til {to}",
  "dl-averi/49.excess":
    "selv bære overskuddet af fragten for {ship} ({freight}) over den betingede fragt ({agreed}): {excess}, som købmanden ikke skylder",
  "dl-averi/49.notSuitable":
    "dl-averi/49 kræver et andet bekvemt skib; sagen siger, at {ship} ikke er det, så at fragte det opfylder ikke skipperens pligt.",
  "dl-averi/49.makesGoodAmount": "skipperen opretter købmandens skade, {loss}",
  "dl-averi/49.makesGoodAssessed": "skipperen opretter købmanden al sin skade, som skal skønnes",
  "dl-averi/49.allLoss": "al købmandens skade („al sin skade“)",
  "dl-averi/49.lossWhat": "Al den skade, købmanden har af, at godset ikke blev ført til markedet",
  "dl-averi/49.lossBasis":
    "dl-averi/49: skipperen skal 'oprette købmanden al sin skade'; teksten siger ikke, hvordan den beregnes",
  "dl-averi/49.unfitWhat": "Om skibet {ship} var udygtigt allerede, der han sig på rejsen begav",
  "dl-averi/49.unfitBasis":
    "dl-averi/49 taler om et skib, som var udygtigt, „der han sig på rejsen begav“; et skib, som blev udygtigt på rejsen, er ikke dens tilfælde",
  "dl-averi/49.untilAssessed":
    "Indtil det er skønnet, om skibet {ship} var udygtigt, da det sejlede, giver dl-averi/49 ingen af sine to veje.",
  "dl-averi/49.soundWhenSailed":
    "Skibet {ship} var dygtigt, da det sejlede, og blev udygtigt på rejsen: dl-averi/49 taler kun om et skib, som var udygtigt, da rejsen begyndte, og sealaw giver ingen regel af dette kapitel for det andet tilfælde.",
  "dl-averi/49.notAssessed": "endnu ikke skønnet",
  "dl-averi/49.unfitSailed": "udygtigt, da det sejlede",
  "dl-averi/49.fitSailed": "dygtigt, da det sejlede, udygtigt siden",
  "dl-averi/49.shipState": "Skibet {ship}: {words}",
  "dl-averi/49.shipStateBy": "Skibet {ship}: {words} ({by})",
  "dl-averi/49.noFreight":
    "Teksten siger intet om fragt, hvor skaden oprettes i stedet for, at godset føres videre; sealaw regner ingen, hverken den ene eller den anden vej.",
  "dl-averi/49.canCarry": "Skipperen kan endnu føre godset til markedet: dl-averi/49 gælder ikke.",
  "dl-averi/49.heading": "Skibet udygtigt til rejsen ({at})",
  "dl-averi/49.notKnown": "ikke kendt, før det er skønnet, om det var udygtigt, da det sejlede",
  "dl-averi/49.notApply": "dl-averi/49 gælder ikke",
  "dl-averi/50-53.jointly": "hver for det hele, én for alle og alle for én",
  "dl-averi/50-53.inShares": "i lige parter",
  "dl-averi/50-53.allTheLoss": "al den skade, som ham deraf kan tilkomme",
  "dl-averi/50-53.lossWhat": "Al den skade, som købmanden deraf er tilkommet",
  "dl-averi/50-53.lossBasis": "dl-averi/53: de opretter 'al den skade, som ham deraf kan tilkomme'",
  "dl-averi/50-53.skipperAlone": "{skipper} opretter købmanden {loss}",
  "dl-averi/50-53.skipperAloneOwes": "al den skade, som købmanden deraf er tilkommet",
  "dl-averi/50-53.eachWhole":
    "{names} svarer hver for det hele, {loss}, én for alle og alle for én ({why}); købmanden får det kun én gang",
  "dl-averi/50-53.eachWholeOwes":
    "hele købmandens skade af svigen, én for alle og alle for én med {others} ({why}): købmanden kan kræve det hele af hvem af dem, han vil, men får {loss} kun én gang i alt",
  "dl-averi/50-53.it": "det",
  "dl-averi/50-53.eachShare": "{names} svarer hver for en lige part, {share}, af købmandens skade ({why})",
  "dl-averi/50-53.eachShareOwes": "en lige part, {share}, af al købmandens skade af svigen ({why})",
  "dl-averi/50-53.shareLine": "{name} {amount}",
  "dl-averi/50-53.equalShares": "{loss} i lige parter ({why}): {lines}",
  "dl-averi/50-53.exactly": " (nøjagtig {exact}; afrundet til {unit}, så parterne giver skaden i alt)",
  "dl-averi/50-53.smallestUnit": "mindste enhed",
  "dl-averi/50-53.shareOwes": "en lige part, {fraction}, af købmandens skade på {loss} af svigen{exact} ({why})",
  "dl-averi/50-53.ownShip": " — med sit eget skib, {ship}",
  "dl-averi/50-53.otherShip": " — med {ship}",
  "dl-averi/50-53.anotherShip": "et andet skib",
  "dl-averi/50-53.delivers": "skipperen leverer godset i {to} på sin egen omkostning og købmandens eventyr",
  "dl-averi/50-53.forwardCost":
    "skipperen leverer godset i {to} på sin egen omkostning og købmandens eventyr; omkostningen ved at sende det videre, {cost}, er skipperens",
  "dl-averi/50-53.deliver":
    "levere købmandens gods i {to}, det marked, han lovet havde, på sin egen omkostning og købmandens eventyr („på skipperens omkostning og købmandens eventyr“), enten med sit eget skib eller andre gode skibe, som godset kan være forvaret udi{by}",
  "dl-averi/50-53.deliverCost":
    "levere købmandens gods i {to}, det marked, han lovet havde, på sin egen omkostning og købmandens eventyr („på skipperens omkostning og købmandens eventyr“), enten med sit eget skib eller andre gode skibe, som godset kan være forvaret udi{by}; omkostningen ved at sende det videre, {cost}, er hans egen, og købmanden skylder intet deraf",
  "dl-averi/50-53.notGoodShip":
    "dl-averi/51 tillader andre gode skibe, som godset kan være forvaret udi; sagen siger, at {ship} ikke er et sådant skib.",
  "dl-averi/50-53.theOtherShip": "det andet skib",
  "dl-averi/50-53.paysFull": "købmanden betaler skipperen sin fulde fragt",
  "dl-averi/50-53.paysFullAmount": "købmanden betaler skipperen sin fulde fragt, {freight}",
  "dl-averi/50-53.fullFreightOwes": "sin fulde fragt („sin fulde fragt“), idet godset annammes i {port} og ikke i {to}",
  "dl-averi/50-53.noFreight": "Sagen angiver hverken den fulde fragt eller den betingede fragt.",
  "dl-averi/50-53.notChosen": "endnu ikke valgt; valget er {merchant}s",
  "dl-averi/50-53.takeThere": "annamme sit gods i {port} og betale skipperen sin fulde fragt ({at})",
  "dl-averi/50-53.notThere":
    "ikke annamme det der: skipperen skal levere det i {to} på skipperens omkostning og købmandens eventyr ({at})",
  "dl-averi/50-53.notSaidSworn": "sagen siger ikke, om den er svoret",
  "dl-averi/50-53.sworn": "svoret",
  "dl-averi/50-53.swornOn": "svoret den {date}",
  "dl-averi/50-53.swornWith": "svoret med {men}",
  "dl-averi/50-53.swornOnWith": "svoret den {date} med {men}",
  "dl-averi/50-53.notSworn": "ikke svoret",
  "dl-averi/50-53.theOath": "eden: {state}",
  "dl-averi/50-53.storm": "storm",
  "dl-averi/50-53.distress": "havsnød",
  "dl-averi/50-53.swear":
    "sværge, selv fjerde af de bedste mænd udi skibet, at han af nøds sag blev fortrængt udi {port}, af {cause}",
  "dl-averi/50-53.swearState":
    "sværge, selv fjerde af de bedste mænd udi skibet, at han af nøds sag blev fortrængt udi {port}, af {cause} — {state}",
  "dl-averi/50-53.oathNotSaid":
    "Sagen siger ikke, om eden i dl-averi/52 er svoret. Teksten kræver den („Dog skal skipperen ... sværge“), men siger ikke, hvad der følger, om den ikke sværges; sealaw afgør det ikke og gør ikke dl-averi/50 eller 51 afhængig af den.",
  "dl-averi/50-53.oathNotSworn":
    "Sagen siger, at eden i dl-averi/52 ikke er svoret. Teksten kræver den („Dog skal skipperen ... sværge“), men siger ikke, hvad der følger, om den ikke sværges; sealaw afgør det ikke og gør ikke dl-averi/50 eller 51 afhængig af den.",
  "dl-averi/50-53.notThree":
    "dl-averi/52 kræver skipperen og tre af de bedste mænd udi skibet; sagen nævner {n, select, 0 {ingen} 1 {én} 2 {to} 4 {fire} 5 {fem} 6 {seks} other {{count}}} med ham.",
  "dl-averi/50-53.landsmen":
    "{n, plural, one {{names} står} other {{names} står alle}} ikke blandt skibets folk (rollen seaman); dl-averi/52 kræver de bedste mænd „udi skibet“.",
  "dl-averi/50-53.noFraud": "Ingen hemmelig svig er påstået: dl-averi/53 er ikke i spørgsmål.",
  "dl-averi/50-53.fraudWhat":
    "Om der er hemmelig svig under, at skibet {ship} indløb i {port}, og hvem der var i rådet",
  "dl-averi/50-53.merchantSays": "købmanden siger: {alleged}",
  "dl-averi/50-53.fraudAlleged":
    "Hemmelig svig er påstået, men endnu ikke fundet. Indtil den er, står dl-averi/50–51; findes den, træder dl-averi/53 i deres sted, og skipperen og de, som var i rådet, opretter købmanden al hans skade.",
  "dl-averi/50-53.notYetFound": "påstået, endnu ikke fundet",
  "dl-averi/50-53.found": "fundet",
  "dl-averi/50-53.notFound": "påstået og ikke fundet",
  "dl-averi/50-53.hiddenFraud": "Hemmelig svig: {words} ({alleged})",
  "dl-averi/50-53.where": "udi {port}, ikke {to}, det sted, det var fragtet til fra {from}",
  "dl-averi/50-53.putInto": "Skibet {ship} indløb {where}; skipperen siger, at {cause} fortrængte det derhen",
  "dl-averi/50-53.stormDrove": "Storm fortrængte skibet {ship} {where}",
  "dl-averi/50-53.distressDrove": "Havsnød fortrængte skibet {ship} {where}",
  "dl-averi/50-53.notYetSaid": "købmanden har endnu ikke sagt, om han annammer sit gods i {port}: valget er hans",
  "dl-averi/50-53.freightLeft":
    "dl-averi/51 taler om skipperens omkostning og købmandens eventyr, ikke om fragten: hvad købmanden betaler for fragten, afgøres af certepartiet.",
  "dl-averi/50-53.fraudReplaces":
    "Når hemmelig svig er fundet, træder dl-averi/53 i stedet for 50 og 51: ingen fuld fragt og ingen videreforsendelse regnes efter dem. Om fragt, købmanden har betalt, hører til hans skade, afgøres ved skønnet over skaden.",
  "dl-averi/50-53.heading": "Fortrængt udi en anden havn ({at}–53)",
  "reading:unseaworthy_choice": "Hvem vælger mellem et andet skib og fuld skadeserstatning (dl-averi/49)?",
  "reading:unseaworthy_choice.R1":
    "skipperen: han kan enten fragte et andet skib imod den betingede fragt eller oprette købmanden al sin skade",
  "reading:unseaworthy_choice.R2": "købmanden: han kan kræve det ene eller det andet",
  "reading:conspirators": "Hæfter skipperen og hans medvidere hver for hele skaden (dl-averi/53)?",
  "reading:conspirators.R1":
    "hver for det hele, én for alle og alle for én: købmanden kan kræve det hele af hvem af dem, han vil, og får det kun én gang",
  "reading:conspirators.R2": "hver kun for en part: skaden deles mellem skipperen og de, som var i rådet",

  "dl-averi/ga.julianDate": "en juliansk dato ÅÅÅÅ-MM-DD eller ÅÅÅÅ-MM-DDTTT:MM",
  "dl-averi/ga.thrownOverValue": "{thrown} kastet er mere end partiets værdi, {value}",
  "dl-averi/ga.damageOverKept": "skaden, {damage}, er mere end det beholdte gods, {kept}",
  "dl-averi/ga.recoveredOverThrown": "{recovered} er mere, end det kastede gods var værd, {thrown}",
  "dl-averi/ga.gearOverValue": "mere, end redskabet var værd, {value}",
  "dl-averi/33.noSuchHeap": 'intet parti styrtegods ligger i en dynge "{heap}"',
  "dl-averi/33.oneOf": "en af: {ids}",
  "dl-averi/33.manyHeaps":
    "styrtegodset ligger i {n} dynger ({heaps}), og dl-averi/33 deler et tab kun inden for den dynge, det blev taget af",
  "dl-averi/33.whichHeap":
    "den dynge, det blev taget af, som facts.piracy.heap (en dynges id, eller giv partierne en dynge), eller hvad der blev taget af hver dynge under facts.piracy.taken",
  "dl-averi/50-53.notWhole": "{amount} er ikke et helt antal af den mindste enhed",
  "dl-averi/50-53.wholeUnits": "et beløb i hele enheder",
  // Læsningerne
  "reading:crew_majority": "„de fleste og bedste af skibsfolkenes mening“ (dl-averi/21): hvis mening afgør?",
  "reading:crew_majority.R1": "et flertal af skibsfolkene, hvori de bedste mænds mening vejer",
  "reading:crew_majority.R2": "flertallet blandt officererne og de mest erfarne mænd",
  "reading:ship_valuation": "Hvordan takseres skibet i havariet (dl-averi/23, /25)?",
  "reading:ship_valuation.R1":
    "den takst, skipperen sætter skibet på, „ligesom han det selv ville beholde“, i dets stand efter ulykken, med mindre befragteren antager det for den takst inden fire og tyve timer",
  "reading:ship_valuation.R2":
    "som R1, med tillæg af værdien af skibets egne opofrede dele (mast, kabel), som godtgøres",
  "reading:ga_jettisoned_contribute": "Indgår det udkastede gods' værdi i den bidragende masse (dl-averi/25)?",
  "reading:ga_jettisoned_contribute.R1":
    "nej (efter ordlyden): tabet deles kun på det hele skib, det beholdte gods og fragten; ejeren af udkastet gods får fuld erstatning og bidrager intet",
  "reading:ga_jettisoned_contribute.R2":
    "ja: det udkastede gods' værdi bidrager også, idet den godtgøres, så hver interesse bærer samme sats",
  "reading:ga_freight_basis": "Hvordan indgår fragten i den bidragende masse (dl-averi/25)?",
  "reading:ga_freight_basis.R1":
    "den fulde fragt af alt indskibet gods, beholdt og udkastet, som bidrag fra den, der tjener den (skibets redere)",
  "reading:ga_freight_basis.R2": "kun den fragt, der faktisk tjenes af det gods, som kommer frem",
  "reading:freight_on_jettisoned": "Skal fragten af udkastet gods stadig betales skipperen (dl-averi/25)?",
  "reading:freight_on_jettisoned.R1":
    "ja: den regnes i massen som fragt, der „skulle gives“ af udkastet gods; afladeren skylder den og får godset erstattet gennem havariet",
  "reading:freight_on_jettisoned.R2": "nej: fragten af udkastet gods er tabt og godtgøres i havariet",
  "reading:portage_bottomry": "Føring og bodmeri i havariet (dl-averi/27)",
  "reading:portage_bottomry.R1":
    "skibsfolkenes føring holdes ude på begge sider; bodmeri-penge bidrager ikke, og skibet bidrager efter sin fulde værdi",
  "reading:portage_bottomry.R2": "føring, der tabes ved kastning, godtgøres; bodmeri-penge bidrager ikke",
  "reading:bills_of_lading":
    "Skal skipperen have både konnossementer og fragtbreve på det udkastede gods, for at det regnes (dl-averi/28)?",
  "reading:bills_of_lading.R1": "gods, som et af papirerne dækker, regnes",
  "reading:bills_of_lading.R2": "begge papirer kræves",
  "reading:styrtegods": "Hvad er „styrtegods“, og hvordan deles et tab deraf (dl-averi/33, /44)?",
  "reading:styrtegods.R1":
    "gods, løst styrtet i skiberummet (korn, salt og lignende), hvor flere ejeres partier er blandet; tabet deles efter mængde blandt styrtegodsets ejere",
  "reading:styrtegods.R2": "som R1, delt efter værdi",
  "reading:styrtegods.R3": "alt uindpakket gods, blandet eller ej",
  "reading:thi_det": "Hvad er „det“ i „Thi det står sin egen eventyr“ (dl-averi/33)?",
  "reading:thi_det.R1": "skibet: det står sin egen eventyr og bidrager derfor intet til tabet af styrtegods",
  "reading:thi_det.R2": "styrtegodset: ladningen af styrtegods står samlet sin egen eventyr",
  "reading:special_reason": "Hvad er en „sær årsag“, som gør et røveri i havn til fælles tab (dl-averi/36)?",
  "reading:special_reason.R1": "en oplysning, der skal gives: en ret eller skønsmænd afgør",
  "reading:lighterage_split": "Hvordan deles prampenge og pramfragt mellem skib og gods (dl-averi/38)?",
  "reading:lighterage_split.R1": "efter forholdet mellem skibets og godsets værdier, som havari",
  "reading:lighterage_split.R2": "ligeligt mellem skib og gods",
  "reading:lighterage_split.R3": "efter havnens skik",
  "reading:lighter_loss_mass": "Når gods går tabt i prammene (dl-averi/39), bidrager ejeren af det tabte gods da?",
  "reading:lighter_loss_mass.R1": "nej: tabet går over skibet og det gods, som er beholdt",
  "reading:lighter_loss_mass.R2": "ja: det tabte gods' værdi bidrager også",
  "reading:goods_cost_basis": "Omkostninger på godset efter grundstødning (dl-averi/41): hvad måler hver ejers anpart?",
  "reading:goods_cost_basis.R1": "forholdet mellem værdien af hver ejers gods",
  "reading:goods_cost_basis.R2": "forholdet mellem den mængde eller vægt, der er lettet",
  "reading:ransom_mass": "Bidrager fragten til omkostningerne ved forsvar (dl-averi/35) og løsesum (dl-averi/37)?",
  "reading:ransom_mass.R1": "nej: kun skib og gods er nævnt",
  "reading:ransom_mass.R2": "ja: „som anden havari“ tager fragten med, som i dl-averi/25 og /32",
  "reading:valuation_option_lapse":
    "Hvad følger, hvis befragteren ikke inden fire og tyve timer erklærer sig om, han antager skibet for skipperens takst (dl-averi/23), og fra hvornår løber de fire og tyve timer?",
  "reading:valuation_option_lapse.R1":
    "valget bortfalder, og skipperens takst står ved magt; de fire og tyve timer løber fra, at taksten er gjort befragteren bekendt",
  "reading:valuation_option_lapse.R2": "teksten giver ingen følge; en oplysning, der skal gives",
  "reading:common_safety_expense":
    "Hvilken artikel, om nogen, dækker penge, der er lagt ud til den fælles frelse i nøden i dl-averi/20 (en bugserbåd, en nødhavn, en bjergers regning), som teksten af 1683 ikke nævner?",
  "reading:common_safety_expense.R1":
    "dl-averi/25: det er en del af den skade, der er sket i tilfældet i dl-averi/20, tilregnet skib, beholdt gods og fragt i havariet og godtgjort den, der lagde det ud",
  "reading:common_safety_expense.R2":
    "ingen: teksten nævner sine egne havariposter (25–41), og en udgift uden for dem bæres af den, der lagde den ud",
  "reading:recovered_goods_contribute":
    "Bidrager udkastet gods, som ejermanden har bekommet igen (dl-averi/31), til havariet?",
  "reading:recovered_goods_contribute.R1":
    "ja, efter sin værdi som bjerget: når det er bekommet igen, er det i ejerens hænder som beholdt gods",
  "reading:recovered_goods_contribute.R2":
    "nej: det forbliver udkastet gods, som ikke bidrager efter Q-A11 R1; kun skaden derpå godtgøres",
} satisfies Catalogue;
