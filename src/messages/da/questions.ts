/**
 * Spørgsmålene på dansk: hver meddelelse under det id, dens engelske tekst giver
 * (se docs/languages.md). Spørgsmål efter Danske Lov med Lovens ord (vrag, gods,
 * skipper, bjergeløn); efter Borkum-rullen med rullens tyske ord, hvor de er termer.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // Forhørets egne ord om et felts spørgsmål
  "questions/phrase.it": "det",
  "questions/phrase.about": "{who}: {question}",
  "questions/phrase.howMany": "{question} Hvor mange er der?",
  "questions/phrase.idName":
    "Hvilket kort navn (bogstaver, cifre, understregninger, punktummer eller bindestreger) skal {what} have i sagen?",
  "questions/phrase.goodsOfPerson": "{person}s parti {id}",
  "questions/phrase.goodsOfPersonNoId": "{person}s parti",
  "questions/phrase.goodsNoPerson": "partiet {id}",
  "questions/phrase.goodsNoPersonNoId": "partiet",
  "questions/phrase.goodsOfWhat": "{goods} ({what})",
  "questions/phrase.wageOwed": "den løn, {person} har til gode",
  "questions/phrase.personOf": "{noun} {person}",
  "questions/phrase.personOfEntry": "{noun} {person} på {entry}",
  "questions/phrase.thingOf": "{person}s {what}",
  "questions/phrase.thingOfEntry": "{person}s {what} ({entry})",
  "questions/phrase.fromEntry": "fra {entry}",
  "questions/phrase.fromParcel": "fra parti {parcel}",
  "questions/phrase.theWhat": "{what}",
  "questions/phrase.theWhatOf": "{what} på {entry}",
  // Listernes poster
  "questions/entry.people": "person",
  "questions/entry.persons": "person",
  "questions/entry.cargo": "parti",
  "questions/entry.crew": "mand af besætningen",
  "questions/entry.slipped": "skib, der slap",
  "questions/entry.taken": "parti taget",
  "questions/entry.goods_lost": "parti tabt",
  "questions/entry.lighter_damage": "skade på en lægter",
  "questions/entry.wages_owed": "tilgodehavende løn",
  "questions/entry.help_asked": "kald om hjælp",
  "questions/entry.harbour_theft": "tyveri",
  "questions/entry.damage": "skade",
  "questions/entry.portage": "føring",
  "questions/entry.bottomry": "bodmerilån",
  "questions/entry.found_by": "finder",
  "questions/entry.commons_rights": "husstands ret",
  "questions/entry.concealed": "fordølgelse",
  "questions/entry.measures": "forholdsregel",
  // Spørgsmålene som tekst
  "questions/render.defaultYes": " (standard: ja)",
  "questions/render.defaultNo": " (standard: nej)",
  "questions/render.defaultValue": " (standard: {value})",
  "questions/render.yesNo": "ja eller nej{def}",
  "questions/render.oneOf": "en af: {values}{def}",
  "questions/render.someOf": "vilkårligt mange af: {values}, adskilt af kommaer{def}",
  "questions/render.amount": "et beløb i {currency}{def}",
  "questions/render.amountExample": "et beløb i {currency}, f.eks. »{example}«{def}",
  "questions/render.number": "et tal: 2, »3/4«, »0.25« eller »1 1/2«{def}",
  "questions/render.date": "en dato, {format}, i sagens kalender{def}",
  "questions/render.person": "en person i sagen{def}",
  "questions/render.personAmong": "en person i sagen ({choices}){def}",
  "questions/render.ship": "et skib i sagen{def}",
  "questions/render.shipAmong": "et skib i sagen ({choices}){def}",
  "questions/render.ships": "skibe i sagen, adskilt af kommaer{def}",
  "questions/render.shipsAmong": "skibe i sagen, adskilt af kommaer ({choices}){def}",
  "questions/render.people": "personer i sagen, adskilt af kommaer{def}",
  "questions/render.peopleAmong": "personer i sagen, adskilt af kommaer ({choices}){def}",
  "questions/render.entries": "hvor mange; der spørges så om hver for sig{def}",
  "questions/render.details": "ja, for at beskrive det",
  "questions/render.mapping": "par NØGLE: VÆRDI, adskilt af kommaer{def}",
  "questions/render.text": "tekst{def}",
  "questions/render.inTheFile": "       i filen: {path}",
  "questions/render.answer": "       svar: {hint}",
  "questions/render.mattersUnder": "       har betydning efter: {provisions}",
  "questions/render.explainsOnly": "       vises kun i forklaringen; det afgør intet",
  "questions/render.formatRequires": "       sagsformatet kræver det (ingen regel har læst det endnu)",
  "questions/render.checkFails": "       en kontrol på tværs af kendsgerningerne fejler: {why}",
  "questions/render.withoutIt": "       uden det: {gap}",
  "questions/render.canMove": "       kan flytte {moves}: {effect}",
  "questions/render.withoutRun": "  uden {first}–{last}: {gap}",
  "questions/render.complete": "Mere behøves ikke: sagen kan afgøres ({situation}).",
  "questions/render.decidableOne":
    "Sagen kan afgøres ({situation}), men én kendsgerning, den udelader, behøves for dens tal.",
  "questions/render.decidableMany":
    "Sagen kan afgøres ({situation}), men {n} kendsgerninger, den udelader, behøves for dens tal.",
  "questions/render.next": "Næste spørgsmål: {question} (i filen: {path})",
  "questions/render.neededFigures": "Behøves for afgørelsens tal ({n}), i den rækkefølge man svarer:",
  "questions/render.neededBefore": "Behøves, før sagen kan afgøres ({n}), i den rækkefølge man svarer:",
  "questions/render.mayAlso":
    "De kan også oplyse ({n}); udelades de, får hver sin standardværdi, eller er ukendt, hvor den ingen har:",
  "questions/render.mayAlsoRanked":
    "De kan også oplyse ({n}), det, der kan flytte mest, først; udelades de, får hver sin standardværdi, eller er ukendt, hvor den ingen har:",
  "questions/render.rankHint": "  (ordnet efter, hvad de kan flytte, med --rank, når intet mere behøves)",
  "questions/render.readings": "Læsemåder, der angår sagen, som den er besvaret indtil nu:",
  "questions/render.reading": "  {name} = {value} — {title} [{question}]",
  "questions/render.readingDefault": "  {name} = {value} (standard) — {title} [{question}]",
  "questions/render.notNeeded": "Behøves ikke i denne situation ({n}):",
  "questions/render.stopped":
    "Reglerne kunne ikke komme videre, før de kendsgerninger, der behøves, er givet: {stopped}",
  "questions/render.refused":
    "{statute} taler ikke til sagen, som den står, og ingen af dens kendsgerninger ville ændre det: {refused}",
  "questions/render.decidesOne": "{statute} afgør sagen, men behøver én kendsgerning mere for sine tal:",
  "questions/render.decidesMany": "{statute} afgør sagen, men behøver {n} kendsgerninger mere for sine tal:",
  "questions/render.needsOne": "{statute} behøver én kendsgerning mere, før den kan afgøre sagen:",
  "questions/render.needsMany": "{statute} behøver {n} kendsgerninger mere, før den kan afgøre sagen:",
  "questions/render.rulesStopped": "  (dens regler standsede ved: {stopped}; svar fører dem videre)",
  "questions/render.intoCaseFile":
    "Besvar dem med `sealaw compare FILE --with STATUTE --interactive`: svarene skrives ind i sagsfilen.",
  "questions/render.notIntoCaseFile":
    "Kendsgerningerne blev overført til en anden slags sag, så svarene kan ikke gå ind i denne sagsfil, som de er.",
  // Hvad rapporten siger
  "questions/report.notReadHere": "ingen regel, der gælder i denne situation ({situation}), læser det",
  "questions/report.notReadSoFar": "ingen regel, der gælder for sagen, som den er besvaret indtil nu, læser det",
  "questions/report.issue": "{path}: {message}",
  "questions/report.cannotGoOn":
    "reglerne kan ikke komme videre, før de kendsgerninger, der stadig behøves, er besvaret",
  "questions/checks.issue": "{path}: {message}",
  "questions/checks.aCheck": "en kontrol på tværs af kendsgerningerne",
  "questions/carried.cannotGoOn": "reglerne kan ikke komme videre",
  // Felternes spørgsmål: Borkum, wrack (8.1–8.3)
  "questions/field.borkum-1666/wreck/breaches": "Hvor mange brud på ordningen nævner sagen?",
  "questions/field.borkum-1666/wreck/claim":
    "Kom nogen efter vraget (Wrack) som dets ejer eller som ejerens fuldmægtig?",
  "questions/field.borkum-1666/wreck/commons_rights":
    "Hvor mange husstandes rettigheder i die Gemeine (fællesjorden og dens brug) angiver sagen?",
  "questions/field.borkum-1666/wreck/items[].abandoned": "Blev {who} fundet uden nogen om bord, forladt af mandskabet?",
  "questions/field.borkum-1666/wreck/items[].can_be_got_off": "Kan {who} bringes flot igen?",
  "questions/field.borkum-1666/wreck/items[].empty": "Var {who} tomt, uden ladning om bord?",
  "questions/field.borkum-1666/wreck/items[].leaking": "Er {who} læk?",
  "questions/field.borkum-1666/wreck/items[].piece":
    "Hvor stort et stykke af et skib er {who}: et halvt skib, en fjerdedel, et andet stort stykke eller et lille?",
  "questions/field.borkum-1666/wreck/items[].stuck": "Sidder {who} fast på grunden?",
  "questions/field.borkum-1666/wreck/people[].count": "Hvor mange ligestillede personer står {who} for?",
  "questions/field.borkum-1666/wreck/people[].farm": "Har {who} en gammel gård (Altbauer) eller en ny (Neubauer)?",
  // Danske Lov 4-1, fund (dl-vrag/1–7)
  "questions/field.dl-vrag/find/breaches": "Hvor mange brud på reglerne nævner sagen?",
  "questions/field.dl-vrag/find/claim": "Kom ejeren, eller en fuldmægtig for ham, efter det?",
  "questions/field.dl-vrag/find/concealed":
    "Hvor mange gange holdt nogen en del af fundet tilbage eller fordulgte den i stedet for at aflevere den?",
  "questions/field.dl-vrag/find/delivered.registered":
    "På hvilken dag blev det registreret, hvis ikke samme dag, det blev afleveret?",
  "questions/field.dl-vrag/find/people[].count": "Hvor mange ligestillede personer står {who} for?",
  "questions/field.dl-vrag/find/people[].farm": "Har {who} en gammel gård (Altbauer) eller en ny (Neubauer)?",
  "questions/field.dl-vrag/find/public_notice": "På hvilken dag blev fundet offentligt lyst, om det blev?",
  "questions/field.dl-vrag/find/sale": "Blev det solgt?",
  "questions/field.dl-vrag/find/valuation.date": "På hvilken dag blev det vurderet?",
  // Danske Lov 4-1, vrag (dl-vrag/8–16)
  "questions/field.dl-vrag/wreck/breaches": "Hvor mange brud på reglerne nævner sagen?",
  "questions/field.dl-vrag/wreck/claim": "Kom nogen efter vraget som dets ejer eller som ejerens fuldmægtig?",
  "questions/field.dl-vrag/wreck/commons_rights":
    "Hvor mange husstandes rettigheder i fælleden (den fælles jord og dens brug) angiver sagen?",
  "questions/field.dl-vrag/wreck/items[].abandoned": "Blev {who} fundet uden nogen om bord, forladt af mandskabet?",
  "questions/field.dl-vrag/wreck/items[].can_be_got_off": "Kan {who} bringes flot igen?",
  "questions/field.dl-vrag/wreck/items[].empty": "Var {who} tomt, uden ladning om bord?",
  "questions/field.dl-vrag/wreck/items[].leaking": "Er {who} læk?",
  "questions/field.dl-vrag/wreck/items[].piece":
    "Hvor stort et stykke af et skib er {who}: et halvt skib, en fjerdedel, et andet stort stykke eller et lille?",
  "questions/field.dl-vrag/wreck/items[].stuck": "Sidder {who} fast på grunden?",
  "questions/field.dl-vrag/wreck/people[].count": "Hvor mange ligestillede personer står {who} for?",
  "questions/field.dl-vrag/wreck/people[].farm": "Har {who} en gammel gård (Altbauer) eller en ny (Neubauer)?",
  // Danske Lov 4-2, sammenstød (dl-averi/7–10)
  "questions/field.dl-averi/collision/ships[].cargo":
    "Hvor mange partier gods var om bord i {who}, ét for hver ejers parti?",
  "questions/field.dl-averi/collision/ships[].skipper_means":
    "Hvad er skipperens eget gods på {who} værd, så vidt det kan nås ('så vidt hans gods kan tilstrække')?",
  "questions/field.dl-averi/collision/ships[].value":
    "Hvad er {who} værd (den værdi, der svarer, når hendes skipper ikke kan betale, dl-averi/7)?",
} satisfies Catalogue;
