/**
 * Analyserne på dansk (sammenligning af lovene): hver meddelelse under det id, dens
 * engelske tekst giver (se docs/languages.md). Originalernes citerede ord står,
 * som de er.
 */

import type { Catalogue } from "../catalogue.js";

export default {
  "analysis/compare.ashoreIsWreck":
    "gods, der kom i land af sig selv uden nogen med, er vrag efter dl-vrag/8–13; Borkum kalder det Voot-Fuß-Strand-gods (6.7)",
  "analysis/compare.shipPiece": "stykker af et skib: ship_piece",
  "analysis/compare.merchantsGoods": "købmandsgods: cargo",
  "analysis/compare.moneyAsReward":
    "de betalte bjærgepenge (Bergegeld) regnes for den bjergeløn, der er fastsat for godset",
  "analysis/compare.nobodyWith": "false: ingen var med godset, da det kom i land",
  "analysis/compare.carriedAsThey": "overført, som de er",
  "analysis/compare.asOfOwnDate": "sagen afgøres pr. sin egen dato",
  "analysis/compare.noShips": "ingen skibe deltager, når gods kommer i land af sig selv",
  "analysis/compare.whoseForeshore":
    "dl-vrag må vide, hvis forstrand godset ligger på (kongens eller en jorddrots); Borkum-sagen siger det ikke, så den danske side afgør uden det.",
  "analysis/compare.footStrand":
    "købmandsgods, der kommer i land uden nogen om bord, er Voot-Fuß-Strand-gods efter Borkum 6.7, ikke vrag (8.1 nævner skibe og deres dele)",
  "analysis/compare.rewardDivided": "den fastsatte bjergeløn er de bjærgepenge (Bergegeld), der deles",
  "analysis/compare.nothingToDivide": "0: ingen bjergeløn er fastsat i den indgivne sag, så der er endnu intet at dele",
  "analysis/compare.peopleGather": "overført, som de er; Borkum læser, hvem der hjalp med at samle og køre godset",
  "analysis/compare.itemByItem": "Borkum 6.7 deler de betalte penge, ikke godset stykke for stykke",
  "analysis/compare.noForeshoreRule":
    "Borkum har ingen regel om, hvis forstrand det er, om registrering eller om en ejers krav inden år og dag",
  "analysis/compare.pilotWaters":
    "et skib, der ikke kender farvandet og kalder på en lods, regnes for at være i lodsmands farvand ('lodsmands farvand')",
  "analysis/compare.islanderWent": "øboen, der gik, er den lejede lods",
  "analysis/compare.lowestOffer": "det laveste bud på stranden gik (7.2): han er den lejede lods",
  "analysis/compare.noPilot": "ingen lods kan nævnes ud fra sagen",
  "analysis/compare.wageAgreed": "hvad skibet betaler, er lodsens løn, aftalt med skipperen",
  "analysis/compare.skipperSupplied":
    "Borkum-sagen nævner ikke det kaldende skibs skipper; en person 'the skipper of the calling ship' tilføjes som hendes ejer",
  "analysis/compare.wageIsPilots": "Danske Lov deler ikke lodspenge mellem et menighed: lønnen er lodsens",
  "analysis/compare.pilot_wholeShips":
    "Borkum 7.7 taler om lodsning 'mit ganzen Schiffen': øens skibe og deres mandskab, sendt ud ved lod ('auf den das Los fällt') for at hjælpe skibet, der fører vaften. dl-averi/54–59 taler kun om én lods, som skipperen lejer ('leje lodsmand for det bedste køb, han kan betinge ham', dl-averi/54): de har ingen regel om skibe og mandskab sendt ud ved lod.",
  "analysis/compare.pilot_agroundLeaking":
    "Borkum 7.9: et skib, der findes 'irgend festsitzt und leck', 'kann kein Lootsgeld heißen, sondern Bergegeld': pengene er bjærgepenge, delt efter §6, ikke lodspenge. dl-averi/54–59 taler om at leje lods i lodsmands farvand, ikke om bjærgning; sammenlign bjærgningen med dl-vrag.",
  "analysis/compare.pilot_withoutPilot":
    "dl-averi/55 lader den skipper, der sejler i lodsmands farvand uden lods, selv betale skaden ('skal han den selv oprette af sine egne penge'), undtagen i nød. Borkum-rullen har ingen regel om et skib, der ikke tager lods, eller om skade: §7 taler kun om de lodspenge (Lootsgeld), der tjenes, når et skib 'einen Lootsmann fordert' (7.1), og hvordan øboerne deler dem.",
  "analysis/compare.pilot_draught":
    "dl-averi/56–57 lader skipperen opgive sin dybgang for lodsen ('oprigtig give ham tilkende, hvor mange fod dybt hans skib går') og straffer ham med seksten lod sølv for hver fod, han fortier. Borkum-rullen har ingen regel om dybgangen eller om bøde for at opgive den for lav: §7 taler kun om lodspenge og deres deling (7.1–7.8).",
  "analysis/compare.pilot_atFault":
    "dl-averi/59 straffer en lods, der forser sig, som en styrmand ('Forser nogen lodsmand sig, så straffes han'), og den skade, han voldte, regnes efter dl-averi/54–58. Borkum-rullen har ingen regel om en lods, der forser sig, eller om skade: §7 taler kun om lodspenge og deres deling (7.1–7.8).",
  "analysis/compare.pilot_hiredAlone":
    "Borkum §7 taler om de lodspenge, øboerne tjener: et skib 'läßt einen Syauwer fliegen oder löset ein Stück', og 'alle diejenigen, welche sich nun an dem Strand befinden' enes om, hvem der går (7.1–7.2), og overskuddet over den aftalte pris går til hele selskabet på stranden (7.3). En lods, som skipperen lejer efter dl-averi/54, får sin løn af godset; rullen har ingen regel om at betale lodsens løn af godset, og en sag efter dl-averi/54–59 nævner hverken et selskab på en strand eller, hvordan skibet kaldte, som dens regler kunne dele pengene imellem.",
  "analysis/compare.uncoveredFind":
    "Borkum-ordningen har ingen regel om ting, der findes på søen og afleveres til en embedsmand i land; dens §8 handler om vrag, som øboerne finder på deres strand ('angestrandete Stücke von Schiffen', 'angetriebene Masten', borkum-1666/8.1), ikke om en skippers fund på søen (dl-vrag/14–19).",
  "analysis/compare.uncoveredAverage": "Borkum-ordningen (§§5–8) har ingen regel om havari.",
  "analysis/compare.uncoveredShipwreck":
    "Borkum-ordningen har ingen regel om en forlist skippers fragt eller hans folks løn (dl-averi/1–4, 43–46): dens §6 deler de bjærgepenge, øboerne tjener ('Bergegeld'), og siger intet om, hvad skibets egne folk tjener eller skylder.",
  "analysis/compare.uncoveredAverageVrag":
    "Kapitlet om skibbrud og vrag har ingen regel om havari; dl-vrag/22 siger kun, at gods, der bjærges fra en stranding, ikke giver havari.",
  "analysis/compare.sameFacts": "kendsgerningerne ({kind}) går over, som de er (ét ordforråd for begge love)",
  "analysis/compare.oneLaw":
    "{from} og {to} er kapitler af én lov, Danske Lov af 1683 (4. bog), som begge kan tale til en sag ({kind}) (fragt og løn efter et skibbrud står i dl-averi/1–4, 43–46 og dl-vrag/20–23); sammenligningen stiller Borkum-rullen ved siden af Danske Lov og overfører ikke en sag mellem to kapitler af én lov.",
  "analysis/compare.noRules":
    "{target} har ingen regler for en sag som denne ({kind} efter {statute}); dens slags er {kinds}.",
  "analysis/compare.notCoveredNote": "Situationen er ikke omfattet af {target}: intet overføres.",
  "analysis/compare.notEnough": "de overførte kendsgerninger er ikke nok for {target}: {why}",
  "analysis/compare.neutralUnit":
    "{target} regner ikke i {currency}; beløb overføres én for én til den neutrale enhed u (1 {from} → 1 {to}), uden at nogen vekselkurs er ment",
  "analysis/compare.neutralUnitBySmallest":
    "{target} regner ikke i {currency}; beløb overføres én for én til den neutrale enhed u (1 {from} → 1 {to}: et beløb er ikke et helt antal {to} ved 1 {big} → 1 {bigU}), uden at nogen vekselkurs er ment",
  "analysis/render-compare.heading": "Sammenligning: {title} — {left} og {right}",
  "analysis/render-compare.theCase": "sagen",
  "analysis/render-compare.side": "{statute} ({kind})",
  "analysis/render-compare.covered": "{statute}: {situation}",
  "analysis/render-compare.notCovered": "{statute}: IKKE OMFATTET. {reason}",
  "analysis/render-compare.carriedTo": "Hvordan kendsgerningerne blev overført til {statute}:",
  "analysis/render-compare.note": "  Bemærk: {note}",
  "analysis/render-compare.partyByParty": "Part for part (positiv modtager, negativ betaler):",
  "analysis/render-compare.party": "Part",
  "analysis/render-compare.provisions": "Bestemmelser",
  "analysis/render-compare.notCoveredCell": "ikke omfattet",
  "analysis/render-compare.mayChoose": "{holder} kan vælge: {choices} [{provisions}]",
  "analysis/render-compare.assessedBy": "{what}, ved {by} [{provisions}]",
  "analysis/render-compare.besidesMoney": "Efter {statute}, ud over penge:",
  "analysis/render-compare.more": "  … og {n} mere (se --json)",
  "analysis/render-compare.toBeAssessed": "  skal vurderes: {what}",
  "analysis/render-compare.onlyReads": "Kendsgerninger, kun {statute} læser: {facts}",
  "analysis/render-compare.none": "ingen",
  "analysis/render-compare.receipt": "Kvittering ({statute}): {receipt}",
  "analysis/render-sensitivity.heading": "Følsomhed over for læsemåderne: {title}",
  "analysis/render-sensitivity.noneBears": "Ingen læsemåde angår denne sag: hver læsemåde af loven giver samme udfald.",
  "analysis/render-sensitivity.bear": "Læsemåder, der angår denne sag ({n}):",
  "analysis/render-sensitivity.reading": "Læsemåde",
  "analysis/render-sensitivity.question": "Spørgsmål",
  "analysis/render-sensitivity.alternatives": "Alternativer",
  "analysis/render-sensitivity.inForce": "Gældende",
  "analysis/render-sensitivity.movesAnOutcome": "Flytter et udfald",
  "analysis/render-sensitivity.yes": "ja",
  "analysis/render-sensitivity.no": "nej",
  "analysis/render-sensitivity.heldFixed": "Holdt fast: {readings}",
  "analysis/render-sensitivity.counts":
    "{combinations} {oneCombination, select, yes {kombination} other {kombinationer}} af disse læsemåder; {paths} forskellige {onePath, select, yes {vej} other {veje}} afgjort ({decisions} afgørelser); {outcomes} forskellige {oneOutcome, select, yes {udfald} other {udfald}}.",
  "analysis/render-sensitivity.incomplete": "Ufuldstændig: {bound}.",
  "analysis/render-sensitivity.eachParty": "Hver part, fra mindst til mest (positiv modtager, negativ betaler):",
  "analysis/render-sensitivity.noParty": "  Ingen part modtager eller betaler penge under nogen læsemåde.",
  "analysis/render-sensitivity.party": "Part",
  "analysis/render-sensitivity.least": "Mindst",
  "analysis/render-sensitivity.most": "Mest",
  "analysis/render-sensitivity.movedBy": "Flyttes af",
  "analysis/render-sensitivity.noReading": "ingen læsemåde",
  "analysis/render-sensitivity.howEach":
    "Hvordan hver læsemåde flytter dem (spænd under hvert alternativ, de øvrige læsemåder varieret):",
  "analysis/render-sensitivity.range": "{code} {least} til {most}",
  "analysis/render-sensitivity.outcome": "Udfald {id}: {covers} {one, select, yes {kombination} other {kombinationer}}",
  "analysis/render-sensitivity.outcomeInForce":
    "Udfald {id} (de gældende læsemåder): {covers} {one, select, yes {kombination} other {kombinationer}}",
  "analysis/render-sensitivity.pathNotVaried": "  {readings}  [ikke varieret: {unexplored}]",
  "analysis/render-sensitivity.morePaths": "  … og {n} veje mere (se --json)",
  "analysis/render-sensitivity.cannotDecide": "  kan ikke afgøres under disse læsemåder: {reason}",
  "analysis/render-sensitivity.nobody": "  ingen modtager eller betaler noget",
  "analysis/render-sensitivity.situation": "  situation: {situation}",
  "analysis/render-sensitivity.receipt": "Kvittering (gældende læsemåder): {receipt}",
  "analysis/render-whatif.heading": "Hvad om én kendsgerning havde været anderledes: {title}",
  "analysis/render-whatif.tried":
    "{tried} enkelte ændringer prøvet: {alter} ændrer udfaldet, {noEffect} ændrer intet, {notAdmissible} ikke tilladt efter sagsformatet, {undecidable} kan ikke afgøres.",
  "analysis/render-whatif.triedBound":
    "{tried} enkelte ændringer prøvet: {alter} ændrer udfaldet, {noEffect} ændrer intet, {notAdmissible} ikke tilladt efter sagsformatet, {undecidable} kan ikke afgøres. (Standset ved grænsen; ikke hver ændring blev prøvet.)",
  "analysis/render-whatif.noneAlters":
    "Ingen enkelt ændring af en ja/nej-kendsgerning, et sted, en slags eller en rolle ændrer udfaldet.",
  "analysis/render-whatif.change": "{n}. {label}  ({path})",
  "analysis/render-whatif.changeMoves": "{n}. {label}  ({path}): flytter {amount}",
  "analysis/render-whatif.moreDifferences": "   … og {n} forskelle mere",
  "analysis/render-whatif.situation": "   situation: {situation}",
  "analysis/render-whatif.moreChanges": "\n… og {n} ændringer mere, der ændrer udfaldet (se --json).",
  "analysis/render-whatif.undecidable": "Ændringer, under hvilke sagen ikke kan afgøres:",
  "analysis/render-whatif.undecidableOne": "  {label}  ({path}): kan ikke afgøres derunder: {reason}",
  "analysis/render-whatif.more": "  … og {n} mere (se --json).",
  "analysis/render-whatif.receipt": "Kvittering (sagen som indgivet): {receipt}",
  "analysis/whatif.added":
    "ny {kind, select, penalty {straf} choice {valg} duty {pligt} assessment {vurdering} other {}}: {line}",
  "analysis/whatif.gone":
    "ikke længere {kind, select, penalty {straf} choice {valg} duty {pligt} assessment {vurdering} other {}}: {line}",
  "analysis/rank.parties": "{n} {one, select, yes {part flytter sig} other {parter flytter sig}}",
  "analysis/rank.others": "{n} {one, select, yes {andet udfald ændres} other {andre udfald ændres}}",
  "analysis/rank.effect": "{label}: {what}",
  "analysis/rank.effectBoth": "{label}: {money}; {other}",
  "analysis/sensitivity.explored":
    "hver kombination af de {n} relevante læsemåder udforsket ({decisions} afgørelser for {total} kombinationer)",
  "analysis/sensitivity.stopped":
    "standset ved {decisions} af højst {max} afgørelser: på {paths} veje blev nogle læsemåder stående ved deres gældende værdier",
  "analysis/sensitivity.notDecidable": "kan ikke afgøres under disse læsemåder: {message}",
  "analysis/sensitivity.notDecidableLabel": "Kan ikke afgøres under disse læsemåder: {message}",
  "analysis/sensitivity.factsNeeded": "de kendsgerninger, disse læsemåder behøver",
  "analysis/sensitivity.caseFile": "sagsfilen",
  "analysis/sensitivity.andMore": "og {n} mere",
  "analysis/oneatatime.generalAverage": "det store havari",
  "analysis/whatif.change":
    "{field} {from, select, true {ja} false {nej} other {{from}}} → {to, select, true {ja} false {nej} other {{to}}}",
  "analysis/whatif.changeOf":
    "{subject}: {field} {from, select, true {ja} false {nej} other {{from}}} → {to, select, true {ja} false {nej} other {{to}}}",
  "analysis/render-oneatatime.heading": "Én læsemåde ad gangen: {title}",
  "analysis/render-oneatatime.headingKind": "Én læsemåde ad gangen: {statute}, {kind}",
  "analysis/render-oneatatime.noneInPlay": "Ingen læsemåde er i spil: sagen, som den står, spørger ingen.",
  "analysis/render-oneatatime.inPlay":
    "Læsemåder i spil ({n}), hver vendt alene til hvert andet alternativ ({flips} vendinger, {decisions} afgørelser):",
  "analysis/render-oneatatime.reading": "  {question} {name}={value}: {title}",
  "analysis/render-oneatatime.readingDefault": "  {question} {name}={value} (standard): {title}",
  "analysis/render-oneatatime.heldFixed": "Holdt fast: {readings}",
  "analysis/render-oneatatime.rate": "Sats for {label}: {rate}",
  "analysis/render-oneatatime.ratePercent": "Sats for {label}: {rate} ({percent} %)",
  "analysis/render-oneatatime.whoMost": "Hvilken læsemåde betyder mest for hvem (positivt modtager, negativt betaler):",
  "analysis/render-oneatatime.party": "  {party}: {amount}, som sagen står",
  "analysis/render-oneatatime.partyNamed": "  {name} ({party}): {amount}, som sagen står",
  "analysis/render-oneatatime.noneMoves": "    ingen enkelt læsemåde flytter det",
  "analysis/render-oneatatime.change": "    {question} {reading}={to}: {delta} -> {after}",
  "analysis/render-oneatatime.eachFlip": "Hver vending:",
  "analysis/render-oneatatime.flip": "  {question} {reading} {from} -> {to} ({label})",
  "analysis/render-oneatatime.cannotDecide": "    kan ikke afgøres under {to}: {reason}",
  "analysis/render-oneatatime.brings": "    bringer i spil: {readings}",
  "analysis/render-oneatatime.same": "    udfaldet er det samme",
  "analysis/render-oneatatime.noMoney": "    ingen penge flytter sig; udfaldet er ellers et andet (se situationen)",
  "analysis/render-oneatatime.move": "    {name}: {before} -> {after} ({delta})",
  "analysis/render-oneatatime.rateMoves": "    sats for {label}: {before} -> {after}",
  "analysis/render-oneatatime.rateGone": "    sats for {label}: {before} -> intet havari",
  "analysis/render-oneatatime.situation": "    situation: {situation}",
  "analysis/render-oneatatime.receipt": "Kvittering (gældende læsemåder): {receipt}",
} satisfies Catalogue;
