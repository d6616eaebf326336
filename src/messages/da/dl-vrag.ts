/**
 * Danske Lov 4-1, „Om skibbrud og vrag“, på dansk: hver meddelelse under det id,
 * dens engelske tekst giver den (se docs/languages.md). Lovens egne ord er
 * fagudtrykkene: bjergeløn, vrag, år og dag, strandfoged, amtmand,
 * forstrandsrettighed, skipper, bådsmand, fragt, gods, herskab.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 14–19: fund i søen
  "dl-vrag/find.king": "Kongen",
  "dl-vrag/find.kingRole": "kongen, som et fund uden ejer tilfalder",
  "dl-vrag/find.wreck": "vraget",
  "dl-vrag/find.anchor": "ankeret",
  "dl-vrag/find.goods": "godset",
  "dl-vrag/find.other": "fundet",
  "dl-vrag/find.whoSalvaged": "den, som bjergede det",
  "dl-vrag/find.fishermenFound": "fiskere, som fandt det",
  "dl-vrag/find.skipperFound": "skipper, som fandt det",
  "dl-vrag/find.finder": "finderen, {what}",
  "dl-vrag/find.finders": "finderne tilsammen, {what}",
  "dl-vrag/find.rightfulOwner": "rette ejer",
  "dl-vrag/find.theRightfulOwner": "Rette ejer",
  "dl-vrag/find.ownerIfHeComes": "rette ejer, om han kommer",
  // 19: hvor fundet blev gjort
  "dl-vrag/19.place.assessor":
    "ikke nævnt i teksten: kongens befalingsmand, som modtager fundet, efter finderens beretning",
  "dl-vrag/19.place.notSaid": "sagen siger ikke, om det blev fundet {open}",
  "dl-vrag/19.place.whether": "Om fundet blev gjort {open} ({path})",
  "dl-vrag/19.place.basis":
    "efter Q-V08 {code} er den åbenbare sø i dl-vrag/19 {open}; før det vides, kan hverken tredjedelen (14) eller halvdelen (19) gives",
  "dl-vrag/19.place.outOfSight": "uden for syne af alt land",
  "dl-vrag/19.place.inSight": "inden for syne af land",
  "dl-vrag/19.place.outsideWaters": "uden for nogen kysts farvand",
  "dl-vrag/19.place.withinWaters": "i kystens farvand",
  "dl-vrag/19.place.assessedOpen": "skønnet af {by} som fundet i åbenbare sø uden for alle land",
  "dl-vrag/19.place.assessedSea": "skønnet af {by} som fundet udi søen, ikke i åbenbare sø",
  "dl-vrag/19.place.notYetAssessed": "endnu ikke skønnet",
  "dl-vrag/19.place.whetherWreck":
    "Om vraget blev fundet „udi søen“ (dl-vrag/14, en tredjedel) eller „i åbenbare sø uden for alle land“ (dl-vrag/19, halvdelen)",
  "dl-vrag/19.place.factBasis":
    "et faktisk spørgsmål efter Q-V08 R3; sagen siger: {facts}. Angiv det som facts.found.assessment",
  "dl-vrag/19.place.noPlace": "intet sted nævnt",
  "dl-vrag/19.place.placeFacts":
    "{place}{sight, select, out {, uden for syne af land} in {, inden for syne af land} other {}}{waters, select, in {, i kystens farvand} out {, uden for kystens farvand} other {}}",
  "dl-vrag/19.place.notWreck":
    "{item} er ikke vrag: dl-vrag/19 taler kun om vrag, så hvor det end blev fundet, handles dermed som med et fund udi søen",
  "dl-vrag/19.place.ownersPresent":
    "nogle af de folk, det tilhører, var hos det: dl-vrag/19 taler om vrag, hvor „ingen folk er derhos, som det tilhører“, så det hører ikke under 19",
  "dl-vrag/19.place.whereLabel": "Hvor vraget blev fundet: udi søen (14) eller i åbenbare sø uden for alle land (19)",
  "dl-vrag/19.place.notKnown": "ikke kendt",
  "dl-vrag/19.place.openSea": "den åbenbare sø",
  "dl-vrag/19.place.sea": "søen",
  // 14, 18, 19: finderens part og værdien
  "dl-vrag/14.share.halfWords": "halvdelen, som den, der bjergede det („den, som det bjerger“)",
  "dl-vrag/14.share.anchorBuoyed":
    "en tredjedel af dets værd til bjergeløn, skønt der var bøje på („hvad heller der er bøje på, eller ej“)",
  "dl-vrag/14.share.anchorAnyBuoy":
    "en tredjedel af dets værd til bjergeløn, bøje eller ej („hvad heller der er bøje på, eller ej“)",
  "dl-vrag/14.share.thirdWords": "en tredjedel af dets værd for sin umage („for sin umage“)",
  "dl-vrag/14.share.fractionTo": "{fraction} til {names}",
  "dl-vrag/14.share.atDelivery": "som befalingsmanden satte det ved antvordningen",
  "dl-vrag/14.share.notYetValued": "endnu ikke vurderet",
  "dl-vrag/14.share.valueWhat": "Fundets værd",
  "dl-vrag/14.share.valueBy": "kongens befalingsmand, som modtager det ({officer})",
  "dl-vrag/14.share.valueBasis":
    "Q-V09 R1: befalingsmanden vurderer det, når det antvordes; tredjedelen er en tredjedel af det værd",
  "dl-vrag/14.share.atSale": "som det indbragte ved salget",
  "dl-vrag/14.share.notYetSold": "endnu ikke solgt",
  "dl-vrag/14.share.saleWhat": "Hvad fundet indbringer, når det sælges",
  "dl-vrag/14.share.saleBy": "salget, holdt af kongens befalingsmand, som har det i forvaring ({officer})",
  "dl-vrag/14.share.saleBasis": "Q-V09 R2: værdien er den opnåede pris; før det er solgt, kan tredjedelen ikke regnes",
  "dl-vrag/14.share.valueShown": "{value}, {words}",
  // 15, 16, 19: ejerens krav
  "dl-vrag/15.claim.lastDayUnknown": "den sidste dag (endnu ikke kendt)",
  "dl-vrag/15.claim.none": "ingen ejer er kommet",
  "dl-vrag/15.claim.inTime": "kravet af {date} er inden år og dag (sidste dag {last})",
  "dl-vrag/15.claim.late": "kravet af {date} kom efter den sidste dag, {last}: for sent",
  "dl-vrag/15.claim.unknown":
    "om kravet af {date} er i tide, kan ikke siges, før det vides, hvornår år og dag begynder",
  "dl-vrag/15.claim.label": "Ejerens krav",
  "dl-vrag/15.claim.pending": "et krav kom i tide, og dets bevisning er endnu ikke prøvet: fundet holdes til sin ejer",
  "dl-vrag/15.claim.ownersShow": "ejerens",
  "dl-vrag/15.claim.halves": "halvdelen til bjergeren, halvdelen til kongen",
  "dl-vrag/15.claim.runsUntil":
    "år og dag løber til {last}: indtil da er fundet i forvaring, og ejeren kan endnu komme",
  "dl-vrag/15.claim.notFixed": "år og dag er ikke fastsat: fundet er i forvaring, og ejeren kan endnu komme",
  // 14–16, 18, 19: delingen af værdien
  "dl-vrag/find.division.bothRoles": "{first}, og {second}",
  "dl-vrag/find.division.bothReasons": "{first}; og {second}",
  "dl-vrag/find.division.reasonCited": "{reason} ({provisions})",
  "dl-vrag/find.division.smallestUnit": "mindste enhed",
  "dl-vrag/find.division.divided": "{label}: {value}, delt nøjagtigt og afrundet til {unit} med summen bevaret",
  "dl-vrag/find.division.onDay": "den {day}, medmindre ejeren kommer med nøjagtig bevisning senest {last}",
  "dl-vrag/find.division.onceRunOut": "når år og dag er omme, medmindre ejeren kommer med nøjagtig bevisning i tide",
  "dl-vrag/find.division.notWhole": " (ikke en hel {unit}: betales som den afrundede part nedenfor)",
  "dl-vrag/find.division.dayAfter": "dagen efter år og dag",
  "dl-vrag/find.division.noCosts": "{words}; sagen angiver ingen omkostninger",
  "dl-vrag/find.division.payableOnce":
    "{words}: {amount}, at betale, når den dag, år og dag løber ud, er kendt, og ingen ejer er kommet inden da",
  // 14, 18, 19: antvordning og forvaring
  "dl-vrag/14.deliver.deliveredOn": "antvordet den {date}",
  "dl-vrag/14.deliver.notYetDelivered": "endnu ikke antvordet",
  "dl-vrag/14.deliver.atPlace": "i {place}",
  "dl-vrag/14.deliver.whereAshore": "på det sted, som det i land føres",
  "dl-vrag/14.deliver.kingsHalfOf": "kongens halvdel af {item}",
  "dl-vrag/14.deliver.done": "; gjort: antvordet til {officer} den {date}",
  "dl-vrag/14.deliver.notDone": "; sagen siger ikke, at det er gjort",
  "dl-vrag/14.deliver.hand": "antvorde {what} til den, som på kongens vegne befalning har {where}{done}",
  "dl-vrag/14.deliver.kingsHalf": "kongens halvdel",
  "dl-vrag/14.deliver.it": "det",
  "dl-vrag/14.deliver.keep":
    "lade {what} blive beliggendes år og dag, til udgangen af {last}, medmindre ejeren løser det før",
  "dl-vrag/14.deliver.finderHands":
    "finderen antvorder {what} til kongens befalingsmand {where}, og godset bliver beliggendes år og dag",
  // 17: underslæb straffes som tyveri
  "dl-vrag/17.theft":
    "at straffes som en tyv („straffes som en tyv“): straffen for tyveri sættes andetsteds i Danske Lov, uden for dette kapitel, så sealaw angiver intet mål",
  "dl-vrag/17.offence": "{what}: underslæb („underslår“) af gods eller vrag fundet i søen",
  "dl-vrag/17.punished": "{who}: straffes som en tyv",
  "dl-vrag/17.heldBack": "holdt {what} tilbage i stedet for at antvorde det",
  "dl-vrag/17.heldBackWorth": "holdt {what} (værd {value}) tilbage i stedet for at antvorde det",
  "dl-vrag/17.notFindRules":
    "{person}: {what} er et brud på {provision}, ikke på reglerne om fund; dl-vrag/17 rækker ikke dertil.",
  "dl-vrag/17.punishmentWhat": "Straffen for {person} som en tyv",
  "dl-vrag/17.punishmentBy": "retten (kapitlet nævner ingen)",
  "dl-vrag/17.punishmentBasis":
    "dl-vrag/17 henviser til straffen for tyveri, som Danske Lov sætter uden for dette kapitel",
  "dl-vrag/17.handOver": "antvorde kongens befalingsmand, hvad han holdt tilbage: {what}",
  "dl-vrag/17.twice":
    "{person} er anmeldt både under concealed og under breaches; er det samme gerning, er det én forseelse.",
  "dl-vrag/17.notInValue":
    "Hvad der blev holdt tilbage, er ikke med i den værdi, der deles her: finderens part er af det, der blev antvordet.",
  "dl-vrag/17.label": "Underslæb af fundet ({n} af {all} strafbare efter dl-vrag/17)",
  // 15, 16, 19: ejeren, mens år og dag løber
  "dl-vrag/15.owner.forPrice": "for {price}",
  "dl-vrag/15.owner.thirdOnceValued":
    "en tredjedel af dets værd, når det er vurderet, og omkostningerne, som Q-V10 læser dem",
  "dl-vrag/15.owner.lastDayOfPeriod": "den sidste dag af år og dag",
  "dl-vrag/15.owner.makeHalvesNow":
    "gøre halvdelene: halvdelen til bjergeren, og forsende kongens halvdel til kongens amtmand",
  "dl-vrag/15.owner.makeHalvesThen": "er ingen ejer kommet med nøjagtig bevisning senest {last}, da gøre halvdelene",
  "dl-vrag/15.owner.sendOnNow": "forsende det til kongens amtmand",
  "dl-vrag/15.owner.sendOnThen":
    "er ingen ejer kommet med nøjagtig bevisning senest {last}, da forsende det til kongens amtmand",
  "dl-vrag/15.owner.keepFor":
    "holde {item} til {owner}, mens den bevisning, han kom med den {date}, prøves: findes den nøjagtig, skal han nyde det {price}; findes den ikke, {otherwise}",
  "dl-vrag/15.owner.holdHalf":
    "beholde den halvdel, han straks beholdt, mens kravet prøves, og give den fra sig til {owner}, findes bevisningen nøjagtig ({q})",
  "dl-vrag/15.owner.noHalvesYet":
    "dl-vrag/19 deler vraget i halve „uden så er, at rette ejer kommer inden år og dag“: ejeren kom inden år og dag, så der gøres ingen halvdele, mens hans krav står",
  "dl-vrag/15.owner.notFallenYet":
    "dl-vrag/16 giver kongen fundet „Kommer der og ingen“ — om ingen kommer: ejeren kom inden år og dag, så det er ikke faldet til kongen, mens hans krav står",
  "dl-vrag/15.owner.keptSituation":
    "et krav kom i tide den {date}, og dets bevisning er endnu ikke prøvet: det holdes til sin ejer ({provisions})",
  "dl-vrag/15.owner.come": "komme med nøjagtig bevisning senest {by} og nyde {item} {price}",
  "dl-vrag/15.owner.stayAwayHalf": "blive borte: bjergeren beholder halvdelen, og kongen har halvdelen",
  "dl-vrag/15.owner.stayAway": "blive borte: det falder til kongen",
  "dl-vrag/15.owner.lapseHalf": "fra {day} beholder bjergeren halvdelen, og kongen har halvdelen ({provision})",
  "dl-vrag/15.owner.lapse":
    "fra {day} er det faldet til kongen og forsendes til kongens amtmand; finderen beholder sin tredjedel ({provision})",
  "dl-vrag/15.owner.agent":
    "{agent} gør krav på ejerens vegne. dl-vrag/15 og /19 nævner kun rette ejer; fuldmægtigen anses at handle i hans navn, som dl-vrag/9 tillader („eller hans fuldmægtig“).",
  "dl-vrag/15.owner.proofWhat":
    "Om den bevisning, {claimant} kom med den {date} for, at fundet er ejerens, er nøjagtig („nøjagtig bevisning“)",
  "dl-vrag/15.owner.proofBy":
    "ikke nævnt i teksten: kongens befalingsmand, som har fundet i forvaring, modtager kravet",
  "dl-vrag/15.owner.proofBasis": "ejeren får kun fundet, om han kommer med nøjagtig bevisning inden år og dag",
  "dl-vrag/15.owner.lateHalf":
    "Kravet af {date} kom efter den sidste dag af år og dag, {last}: for sent. Bjergeren beholder halvdelen, og kongen har halvdelen (dl-vrag/19).",
  "dl-vrag/15.owner.late":
    "Kravet af {date} kom efter den sidste dag af år og dag, {last}: for sent. Fundet er faldet til kongen (dl-vrag/16); finderen beholder sin tredjedel.",
  "dl-vrag/15.owner.notSufficient":
    "Den bevisning, der kom den {date}, blev ikke fundet nøjagtig, så den giver ikke ejeren fundet.",
  "dl-vrag/15.owner.notSufficientYet":
    "Den bevisning, der kom den {date}, blev ikke fundet nøjagtig, så den giver ikke ejeren fundet; han kan endnu komme med nøjagtig bevisning senest {last}.",
  // 14–16, 18: en tredjedel, og resten ejerens eller kongens
  "dl-vrag/15.third.costsOnTop": "samme bjergeløn, og omkostningerne oveni",
  "dl-vrag/15.third.costsWithin": "samme bjergeløn, omkostningerne deri",
  "dl-vrag/15.third.finderReason":
    "{words}, straks betalt af kongens befalingsmand og beholdt, hvad der end bliver af fundet",
  "dl-vrag/15.third.payOwner": "betale {owner} prisen for {item}, med fradrag af den tredjedel, finderen fik",
  "dl-vrag/15.third.handOver": "antvorde {item} til {owner}, når han har betalt",
  "dl-vrag/15.third.ownerReason":
    "fundet, med fradrag af den tredjedel, han betaler tilbage som samme bjergeløn: han kom i tide med nøjagtig bevisning",
  "dl-vrag/15.third.redeems": "ejeren løser det i tide ({provision})",
  "dl-vrag/15.third.sendOnNow": "forsende det til kongens amtmand",
  "dl-vrag/15.third.sendOnFrom": "fra {day}, om ingen ejer er kommet: forsende det til kongens amtmand",
  "dl-vrag/15.third.costsOut":
    "befalingsmandens omkostninger ved at holde fundet, af kongens part: dl-vrag/15 lægger „al anvendte bekostning“ på den ejer, som løser det, og kommer ingen, er godset og hvad der er anvendt derpå kongens (som Q-V17 R1 læser dl-vrag/19)",
  "dl-vrag/15.third.costsOutWhen":
    "befalingsmandens omkostninger ved at holde fundet, af kongens part: dl-vrag/15 lægger „al anvendte bekostning“ på den ejer, som løser det, og kommer ingen, er godset og hvad der er anvendt derpå kongens (som Q-V17 R1 læser dl-vrag/19); {when}",
  "dl-vrag/15.third.costsMore":
    "Befalingsmandens omkostninger, {costs}, er mere end kongens part, {part}; teksten siger ikke, hvem der bærer resten.",
  "dl-vrag/15.third.kingFallen":
    "fundet, med fradrag af finderens tredjedel: ingen ejer kom inden år og dag, så det er faldet til kongen",
  "dl-vrag/15.third.kingFallenNet":
    "fundet, med fradrag af finderens tredjedel, {net} efter befalingsmandens omkostninger på {costs}: ingen ejer kom inden år og dag, så det er faldet til kongen",
  "dl-vrag/15.third.kingFalls": "fundet, med fradrag af finderens tredjedel: det falder til kongen {when}",
  "dl-vrag/15.third.kingFallsNet":
    "fundet, med fradrag af finderens tredjedel, {net} efter befalingsmandens omkostninger på {costs}: det falder til kongen {when}",
  "dl-vrag/15.third.fallen": "det er faldet til kongen ({provision})",
  "dl-vrag/15.third.lies": "det bliver beliggendes år og dag ({provision})",
  "dl-vrag/15.third.likewise": "(„udi lige måder“ som dl-vrag/14, der siger „straks“)",
  "dl-vrag/15.third.onDelivery": "straks, ved antvordningen",
  "dl-vrag/15.third.whenHanded": "straks, når det antvordes",
  "dl-vrag/15.third.owed": "{words}, {when}{rounded}",
  "dl-vrag/15.third.owedLikewise": "{words}, {when} {likewise}{rounded}",
  "dl-vrag/15.third.payFinder": "straks betale {who} en tredjedel af værdien: {third}",
  "dl-vrag/15.third.onceFixed": "{words}, når værdien er fastsat",
  "dl-vrag/15.third.payOnceFixed": "straks betale {who} en tredjedel af værdien, når den er fastsat",
  "dl-vrag/15.third.soldNote":
    "{item} blev solgt, og prisen står i stedet for det: befalingen beholder samme bjergeløn, {reward}, af prisen og betaler {owner} resten. Han løser det „for samme bjergeløn“ én gang, så bjergelønnen skyldes ikke derudover ({q})",
  "dl-vrag/15.third.sameReward": "samme bjergeløn, som finderen fik ({q})",
  "dl-vrag/15.third.allCosts": "al anvendte bekostning, oven i bjergelønnen (Q-V10 R1)",
  "dl-vrag/15.third.r2Costs":
    "Efter Q-V10 R2 indbefatter bjergelønnen på {reward} omkostningerne, så ejeren betaler intet mere; befalingsmandens omkostninger på {costs} dækkes ikke, og teksten siger ikke, hvem der bærer dem.",
  "dl-vrag/15.third.rewardOutOfPrice": "hans bjergeløn, af prisen",
  "dl-vrag/15.third.rewardOutOfPayment": "hans bjergeløn, af det, ejeren betaler",
  "dl-vrag/15.third.costsIncluded": "{reward}, omkostningerne deri ({q})",
  "dl-vrag/15.third.plusNone": "{reward} og al anvendte bekostning (sagen angiver ingen) ({q})",
  "dl-vrag/15.third.plusCosts": "{reward} og al anvendte bekostning, {costs}: {total} ({q})",
  // 14–19: fundet som helhed
  "dl-vrag/14-19.officerRole": "kongens befalingsmand, som modtog fundet",
  "dl-vrag/14-19.officer": "Kongens befalingsmand",
  "dl-vrag/14-19.officerAt": "Kongens befalingsmand i {place}",
  "dl-vrag/14-19.officeRole": "den, som på kongens vegne befalning har på det sted, som fundet i land føres",
  "dl-vrag/14-19.noAsOf": "Sagen angiver ingen as_of; den afgøres pr. sin seneste dato, {date}.",
  "dl-vrag/14-19.noDates": "Sagen angiver ingen datoer: den afgøres, som den står, med år og dag endnu ikke fastsat.",
  "dl-vrag/14-19.together": "{names} har finderens part sammen; teksten siger ikke, hvordan de deler den indbyrdes.",
  "dl-vrag/14-19.alsoTookPart":
    "{names} var også med ved fundet, men {provision} giver parten til {who, select, fishermen {fiskerne} other {skipperen}}; hvad de har til gode, siger teksten ikke.",
  "dl-vrag/14-19.notHandedOver":
    "Fundet er ikke antvordet: tredjedelen forfalder først, når det er, og år og dag løber fra antvordningen efter Q-X02 R2.",
  "dl-vrag/14-19.openSea": "{item} fundet i åbenbare sø uden for alle land ({provision})",
  "dl-vrag/14-19.inTheSea":
    "{item} fundet udi søen af {who, select, fishermen {fiskere} other {en skipper}}: en tredjedel til finderen ({provision})",
  "dl-vrag/14-19.atSea": "{item} fundet på søen: om udi søen eller i åbenbare sø, skal endnu skønnes ({p14}, {p19})",
  "dl-vrag/14-19.situation": "{whose}; {plan}",
  "dl-vrag/14-19.findersShare": "Finderens part",
  "dl-vrag/14-19.whatBecomes": "Hvad der bliver af fundet",
  "dl-vrag/14-19.proceeds": "Provenuet af {item}, solgt for {price}",
  "dl-vrag/14-19.valueOf": "Værdien af {item}, {words}",
  "dl-vrag/14-19.soldBelow":
    "Det blev solgt for {price}, mindre end finderens part af dets værd; teksten siger ikke, hvem der bærer forskellen.",
  "dl-vrag/14-19.soldWords":
    "solgt for {price}, {diff} {above, select, above {over} other {under}} dets værd: prisen står i stedet for fundet (som Q-V07 R1 læser dl-vrag/11)",
  "dl-vrag/14-19.lineWithSale": "{reason}; {words}",
  "dl-vrag/14-19.comeUnknown":
    "komme med nøjagtig bevisning inden år og dag og få {item} igen, for den bjergeløn, der følger, når stedet for fundet er skønnet",
  "dl-vrag/14-19.lapseUnknown":
    "det falder til kongen (dl-vrag/16), eller halvdelen til bjergeren og halvdelen til kongen (dl-vrag/19)",
  // 19: vrag i åbenbare sø, halvdelen til bjergeren
  "dl-vrag/19.allDelivered": "alt antvordet; halvdelene efter år og dag",
  "dl-vrag/19.keepsAtOnce": "bjergeren beholder straks sin halvdel",
  "dl-vrag/19.outOfKingsHalf": "af kongens halvdel",
  "dl-vrag/19.beforeHalved": "af værdien, før den deles i halve",
  "dl-vrag/19.settledOutside": "afgjort uden for disse regler",
  "dl-vrag/19.thirdAndCosts": "en tredjedel af dets værd og omkostningerne, som i dl-vrag/15",
  "dl-vrag/19.dueAssessed": "en tilbørlig bjergeløn, skønnet",
  "dl-vrag/19.halfBack": "bjergeren beholder sin halvdel; kongens halvdel går tilbage til ejeren",
  "dl-vrag/19.noOwnerCame": "ingen ejer kom inden år og dag",
  "dl-vrag/19.officerForCosts": "kongens befalingsmand, for de anvendte omkostninger",
  "dl-vrag/19.costsFirst":
    "omkostningerne ved at holde og håndtere vraget, taget af værdien, før den deles i halve ({q})",
  "dl-vrag/19.salvorHalfLeft":
    "halvdelen af det, der er tilbage efter omkostningerne, som den, der bjergede det; {when}",
  "dl-vrag/19.salvorHalf": "halvdelen af vraget, som den, der bjergede det; {when}",
  "dl-vrag/19.kingsHalf": "kongens halvdel; {when}",
  "dl-vrag/19.kingsHalfNet": "kongens halvdel, {net} efter befalingsmandens omkostninger på {costs} ({q}); {when}",
  "dl-vrag/19.costsMore":
    "Befalingsmandens omkostninger, {costs}, er mere end kongens halvdel, {half}; teksten siger ikke, hvem der bærer resten.",
  "dl-vrag/19.costsOutNow": "befalingsmandens omkostninger, af kongens halvdel ({q})",
  "dl-vrag/19.costsOutWhen": "befalingsmandens omkostninger, af kongens halvdel ({q}); {when}",
  "dl-vrag/19.whoBears": "Hvem der bærer befalingsmandens omkostninger ved at holde og håndtere vraget",
  "dl-vrag/19.whoBearsOf": "Hvem der bærer befalingsmandens omkostninger på {costs} ved at holde og håndtere vraget",
  "dl-vrag/19.whoBearsBy": "ikke nævnt i teksten: afgøres uden for disse regler",
  "dl-vrag/19.whoBearsBasis": "dl-vrag/19 siger intet om omkostninger ({q})",
  "dl-vrag/19.noCosts":
    "Sagen angiver ingen omkostninger ved at holde vraget; halvdelene regnes, som om intet var anvendt.",
  "dl-vrag/19.halvesMade": "ingen ejer kom inden år og dag: halvdelen til bjergeren, halvdelen til kongen",
  "dl-vrag/19.liesThenHalves":
    "det bliver beliggendes år og dag; kommer da ingen ejer, halvdelen til bjergeren og halvdelen til kongen",
  "dl-vrag/19.answersFor":
    "Bjergeren beholder straks sin halvdel og svarer for den, om ejeren kommer: hvad han da har til gode, modregnes deri ({q})",
  "dl-vrag/19.nowRunOut": "nu da år og dag er omme",
  "dl-vrag/19.fromDay": "fra {day}, om ingen ejer er kommet",
  "dl-vrag/19.hisHalfWhen": "hans halvdel, {when} ({q})",
  "dl-vrag/19.makeHalves":
    "{when}: gøre halvdelene, give {salvor} hans halvdel og forsende kongens halvdel til kongens amtmand",
  "dl-vrag/19.keepsHisHalf": "hans halvdel, som han beholder: kun kongens halvdel går tilbage til ejeren ({q})",
  "dl-vrag/19.thirdAs15": "en tredjedel af dets værd, som i dl-vrag/15 ({q})",
  "dl-vrag/19.assessedReward": "den tilbørlige bjergeløn, som skønnet ({q})",
  "dl-vrag/19.hisHalf": "hans halvdel ({q})",
  "dl-vrag/19.handKingsHalf": "antvorde kongens halvdel til {owner}",
  "dl-vrag/19.paysNothing":
    "Ejeren tager kongens halvdel tilbage og betaler intet ({q}); teksten siger ikke, hvem der bærer befalingsmandens omkostninger på {costs}.",
  "dl-vrag/19.costsLaidOut": "de anvendte omkostninger",
  "dl-vrag/19.rewardFromOwner": "hans bjergeløn, af det, ejeren betaler",
  "dl-vrag/19.handOnce": "antvorde {item} til {owner}, når han har betalt",
  "dl-vrag/19.allCostsR1": "al anvendte bekostning (Q-V10 R1)",
  "dl-vrag/19.r2Costs":
    "Efter Q-V10 R2 indbefatter bjergelønnen omkostningerne, så ejeren betaler intet mere; befalingsmandens omkostninger på {costs} dækkes ikke, og teksten siger ikke, hvem der bærer dem.",
  "dl-vrag/19.handKingsHalfOf": "antvorde kongens halvdel af {item} til {owner}",
  "dl-vrag/19.answerTo":
    "svare {owner} for den halvdel, han straks beholdt, værd {half}; hans bjergeløn modregnes deri, når den er skønnet ({custody}; {owner_q})",
  "dl-vrag/19.setOff":
    "hans bjergeløn på {reward} ({owner_q}) modregnes i den halvdel på {half}, han straks beholdt ({custody})",
  "dl-vrag/19.halfLessReward":
    "den halvdel, han straks beholdt, {half}, med fradrag af hans bjergeløn på {reward}, som modregnes",
  "dl-vrag/19.giveUp":
    "give {owner} den halvdel, han straks beholdt, med fradrag af sin bjergeløn: {setOff}, så han giver {rest} deraf fra sig og har intet mere til gode",
  "dl-vrag/19.rewardLessHalf":
    "hans bjergeløn på {reward}, med fradrag af den halvdel på {half}, han straks beholdt, som modregnes",
  "dl-vrag/19.keepTowards":
    "beholde den halvdel, han straks beholdt, på sin bjergeløn: {setOff}, så han giver intet fra sig og har intet mere til gode",
  "dl-vrag/19.keepTowardsRest":
    "beholde den halvdel, han straks beholdt, på sin bjergeløn: {setOff}, så han giver intet fra sig og har resten til gode, {rest}",
  "dl-vrag/19.ownerComes": "ejeren kommer i tide ({provision}; {q})",
  "dl-vrag/19.kingsHalfBackReason": "kongens halvdel, som går tilbage til ham: han kom i tide med nøjagtig bevisning",
  "dl-vrag/19.wreckLessReward": "vraget, med fradrag af bjergerens bjergeløn: han kom i tide med nøjagtig bevisning",
  "dl-vrag/19.assessWhat": "Den tilbørlige bjergeløn, ejeren giver bjergeren af vrag fra åbenbare sø",
  "dl-vrag/19.assessBy":
    "amtmanden med de bedste mænd, der udi egnen er, eller borgmester og råd for købstæderne (som i dl-vrag/6)",
  "dl-vrag/19.assessBasis":
    "Q-V11 R2: en skønnet bjergeløn, som i dl-vrag/6 og /9, efter lejligheden og godsets værd; angiv den som facts.salvage_reward_assessed",
  "dl-vrag/19.priceBack": "igen, kongens halvdel deraf, uden at betale noget; bjergeren beholder sin halvdel ({q})",
  "dl-vrag/19.priceAssessed": "for en tilbørlig bjergeløn, skønnet som i dl-vrag/6, med omkostningerne ({q})",
  "dl-vrag/19.thirdOnceValued": "en tredjedel af dets værd, når det er vurderet, og omkostningerne",
  "dl-vrag/19.priceAs15": "for {price}, som i dl-vrag/15 ({q})",
  // 14–19: reglerne
  "dl-vrag/14-19#find":
    "Et fund på søen efter dl-vrag/14–19: finderens part, år og dag, ejerens indløsning eller kongens, og underslæb",
  "dl-vrag/14#third":
    "finder en skipper vrag, anker eller andet udi søen, skal han det antvorde til kongens befalingsmand på det sted, som det i land føres, som ham straks skal give en tredje del af dets værd for sin umage",
  "dl-vrag/18#anchor":
    "fiskere, som finder noget anker udi søen, hvad heller der er bøje på, eller ej, skal udi lige måder det antvorde til kongens befalingsmænd, og de skal give dem den tredje del af dets værd til bjergeløn",
  "dl-vrag/19#half":
    "findes vrag i åbenbare sø uden for alle land, og ingen folk er derhos, som det tilhører: den, som det bjerger, beholder halvdelen, og halvdelen er kongens",
  "dl-vrag/14#value-at-delivery":
    "dets værd er, hvad kongens befalingsmand sætter det til, når det antvordes (Q-V09 R1)",
  "dl-vrag/14#value-by-sale": "dets værd er, hvad det indbringer, når det sælges (Q-V09 R2)",
  "dl-vrag/19#out-of-sight": "den åbenbare sø uden for alle land er der, hvor intet land er i syne (Q-V08 R1)",
  "dl-vrag/19#outside-coastal-waters":
    "den åbenbare sø uden for alle land er uden for det farvand, der hører til nogen kyst (Q-V08 R2)",
  "dl-vrag/19#assessed": "om fundet blev gjort i åbenbare sø uden for alle land, skønnes fra sag til sag (Q-V08 R3)",
  "dl-vrag/15#redeem":
    "dersom rette ejermand imidlertid kommer med nøjagtig bevisning, skal han nyde det for samme bjergeløn med al anvendte bekostning",
  "dl-vrag/16#claim-pending":
    "„Kommer der og ingen“: fundet falder kun til kongen, om ingen kommer; en ejer kom i tide, og mens hans bevisning prøves, holdes det til ham",
  "dl-vrag/16#king":
    "kommer der ingen inden år og dag, da er samme gods faldet til kongen og skal forsendes til kongens amtmænd",
  "dl-vrag/19#owner": "uden så er, at rette ejer kommer inden år og dag, som før er sagt",
  "dl-vrag/19#claim-pending":
    "„uden så er, at rette ejer kommer inden år og dag“: en ejer kom i tide, og mens hans bevisning prøves, gøres ingen halvdele",
  "dl-vrag/19#halves": "ingen ejer kom inden år og dag: den, som det bjerger, beholder halvdelen og halvdelen kongen",
  "dl-vrag/14#deliver":
    "den skipper, som finder vrag, anker eller andet udi søen, antvorder det til den, som på kongens vegne befalning har på det sted, som det i land føres, og samme gods bliver beliggendes år og dag",
  "dl-vrag/18#deliver":
    "fiskere, som finder noget anker, bøje eller ej, skal udi lige måder det antvorde, og siden handles dermed som med et fund udi søen",
  "dl-vrag/19#deliver":
    "vrag bjerget i åbenbare sø antvordes til kongens befalingsmand og bliver beliggendes år og dag, „som før er sagt“",
  "dl-vrag/17#thief": "hvo som samme gods og vrag underslår, skal straffes som en tyv",
  "dl-vrag/15#price":
    "ejeren skal nyde det „for samme bjergeløn med al anvendte bekostning“: den tredjedel, finderen fik, og omkostningerne oveni",
  "dl-vrag/15#costs-within":
    "„med al anvendte bekostning“ læst som „omkostningerne deri“: ejeren betaler samme bjergeløn og intet mere (Q-V10 R2)",
  "dl-vrag/19#custody":
    "vraget antvordes til kongens befalingsmand og bliver beliggendes år og dag, „som før er sagt“ (dl-vrag/14); halvdelene gøres, når ingen ejer er kommet",
  "dl-vrag/19#half-kept-at-once":
    "„beholde halvdelen“ læst som at holde den fra først af: bjergeren beholder straks sin halvdel og svarer for den, om ejeren kommer (Q-V12 R2)",
  "dl-vrag/19#costs":
    "bjergeren beholder en hel halvdel („beholde halvdelen“); befalingsmandens omkostninger ved at holde vraget falder på kongens halvdel, som på et fund, der er faldet til kongen (dl-vrag/16)",
  "dl-vrag/19#costs-first":
    "omkostningerne ved at holde og håndtere vraget tages først af dets værd, og resten deles i halve (Q-V17 R2)",
  "dl-vrag/19#costs-unstated":
    "dl-vrag/19 nævner ingen omkostninger: hvem der bærer dem, afgøres uden for disse regler (Q-V17 R3)",
  "dl-vrag/19#owner-pays":
    "den ejer, som kommer inden år og dag, får vraget „som før er sagt“: som i dl-vrag/15, for en tredjedel af dets værd og al anvendte bekostning",
  "dl-vrag/19#owner-assessed":
    "den ejer, som kommer i tide, giver bjergeren en tilbørlig bjergeløn, skønnet som i dl-vrag/6 og /9 (Q-V11 R2)",
  "dl-vrag/19#owner-kings-half":
    "„uden så er, at rette ejer kommer“ læst som gældende kun kongens halvdel: bjergeren beholder sin halvdel, og kongens halvdel går tilbage til ejeren (Q-V11 R3)",
  // Fortolkninger: år og dag og fund
  "reading:aar_og_dag": "Hvor lang er „år og dag“?",
  "reading:aar_og_dag.R1": "et år og en dag: samme dato et år senere, og en dag mere",
  "reading:aar_og_dag.R2":
    "et år og seks uger, som senere dansk retsbrug læste det for krav på strandet og fundet gods",
  "reading:aar_og_dag.R3": "et år, seks uger og tre dage: det saksiske „Jahr und Tag“",
  "reading:aar_og_dag.R4": "et år: „og dag“ er en fast vending",
  "reading:aar_og_dag_start": "Fra hvilken begivenhed løber år og dag?",
  "reading:aar_og_dag_start.R1": "fra den dag, vraget strander eller findes",
  "reading:aar_og_dag_start.R2": "fra den dag, godset antvordes til befalingsmanden og indføres i registret",
  "reading:aar_og_dag_start.R3": "fra en offentlig kundgørelse (teksterne nævner ingen)",
  "reading:sea_vs_open_sea":
    "Hvor ender det at finde vrag „udi søen“ (en tredjedel, dl-vrag/14), og hvor begynder „i åbenbare sø uden for alle land“ (halvdelen, dl-vrag/19)?",
  "reading:sea_vs_open_sea.R1": "den åbenbare sø er uden for syne af alt land",
  "reading:sea_vs_open_sea.R2": "den åbenbare sø er uden for det farvand, der hører til nogen kyst",
  "reading:sea_vs_open_sea.R3":
    "et faktisk spørgsmål, skønnet fra sag til sag: sagen må sige, hvordan fundet blev skønnet",
  "reading:find_valuation": "Hvem fastsætter et funds værd for finderens tredjedel (dl-vrag/14, /18), og hvornår?",
  "reading:find_valuation.R1": "kongens befalingsmand, som modtager fundet, vurderer det, når det antvordes",
  "reading:find_valuation.R2": "den værdi, fundet indbringer, om og når det sælges",
  "reading:redemption_price":
    "Hvad betaler ejeren for at løse et fund (dl-vrag/15: „for samme bjergeløn med al anvendte bekostning“)?",
  "reading:redemption_price.R1": "den samme tredjedel, som blev betalt finderen, og al anvendte bekostning oveni",
  "reading:redemption_price.R2": "tredjedelen, omkostningerne deri („med“ = iberegnet)",
  "reading:open_sea_owner": "Kommer ejeren i tide efter vrag fundet i åbenbare sø (dl-vrag/19), hvad får da bjergeren?",
  "reading:open_sea_owner.R1":
    "en tredjedel, som i dl-vrag/15: ejeren får det alt igen og betaler en tredjedel af dets værd og omkostningerne",
  "reading:open_sea_owner.R2":
    "en skønnet bjergeløn: ejeren giver en tilbørlig bjergeløn, skønnet som i dl-vrag/6 og /9",
  "reading:open_sea_owner.R3": "bjergeren beholder sin halvdel: kun kongens halvdel går tilbage til ejeren",
  "reading:open_sea_custody": "Må bjergeren i åbenbare sø straks beholde sin halvdel (dl-vrag/19)?",
  "reading:open_sea_custody.R1":
    "vraget antvordes og holdes i år og dag, som i dl-vrag/14 og /16; halvdelene gøres bagefter",
  "reading:open_sea_custody.R2": "bjergeren beholder straks sin halvdel og svarer for den, om ejeren kommer",
  "reading:open_sea_costs":
    "Hvem bærer omkostningerne ved at holde og håndtere vrag fundet i åbenbare sø (dl-vrag/19), når ingen ejer kommer?",
  "reading:open_sea_costs.R1":
    "kongens halvdel: bjergeren beholder en hel halvdel, befalingsmandens omkostninger tages af kongens halvdel",
  "reading:open_sea_costs.R2": "omkostningerne tages først af værdien, og resten deles i halve",
  "reading:open_sea_costs.R3": "teksten tier: omkostningerne afgøres uden for disse regler",
  // år og dag
  "dl-vrag/aar-og-dag.fromFound": "den dag, det strandede eller blev fundet",
  "dl-vrag/aar-og-dag.fromRegistered": "den dag, det blev antvordet og indført i registret",
  "dl-vrag/aar-og-dag.fromNotice": "den dag, det blev offentlig kundgjort",
  "dl-vrag/aar-og-dag.length":
    "{code, select, R1 {1 år og 1 dag} R2 {1 år og 6 uger} R3 {1 år, 6 uger og 3 dage} other {1 år}}",
  "dl-vrag/aar-og-dag.runs":
    "år og dag løber fra {from} (Q-X02 {start}) og varer {length} (Q-X01 {code}); den sidste dag er endnu i tide",
  "dl-vrag/aar-og-dag.startWhat": "Begyndelsen af år og dag: {from} (Q-X02 {start})",
  "dl-vrag/aar-og-dag.startBy": "kongens befalingsmand, som har godset i forvaring (teksten nævner ingen)",
  "dl-vrag/aar-og-dag.startBasis":
    "sagen angiver ingen dato for {from}; når den kendes, er den sidste dag den dato plus {length}",
  "dl-vrag/9-19#aar-og-dag":
    "ejeren kan komme med nøjagtig bevisning „inden år og dag“; den sidste dag er endnu i tide",
  // Fortolkninger: bjergning, fragt og hyre, vrag på stranden
  "reading:blive_lost": "„Bliver skib med gods ...“ / „Bliver et skib“: kræves det, at alt er tabt?",
  "reading:blive_lost.R1":
    "„blive“ i den gamle betydning „omkomme, gå tabt“: et skibbrud, hvad enten skroget er helt tabt eller ej",
  "reading:blive_lost.R2": "kun hvor skibet er helt tabt",
  "reading:skibsfolkene": "Hvem er „skibsfolkene“, som er skyldige at bjerge (dl-vrag/1)?",
  "reading:skibsfolkene.R1": "det forliste skibs eget folk, som i dl-averi/1",
  "reading:skibsfolkene.R2": "alle søfolk, der er ved hånden, foruden skibets eget folk",
  "reading:skipper_priority":
    "Giver dl-vrag/3 skipperen forret frem for øvrigheden og dem, som forstrandsrettighed har?",
  "reading:skipper_priority.R1": "ja: så længe skipperen og hans hjælpere vil og kan bjerge, må ingen tage det fra dem",
  "reading:skipper_priority.R2": "nej: den stadfæster kun, at skipperen må bjerge",
  "reading:what_is_left": "Hvad må skipperen sælge, når han ej kan mere bjerge (dl-vrag/4)?",
  "reading:what_is_left.R1": "det gods og vrag, som endnu ligger ubjerget (i virkeligheden retten til at bjerge det)",
  "reading:what_is_left.R2": "hvad der er bjerget, men ikke kan føres bort",
  "reading:common_people": "Hvad skal øvrigheden gøre „hos den menige mand“ (dl-vrag/5)?",
  "reading:common_people.R1": "få stedets menige mand til at bjerge for den skibbrudne mand",
  "reading:common_people.R2": "selv hjælpe, sammen med den menige mand",
  "reading:reward_payer": "Hvem betaler den skønnede bjergeløn: „skipperen, eller købmanden“ (dl-vrag/6)?",
  "reading:reward_payer.R1": "skipperen (for skibets redere) og hver købmand, efter værdien af hans eget bjergede gods",
  "reading:reward_payer.R2": "som amtmanden og de bedste mænd afgør",
  "reading:reasonable_freight": "Hvad er „billig fragt“, når skibet bliver, men godset bjerges (dl-vrag/20)?",
  "reading:reasonable_freight.R1": "den aftalte fragt i forhold til den del af rejsen, der er gjort (jf. dl-averi/2)",
  "reading:reasonable_freight.R2": "den fulde aftalte fragt af det bjergede gods",
  "reading:reasonable_freight.R3": "hvad skønsmænd finder billigt (jf. dl-averi/43)",
  "reading:abandon_for_freight": "Må befragteren efter dl-vrag/21 kun opgive en del af godset for fragten?",
  "reading:abandon_for_freight.R1": "han lader skipperen beholde alt sit bjergede gods, eller betaler fragten",
  "reading:abandon_for_freight.R2": "han må lade en del af godset og betale fragt af resten",
  "reading:wages_shortfall":
    "Dækker det, der bjerges, efter omkostningerne ikke skibsfolkenes efterstående hyre (dl-vrag/23), hvad kan de da fordre?",
  "reading:wages_shortfall.R1": "intet: ordene „intet ... at fordre“ taget efter bogstaven",
  "reading:wages_shortfall.R2":
    "hvad det bjergede giver efter omkostningerne, delt mellem dem efter den skyldige hyre, og intet derudover",
  "reading:reward_sharing": "Hvordan deles bjergelønnen mellem dem, som har bjerget (dl-vrag/6, dl-vrag/7)?",
  "reading:reward_sharing.R1": "i lige parter, en til hver, som hjalp at bjerge",
  "reading:reward_sharing.R2":
    "som de, der fastsætter bjergelønnen, deler den: amtmanden med de bedste mænd (eller borgmester og råd); en aftalt sum, som aftalen eller bjergefolkene deler den. Sagen angiver delingen (salvage_money_shares), eller der spørges om den",
  "reading:skipper_salvor":
    "Har den skipper, som hjælper at bjerge, del i bjergelønnen (dl-vrag/2, /6; jf. dl-averi/1)?",
  "reading:skipper_salvor.R1": "ja: han hjalp, og dl-vrag/2 udelukker kun dem fra bjergelønnen, som ikke hjælper",
  "reading:skipper_salvor.R2":
    "nej: han giver bjergelønnen for skibet („hvad skipperen ... skulle give“, dl-vrag/6) og får den ikke",
  "reading:owner_salvor":
    "Har en købmand, hvis gods reddes (eller en anden ejer af det reddede), del i bjergelønnen, når han hjælper at bjerge (dl-vrag/2, /3, /6)?",
  "reading:owner_salvor.R1":
    "nej: han giver bjergelønnen for sit eget („hvad skipperen, eller købmanden, skulle give“, dl-vrag/6) og får den ikke",
  "reading:owner_salvor.R2":
    "ja: han hjalp, dl-vrag/2 udelukker kun dem fra bjergelønnen, som ikke hjælper, og dl-vrag/3 nævner købmændene blandt dem, som bjerger",
  "reading:proceeds_substitute": "Holdes pengene for gods, der straks sælges efter dl-vrag/11, til ejeren?",
  "reading:proceeds_substitute.R1":
    "ja: pengene træder i godsets sted; den ejer, som beviser sin ret inden år og dag, får dem med fradrag af en tilbørlig bjergeløn, og ellers følger de det øvrige vrag efter dl-vrag/13",
  "reading:proceeds_substitute.R2":
    "teksten siger det ikke: hvad der bliver af pengene, står åbent, og sealaw råder ikke over noget af dem",
  "reading:keeping_costs":
    "Hvem bærer, hvad det kostede at holde bjerget vrag i god forvaring (dl-vrag/8), når ejeren kommer efter det inden år og dag (dl-vrag/9)?",
  "reading:keeping_costs.R1":
    "den, som har det i forvaring: forvaringen er den pligt, dl-vrag/8 lægger på amtmanden eller grundejeren, og ejeren får sit gods for den tilbørlige bjergeløn (og omkostningen ved at hjælpe det) og intet mere",
  "reading:keeping_costs.R2":
    "den ejer, som får sit gods igen, foruden bjergelønnen, som han betaler omkostningen ved at hjælpe det (dl-vrag/10), og som ejeren af et fund betaler „al anvendte bekostning“ (dl-vrag/15): skyldig til den, som har det i forvaring, før godset går tilbage",
  "reading:keeping_costs.R3":
    "de er en del af den tilbørlige bjergeløn: amtmanden med de bedste mænd vejer dem blandt lejligheden, når de fastsætter den (dl-vrag/6, /9), og den, som har det i forvaring, får dem deraf, før resten går til dem, som har bjerget",
  // 1–7, 20–23: reglerne om bjergning
  "dl-vrag/1-7,20-23#salvage":
    "Danske Lov 4, „Om skibbrud og vrag“: et skib forlist med sit folk: pligten at bjerge, bjergelønnen, og fragt, havari og hyre efter skibbruddet",
  "dl-vrag/1#lost": "skib med gods bliver („bliver“) formedelst storm eller anden ulykke",
  "dl-vrag/1#seafarer-at-hand": "en søfarende ved hånden, som ikke er af skibets eget folk",
  "dl-vrag/1#crew": "skibsfolkene skal være skyldige at hjælpe og bjerge og redde skib og gods for en billig bjergeløn",
  "dl-vrag/2#helper": "den, som hjælper at bjerge, fortjener bjergeløn",
  "dl-vrag/2#skipper":
    "den skipper, som hjælper at bjerge: „ingen at nyde noget til bjergeløn, uden han hjælper at bjerge“",
  "dl-vrag/3#skipper":
    "det skal være skipperen uforment med hans købmænd og andre, som han dertil formå kan, at bjerge, imens de ville og kunne",
  "dl-vrag/4#sell":
    "når de ej kan mere bjerge, da må de sælge eller afhænde, til hvem de selv ville, hvis gods eller vrag, som kunne være tilbage, og ingen dem derimod at forhindre",
  "dl-vrag/5#officials":
    "er skipperen med sit folk ikke mægtig at bjerge, skal øvrigheden og den, som forstrandsrettighed har, hjælpe, om det af dem begæres, hos den menige mand, for en billig bjergeløn",
  "dl-vrag/5#asked":
    "kongens amtmænd, borgmester og råd, fogeder og strandfogeder, alle som hos strandsiden befalning har, og den, som forstrandsrettighed har, skal hjælpe, om det af dem begæres",
  "dl-vrag/6#assessment":
    "når så bjerget er, skal amtmanden med de bedste mænd, der udi egnen er — for købstæderne borgmester og råd — overveje og slutte bjergelønnen efter lejligheden og godsets værd",
  "dl-vrag/6#payer":
    "hvem der betaler bjergelønnen: skipperen for skibet og hver købmand for sit gods, efter det bjergede værd (Q-V06 R1)",
  "dl-vrag/6#payer-assessed":
    "skønsmændene „overveje og slutte, hvad skipperen, eller købmanden, skulle give“: hvem der betaler, og hvor meget hver, er deres at fastsætte (Q-V06 R2)",
  "dl-vrag/6#owner": "ejerne af det reddede giver bjergelønnen derfor; de får den ikke (Q-S11 R1)",
  "dl-vrag/6#owner-not-helping": "ejerne af det reddede giver bjergelønnen derfor; den, som ikke hjalp, får den ikke",
  "dl-vrag/6#skipper-gives":
    "skipperen er en af dem, som giver bjergelønnen, „hvad skipperen, eller købmanden, skulle give“, og fortjener den ikke (Q-S09 R2)",
  "dl-vrag/6#sharing": "lønnen til dem, som har bjerget, deles mellem dem i lige parter",
  "dl-vrag/6#sharing-by-assessors":
    "bjergelønnen deles mellem bjergefolkene, som de, der fastsætter den, deler den: dl-vrag/6 overlader bjergelønnen til dem „efter lejligheden“ og giver ingen nøgle (Q-S06 R2)",
  "dl-vrag/7#bargain":
    "bliver skipperen forligt med bjergefolkene — om en vis penge til dem, en del af godset, eller en vis penge, de skulle give ham for alt, hvis de bjerge kunne — da bør sådan forligelse ved magt at stande",
  "dl-vrag/7#outside": "en, som hjalp, men ikke er af de bjergefolk, som gjorde forligelsen",
  "dl-vrag/20#freight": "bliver et skib, og godset bjerges: da skal skipperen deraf nyde billig fragt",
  "dl-vrag/20#pro-rata": "billig fragt er den aftalte fragt for den del af rejsen, der er gjort (Q-V13 R1)",
  "dl-vrag/20#full-freight": "billig fragt er den fulde aftalte fragt af det bjergede gods (Q-V13 R2)",
  "dl-vrag/20#fair":
    "„billig fragt“: skipperen har billig fragt af det bjergede gods, som gode mænd finder den (Q-V13 R3)",
  "dl-vrag/21#left": "befragteren råder at lade skipperen beholde godset for fragten",
  "dl-vrag/21#all":
    "befragteren må lade skipperen beholde det bjergede gods for fragten: det alt, eller betale (Q-V14 R1)",
  "dl-vrag/21#part":
    "befragteren må lade skipperen beholde en del af det bjergede gods og betale fragt af resten (Q-V14 R2)",
  "dl-vrag/22#no-average":
    "når strandet gods bjerges, deraf er man ej skyldig at betale nogen havari for det andet borte blevne gods eller skib",
  "dl-vrag/22#beaching":
    "at landløbe med skibet med forsæt for at redde skib og gods er almindeligt havari, ikke en stranding",
  "dl-vrag/23#short":
    "kan af skib og gods ikke så meget bjerges, at det foruden anden omkostning med at bjerge kan tilstrække skibsfolkenes efterstående hyre, da har de intet af sådan deres hyre at fordre",
  "dl-vrag/23#covered":
    "skibsfolkene har deres efterstående hyre af det, der bjerges af skib og gods, efter omkostningen ved at bjerge (dl-vrag/23 læst modsat)",
  // 8–13: reglerne om vrag
  "dl-vrag/8#no-living-people": "skib eller gods bliver vrag, og ingen levende folk er hos",
  "dl-vrag/8#amtmand": "på kongens forstrand skal amtmanden lade vraget bjerge og indlægge i god forvaring",
  "dl-vrag/8#landowner":
    "for en grundejers grund skal den, hvis grund det findes for, lade vraget bjerge og indlægge i god forvaring",
  "dl-vrag/8#kept": "hvad der bjerges, indlægges, som det er, udi god forvaring",
  "dl-vrag/8#keeping-costs":
    "den, som har det i forvaring, bærer, hvad forvaringen af vraget kostede: forvaringen er hans pligt, og ejeren får sit gods for en tilbørlig bjergeløn (Q-S12 R1)",
  "dl-vrag/9#owner":
    "rette ejer, eller hans fuldmægtig, som kommer med nøjagtig bevisning inden år og dag, skal nyde sit gods for en tilbørlig bjergeløn",
  "dl-vrag/9#reward":
    "ejeren får sit gods for en tilbørlig bjergeløn, „som før er rørt“: fastsat, som dl-vrag/6 fastsætter den, af amtmanden med de bedste mænd",
  "dl-vrag/9#reward-fixed": "den tilbørlige bjergeløn, som den er fastsat",
  "dl-vrag/9#keeping-owner":
    "den ejer, som får sit gods igen, betaler forvaringens omkostninger foruden bjergelønnen, som han betaler omkostningen ved at hjælpe det (dl-vrag/10) (Q-S12 R2)",
  "dl-vrag/9#keeping-in-reward":
    "forvaringens omkostninger er en del af den tilbørlige bjergeløn „som før er rørt“, som amtmanden med de bedste mænd fastsætter „efter lejligheden“ (Q-S12 R3)",
  "dl-vrag/9-13#settlement":
    "Provenuet, modregnet i det, der skyldes deraf, nøjagtigt, siden til skillingen med summen bevaret",
  "dl-vrag/10#restore":
    "varer, som har fået skade eller er blevne våde, og som står til at hjælpe, hjælpes på dens omkostning, som godset skal igen nyde",
  "dl-vrag/10#judge": "om skadet eller vådt gods står til at hjælpe, afgør, om det hjælpes eller sælges",
  "dl-vrag/11#sell": "gods, som ikke kan hjælpes, må straks sælges og gøres i penge, det dyreste ske kan",
  "dl-vrag/11#proceeds":
    "pengene for gods, der straks sælges, træder i dets sted: holdt til ejeren, og ellers følger de vraget (Q-V07 R1)",
  "dl-vrag/11#proceeds-open": "teksten siger ikke, hvad der bliver af pengene for gods, der straks sælges (Q-V07 R2)",
  "dl-vrag/13#vesting":
    "kommer ingen inden år og dag med nøjagtig bevis, hører vraget kongen til, eller den, som forstrandsrettighed har",
  "dl-vrag/13#king": "uindløst vrag hører kongen til",
  "dl-vrag/13#foreshore-right": "... eller den, som forstrandsrettighed har",
  "dl-vrag/12#penalty": "hvo som utrolig omgås med vrag, straffes derover som for andet uhjemlet gods",
  "dl-vrag/8-13#wreck":
    "Vrag efter dl-vrag/8–13, ingen levende folk hos: bjerget og i forvaring hos amtmanden eller grundejeren, ejerens for en tilbørlig bjergeløn inden år og dag, ellers kongens eller dens, som forstrandsrettighed har",
  // 1–7, 20–23: skibbrud med folket ombord
  "dl-vrag/salvage.mayorAndCouncil": "købstadens borgmester og råd",
  "dl-vrag/salvage.amtmandAndBestMen": "amtmanden med de bedste mænd, der udi egnen er",
  "dl-vrag/salvage.semicolon": "{first}; {then}",
  "dl-vrag/1-7,20-23.ship": "{ship}, {reason}",
  "dl-vrag/1-7,20-23.bySkipper": "bjergning ved skipperen og hans folk (dl-vrag/1–4)",
  "dl-vrag/1-7,20-23.byOfficials":
    "skipperen var ikke mægtig at bjerge: øvrighedens hjælp, når den begæres (dl-vrag/5)",
  "dl-vrag/1-7,20-23.bargain": "en forligelse med bjergefolkene (dl-vrag/7)",
  "dl-vrag/1-7,20-23.fixedBy": "bjergelønnen sluttet af {by} (dl-vrag/6)",
  "dl-vrag/1-7,20-23.freight": "fragt og havari af det bjergede gods (dl-vrag/20–22)",
  "dl-vrag/1-7,20-23.wages": "skibsfolkenes hyre (dl-vrag/23)",
  "dl-vrag/1-7,20-23.notLost": "Skibet er ikke blevet, som Q-V01 læser „bliver“: dl-vrag/1 binder ikke dets folk.",
  "dl-vrag/1-7,20-23.duty": "Pligten at hjælpe og bjerge",
  "dl-vrag/1.byStorm": "formedelst storm",
  "dl-vrag/1.byMisfortune": "formedelst anden ulykke",
  "dl-vrag/1.whollyLost": "helt tabt {cause}",
  "dl-vrag/1.notWhollyLost": "forlist {cause}, men ikke helt tabt, og kun et totalt tab tæller (Q-V01 R2)",
  "dl-vrag/1.wreckCounts": "forlist {cause}; et skibbrud tæller, hvad enten skibet er helt tabt eller ej (Q-V01 R1)",
  "dl-vrag/1.atHand": "en søfarende ved hånden: „skibsfolkene“ er de søfarende folk ved hånden (Q-V02 R2)",
  "dl-vrag/1.notShipsPeople": "ikke af skibets folk: „skibsfolkene“ er det forliste skibs eget folk (Q-V02 R1)",
  "dl-vrag/1.shipsPeople": "en af skibsfolkene",
  "dl-vrag/1.mustHelp": "hjælpe og bjerge og redde {ship} og dets gods for en billig bjergeløn",
  "dl-vrag/1.refused":
    "{person} ville ikke hjælpe at bjerge: han har ingen bjergeløn (dl-vrag/2). Hvad en skibsmand, der vægrer sig, forbryder, sættes i dl-averi/4, som ikke afgøres her.",
  "dl-vrag/3-5.amtmand": "kongens amtmand",
  "dl-vrag/3-5.mayorAndCouncil": "borgmester og råd",
  "dl-vrag/3-5.bailiff": "en foged",
  "dl-vrag/3-5.strandBailiff": "en strandfoged",
  "dl-vrag/3-5.shoreCommander": "en, som hos strandsiden befalning har",
  "dl-vrag/3-5.foreshoreHolder": "den, som forstrandsrettighed har, på hvis grund det sker",
  "dl-vrag/3-5.couldNot": "skipperen med sit folk var ikke mægtig at bjerge",
  "dl-vrag/3-5.priority": "skipperen bjerger, og ingen må tage det af hans hænder, imens han vil og kan (Q-V03 R1)",
  "dl-vrag/3-5.maySalvage": "skipperen må bjerge; andre er ikke udelukket (Q-V03 R2)",
  "dl-vrag/3-5.permission": "Kun en tilladelse: andre, som bjerger ved siden af ham, er ikke udelukket (Q-V03 R2).",
  "dl-vrag/3-5.notHinder":
    "ikke forhindre {skipper} eller tage bjergningen af {ship} af hans hænder, imens han, hans købmænd og de, han dertil formå kan, ville og kunne bjerge",
  "dl-vrag/3-5.couldManage":
    "Der blev begæret hjælp, men skipperen var mægtig at bjerge: pligten efter dl-vrag/5 opstår kun, når han og hans folk ikke kan bjerge.",
  "dl-vrag/3-5.whatCanBeSaved": "hvad muligt er af {ship} og dets gods, for en billig bjergeløn",
  "dl-vrag/3-5.inPerson": "selv hjælpe {skipper}, sammen med den menige mand, at redde og bjerge {what} (Q-V05 R2)",
  "dl-vrag/3-5.getPeople":
    "være {skipper} behjælpelig hos den menige mand at hjælpe, redde og bjerge {what} (Q-V05 R1)",
  "dl-vrag/3-5.askAmtmand": "begære hjælp hos kongens amtmand med den menige mand",
  "dl-vrag/3-5.askMayor": "begære hjælp hos borgmester og råd",
  "dl-vrag/3-5.askBailiffs": "begære hjælp hos fogeder eller strandfogeder",
  "dl-vrag/3-5.askCommander": "begære hjælp hos den, som hos strandsiden befalning har",
  "dl-vrag/3-5.askHolder": "begære hjælp hos den, som forstrandsrettighed har, på hvis grund det sker",
  "dl-vrag/3-5.asked": "{person}, begæret: {label}",
  "dl-vrag/3-5.notAnOffice":
    "{person} blev begæret om hjælp, men har intet af de embeder, dl-vrag/5 nævner (amtmand, borgmester og råd, foged, strandfoged, en som hos strandsiden befalning har, den som forstrandsrettighed har): den bestemmelse binder ham ikke.",
  "dl-vrag/3-5.noOneAsked": "Ingen er endnu begæret om hjælp: øvrighedens pligt opstår først, når det af dem begæres.",
  "dl-vrag/3-5.notAsked": "{person} blev ikke begæret: pligten efter dl-vrag/5 opstår kun, „om det af dem begæres“.",
  "dl-vrag/3-5.whoSalvages": "Hvem der bjerger",
  "dl-vrag/3-5.salvagedNotTaken": "hvad der er bjerget, men ikke kan føres bort (Q-V04 R2)",
  "dl-vrag/3-5.unsalvaged":
    "det gods og vrag, som endnu ligger ubjerget, i virkeligheden retten til at bjerge det (Q-V04 R1)",
  "dl-vrag/3-5.sell": "sælge eller afhænde {what}, for skibet og med sine købmænd, til hvem han selv vil",
  "dl-vrag/3-5.keepIt": "beholde det",
  "dl-vrag/3-5.sellHis": "sælge eller afhænde sit gods blandt {what}, til hvem han selv vil",
  "dl-vrag/3-5.keepThem": "beholde det",
  "dl-vrag/3-5.notHinderSale": "ingenlunde forhindre skipperen og hans købmænd i at sælge eller afhænde {what}",
  // 6, 7: bjergelønnen
  "dl-vrag/6.amtmandAndBestMen": "amtmanden med de bedste mænd, der udi egnen er",
  "dl-vrag/6.mayorAndCouncil": "købstadens borgmester og råd",
  "dl-vrag/6.fixed": "{amount}, sluttet af {by}",
  "dl-vrag/6.toFix": "endnu at slutte af {by}",
  "dl-vrag/6.agreedSum": "{amount}, som forliget",
  "dl-vrag/6.agreedShare": "{share} af det bjergede gods, som forliget",
  "dl-vrag/6.soldToSalvors": "bjergefolkene giver skipperen {amount} og beholder, hvad de bjerger",
  "dl-vrag/6.shipSaved": "hvad der blev reddet af {ship}, for dets redere",
  "dl-vrag/6.goodsSaved": "hans reddede gods",
  "dl-vrag/6.valueOf": "{what} {value}",
  "dl-vrag/6.goodsOf": "{person}s reddede gods {value}",
  "dl-vrag/6.valueNotStated": "(værdi ikke angivet)",
  "dl-vrag/6.basis": "lejligheden og værdien af det reddede: {parts}",
  "dl-vrag/6.eachForHisOwn":
    "hvem der betaler bjergelønnen: skipperen for skibet og hver købmand for sit gods, efter det reddede værd (Q-V06 R1)",
  "dl-vrag/6.whoPays":
    "Hvem der betaler bjergelønnen: skipperen, købmændene eller begge, og i hvilke parter (Q-V06 R2)",
  "dl-vrag/6.whoPaysOf":
    "Hvem der betaler bjergelønnen på {amount}: skipperen, købmændene eller begge, og i hvilke parter (Q-V06 R2)",
  "dl-vrag/6.whoPaysBasis": "„hvad skipperen, eller købmanden, skulle give“: teksten overlader det til dem",
  "dl-vrag/6.skipperOrMerchants": "skipperen eller købmændene, som skønsmændene afgør",
  "dl-vrag/6.theSalvors": "bjergefolkene",
  "dl-vrag/6.rewardR2": "bjergelønnen (Q-V06 R2)",
  "dl-vrag/6.asAssessorsDecide": "hvem der betaler bjergelønnen: som skønsmændene afgør (Q-V06 R2)",
  "dl-vrag/6.assessment": "skøn",
  "dl-vrag/6.shareFor": "en part af bjergelønnen for {what}, efter dets værd (Q-V06 R1)",
  "dl-vrag/6.shareForOnce":
    "en part af bjergelønnen for {what}, efter dets værd (Q-V06 R1), når bjergelønnen er sluttet",
  "dl-vrag/6.shipValueWhat": "Det reddede værd af skibet, for at dele bjergelønnen mellem skib og gods (Q-V06 R1)",
  "dl-vrag/6.shipValueBasis": "værdien af det, der blev reddet af skibet; sagen angiver den ikke (ship_value_saved)",
  "dl-vrag/6.nothingSaved":
    "Intet af værdi siges at være reddet, så bjergelønnen på {amount} kan ikke deles efter det reddede værd (Q-V06 R1).",
  "dl-vrag/6.onceKnown": "efter det reddede værd, når det kendes",
  "dl-vrag/6.hisShare":
    "hans part af bjergelønnen for {what} ({value} af {saved} reddet; nøjagtigt {exact}) (Q-V06 R1)",
  "dl-vrag/6.rounding": "Afrunding: {how}",
  "dl-vrag/6.shipKey": "{id, select, other {skibet {ship}}}",
  "dl-vrag/6.goodsKey": "{id, select, other {{person}s gods}}",
  "dl-vrag/7.sumBargained": "den sum, der blev forliget om for alt, hvis de bjerge kunne ({salvors})",
  "dl-vrag/7.bindsSkipper":
    "Forligelsen binder den skipper, som gjorde den; dl-vrag/7 siger ikke, hvordan summen bæres mellem skibet og købmændene.",
  "dl-vrag/7.inKind": "{share} af hans bjergede gods, in natura, for deres fare og umage (værd {worth} af {value})",
  "dl-vrag/7.salvorsTogether": "bjergefolkene ({salvors}) tilsammen",
  "dl-vrag/7.soldDescription":
    "den sum, de forligtes om at give ham for alt, hvis de bjerge kunne; hvad de bjerger, er deres",
  "dl-vrag/7.notShared":
    "dl-vrag/7 siger ikke, hvordan den sum, bjergefolkene betaler, deles mellem skibets redere og købmændene.",
  "dl-vrag/7.wrongAssessorsTown":
    "Det skete for en købstad, hvor dl-vrag/6 lader borgmester og råd slutte bjergelønnen, men amtmanden med de bedste mænd sluttede den.",
  "dl-vrag/7.wrongAssessorsLand":
    "Det skete ikke for en købstad, hvor dl-vrag/6 lader amtmanden med de bedste mænd slutte bjergelønnen, men borgmester og råd sluttede den.",
  "dl-vrag/7.setAside":
    "Den bjergeløn, {by} sluttede, sættes til side: den forligelse, skipperen gjorde med bjergefolkene, står ved magt (dl-vrag/7).",
  "dl-vrag/7.noClaim":
    "En bjergeløn på {amount} blev sluttet, men ingen, som hjalp, har krav på den: ejerne af det reddede giver bjergelønnen, og det siges ikke, at nogen anden hjalp.",
  "dl-vrag/7.notFixed":
    "Der angives en bjergeløn på {amount}, men det siges ikke, hvem der sluttede den; dl-vrag/6 overlader det til {by} (facts.salvage_money_fixed_by). Den deles ikke, før den er sluttet.",
  "dl-vrag/7.differs":
    "Bjergelønnen ({money}) er en anden end den forligte sum ({sum}); forligelsen står ved magt (dl-vrag/7).",
  "dl-vrag/7.claimOf": "{person}: {label}",
  "dl-vrag/7.outsideWhat":
    "Bjergelønnen for {names}, som hjalp, men ikke {n, plural, one {er} other {er}} af de bjergefolk, som gjorde forligelsen",
  "dl-vrag/7.sharesUnused":
    "Den deling, der er angivet i salvage_money_shares, bruges ikke: den bjergeløn, den deler, er endnu ikke sluttet.",
  "dl-vrag/7.forSalvors": "Bjergelønnen for dem, som har bjerget: {names}",
  "dl-vrag/7.theReward": "Bjergelønnen",
  "dl-vrag/7.noOneToShare": "{label}: {money}, men ingen, som hjalp, har krav på at dele den.",
  "dl-vrag/7.bargainBy": "de bjergefolk, som gjorde forligelsen, som den deler det (dl-vrag/7 giver ingen nøgle)",
  "dl-vrag/7.sameAssessors":
    "dl-vrag/6 følger bjergningen med den menige mand i dl-vrag/5; den billige bjergeløn i dl-vrag/1 nævner ingen skønsmænd for sig, så den sluttes på samme måde.",
  "dl-vrag/7.noClaimNoBargain": "Ingen, som hjalp, har krav på bjergeløn, og der er ingen forligelse.",
  "dl-vrag/7.none": "ingen",
  // 2, 6: krav på bjergelønnen og dens deling
  "dl-vrag/2.shares": "{n, plural, one {# part} other {# parter}}: {reason}",
  "dl-vrag/2.outside":
    "hjalp, men er ikke af de bjergefolk, som gjorde forligelsen: hans bjergeløn skal endnu sluttes efter dl-vrag/6",
  "dl-vrag/2.shipOwner":
    "en reder af det forliste skib: giver bjergelønnen for det reddede („hvad skipperen, eller købmanden, skulle give“) og fortjener den ikke (Q-S11 R1)",
  "dl-vrag/2.goodsOwner":
    "ejeren af reddet gods: giver bjergelønnen for det reddede („hvad skipperen, eller købmanden, skulle give“) og fortjener den ikke (Q-S11 R1)",
  "dl-vrag/2.skipperGives":
    "det forliste skibs skipper: giver bjergelønnen for skibet („hvad skipperen, eller købmanden, skulle give“) og fortjener den ikke (Q-S09 R2)",
  "dl-vrag/2.skipperHelped":
    "skipperen, som hjalp at bjerge: dl-vrag/2 udelukker kun dem, som ikke hjælper, og dl-averi/1 giver skipperen bjergelønnen for samme bjergning (Q-S09 R1)",
  "dl-vrag/2.persons": "{n} personer, som hjalp at bjerge",
  "dl-vrag/2.helped": "hjalp at bjerge",
  "dl-vrag/2.didNotHelp": "hjalp ikke at bjerge: ingen nyder noget til bjergeløn, uden han hjælper at bjerge",
  "dl-vrag/6.sharing.fixedBy": "Bjergeløn sluttet af {by}",
  "dl-vrag/6.sharing.bargained": "Bjergeløn forliget med bjergefolkene",
  "dl-vrag/6.sharing.salvorsShare": "Bjergefolkenes {share} af det bjergede gods, efter værdi",
  "dl-vrag/6.sharing.shareWorth":
    "Bjergefolkenes del af godset er værd {exact}; den deles efter værdi til hele {unit}, som {whole}.",
  "dl-vrag/6.sharing.skipperOf": "skipper på {ship}",
  "dl-vrag/6.sharing.ownerOf": "reder af {ship}",
  "dl-vrag/6.sharing.crewOf": "en af skibsfolkene på {ship}",
  "dl-vrag/6.sharing.atHand": "søfarende ved hånden",
  "dl-vrag/6.sharing.merchant": "købmand, ejer af reddet gods",
  "dl-vrag/6.sharing.official": "øvrighedsperson",
  "dl-vrag/6.sharing.helper": "hjælper ved bjergningen",
  "dl-vrag/6.sharing.named": "nævnt i sagen",
  "dl-vrag/6.sharing.comma": "{first}, {then}",
  "dl-vrag/6.sharing.dividedShare": "{reason}; {share}, som {by} delte bjergelønnen (Q-S06 R2)",
  "dl-vrag/6.sharing.dividedNothing": "{reason}; intet, som {by} delte bjergelønnen (Q-S06 R2)",
  "dl-vrag/6.sharing.asDividedBy": "{label}, som delt af {by}",
  "dl-vrag/6.sharing.sharesNotUsedEqual":
    "Den deling, der er angivet i salvage_money_shares, bruges ikke: bjergelønnen deles i lige parter ({q}).",
  "dl-vrag/6.sharing.sharesNotUsedOne":
    "Den deling, der er angivet i salvage_money_shares, bruges ikke: kun én person har krav på bjergelønnen.",
  "dl-vrag/6.sharing.sharedAsDivided":
    "{money} delt mellem bjergefolkene, som {by} delte det („efter lejligheden“; Q-S06 R2)",
  "dl-vrag/6.sharing.asDivided": "som delt",
  "dl-vrag/6.sharing.eachWhat": "Hver bjergers part af de {money} (Q-S06 R2): angiv den som facts.salvage_money_shares",
  "dl-vrag/6.sharing.eachBasis":
    "dl-vrag/6 overlader lønnen til dem, som har bjerget, til skønsmændene „efter lejligheden“ og giver ingen nøgle til at dele den mellem dem, som bjergede",
  "dl-vrag/6.sharing.stillToGive":
    "bjergelønnen deles mellem bjergefolkene, som de, der slutter den, deler den (Q-S06 R2): delingen skal endnu angives",
  "dl-vrag/6.sharing.assessment": "skøn",
  "dl-vrag/6.sharing.sharedEqually":
    "{money} delt i lige parter mellem {n, plural, one {# bjerger} other {# bjergere}}: en part er {per}{n, plural, one {} other { (Q-S06 R1)}}",
  "dl-vrag/6.sharing.rounding": "Afrunding: {how} De tiloversblevne enheder uddelt således: {left} {units}.",
  // 20–22: fragt og havari
  "dl-vrag/20.fairOn": "billig fragt af hans bjergede gods ({value}) — {what}",
  "dl-vrag/20.fairWhat": "Billig fragt af {person}s bjergede gods ({q})",
  "dl-vrag/20.fairBy": "gode mænd (dl-vrag/20 nævner ingen; jf. dl-averi/43)",
  "dl-vrag/20.notStated": "ikke angivet",
  "dl-vrag/20.fairBasis":
    "den aftalte fragt ({agreed}), den del af rejsen, der er gjort ({done}), og det bjergede gods ({value})",
  "dl-vrag/20.agreedNotStated": "den aftalte fragt er ikke angivet",
  "dl-vrag/20.doneNotStated": "den del af rejsen, der er gjort, er ikke angivet (Q-V13 R1)",
  "dl-vrag/20.proRata": "den aftalte fragt, {agreed}, for de {done} af rejsen, der er gjort (Q-V13 R1)",
  "dl-vrag/20.full": "den fulde aftalte fragt af det bjergede gods (Q-V13 R2)",
  "dl-vrag/20.asFair": "som skønsmænd finder billigt (Q-V13 R3)",
  "dl-vrag/20.allLeft": "alt hans bjergede gods ({value}) er skipperens, for fragten",
  "dl-vrag/20.partLeft": "en del af hans gods ({value}) er skipperens for fragten deraf (Q-V14 R2); af resten: {rest}",
  "dl-vrag/20.onlySome":
    "{person} har valgt kun at lade skipperen beholde noget af sit gods; han må lade det alt eller betale fragten (Q-V14 R1), så valget står endnu åbent, og fragten regnes af det alt.",
  "dl-vrag/20.pay": "give skipperen billig fragt af sit bjergede gods",
  "dl-vrag/20.leaveAll": "lade skipperen beholde alt sit bjergede gods for fragten",
  "dl-vrag/20.leavePart": "lade skipperen beholde en del af godset og betale fragt af resten (Q-V14 R2)",
  "dl-vrag/20.ownShip": "{person} skibede sit eget gods i sit eget skib: ingen fragt.",
  "dl-vrag/20.notLost":
    "Skibet er ikke blevet, som Q-V01 læser „bliver“: dl-vrag/20–21 gælder ikke; fragten følger aftalen og dl-averi (f.eks. dl-averi/42–43), som ikke afgøres her.",
  "dl-vrag/20.section": "Fragt af det bjergede gods",
  "dl-vrag/22.mayBeGeneral":
    "landløbningen kan være almindeligt havari efter dl-averi/20–25, at afgøre efter det kapitel (Q-V15 R1)",
  "dl-vrag/22.noAverage":
    "intet havari skyldes af det bjergede gods, som {names} ejer, for det skib eller gods, der er borte blevet",
  "dl-vrag/22.noAverageR2":
    "intet havari skyldes af det bjergede gods, som {names} ejer, for det skib eller gods, der er borte blevet (Q-V15 R2)",
  "dl-vrag/22.runAshore":
    "{ship} blev med forsæt løbet på land for at redde skib og gods: efter Q-V15 R1 er det almindeligt havari (dl-averi/20–25), ikke en stranding efter dl-vrag/22. Afgør havariet som en sag efter dl-averi.",
  "dl-vrag/22.notStranded": "Det strandede ikke: dl-vrag/22 taler om strandet gods.",
  "dl-vrag/22.section": "Havari af det bjergede gods",
  // 23: skibsfolkenes hyre
  "dl-vrag/23.shared": "det bjergede efter omkostningerne, {net}, delt efter den skyldige hyre (Q-V16 R2)",
  "dl-vrag/23.short":
    "det bjergede efter omkostningerne, {net}, tilstrækker ikke de {owed}, der skyldes: intet af deres hyre (Q-V16 R1)",
  "dl-vrag/23.covers":
    "det bjergede efter omkostningerne, {net}, tilstrækker de {owed}, der skyldes: deres hyre fuldt ud",
  "dl-vrag/23.asStated": "omkostningen med at bjerge, som angivet",
  "dl-vrag/23.rewardToFix": "bjergelønnen skal endnu sluttes",
  "dl-vrag/23.noRewardNoCosts": "ingen bjergeløn skyldes, og ingen omkostninger er angivet",
  "dl-vrag/23.theReward": "bjergelønnen; ingen anden omkostning er angivet (salvage_costs)",
  "dl-vrag/23.notKnown": "ikke kendt",
  "dl-vrag/23.reckoning":
    "Hvad der blev bjerget af skib og gods: {saved}; omkostningen med at bjerge: {costs} ({why}); det bjergede efter omkostningerne: {net}.",
  "dl-vrag/23.shipValueWhat": "Værdien af det, der blev reddet af skibet",
  "dl-vrag/23.costsWhat": "Omkostningen med at bjerge",
  "dl-vrag/23.costsBy": "{assessor} (bjergelønnen) og regnskabet for bjergningen",
  "dl-vrag/23.basis":
    "dl-vrag/23 måler skibsfolkenes efterstående hyre ({owed}) mod det, der bjerges af skib og gods efter omkostningen med at bjerge",
  "dl-vrag/23.lessThanWages":
    "Hvad der blev bjerget ({saved}), er mindre end den skyldige hyre ({owed}) før nogen omkostning: hvad omkostningerne end er, tilstrækker det bjergede ikke (dl-vrag/23).",
  "dl-vrag/23.section": "Skibsfolkenes hyre",
  "dl-vrag/23.includesReward":
    "Bjergelønnen skal endnu sluttes (dl-vrag/6); den angivne omkostning med at bjerge ({costs}) anses at indbefatte den. Gør den ikke det, er det bjergede efter omkostningerne mindre.",
  "dl-vrag/23.rounding": "Afrunding: {how} De tiloversblevne enheder uddelt således: {left}.",
  "dl-vrag/23.owed": "skyldig {owed}: {reason}",
  "dl-vrag/23.fundLabel": "Skibsfolkenes efterstående hyre, som de kan fordre af det bjergede",
  "dl-vrag/23.liability": "efterstående hyre af det bjergede, for skibets redere (nøjagtigt {exact}): {reason}",
  "dl-vrag/23.nothing": "{names} har intet af deres efterstående hyre at fordre: {reason}",
  "dl-vrag/23.second":
    "Fordelingen deler bjergelønnen; skibsfolkenes hyre af det bjergede er angivet som forpligtelser, og deres fond står som nummer to.",
  "dl-vrag/2.noHelpNoReward": "ingen at nyde noget til bjergeløn, uden han hjælper at bjerge",
  "dl-vrag/20.whose": "{person}: {label}",
  "dl-vrag/20.goods": "gods",
  "dl-vrag/20.inKind": "in natura, for fragten: det gods, han lod skipperen beholde ({goods}, værd {worth})",
  // 8, 9: omkostningerne ved forvaringen
  "dl-vrag/8.keeping.partOfReward": "en del af bjergelønnen",
  "dl-vrag/8.keeping.ownersBeside": "ejerens, foruden bjergelønnen",
  "dl-vrag/8.keeping.keepersOwn": "forvarerens egen udgift",
  "dl-vrag/8.keeping.keeperBears":
    "; de {cost}, der er anvendt på forvaringen, er hans egen udgift, ikke ejerens, som får sit gods for en tilbørlig bjergeløn og omkostningen ved at hjælpe det (dl-vrag/9, /10)",
  "dl-vrag/8.keeping.noOwnerCame":
    "; de {cost}, der er anvendt på forvaringen, er hans egen udgift: ingen ejer kom efter sit gods, og {reading} lægger dem på ingen anden end ham (dl-vrag/9, /13)",
  "dl-vrag/8.keeping.ifInTime": "om han kommer i tide",
  "dl-vrag/8.keeping.beforeBack": "før han får sit gods igen",
  "dl-vrag/8.keeping.ownerPays":
    "; ejeren betaler ham de {cost}, der er anvendt på forvaringen, foruden den tilbørlige bjergeløn, {when} ({reading})",
  "dl-vrag/8.keeping.inReward":
    "; de {cost}, der er anvendt på forvaringen, er en del af den tilbørlige bjergeløn, skønsmændene slutter, og han får dem af den bjergeløn, ejeren betaler, {when} ({reading})",
  "dl-vrag/8.keeping.basis":
    "; de {cost}, forvareren har anvendt på at holde godset, er en del af det, de vejer, og han får dem af bjergelønnen ({reading})",
  // 8: vrag, og ingen levende folk hos
  "dl-vrag/8.nobody": "ingen levende folk var hos",
  "dl-vrag/8.notSaid": "sagen siger det ikke; et vrag anses fundet uden nogen hos",
  "dl-vrag/8.salvage": "lade bjerge med al flid så meget af skib og gods, som mest muligt er",
  "dl-vrag/8.keep":
    "lade det bjergede indlægge udi god forvaring med klare registre og holde det, til ejeren tager det, eller år og dag er omme{charge}",
  "dl-vrag/8.noRegister":
    "Der føres intet klart register over det bjergede vrag, skønt dl-vrag/8 kræver det: ejeren kan ikke efterse, hvad der blev bjerget, og forvareren ikke vise, hvad han har.",
  // 8–13, 12: vrag på stranden og utro omgang dermed
  "dl-vrag/12.penalty":
    "straffes som for andet uhjemlet gods („uhjemlet gods“): målet sættes andetsteds i Danske Lov, uden for dette kapitel, og sealaw angiver intet tal",
  "dl-vrag/12.reportedUnder": "{what} (anmeldt efter {provision})",
  "dl-vrag/12.asFor": "{who}: som for uhjemlet gods",
  "dl-vrag/12.reported": "Utro omgang med vraget: {n} anmeldt",
  "dl-vrag/8-13.whoseShore":
    "Sagen siger ikke, hvis forstrand vraget ligger på: amtmanden handler på kongens, grundejeren for sin egen grund (dl-vrag/8), og uindløst vrag hører kongen til eller den, som forstrandsrettighed har (dl-vrag/13).",
  "dl-vrag/8-13.tooLate":
    "{claimant} kom den {date}, efter {last}, den sidste dag af år og dag: for sent (dl-vrag/9, /13).",
  "dl-vrag/8-13.proofRanOut":
    "{claimant}s bevisning er ikke nøjagtig, så godset antvordes ham ikke; år og dag er siden løbet ud.",
  "dl-vrag/8-13.proofStill":
    "{claimant}s bevisning er ikke nøjagtig, så godset antvordes ham ikke; han kan endnu komme med nøjagtig bevisning til {last}.",
  "dl-vrag/3-5.everyoneElse": "alle andre",
  // 8–13: vragets parter
  "dl-vrag/8-13.party.king": "Kongen",
  "dl-vrag/8-13.party.theKing": "kongen",
  "dl-vrag/8-13.party.kingRole": "kongen, som uindløst vrag hører til (dl-vrag/13)",
  "dl-vrag/8-13.party.amtmand": "Amtmanden",
  "dl-vrag/8-13.party.theAmtmand": "amtmanden",
  "dl-vrag/8-13.party.amtmandRole": "kongens amtmand i egnen, som handler på kongens forstrand (dl-vrag/8)",
  "dl-vrag/8-13.party.either": "Amtmanden eller grundejeren",
  "dl-vrag/8-13.party.theEither": "amtmanden eller grundejeren",
  "dl-vrag/8-13.party.eitherRole":
    "amtmanden på kongens forstrand, eller den, hvis grund vraget findes for: sagen siger ikke, hvis forstrand det er",
  "dl-vrag/8-13.party.owner": "ejeren, som kom efter sit gods (dl-vrag/9)",
  "dl-vrag/8-13.party.agentFor": "ejerens fuldmægtig, for {owner}, ejeren (dl-vrag/9)",
  "dl-vrag/8-13.party.agent": "ejerens fuldmægtig, for ejeren (dl-vrag/9)",
  "dl-vrag/8-13.party.holderWithRight":
    "den, hvis grund vraget findes for, og som forstrandsrettighed har (dl-vrag/8, /13)",
  "dl-vrag/8-13.party.holderWithoutRight": "den, hvis grund vraget findes for, uden forstrandsrettighed (dl-vrag/8)",
  // 8: hvem der skal lade bjerge og forvare
  "dl-vrag/8.keeper": "lod vraget bjerge og har det i forvaring, for {bound} (dl-vrag/8)",
  "dl-vrag/8.whoMust": "Hvem der skal lade vraget bjerge og forvare: {party}",
  // 10, 11: hvert stykke, uskadt, at hjælpe eller at sælge
  "dl-vrag/10-11.spoilt": "{state, select, damagedAndWet {skadet og vådt} damagedOnly {skadet} other {vådt}}",
  "dl-vrag/10-11.restore": "{state}, og står til at hjælpe: hjælpes på dens omkostning, som godset skal igen have",
  "dl-vrag/10-11.sell": "{state}, og kan ikke hjælpes: må straks sælges og gøres i penge, det dyreste ske kan",
  "dl-vrag/10-11.judge": "{state}; om det står til at hjælpe, siges ikke, og må skønnes",
  "dl-vrag/10-11.sound": "hverken skadet eller vådt: forvares, som det er",
  "dl-vrag/10-11.itemStep": "{item}: {label}",
  "dl-vrag/10-11.haveSaved":
    "lade {item} hjælpe (tørre, lufte, pakke om, som det behøver), på dens omkostning, som godset skal igen have",
  "dl-vrag/10-11.sellAtOnce": "straks sælge {item} og gøre det i penge, det dyreste ske kan",
  "dl-vrag/10-11.straks": "'straks': lov er givet til at sælge straks, før godset fordærves mere",
  "dl-vrag/10-11.whether": "Om {item}, {state}, står til at hjælpe",
  "dl-vrag/10-11.judgeBy":
    "ikke nævnt i teksten: amtmanden eller den, hvis grund godset strander for, som skal lade godset hjælpe (dl-vrag/10) eller må sælge det (dl-vrag/11)",
  "dl-vrag/10-11.judgeBasis":
    "gods, som står til at hjælpe, hjælpes på dens omkostning, som det igen skal have (dl-vrag/10); gods, som ikke kan hjælpes, må straks sælges (dl-vrag/11)",
  "dl-vrag/10-11.soldThough":
    "{item} blev solgt, skønt det {why, select, couldBeSaved {stod til at hjælpe} other {ikke siges at være skadet eller vådt}}: dl-vrag/11 giver kun lov til at sælge gods, som ikke kan hjælpes. Pengene regnes som det, godset er solgt for.",
  "dl-vrag/10-11.costLeftOut":
    "Omkostningen ved at hjælpe {item} lades ude: dl-vrag/10 lægger kun omkostningen på gods, som er skadet eller vådt, står til at hjælpe og forvares.",
  "dl-vrag/10-11.costNotGiven":
    "Omkostningen ved at hjælpe {item} er ikke opgivet, så pengene kan ikke gøres op, før den kendes.",
  "dl-vrag/10-11.itemsLabel": "Det bjergede gods, stykke for stykke",
  "dl-vrag/10-11.fate":
    "{item}: {kind, select, keptSound {uskadt} toRestore {hjælpes} toSell {sælges} other {skønnes}}",
  "dl-vrag/10-11.heldForOwner": "forvares for ejeren",
  "dl-vrag/10-11.leftOpen": "ladt åbent",
  "dl-vrag/10-11.leftOpenWarning":
    "Hvad der bliver af de {amount}, som det straks solgte gods indbragte, lades åbent ({reading}): teksten siger ikke, at pengene træder i godsets sted, så sealaw giver ingen noget deraf.",
  // 9, 13: år og dag, og hvem godset følger
  "dl-vrag/9-13.title.awaiting": "et krav kom i tide, og dets bevisning skal endnu skønnes",
  "dl-vrag/9-13.title.lastDayUnknown": "den sidste dag af år og dag kendes ikke",
  "dl-vrag/9-13.title.noAsOf": "sagen giver ingen dag (as_of), per hvilken det kan siges, om år og dag er udløbet",
  "dl-vrag/9-13.title.notRunOut": "år og dag er ikke udløbet, og ingen ejer er endnu kommet med nøjagtig bevisning",
  "dl-vrag/9-13.title.keptForOwner": "{why}: vraget forvares for dets ejer",
  "dl-vrag/9-13.title.takerOwner": "ejeren, som kom i tide med nøjagtig bevisning",
  "dl-vrag/9-13.title.takerKingOrHolder":
    "kongen, eller den, som forstrandsrettighed har: ingen kom i tide med nøjagtig bevisning",
  "dl-vrag/9-13.title.takerPending": "endnu ingen: vraget forvares for dets ejer",
  "dl-vrag/9-13.title.whoHas": "Hvem godset følger: {taker}",
  "dl-vrag/9-13.title.heirUnknown":
    "kongen, eller den, som forstrandsrettighed har: sagen siger ikke, hvis forstrand det er, så hvem det er, må godtgøres",
  "dl-vrag/9-13.title.whose": "Hvem vraget hører til, om ingen beviser sin ret: {heir}",
  "dl-vrag/9-13.title.notKnown": "ikke kendt",
  "dl-vrag/9-13.title.noRight": "grundejeren har ikke forstrandsrettighed, og teksten nævner ingen anden end kongen",
  "dl-vrag/9-13.title.rightWhat": "Hvis forstrand vraget ligger på, og hvem der har forstrandsrettighed der",
  "dl-vrag/9-13.title.rightBy": "ikke nævnt i teksten: at godtgøre af adkomsten til grunden",
  "dl-vrag/9-13.title.rightBasis":
    "uindløst vrag hører kongen til, eller den, som forstrandsrettighed har (dl-vrag/13)",
  "dl-vrag/9-13.title.assessors":
    "amtmanden med de bedste mænd, der udi egnen er, eller, for købstæderne, borgmester og råd: dl-vrag/9 nævner ingen, og 'som før er rørt' peger tilbage på dl-vrag/6, hvis skønsmænd sealaw låner",
  "dl-vrag/9-13.title.rewardWhat": "En tilbørlig bjergeløn",
  "dl-vrag/9-13.title.rewardBasisFixed": "dl-vrag/9, efter lejligheden og godses værd, som dl-vrag/6 siger",
  "dl-vrag/9-13.title.rewardBasis": "efter lejligheden og godses værd (dl-vrag/6)",
  "dl-vrag/9-13.title.rewardBasisValued": "efter lejligheden og godses værd (dl-vrag/6); sagen sætter {items}",
  "dl-vrag/9-13.title.valuedAt": "{item} til {value}",
  "dl-vrag/9-13.title.comma": "{first}, {rest}",
  "dl-vrag/9-13.title.toBeFixed": "skal endnu fastsættes",
  "dl-vrag/9-13.title.proofWhat": "Om {claimant}s bevis for, at godset er ejerens, er nøjagtig bevisning",
  "dl-vrag/9-13.title.proofBy":
    "ikke nævnt i teksten: den, som har det i forvaring og skal udlevere godset derimod, og i tvist retten",
  "dl-vrag/9-13.title.proofBasis": "ejeren får kun sit gods med nøjagtig bevisning inden år og dag (dl-vrag/9, /13)",
  // 9–13: pengene og udleveringerne
  "dl-vrag/9-13.settlement.and": "{first} og {rest}",
  "dl-vrag/9-13.settlement.andThen": "{first}; og {rest}",
  "dl-vrag/9-13.settlement.bearingHimself": "{takes}; han bærer selv {debts}",
  "dl-vrag/9-13.settlement.debt": "{amount} som {words}",
  "dl-vrag/9-13.settlement.outOfProceeds": "af salgspengene: {debts}",
  "dl-vrag/9-13.settlement.outOfProceedsShort": "af salgspengene: {debts}; {short} deraf skal {taker} endnu betale",
  "dl-vrag/9-13.settlement.lessOwed": "{takes}, med fradrag af, hvad deraf skyldes",
  "dl-vrag/9-13.settlement.lessOwedNothing": "{takes}, med fradrag af, hvad deraf skyldes: intet bliver tilbage",
  "dl-vrag/9-13.settlement.costOfSaving": "omkostningen ved at hjælpe {item}, båret af {bearer}",
  "dl-vrag/9-13.settlement.nameAmount": "{name}: {amount}",
  "dl-vrag/9-13.settlement.inKind": "{item}, in natura",
  "dl-vrag/9-13.settlement.moneyFetched": "pengene, som {item} indbragte, straks solgt, i godsets sted",
  "dl-vrag/9-13.settlement.costLiability": "omkostningen ved at hjælpe {item} ({state}), båret af {bearer}",
  "dl-vrag/9-13.settlement.costLiabilityOpen":
    "omkostningen ved at hjælpe {item} ({state}), båret af {bearer}: som udlagt, endnu ikke opgivet",
  "dl-vrag/9-13.settlement.someCostMissing": "omkostningen ved at hjælpe noget af godset er ikke opgivet",
  "dl-vrag/9-13.settlement.cannotDivide": "Salgspengene kan endnu ikke deles: {why}.",
  "dl-vrag/9-13.settlement.partOfIt": ", de {cost} for godsets forvaring som en del deraf ({reading})",
  "dl-vrag/9-13.settlement.rewardFixed": "den tilbørlige bjergeløn, som fastsat af {by}{within}",
  "dl-vrag/9-13.settlement.rewardToFix":
    "en tilbørlig bjergeløn, som amtmanden med de bedste mænd endnu skal fastsætte (se skønnene){within}",
  "dl-vrag/9-13.settlement.basisMore": "{basis}{more}",
  "dl-vrag/9-13.settlement.keepingLiability":
    "omkostningen ved at holde godset i god forvaring, båret af {name} foruden bjergelønnen ({reading})",
  "dl-vrag/9-13.settlement.keepingDebt": "omkostningen ved forvaringen, båret af {name} ({reading})",
  "dl-vrag/9-13.settlement.salvorsRole":
    "som bjergede vraget for den, der har det i forvaring, og hvem bjergelønnen skyldes (dl-vrag/6)",
  "dl-vrag/9-13.settlement.toSalvorsLess":
    "den tilbørlige bjergeløn, indkrævet hos ejeren, til {salvors}, som bjergede godset, med fradrag af de {kept} for dets forvaring, som forvareren har deraf ({reading})",
  "dl-vrag/9-13.settlement.toSalvors":
    "den tilbørlige bjergeløn, indkrævet hos ejeren, til {salvors}, som bjergede godset",
  "dl-vrag/9-13.settlement.keepingOverReward":
    "Den tilbørlige bjergeløn på {reward} overstiger ikke de {cost} for godsets forvaring, som er regnet deri ({reading}): forvareren har det hele.",
  "dl-vrag/9-13.settlement.keepingOverRewardSalvors":
    "Den tilbørlige bjergeløn på {reward} overstiger ikke de {cost} for godsets forvaring, som er regnet deri ({reading}): forvareren har det hele; de, som bjergede, får intet deraf.",
  "dl-vrag/9-13.settlement.theDueReward": "den tilbørlige bjergeløn",
  "dl-vrag/9-13.settlement.hisInTheirPlace":
    "pengene, som det straks solgte gods indbragte, hans i dets sted ({reading})",
  "dl-vrag/9-13.settlement.theAgent": "{name}, ejerens fuldmægtig",
  "dl-vrag/9-13.settlement.itsOwner": "{name}, dets ejer",
  "dl-vrag/9-13.settlement.claimed":
    "vrag, og ingen levende folk hos, krævet inden år og dag med nøjagtig bevisning af {who}: godset følger ham for en tilbørlig bjergeløn ({provisions})",
  "dl-vrag/9-13.settlement.fundClaimed": "Pengene for straks solgt gods, modregnet i bjergelønnen og omkostningerne",
  "dl-vrag/9-13.settlement.rewardToBeFixed": "bjergelønnen skal endnu fastsættes",
  "dl-vrag/9-13.settlement.unclaimedEither":
    "vrag, og ingen levende folk hos, ikke krævet inden år og dag: det hører kongen til, eller den, som forstrandsrettighed har ({provisions})",
  "dl-vrag/9-13.settlement.unclaimedEitherSince":
    "vrag, og ingen levende folk hos, ikke krævet inden år og dag: siden {since} hører det kongen til, eller den, som forstrandsrettighed har ({provisions})",
  "dl-vrag/9-13.settlement.takesTheGoods": "{taker}, som tager godset",
  "dl-vrag/9-13.settlement.fallenTo":
    "pengene, som det straks solgte gods indbragte, faldet til {taker} med vraget ({reading})",
  "dl-vrag/9-13.settlement.unclaimed":
    "vrag, og ingen levende folk hos, ikke krævet inden år og dag: det tilhører {taker} ({provisions})",
  "dl-vrag/9-13.settlement.unclaimedSince":
    "vrag, og ingen levende folk hos, ikke krævet inden år og dag: siden {since} tilhører det {taker} ({provisions})",
  "dl-vrag/9-13.settlement.fundFallen": "Pengene for straks solgt gods, faldet med vraget",
  "dl-vrag/9-13.settlement.priceOwner":
    "en tilbørlig bjergeløn, de {cost} for dets forvaring ({reading}) og omkostningen ved at hjælpe det",
  "dl-vrag/9-13.settlement.priceReward":
    "en tilbørlig bjergeløn, de {cost} for dets forvaring som en del deraf ({reading}), og omkostningen ved at hjælpe det",
  "dl-vrag/9-13.settlement.price": "en tilbørlig bjergeløn og omkostningen ved at hjælpe det",
  "dl-vrag/9-13.settlement.anyOwner": "den rette ejer eller hans fuldmægtig",
  "dl-vrag/9-13.settlement.comeWithProof":
    "komme med nøjagtig bevisning for, at godset er ejerens, og få det (med pengene for hvad der straks er solgt) for {price}",
  "dl-vrag/9-13.settlement.lapseFrom": "fra {day} (juliansk) tilhører vraget {heir} (dl-vrag/13)",
  "dl-vrag/9-13.settlement.lapseOnce": "når år og dag er udløbet, tilhører vraget {heir} (dl-vrag/13)",
  "dl-vrag/9-13.settlement.kingOrHolder": "kongen, eller den, som forstrandsrettighed har",
  "dl-vrag/9-13.settlement.ifNoOneBy":
    "Kommer ingen med nøjagtig bevisning inden {last}, tilhører vraget fra den {day} {heir}",
  "dl-vrag/9-13.settlement.ifNoOne":
    "Kommer ingen inden år og dag med nøjagtig bevisning, tilhører vraget siden {heir}",
  "dl-vrag/9-13.settlement.kept": "vrag, og ingen levende folk hos, forvaret for dets ejer ({provisions})",
  "dl-vrag/9-13.settlement.keptUntil":
    "vrag, og ingen levende folk hos, forvaret for dets ejer til {last}, den sidste dag af år og dag ({provisions})",
} satisfies Catalogue;
