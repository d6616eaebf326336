/**
 * Borkum-rullen af 1666 på dansk: hver meddelelse under det id, dens engelske
 * tekst giver den (se docs/languages.md). Rullens egne tyske ord står som
 * fagudtryk, hvor dansk ikke har et, med den danske gengivelse ved siden af første
 * gang: Part (lod), Vogt (foged), Hausvater (husfader) (docs/glossary.md).
 */

import type { Catalogue } from "../catalogue.js";

export default {
  // 6.3: inden for revlerne (binnen der Reven)
  "borkum-1666/6.3#skipper": "skipperen, som det bjærgende skib tilhører, har endnu en Part for sin person",
  "borkum-1666/6.3#boy": "„und keine Jungens sind“: drenge har ingen Part",
  "borkum-1666/6.3#grown-son": "en voksen søn, der hjælper med at bjærge inden for revlerne",
  "borkum-1666/6.3#not-a-head": "„das ist Haus Vatter“: en hjælper, der ikke er husfader",
  "borkum-1666/6.3#substitute": "den, der sendes for at hjælpe i en andens sted, hjælper for denne",
  "borkum-1666/6.3#helper": "alle, der hjælper med at bjærge, det vil sige husfædre og ikke drenge, har hver en Part",
  "borkum-1666/6.3.skipperPart": "1 Part for sin person, som skipper og ejer af {ships}",
  "borkum-1666/6.3.boy": "en dreng: inden for revlerne har kun husfædre en Part, og ingen drenge",
  "borkum-1666/6.3.grownSonR1": "voksen søn: inden for revlerne har kun husfædre en Part (Q-B05 R1)",
  "borkum-1666/6.3.grownSonR2": "1 Part som voksen hjælper (Q-B05 R2), hans egen (Q-B04 R2)",
  "borkum-1666/6.3.farmhand": "en karl",
  "borkum-1666/6.3.unmarried": "en ugift mand",
  "borkum-1666/6.3.notAHead": "ikke husfader",
  "borkum-1666/6.3.notAHeadR1": "{role}: inden for revlerne har kun husfædre en Part (Q-B05 R1)",
  "borkum-1666/6.3.notAHeadR2": "1 Part som voksen hjælper (Q-B05 R2)",
  "borkum-1666/6.3.another": "en anden",
  "borkum-1666/6.3.substitute": "sendt i stedet for {principal}: hans hjælp tæller for hende, ikke for ham selv",
  "borkum-1666/6.3.helper": "1 Part som husfader, der hjalp med at bjærge",

  // §5: fonden og dens deling
  "borkum-1666/5#part_fund": "hvad der deles i Parter: de penge, øboerne (Eiländer) får",
  "borkum-1666/5#footstrand_fund": "hvad der deles i Parter: de bjærgepenge (Bergegeld), øboerne får",
  "borkum-1666/5#division":
    "fonden deles i lige så mange lige store Parter, som de berettigede tilsammen har, og hver tager sine",
  "borkum-1666/5#sides":
    "hvad delingen giver Vogten og menigheden (Gemeine), de sider, mellem hvilke §5 gør den gamle sædvane til målestok",
  "borkum-1666/5.salvageMoney": "bjærgepenge",
  "borkum-1666/5.pilotMoney": "lodspenge",
  "borkum-1666/5.inKind":
    "der blev ikke betalt {money}: selve godset, eller hvad det indbringer, deles i disse Parter ({why})",
  "borkum-1666/5.inMoney": "de modtagne {money}, i lige store Parter ({why})",
  "borkum-1666/5.noPilotMoney": "der er ingen lodspenge at dele, og intet gods at dele i deres sted ({why})",
  "borkum-1666/5.fundLabel": "hvad der deles i Parter: de {money}, øboerne får",
  "borkum-1666/5.goodsWhat":
    "Værdien af det gods, ingen gør krav på, eller hvad det indbringer ved salg, at dele i de viste Parter",
  "borkum-1666/5.goodsBy":
    "Vogten, der opbevarer godset, med de fyrstelige embedsmænd i Greetsiel (rullen nævner ingen)",
  "borkum-1666/5.goodsBasis":
    "der blev ikke betalt bjærgepenge, og den gældende læsning deler selve godset i de samme Parter",
  "borkum-1666/5.cut": "{money} delt i {parts}: en Part er {perPart}",
  "borkum-1666/5.nobodyCut": "{money}: ingen har en Part, så intet deles",
  "borkum-1666/5.unfixedWhat": "{what} ({who})",
  "borkum-1666/5.provisional":
    "Delingen er foreløbig: teksten sætter intet tal på Parterne for {who}, og de holdes uden for, til de er skønnet; når de lægges til, bliver enhver anden andel mindre.",
  "borkum-1666/5.provisionalInKind":
    "Delingen er foreløbig: der blev ikke betalt {money}, så de viste Parter deler selve godset, hvis værdi først skal skønnes.",
  "borkum-1666/5.zero": "{money} er 0: der er intet at dele; Parterne vises.",
  "borkum-1666/5.nobody":
    "Ingen har en Part efter {section}, så {money} på {amount} deles ikke; rullen siger ikke, hvem der beholder dem.",

  // Parterne og deres grunde
  "borkum-1666/parts.oldCustom":
    "Andelene hviler på gammel sædvane, som øboernes deputerede har bekræftet med ed for retten; §5 gør den til målestok mellem Vogten, menigheden og dens medlemmer.",
  "borkum-1666/parts.plus": "{first}; og {second}",
  "borkum-1666/parts.onePart": "1 Part",
  "borkum-1666/parts.nParts": "{n} Parter",
  "borkum-1666/parts.award": "{parts}: {reason}",
  "borkum-1666/parts.awardUnfixed": "{parts} (og Parter, teksten ikke sætter tal på): {reason}",
  "borkum-1666/parts.noneGives": "ingen af disse regler giver en Part",
  "borkum-1666/parts.many": "{count} × {parts}: {reason}",
  "borkum-1666/parts.cited": "{reason} ({provisions})",
  "borkum-1666/parts.andThen": "{first}; {rest}",
  "borkum-1666/parts.party": "{name}, {role}: {parts}",
  "borkum-1666/parts.vogt": "Vogt (foged)",
  "borkum-1666/parts.grownSon": "voksen søn",
  "borkum-1666/parts.grownSonOf": "voksen søn af {parent}",
  "borkum-1666/parts.boy": "dreng",
  "borkum-1666/parts.boyOf": "dreng, søn af {parent}",
  "borkum-1666/parts.householder": "husfader",
  "borkum-1666/parts.widow": "enke",
  "borkum-1666/parts.farmhand": "karl",
  "borkum-1666/parts.unmarried": "ugift",
  "borkum-1666/parts.pastor": "pastor",
  "borkum-1666/parts.skipper": "skipper",
  "borkum-1666/parts.merchant": "købmand",
  "borkum-1666/parts.official": "embedsmand",
  "borkum-1666/parts.other": "anden",

  // §6: hvilken regel gælder
  "borkum-1666/6#salvage":
    "bjærgepenge, delt i Parter efter gammel sædvane (§5): bjærgning med skibe på eller uden for revlerne (6.1–6.2) eller inden for dem (6.3–6.6), og gods, der selv er drevet i land (6.7–6.9)",
  "borkum-1666/6.7#foot-strand":
    "købmandsgods, der selv kommer op på stranden og ikke bjærges med skibe, er gods ved Voot-Fuß-Strand",
  "borkum-1666/6.3#inside": "hvad der bjærges inden for revlerne, det vil sige på Ranzel eller i Ems",
  "borkum-1666/6.1#outside": "hvad der bjærges på revlerne eller uden for dem (det åbne hav ligger uden for)",
  "borkum-1666/6.outside": "bjærgning med skibe på eller uden for revlerne (borkum-1666/6.1, 6.2)",
  "borkum-1666/6.inside": "bjærgning med skibe inden for revlerne, på Ranzel eller i Ems (borkum-1666/6.3–6.6)",
  "borkum-1666/6.footStrand": "gods ved Voot-Fuß-Strand: købmandsgods, der selv er drevet i land (borkum-1666/6.7–6.9)",
  "borkum-1666/6.1#ship": "skipperens skib får to Parter; de går til dets ejere efter deres andele",
  "borkum-1666/6.3#ship": "det bjærgende skib får to Parter; de går til dets ejere efter deres andele",
  "borkum-1666/6.9#household": "en husfader, hvis sønner hjælper, får dog kun én Part",
  "borkum-1666/6.soleOwner": "eneejer",
  "borkum-1666/6.share": "andel {share}",
  "borkum-1666/6.shipParts": "2 Parter for skibet {ship} ({share})",
  "borkum-1666/6.aboardNoHelp":
    "om bord på {ship}, men hjalp ikke med at bjærge: en Part er kun for den, „der mit bergen hilft“",
  "borkum-1666/6.boyNotAboard": "en dreng, ikke om bord",
  "borkum-1666/6.notAboard": "ikke om bord på et bjærgende skib",
  "borkum-1666/6.outsideNone":
    "{lead}: på eller uden for revlerne får kun skibene og de om bord, der hjælper med at bjærge, Parter",
  "borkum-1666/6.outsideNoneScope":
    "{lead}: på eller uden for revlerne får kun skibene og de om bord, der hjælper med at bjærge, Parter; 6.4–6.6 læses som begrænset til bjærgning inden for revlerne ({why})",
  "borkum-1666/6.aboardNoPart": "om bord på {ship}, men hjalp ikke med at bjærge: ingen Part",
  "borkum-1666/6.stayedHome": "blev hjemme: ingen Part",
  "borkum-1666/6.footStrandBoy":
    "en dreng: af gods ved Voot-Fuß-Strand får kun Vogten, pastoren og hver husfader Parter",
  "borkum-1666/6.footStrandNotHead":
    "ikke husfader: af gods ved Voot-Fuß-Strand får kun Vogten, pastoren og hver husfader Parter",
  "borkum-1666/6.householdPart": "1 Part for hans husstand, tjent ved hjælp fra {members}",
  "borkum-1666/6.householdHasIt": "hjælpen fra {members} lægger intet til: hans husstand har allerede sin ene Part",
  "borkum-1666/6.skipperNotOwner": "skipper på det bjærgende skib {ship} (ikke medejer)",
  "borkum-1666/6.ownerSkipper": "skipper og ejer af det bjærgende skib {ship}",
  "borkum-1666/6.skipperPartOwner": "skipper og ejer af {share} i det bjærgende skib {ship}",
  "borkum-1666/6.owner": "ejer af skibet {ship}",
  "borkum-1666/6.partOwner": "ejer af {share} i skibet {ship}",
  "borkum-1666/6.altbauer": "Altbauer (gammel gårdmand)",
  "borkum-1666/6.neubauer": "Neubauer (ny gårdmand)",
  "borkum-1666/6.sentFor": "sendt i stedet for {principal}",
  "borkum-1666/6.aboard": "om bord på {ship}",
  "borkum-1666/6.vogtsFour": "hans fire Parter er embedsmændenes fire Parter (8.3)",
  "borkum-1666/6.roleWords": "{first}, {rest}",
  "borkum-1666/6.named": "nævnt i sagen",
  "borkum-1666/6.footStrandLabel": "Bjærgepenge for gods ved Voot-Fuß-Strand",
  "borkum-1666/6.salvagedLabel": "Bjærgepenge for det bjærgede gods",
  "borkum-1666/6.notMerchants":
    "Godset er ikke købmandsgods: er det stykker af et skib, eller et skib, der ikke kan bringes løs, kan det være vrag efter §8.",
  "borkum-1666/6.shipsListed":
    "Der er opført skibe, men gods ved Voot-Fuß-Strand er selv drevet i land, ikke med skibe: skibene får ingen Parter.",
  "borkum-1666/6.notOwner":
    "{skipper} fører {ship} uden at eje skibet: 6.3 giver den ekstra Part til den skipper, skibet tilhører, så han behandles som hjælper.",
  "borkum-1666/6.twoVogts": "{total} personer er angivet som Vogt; rullen kender én Vogt.",
  "borkum-1666/6.twoPastors": "{total} personer er angivet som pastor; rullen kender én pastor.",
  "borkum-1666/6.wagonNotHead":
    "{name} er angivet som hjælper med vogn, men er ikke husfader: 6.5 og 6.6 taler om Vogtens og Altbauerens vogn, så vognen tæller intet ud over selve hjælpen.",
  "borkum-1666/6.wagonNoHelp":
    "{name} er angivet med vogn, men ikke som hjælper eller som kører godset hjem: vognen tæller for den, „wenn er mit seinem Wagen hilft“, så den tæller intet her; kørte {name} godset hjem, angiv carted: true.",
  "borkum-1666/6.farmNotHead":
    "{name} har en gård ({farm}), men er ikke angivet som husfader; han regnes som husfader.",
  "borkum-1666/6.notForAWidow":
    "{name} er sendt i stedet for {principal}, der ikke er enke: rullen lader kun en uformuende enke sætte nogen i sit sted, så denne hjælp tæller for ingen.",
  "borkum-1666/6.notAFarmhand":
    "{name} er sendt i stedet for {principal}, men er ikke angivet som karl; rullen taler om en karl („Knecht“).",
  "borkum-1666/6.parentNotHead": "{name} er angivet som søn af {parent}, der ikke er angivet som husfader.",
  "borkum-1666/6.aboardAshore":
    "{name} er angivet om bord på {ship}, men gods ved Voot-Fuß-Strand er selv drevet i land, ikke med skibe: at være om bord tæller intet her.",
  "borkum-1666/6.aboardNotSalvaging":
    "{name} er angivet om bord på {ship}, der ikke bjærgede: kun bjærgende skibe tæller.",
  "borkum-1666/6.vogtAndPastor": "{name} er angivet både som Vogt og som pastor; han afgøres som Vogten.",
  "borkum-1666/6.openSea": "Det åbne hav regnes som „uden for revlerne“.",
  "borkum-1666/6.officialsAreVogts":
    "Embedsmændenes fire Parter efter 8.3 er Vogtens fire Parter af gods ved Voot-Fuß-Strand (Q-B28 R3), {words}; der lægges ingen Parter til.",
  "borkum-1666/6.whichRule": "Hvilken regel i §6 gælder",
  "borkum-1666/6.root": "Bjærgepenge efter borkum-1666 §6: {situation}",

  // 6.1–6.2: på og uden for revlerne
  "borkum-1666/6.1#skipper": "den skipper, der bjærger godset med sit skib, får én Part for sin person",
  "borkum-1666/6.2#co-owner": "en medejer om bord er ikke en, „dem das Schiff nicht mit zugehört“",
  "borkum-1666/6.2#boy": "en dreng, der hjælper om bord",
  "borkum-1666/6.2#grown-son": "en voksen søn, der hjælper om bord",
  "borkum-1666/6.2#helper": "enhver anden om bord, der hjælper med at bjærge, får én Part for sin person",
  "borkum-1666/6.1.skipperPart": "1 Part for sin person, som skipper på {ships}",
  "borkum-1666/6.1.householdNoParent":
    "hans husstands ene Part ({why}); ingen forælder er nævnt (son_of), så den står i hans egen række",
  "borkum-1666/6.1.householdNoParentWarning":
    "Parten for {name} tilhører efter {why} hans husstand, men ingen forælder er nævnt med son_of; den vises i hans egen række.",
  "borkum-1666/6.1.countsForHousehold": "hans hjælp tæller for husstanden hos {parent}, der højst får én Part ({why})",
  "borkum-1666/6.1.coOwnerR2":
    "medejer af det skib, han hjalp om bord på: kun hans andel i skibets Parter, ingen Part for hans person ({why})",
  "borkum-1666/6.1.coOwner": "1 Part for sin person om bord, ud over sin andel i skibets Parter ({why})",
  "borkum-1666/6.1.boyR2": "en dreng: drenge får ingen Part, sådan som 6.3 siger for inden for revlerne (Q-B03 R2)",
  "borkum-1666/6.1.boyR1": "1 Part for sin person: „Jemand“ om bord, der hjælper, også en dreng (Q-B03 R1)",
  "borkum-1666/6.1.grownSonR2":
    "1 Part for sin person: grænsen på én Part i 6.9 gælder kun, hvor teksten siger det (Q-B04 R2)",
  "borkum-1666/6.1.helper": "1 Part for sin person, om bord på {ship}",

  // 6.4–6.6: de hjemmeblivende, Vogtens og Altbauerens vogn
  "borkum-1666/6.4#inside-only":
    "6.4–6.6 gælder kun bjærgning inden for revlerne, den regel, de følger i samme sætning (Q-B06 R1)",
  "borkum-1666/6.4#all-salvage":
    "6.4–6.6 gælder al bjærgning med skibe efter §6, på, uden for eller inden for revlerne (Q-B06 R2)",
  "borkum-1666/6.4#home-part-one": "Vogtens, pastorens eller en enkes Part hjemme er én Part (Q-B07 R1)",
  "borkum-1666/6.4#home-part-on-the-foot-strand-scale":
    "Vogtens, pastorens eller en enkes Part hjemme er deres Part efter skalaen for Voot-Fuß-Strand i 6.7 (Q-B07 R2)",
  "borkum-1666/6.4#home-part-without-a-number":
    "Vogtens, pastorens eller en enkes Part hjemme har intet tal i teksten (Q-B07 R3)",
  "borkum-1666/6.5#vogt-wagon":
    "Vogten, der med sin vogn hjælper med at køre det bjærgede gods hjem, får kun tre Parter",
  "borkum-1666/6.4#vogt": "Vogten får en Part, også når han bliver hjemme",
  "borkum-1666/6.4#pastor": "pastoren får en Part, også når han bliver hjemme",
  "borkum-1666/6.4#widow-through-one-sent":
    "en enke hjemme får kun en Part gennem en, der sendes i hendes sted og hjælper (Q-B08 R2)",
  "borkum-1666/6.4#widow-unable-or-poor":
    "en enke hjemme får kun en Part, dersom hun er uarbejdsdygtig eller ubemidlet (Q-B08 R3)",
  "borkum-1666/6.4#widow": "enkerne får en Part, også når de bliver hjemme",
  "borkum-1666/6.6#wagon-two-in-all": "den, der hjælper med sin vogn, får to Parter i alt (Q-B10 R1, R3)",
  "borkum-1666/6.6#wagon-on-top": "vognens to Parter lægges til Parten for den, der hjælper (Q-B10 R2)",
  "borkum-1666/6.6#altbauer": "enhver Altbauer, der hjælper med sin vogn, får to Parter, og ellers én",
  "borkum-1666/6.6#neubauer": "en Neubauer, der hjælper med sin vogn (6.6 nævner kun Altbauer)",
  "borkum-1666/6.6#altbauer-home": "en Altbauer, der bliver hjemme („und sonst einen Part“)",
  "borkum-1666/6.4.unfixedWhat": "Hvor mange Parter Vogten, pastoren og enkerne får, når de bliver hjemme",
  "borkum-1666/6.4.unfixedBy":
    "gammel sædvane, sådan som øboernes deputerede svor til den, ellers de fyrstelige embedsmænd i Greetsiel",
  "borkum-1666/6.4.unfixedBasis": "6.4 undtager dem fra „ingen Part hjemme“, men giver intet tal (Q-B07 R3)",
  "borkum-1666/6.4.homeOne": "{lead}: 1 Part (Q-B07 R1)",
  "borkum-1666/6.4.homeScale": "{lead}: {parts}, efter skalaen for Voot-Fuß-Strand i 6.7 (Q-B07 R2)",
  "borkum-1666/6.4.homeNoNumber": "{lead}, men teksten giver intet tal (Q-B07 R3): holdt uden for, til det er fastsat",
  "borkum-1666/6.4.wagonOnTop": "3 Parter for at hjælpe med sin vogn, ud over sin Part hjemme (Q-B09 R2)",
  "borkum-1666/6.4.asVogt": "hans Part som Vogt efter 6.4",
  "borkum-1666/6.4.wagonInAll": "3 Parter i alt for at hjælpe med sin vogn (Q-B09 R1)",
  "borkum-1666/6.4.vogtHelped": "Vogten, der hjalp uden sin vogn, beholder sin Part",
  "borkum-1666/6.4.vogtAtHome": "Vogten hjemme",
  "borkum-1666/6.4.pastorHelped": "pastoren, der hjalp",
  "borkum-1666/6.4.pastorAtHome": "pastoren hjemme",
  "borkum-1666/6.4.widowSent": "en enke, der sendte {sent} for at hjælpe i sit sted (Q-B08 R2)",
  "borkum-1666/6.4.widowNoneSent":
    "en enke hjemme får kun en Part gennem en, der sendes i hendes sted og hjælper, og ingen blev sendt (Q-B08 R2)",
  "borkum-1666/6.4.widowUnable": "{lead}, uarbejdsdygtig eller ubemidlet (Q-B08 R3)",
  "borkum-1666/6.4.widowNeither":
    "en enke hjemme får kun en Part, dersom hun er uarbejdsdygtig eller ubemidlet, og hun er ingen af delene (Q-B08 R3)",
  "borkum-1666/6.4.widowHelped": "en enke, der hjalp i land",
  "borkum-1666/6.4.widowAtHome": "en enke hjemme",
  "borkum-1666/6.4.widowR1": "{lead} (Q-B08 R1)",
  "borkum-1666/6.4.wagonTwo": "{who} med sin vogn: 2 Parter i alt ({why})",
  "borkum-1666/6.4.wagonTwoOnTop": "{who} med sin vogn: 2 Parter for vognen ud over hans Part som hjælper (Q-B10 R2)",
  "borkum-1666/6.4.anAltbauer": "en Altbauer",
  "borkum-1666/6.4.altbauerNoWagon": "1 Part: en Altbauer, der hjælper uden sin vogn",
  "borkum-1666/6.4.aNeubauer": "en Neubauer, analogt (Q-B11 R2),",
  "borkum-1666/6.4.altbauerHomeR3": "1 Part også hjemme: „sonst einen Part“ læst som „i alle tilfælde“ (Q-B10 R3)",
  "borkum-1666/6.4.altbauerHome":
    "blev hjemme: „sonst einen Part“ er Parten for en Altbauer, der hjælper uden sin vogn ({why})",

  // 6.7–6.9: gods ved Voot-Fuß-Strand
  "borkum-1666/6.8#help-either": "arbejdet eller hjemkørslen er hver for sig den hjælp, der tjener Parten (Q-B13 R1)",
  "borkum-1666/6.8#help-both": "husstanden skal både arbejde og køre hjem for at have hjulpet (Q-B13 R2)",
  "borkum-1666/6.7#unable-to-work":
    "„unvermögend“ betyder uarbejdsdygtig: en enke, der ikke kan arbejde, må sætte en anden i sit sted (Q-B14 R1)",
  "borkum-1666/6.7#unable-without-means":
    "„unvermögend“ betyder ubemidlet: en fattig enke må sætte en anden i sit sted (Q-B14 R2)",
  "borkum-1666/6.7#unable-either-way":
    "karlen selv får Parten, og „unvermögend“ i begge betydninger lader en enke sende ham (Q-B14 R3)",
  "borkum-1666/6.7#the-part-is-her-households":
    "den Part, en enkes karl tjener i hendes sted, er hendes husstands (Q-B14 R1, R2)",
  "borkum-1666/6.7#the-part-is-the-farmhands": "den Part, en enkes karl tjener i hendes sted, er hans egen (Q-B14 R3)",
  "borkum-1666/6.8#vogt":
    "Vogten, der ikke hjalp: binder „der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil“ ham?",
  "borkum-1666/6.8#pastor":
    "pastoren, der ikke hjalp: binder „der aber nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil“ ham?",
  "borkum-1666/6.7#vogt": "af gods ved Voot-Fuß-Strand får Vogten fire Parter",
  "borkum-1666/6.7#pastor": "af gods ved Voot-Fuß-Strand får pastoren to Parter",
  "borkum-1666/6.8#household": "den, der ikke hjælper med arbejdet og hjemkørslen, får ingen Part",
  "borkum-1666/6.9#householder": "en husfader, hvis voksne sønner hjælper ham, får dog kun én Part",
  "borkum-1666/6.7#widow-farmhand": "en enke, hvis karl hjalp i hendes sted, hvor Parten er karlens",
  "borkum-1666/6.7#household": "enhver husfader eller husmoder, Altbauer eller Neubauer, får én Part",
  "borkum-1666/6.7#substitute": "en karl, som en uformuende enke sætter i sit sted, og som hjælper med at køre hjem",
  "borkum-1666/6.9#son": "en voksen søn, der hjælper sin fader, er inden for faderens ene Part",
  "borkum-1666/6.7.unableToWork": "uarbejdsdygtig",
  "borkum-1666/6.7.withoutMeans": "ubemidlet",
  "borkum-1666/6.7.either": "begge dele",
  "borkum-1666/6.7.farmhands": "karlens, der tjente den",
  "borkum-1666/6.7.households": "hendes husstands",
  "borkum-1666/6.7.officialsToo": "{lead}; de er embedsmændenes fire Parter efter 8.3 (Q-B28 R3), {words}",
  "borkum-1666/6.7.vogtBound":
    "hjalp ikke: „der aber nicht mit arbeiten … hilft, hat auch keinen Teil“ binder også Vogten (Q-B12 R2)",
  "borkum-1666/6.7.pastorBound":
    "hjalp ikke: „der aber nicht mit arbeiten … hilft, hat auch keinen Teil“ binder også pastoren (Q-B12 R2)",
  "borkum-1666/6.7.vogtFixed": "{parts} som Vogt, faste, skønt han ikke hjalp (Q-B12 R1)",
  "borkum-1666/6.7.pastorFixed": "{parts} som pastor, faste, skønt han ikke hjalp (Q-B12 R1)",
  "borkum-1666/6.7.vogt": "4 Parter som Vogt",
  "borkum-1666/6.7.pastor": "2 Parter som pastor",
  "borkum-1666/6.7.notUnvermoegend":
    "hun satte {sent} i sit sted, men hun er ikke „unvermögend“, sådan som {why} læser det, så den hjælp tæller ikke, og hun hjalp ikke selv",
  "borkum-1666/6.7.householdDidNotHelp":
    "hendes husstand hjalp ikke, sådan som 6.8 kræver, hverken hun eller {sent} i hendes sted",
  "borkum-1666/6.7.widowNoOne": "en enke, der hverken hjalp eller satte nogen i sit sted: ingen Part",
  "borkum-1666/6.7.notBoth": "hjalp ikke, sådan som 6.8 kræver, med både arbejdet og hjemkørslen ({why})",
  "borkum-1666/6.7.didNotHelp": "hjalp hverken med arbejdet eller hjemkørslen: ingen Part",
  "borkum-1666/6.7.sonsToo":
    "1 Part, skønt også {many, select, true {hans voksne sønner} other {hans voksne søn}} hjalp ({sons})",
  "borkum-1666/6.7.sonsOnly":
    "{name} hjalp ikke selv; hans husstands Part hviler på hjælpen fra {sons} (borkum-1666/6.8, 6.9).",
  "borkum-1666/6.7.farmhandsPart": "hendes husstands Part er hendes karls, {farmhands} (Q-B14 R3)",
  "borkum-1666/6.7.forHerHousehold":
    "1 Part for hendes husstand: hun er uformuende, og {subs} hjalp i hendes sted ({why})",
  "borkum-1666/6.7.head": "1 Part som husfader for en husstand, der hjalp",
  "borkum-1666/6.7.notAWidow":
    "sendt i stedet for {widow}, der ikke er enke: kun en uformuende enke må sende nogen i sit sted; hans hjælp tæller for ingen",
  "borkum-1666/6.7.notUnable":
    "sendt i stedet for {widow}, der ikke er „unvermögend“, sådan som {why} læser det: ingen må hjælpe i hendes sted, og hans hjælp tæller for ingen",
  "borkum-1666/6.7.notUnableWarning":
    "{name} blev sendt i stedet for {widow}, men hun er ikke „unvermögend“, sådan som {why} læser det; hans hjælp tæller ikke (borkum-1666/6.7).",
  "borkum-1666/6.7.sentNoHelp": "sendt i stedet for {widow}, men hjalp ikke",
  "borkum-1666/6.7.hisOwn": "Parten for husstanden hos {widow} er hans egen (Q-B14 R3)",
  "borkum-1666/6.7.hisOwnShared":
    "Parten for husstanden hos {widow} er hans egen (Q-B14 R3), delt med de andre, der blev sendt i hendes sted",
  "borkum-1666/6.7.widowHelped": "sendt i stedet for {widow}, der selv hjalp: hendes husstands ene Part er hendes",
  "borkum-1666/6.7.households2": "sendt i stedet for {widow}: Parten er hendes husstands ({why})",
  "borkum-1666/6.7.sonOfFather": "voksen søn: inden for faderens ene Part ({parent})",
  "borkum-1666/6.7.sonOfMother": "voksen søn: inden for moderens ene Part ({parent})",

  // 8.3: de fyrstelige embedsmænds fire Parter
  "borkum-1666/8.3#officials":
    "fire Parter til „den Vogt, den fürstlichen Beamten zu Greetsiel“, „in diesem und den vorigen Punkten“",
  "borkum-1666/8.3#four-counted-with-the-rest":
    "embedsmændenes fire Parter tælles med alle andres, alle Parter lige store (Q-B29 R1)",
  "borkum-1666/8.3#four-of-the-value":
    "embedsmændenes fire Parter tælles med alle andres, hvor fonden deles, ligesom efter R1; bruges vraget i fællesskab, får de dog værdien af fire Parter (Q-B29 R2)",
  "borkum-1666/8.3#four-of-a-customary-total":
    "embedsmændenes fire Parter er fire af et sædvanligt samlet tal, som teksten ikke giver (Q-B29 R3)",
  "borkum-1666/8.3#for-the-officials":
    "de fire Parter er til de fyrstelige embedsmænd i Greetsiel, taget af Vogten og givet videre (Q-B27 R1)",
  "borkum-1666/8.3#for-the-vogt":
    "de fire Parter er Vogtens egne, beholdt som embedsmændenes sædvanlige afgift (Q-B27 R2)",
  "borkum-1666/8.3#for-both": "de fire Parter holdes af Vogten og embedsmændene i Greetsiel sammen (Q-B27 R3)",
  "borkum-1666/8.3#through-the-vogt":
    "Vogten tager embedsmændenes fire Parter og giver dem videre til Greetsiel (Q-B27 R1)",
  "borkum-1666/8.3#the-vogt-keeps-them":
    "embedsmændenes fire Parter går til Vogten, der beholder dem som deres sædvanlige afgift (Q-B27 R2)",
  "borkum-1666/8.3#held-together":
    "embedsmændenes fire Parter holdes af Vogten og embedsmændene i Greetsiel sammen (Q-B27 R3)",
  "borkum-1666/8.3.r1Name": "Embedsmændene i Greetsiel (gennem Vogten)",
  "borkum-1666/8.3.r1Words":
    "til de fyrstelige embedsmænd i Greetsiel, taget af Vogten og givet videre til dem (Q-B27 R1)",
  "borkum-1666/8.3.r2Name": "Vogten selv (embedsmændenes fire Parter)",
  "borkum-1666/8.3.r2Words": "beholdt af Vogten selv som embedsmændenes sædvanlige afgift (Q-B27 R2)",
  "borkum-1666/8.3.r3Name": "Vogten og embedsmændene i Greetsiel i fællesskab",
  "borkum-1666/8.3.r3Words": "holdt af Vogten og embedsmændene i Greetsiel sammen (Q-B27 R3)",
  "borkum-1666/8.3.unfixedWhat": "Det sædvanlige samlede antal Parter, hvoraf embedsmændene i Greetsiel tager fire",
  "borkum-1666/8.3.unfixedBy":
    "gammel sædvane, sådan som de fyrstelige embedsmænd i Greetsiel (Drost og Amtmann) holder den",
  "borkum-1666/8.3.unfixedBasis":
    "efter Q-B29 R3 er de fire Parter fire af et fast sædvanligt samlet tal, som teksten ikke giver",
  "borkum-1666/8.3.counted": "4 Parter, talt med alle andres, alle Parter lige store (Q-B29 R1)",
  "borkum-1666/8.3.countedWreck": "4 Parter, talt med alle andres, da vraget deles (Q-B29 R2 er R1, hvor vrag deles)",
  "borkum-1666/8.3.countedMoney": "4 Parter, talt med alle andres (Q-B29 R2 er R1 for en deling af penge)",
  "borkum-1666/8.3.customaryTotal":
    "fire Parter af et sædvanligt samlet tal, som teksten ikke giver (Q-B29 R3): holdt uden for denne deling, til tallet kendes",
  "borkum-1666/8.3.wreckOnlyScope": "sådan som 8.3 tillægger dem dem i delingen af vrag (Q-B28 R2)",
  "borkum-1666/8.3.pilotDivision": "delingen af lodspenge efter §7",
  "borkum-1666/8.3.salvageDivision": "en deling efter §6",
  "borkum-1666/8.3.wreckOnlyNone":
    "de fire Parter i 8.3 læses som skyldige alene af vrag (Q-B28 R2): der lægges ingen til {where}",
  "borkum-1666/8.3.wreckLikewise": "sådan som 8.3 giver dem fire Parter af vrag ligeledes (Q-B28 R3)",
  "borkum-1666/8.3.footStrandPilot":
    "embedsmændenes fire Parter er Vogtens fire Parter af gods ved Voot-Fuß-Strand og fire Parter af vrag (Q-B28 R3): der lægges ingen til lodspengene efter §7",
  "borkum-1666/8.3.footStrandSalvage":
    "embedsmændenes fire Parter er Vogtens fire Parter af gods ved Voot-Fuß-Strand (Q-B28 R3): der lægges ingen til bjærgning med skibe",
  "borkum-1666/8.3.everyDivision": "sådan som 8.3 gælder enhver deling (Q-B28 R1)",
  "borkum-1666/8.3.theVogtsParts": "de er Vogtens fire Parter",
  "borkum-1666/8.3.reason": "{award}; {words}, {scope}",
  "borkum-1666/8.3.role": "de fire Parter efter borkum-1666/8.3, {words}",
  "borkum-1666/8.3.step": "{name}: {parts}",

  // §5, 8.4–8.6: rullens ramme
  "borkum-1666/8.4#penalty": "rullen skal holdes uden vægring, under trussel om vilkårlig straf og fyrstelig unåde",
  "borkum-1666/8.5#reading":
    "to ens eksemplarer, et til Vogten og et til menigheden; rullen læses op fra prædikestolen hvert år",
  "borkum-1666/frame.five":
    "§5 deler, hvad der tilfalder øboerne, „zwischen dem Vogt, der Gemeine und unter der Gemeine selbst“, efter den gamle sædvane, deres deputerede svor til for retten",
  "borkum-1666/frame.throughTheVogt":
    "embedsmændenes fire Parter efter 8.3, som han tager og giver videre til Greetsiel (Q-B27 R1), så de forlader menigheden gennem ham",
  "borkum-1666/frame.vogtKeeps":
    "embedsmændenes fire Parter efter 8.3, som han beholder som deres sædvanlige afgift (Q-B27 R2)",
  "borkum-1666/frame.together": "holdt af Vogten og embedsmændene i Greetsiel sammen (Q-B27 R3)",
  "borkum-1666/frame.vogtsShare": "Vogtens andel",
  "borkum-1666/frame.vogtsShareAndOfficials": "Vogtens andel; og {officials}",
  "borkum-1666/frame.vogtReason": "{words}. {five}",
  "borkum-1666/frame.vogtName": "Vogten",
  "borkum-1666/frame.communityName": "Borkums menighed (Gemeine)",
  "borkum-1666/frame.communityReason":
    "de øboere, der deler inden for menigheden, eller menigheden selv som helhed. {five}",
  "borkum-1666/frame.officialsName": "Vogten og embedsmændene i Greetsiel i fællesskab",
  "borkum-1666/frame.officialsReason":
    "de fire Parter efter 8.3, {words}: lige så lidt Vogtens som menighedens, altså en side for sig. {five}",
  "borkum-1666/frame.sides": "Delingens sider: {sides}",
  "borkum-1666/frame.sidesNone": "Delingens sider: ingen får noget",
  "borkum-1666/frame.side": "{name} {amount}",
  "borkum-1666/frame.andThen": "{first}; {rest}",
  "borkum-1666/frame.sideShown": "{name}: {amount}",
  "borkum-1666/frame.penaltyWords":
    "en vilkårlig straf („arbiträre Strafe“), dens mål efter øvrighedens skøn, og fyrstens unåde („fürstliche Ungnade“)",
  "borkum-1666/frame.authority": "øvrigheden: fyrstens Drost og Amtmann i Greetsiel",
  "borkum-1666/frame.offenceOf8": "{what} (et brud på §{paragraph})",
  "borkum-1666/frame.offence": "{what} (et brud på §{paragraph}, som 8.4 rammer, da den dækker hele rullen ({why}))",
  "borkum-1666/frame.penaltyShown": "{who}: {penalty}",
  "borkum-1666/frame.measureWhat": "Målet for den vilkårlige straf for {who}: {offence}",
  "borkum-1666/frame.measureBasis":
    "8.4 truer med en „arbiträre Strafe“, en straf efter øvrighedens skøn; rullen fastsætter intet beløb",
  "borkum-1666/frame.notOfTheRolle":
    "Bruddet ved {who} ({what}) angår {provision}, der ikke er en bestemmelse i denne rulle: 8.4 rammer det ikke.",
  "borkum-1666/frame.onlyEight":
    "Bruddet ved {who} ({what}) angår §{paragraph}: efter {why} gælder den vilkårlige straf i 8.4 kun §8, så rullen sætter ingen straf for det.",
  "borkum-1666/frame.sanction": "Straffen efter 8.4 for de anmeldte brud: {punishable} af {reported} strafbare",
  "borkum-1666/frame.copiesWho": "Drosten og Amtmanden i Greetsiel",
  "borkum-1666/frame.copiesWhat":
    "lade de to ens eksemplarer af denne rulle overlevere, et til Vogten og det andet til menigheden på Borkum",
  "borkum-1666/frame.readerWho": "ikke nævnt af rullen (den læses „vor der Kanzel“, fra prædikestolen)",
  "borkum-1666/frame.readingWhat":
    "læse denne rulle offentligt op fra prædikestolen, til efterretning og bedre overholdelse; teksten fastsætter ingen dag i året",
  "borkum-1666/frame.everyYear": "hvert år",
  "borkum-1666/frame.everyYearBy": "hvert år; årets oplæsning senest {due} (juliansk)",
  "borkum-1666/frame.amendment":
    "Drosten og Amtmanden i Greetsiel forbeholder sig udtrykkeligt at forøge, formindske, ændre og forbedre denne rulle efter behov, især på fyrstelig befaling: denne afgørelse anvender den tekst, der blev underskrevet den 13. marts 1666, og en senere ændring ville gå forud for den.",
  "borkum-1666/frame.frame": "Rullens ramme: dens straf, dens eksemplarer og årlige oplæsning, og dens ændring",

  // Læsninger af de åbne spørgsmål (readings.ts)
  "reading:part_fund": "Hvad deles i Parter, og hvad er en Part værd?",
  "reading:part_fund.R1":
    "de penge, øboerne faktisk modtager, delt i lige så mange lige store Parter, som alle berettigede tilsammen har",
  "reading:part_fund.R2":
    "som R1, men betaler ingen bjærgepenge, deles det gods, ingen gør krav på (eller hvad det indbringer), i de samme Parter",
  "reading:ship_parts_recipient": "Hvem tager skibets to Parter, og hvad får en medejer om bord?",
  "reading:ship_parts_recipient.R1":
    "ejerne deler skibets Parter efter deres andele, og enhver om bord, der hjælper, medejer eller ej, får en Part for sin person",
  "reading:ship_parts_recipient.R2":
    "en medejer om bord får sin andel i skibets Parter og ingen Part for sin person; skipperen beholder altid sin",
  "reading:boy_part_aboard":
    "Får en dreng, der hjælper om bord på et bjærgende skib på eller uden for revlerne, en Part?",
  "reading:boy_part_aboard.R1": "ja, én Part: „Jemand“ er enhver, og drenge er kun udelukket inden for revlerne",
  "reading:boy_part_aboard.R2": "nej: drenge får aldrig en Part, sådan som 6.3 siger for inden for revlerne",
  "reading:boy_part_aboard.R3":
    "hans hjælp tæller for forældrenes husstand, der får én Part, uanset hvor mange af den der hjælper",
  "reading:son_part": "Tjener voksne sønner egne Parter?",
  "reading:son_part.R1": "én Part pr. husstand i enhver deling, uanset hvor mange sønner der hjælper",
  "reading:son_part.R2":
    "grænsen på én Part gælder kun, hvor teksten siger det (gods ved Voot-Fuß-Strand, lodspengenes overskud)",
  "reading:inside_helper_status": "Hvilke hjælpere får en Part inden for revlerne?",
  "reading:inside_helper_status.R1": "kun husfædre; sønner, karle og ugifte får intet",
  "reading:inside_helper_status.R2": "enhver voksen hjælper; parentesen udelukker kun drenge",
  "reading:home_rule_scope":
    "Gælder 6.4–6.6 (de hjemmeblivende; Vogtens og Altbauerens vogn) bjærgning på eller uden for revlerne?",
  "reading:home_rule_scope.R1": "kun bjærgning inden for revlerne, den regel, de følger",
  "reading:home_rule_scope.R2": "al bjærgning med skibe efter §6, på, uden for eller inden for revlerne",
  "reading:home_exception_parts": "Hvor mange Parter får Vogten, pastoren og hver enke, når de bliver hjemme (6.4)?",
  "reading:home_exception_parts.R1": "én Part hver, ligesom en husfader, der hjælper",
  "reading:home_exception_parts.R2": "skalaen for Voot-Fuß-Strand i 6.7: Vogten fire, pastoren to, hver enke én",
  "reading:home_exception_parts.R3": "teksten giver intet tal; sædvane eller embedsmændene må fastsætte det",
  "reading:widow_home_part_inside": "Får enker, der bliver hjemme, en Part af bjærgning inden for revlerne?",
  "reading:widow_home_part_inside.R1": "ja, hver enke, der står for en husstand, uden at sende nogen",
  "reading:widow_home_part_inside.R2": "kun dersom hun sender en i sit sted, der hjælper, ligesom i 6.7",
  "reading:widow_home_part_inside.R3": "kun en enke, der er „unvermögend“ (uarbejdsdygtig eller ubemidlet)",
  "reading:vogt_wagon_parts": "Vogten med sin vogn „hat nur drei Teile“ (6.5): i alt, eller ud over hans Part hjemme?",
  "reading:vogt_wagon_parts.R1": "tre Parter i alt, i stedet for hvad han får hjemme",
  "reading:vogt_wagon_parts.R2": "tre Parter ud over hans Part eller Parter hjemme efter 6.4",
  "reading:altbauer_wagon_parts": "En Altbauer med sin vogn får „zwei Part und sonst einen Part“ (6.6): hvad præcis?",
  "reading:altbauer_wagon_parts.R1": "to i alt med sin vogn, én, når han hjælper uden den, ingen hjemme",
  "reading:altbauer_wagon_parts.R2": "to for vognen ud over hans Part som hjælper: tre i alt",
  "reading:altbauer_wagon_parts.R3": "„sonst“ betyder „i alle tilfælde“: én Part, også når han bliver hjemme",
  "reading:neubauer_wagon": "Får en Neubauer, der hjælper med sin vogn, Altbauerens vognparter?",
  "reading:neubauer_wagon.R1": "nej: teksten giver kun vognparterne til Altbauern",
  "reading:neubauer_wagon.R2": "ja, analogt behandles han som en Altbauer med sin vogn",
  "reading:footstrand_fixed_parts":
    "Skal Vogten og pastoren hjælpe for at få deres fire og to Parter af gods ved Voot-Fuß-Strand?",
  "reading:footstrand_fixed_parts.R1": "nej: deres Parter er faste; „ingen hjælp, ingen Part“ taler om husstandene",
  "reading:footstrand_fixed_parts.R2": "ja: „der aber nicht … hilft, hat auch keinen Teil“ binder også dem",
  "reading:help_conjunctive": "6.8 kræver hjælp „mit arbeiten und zu Hause fahren“: er én slags hjælp nok?",
  "reading:help_conjunctive.R1": "arbejdet eller hjemkørslen tjener hver for sig Parten",
  "reading:help_conjunctive.R2": "husstanden skal både arbejde og køre hjem",
  "reading:widow_substitute":
    "En uformuende enke må sætte en karl i sit sted (6.7): hvis er Parten, og hvad er „unvermögend“?",
  "reading:widow_substitute.R1": "Parten er hendes husstands; „unvermögend“ betyder uarbejdsdygtig",
  "reading:widow_substitute.R2": "Parten er hendes husstands; „unvermögend“ betyder ubemidlet",
  "reading:widow_substitute.R3": "karlen selv får Parten",
  "reading:footstrand_fund": "Hvad deles for gods ved Voot-Fuß-Strand: bjærgepengene eller godset?",
  "reading:footstrand_fund.R1": "de bjærgepenge, købmanden betaler for godset",
  "reading:footstrand_fund.R2": "kommer ingen ejer, selve godset (eller hvad det indbringer), i de samme Parter",
  "reading:officials_parts_recipient": "Hvem modtager de fire Parter i 8.3?",
  "reading:officials_parts_recipient.R1": "de fyrstelige embedsmænd i Greetsiel; Vogten tager dem og giver dem videre",
  "reading:officials_parts_recipient.R2": "Vogten selv, som fyrstens embedsmand på øen",
  "reading:officials_parts_recipient.R3": "Vogten og embedsmændene sammen, fire Parter i alt",
  "reading:officials_parts_scope":
    "Hvilke delinger gælder de fire Parter i 8.3 for („in diesem und den vorigen Punkten“)?",
  "reading:officials_parts_scope.R1": "fire Parter mere i enhver deling af bjærgepenge, lodspenge og vrag",
  "reading:officials_parts_scope.R2":
    "kun i delingen af vrag efter §8; fire Parter af vraget dækker alle deres afgifter",
  "reading:officials_parts_scope.R3":
    "de er Vogtens fire Parter af gods ved Voot-Fuß-Strand (6.7) og fire Parter af vrag; intet mere i 6.1–6.6",
  "reading:officials_parts_arithmetic": "Hvordan står embedsmændenes fire Parter i forhold til menighedens Parter?",
  "reading:officials_parts_arithmetic.R1":
    "talt med alles Parter, alle Parter lige store, så hver anden Part bliver lidt mindre",
  "reading:officials_parts_arithmetic.R2":
    "som R1, hvor der deles; bruges vraget i fællesskab, får embedsmændene dog værdien af fire Parter",
  "reading:officials_parts_arithmetic.R3": "fire Parter af et sædvanligt fast antal Parter, som teksten ikke giver",
  "reading:reichstaler_subdivision": "Hvordan deles rigsdaleren (Reichstaler), når beløb på Borkum regnes i den?",
  "reading:reichstaler_subdivision.R1": "1 Reichstaler = 54 Stüber, 1 Stüber = 10 Witten",
  "reading:reichstaler_subdivision.R2": "1 Reichstaler = 54 Stüber, Stüber den mindste enhed",
  "reading:reichstaler_subdivision.R3": "regnedaleren „schlichter Taler“ til 30 Stüber (hver 10 Witten)",
  "reading:penalty_scope": "Dækker den vilkårlige straf og fyrstelige unåde i 8.4 hele rullen eller kun §8?",
  "reading:penalty_scope.R1": "hele rullen: et brud på enhver af dens paragraffer",
  "reading:penalty_scope.R2": "kun §8: reglen om vrag og embedsmændenes fire Parter",

  // 8.1: hvad der er vrag
  "borkum-1666/8.1#all-marks":
    "8.1 bestemmer vrag: et skib er kun vrag, når det er læk, forladt, tomt og sidder fast og ikke kan bringes løs (Q-B25 R1)",
  "borkum-1666/8.1#typical-wreck":
    "8.1 beskriver det typiske vrag: et forladt skib, der sidder fast og ikke kan bringes løs, er vrag, også når det ikke er læk eller ikke tomt (Q-B25 R2)",
  "borkum-1666/8.1#ship-lacking": "et skib, der mangler, hvad 8.1 kræver af et vrag, er ikke vrag",
  "borkum-1666/8.1#ship": "lække, forladte og tomme skibe, der sidder fast og ikke kan bringes løs, er vrag",
  "borkum-1666/8.1#piece-not-named":
    "et lille stykke af et skib, eller et stykke, der ikke er strandet, nævnes ikke i 8.1",
  "borkum-1666/8.1#piece": "strandede stykker af skibe, halve, kvarte eller andre store stykker, er vrag",
  "borkum-1666/8.1#not-ashore": "master, ræer og det øvrige, der ikke er drevet i land",
  "borkum-1666/8.1#drifted":
    "master, ræer, stænger, „Rohrs“, Schuten, Schwerden, lastbjælker og „Hofpahlen“, der driver i land, er vrag",
  "borkum-1666/8.1#cargo": "købmandsgods er ikke vrag",
  "borkum-1666/8.1.mast": "en mast",
  "borkum-1666/8.1.yard": "en rå („Rahe“)",
  "borkum-1666/8.1.topmast": "en stang („Stenge“)",
  "borkum-1666/8.1.rudder": "et ror („Rohr“)",
  "borkum-1666/8.1.boat": "en båd („Schute“)",
  "borkum-1666/8.1.leeboard": "et sværd („Schwert“)",
  "borkum-1666/8.1.holdBeam": "en lastbjælke („Lastbalken“)",
  "borkum-1666/8.1.hofpahl": "en „Hofpahl“",
  "borkum-1666/8.1.half": "et halvt skib",
  "borkum-1666/8.1.quarter": "en fjerdedel af et skib",
  "borkum-1666/8.1.large": "et stort stykke af et skib",
  "borkum-1666/8.1.small": "et lille stykke af et skib",
  "borkum-1666/8.1.salvage":
    "at hjælpe det løs, eller bjærge det og dets gods, er bjærgning efter §6 (og et skib, der bad om lods og findes siddende fast og læk, er også bjærgning, 7.9)",
  "borkum-1666/8.1.noOtherRule":
    "rullen har ingen anden regel for et sådant skib; gods bjærget fra det er købmandsgods efter §6",
  "borkum-1666/8.1.notAbandoned": "ikke forladt (der er folk om bord, eller besætningen har ikke forladt det)",
  "borkum-1666/8.1.notStuck": "sidder ikke fast",
  "borkum-1666/8.1.canBeGotOff": "kan bringes løs",
  "borkum-1666/8.1.notLeaking": "ikke læk",
  "borkum-1666/8.1.notEmpty": "ikke tomt",
  "borkum-1666/8.1.allMarks": "{lacks}, og alle kendetegnene i 8.1 kræves ({why})",
  "borkum-1666/8.1.comma": "{first}, {rest}",
  "borkum-1666/8.1.semicolon": "{first}; {rest}",
  "borkum-1666/8.1.shipLacking": "et skib, {lacks}: {belongs}",
  "borkum-1666/8.1.typicalWreck": "et læk, forladt, tomt skib, der sidder fast og ikke kan bringes løs",
  "borkum-1666/8.1.abandonedThough":
    "et forladt skib, der sidder fast og ikke kan bringes løs, skønt {lacks}: kendetegnene i 8.1 beskriver det typiske vrag ({why})",
  "borkum-1666/8.1.abandonedThoughGoods":
    "et forladt skib, der sidder fast og ikke kan bringes løs, skønt {lacks}: kendetegnene i 8.1 beskriver det typiske vrag ({why}); godset i det er købmandsgods efter §6, ikke vrag",
  "borkum-1666/8.1.smallPiece":
    "et lille stykke: 8.1 nævner halve, kvarte „oder sonst große Stücke“, og et lille stykke er ikke nævnt",
  "borkum-1666/8.1.notStranded":
    "ikke strandet: 8.1 taler om stykker, der er kommet i land („angestrandete“), og dette er det ikke",
  "borkum-1666/8.1.noRuleForPiece": "{lacks}; rullen giver ingen anden regel for det",
  "borkum-1666/8.1.stranded": "{piece}, strandet",
  "borkum-1666/8.1.notAshore":
    "{item}, ikke drevet i land: 8.1 regner sådanne ting til vrag, når de driver i land („angetriebene“), og siger intet om dem, der findes andetsteds",
  "borkum-1666/8.1.driftedAshore": "{item}, drevet i land",
  "borkum-1666/8.1.cargo":
    "købmandsgods, hverken et skib eller en del af et: gods, der selv kommer i land, er gods ved Voot-Fuß-Strand (6.7), gods bjærget med skibe er bjærgning (6.1, 6.3); afgør det som en sag af arten „salvage“",
  "borkum-1666/8.1.notNamed":
    "ikke blandt de ting, 8.1 nævner (skibe, store stykker af skibe, og master, ræer, stænger, ror, både, sværd, lastbjælker og „Hofpahlen“, der driver i land); er det købmandsgods, gælder §6",
  "borkum-1666/8.1.itemWreck": "{item}: vrag",
  "borkum-1666/8.1.itemNotWreck": "{item}: ikke vrag",
  "borkum-1666/8.1.whatCounts": "Hvad der regnes for vrag",

  // 8.2: tilfaldet menigheden, delt eller til fælles brug
  "borkum-1666/8#wreck":
    "vrag tilfalder menigheden, til deling efter hver enkelts andel eller til fælles brug, med fire Parter til Vogten og embedsmændene (8.1–8.3)",
  "borkum-1666/8.2#fund": "hvad der deles: hvad vraget indbragte, eller dets værdi",
  "borkum-1666/8.2#fund-in-kind": "hvad der deles: selve vraget, dets værdi ikke oplyst",
  "borkum-1666/8.2#vesting":
    "efter gammel sædvane, sådan som Borkums deputerede bekræfter med legemlig ed, er alt dette tilfaldet menigheden på Borkum",
  "borkum-1666/8.2#disposition":
    "vrag plejer at blive delt i menigheden efter hver enkelts andel eller brugt i fællesskab",
  "borkum-1666/8.2#share-per-household":
    "„eines jeden Anteil“ af delt vrag er én Part pr. husstand i menigheden (Q-B26 R1)",
  "borkum-1666/8.2#share-on-the-scale":
    "„eines jeden Anteil“ af delt vrag følger skalaen for gods ved Voot-Fuß-Strand, 6.7 (Q-B26 R2)",
  "borkum-1666/8.2#share-by-rights":
    "„eines jeden Anteil“ af delt vrag står i forhold til hver husstands rettigheder i fællesjorden (Q-B26 R3)",
  "borkum-1666/8.2#vogt": "Vogtens andel af delt vrag",
  "borkum-1666/8.2#pastor": "pastorens andel af delt vrag",
  "borkum-1666/8.2#household": "vrag deles i menigheden „nach Proportion eines jeden Anteil“",
  "borkum-1666/8.3#vogts-four":
    "hvor Vogten får fire Parter af vraget efter skalaen for Voot-Fuß-Strand, er de embedsmændenes fire Parter (Q-B28 R3): der lægges ingen til",
  "borkum-1666/8.3#common-use-no-rule":
    "embedsmændenes fire Parter tælles med alle andres (Q-B29 R1): vrag til fælles brug deles ikke, og 8.3 giver ingen regel for det",
  "borkum-1666/8.3#common-use-value-of-four":
    "vrag til fælles brug: embedsmændene får dog værdien af fire Parter (Q-B29 R2)",
  "borkum-1666/8.3#common-use-customary-total":
    "vrag til fælles brug: embedsmændenes fire Parter er fire af et sædvanligt samlet tal, som teksten ikke giver (Q-B29 R3)",
  "borkum-1666/8.2.theVogt": "Vogten",
  "borkum-1666/8.2.thePastor": "pastoren",
  "borkum-1666/8.2.theHousehold": "husstanden",
  "borkum-1666/8.2.fourParts": "4 Parter",
  "borkum-1666/8.2.twoParts": "2 Parter",
  "borkum-1666/8.2.householdPart": "1 Part for husstanden",
  "borkum-1666/8.2.officialsFour": "de er embedsmændenes fire Parter efter 8.3 (Q-B28 R3), {words}",
  "borkum-1666/8.2.onScale": "{parts} efter skalaen for Voot-Fuß-Strand i 6.7 ({why})",
  "borkum-1666/8.2.onScaleNoHelp":
    "{parts} efter skalaen for Voot-Fuß-Strand i 6.7 ({why}); vrag kræver ingen hjælp, så „ingen hjælp, ingen Part“ fra 6.8 lånes ikke",
  "borkum-1666/8.2.andTheirs": "{reason}; {theirs}",
  "borkum-1666/8.2.rights": "dens rettigheder i fællesjorden, {rights} ({why})",
  "borkum-1666/8.2.noRights": "andelene følger rettighederne i fællesjorden ({why}), og sagen giver {who} ingen",
  "borkum-1666/8.2.perHousehold": "1 Part for husstanden ({why})",
  "borkum-1666/8.2.byOffice":
    "vrag deles med én Part pr. husstand i menigheden ({why}), og {who} tælles efter sit embede, ikke som en af dens husstande",
  "borkum-1666/8.2.notAHousehold": "ikke husfader: vrag deles mellem menighedens husstande",
  "borkum-1666/8.2.altbauer": "Altbauer (gammel gårdmand)",
  "borkum-1666/8.2.neubauer": "Neubauer (ny gårdmand)",
  "borkum-1666/8.2.vogtsFour": "hans fire Parter er embedsmændenes (8.3)",
  "borkum-1666/8.2.roleWords": "{first}, {rest}",
  "borkum-1666/8.2.named": "nævnt i sagen",
  "borkum-1666/8.2.againstWhat": "Embedsmændenes fire Parter, talt mod menighedens Parter",
  "borkum-1666/8.2.againstBy": "ingen yderligere: de følger, så snart menighedens Parter er skønnet",
  "borkum-1666/8.2.againstBasis": "menighedens Parter kendes endnu ikke, så fire Parter kan ikke tælles mod dem",
  "borkum-1666/8.2.waits": "holdt uden for, til menighedens Parter kendes",
  "borkum-1666/8.2.vogtsFourScope": "idet Vogtens fire Parter efter skalaen for Voot-Fuß-Strand er deres (Q-B28 R3)",
  "borkum-1666/8.2.fetched": "hvad vraget indbragte eller er værd, i lige store Parter",
  "borkum-1666/8.2.itself":
    "selve vraget: hverken provenu eller værdien af hvert stykke er oplyst, så dets værdi må skønnes",
  "borkum-1666/8.2.money": "penge fra vraget",
  "borkum-1666/8.2.valueWhat": "Vragets værdi, eller hvad det indbringer ved salg",
  "borkum-1666/8.2.valueBy": "ikke nævnt af rullen: menigheden på Borkum, som vraget er tilfaldet, med Vogten",
  "borkum-1666/8.2.communityRole": "menigheden som helhed, som vraget er tilfaldet",
  "borkum-1666/8.2.cited": "{reason} ({provisions})",
  "borkum-1666/8.2.communityStep": "{community}: {parts}",
  "borkum-1666/8.2.divideValuation":
    "vraget deles i Parter, og hverken hvad det indbragte eller værdien af hvert stykke er oplyst",
  "borkum-1666/8.2.dividedAmong": "vraget skal deles mellem menighedens husstande",
  "borkum-1666/8.2.dividedSituation": "vrag, delt i menigheden på Borkum (borkum-1666/8.1–8.3)",
  "borkum-1666/8.2.dividedLabel": "Vragets provenu eller værdi, delt i Parter",
  "borkum-1666/8.2.whole": "hele vraget, brugt i menighedens fællesskab: én udelt andel",
  "borkum-1666/8.2.noRuleForCommonUse":
    "Vraget bruges i fællesskab, og teksten giver i så fald ingen regel for embedsmændenes fire Parter (Q-B29 R1): 8.3 tæller dem med Parterne i en deling. Intet lægges til side for dem her; efter Q-B29 R2 fik de værdien af fire Parter.",
  "borkum-1666/8.2.valuedAmong":
    "efter Q-B29 R2 får embedsmændene værdien af fire Parter, talt mod Parterne for menighedens husstande",
  "borkum-1666/8.2.rest":
    "resten af vraget, brugt i fællesskab: værdien af de {parts}, dets medlemmer ville få, dersom det blev delt",
  "borkum-1666/8.2.valueOfFour": "værdien af fire Parter af vraget, skønt det bruges i fællesskab (Q-B29 R2)",
  "borkum-1666/8.2.commonUseSituation": "vrag, brugt i fællesskab af menigheden på Borkum (borkum-1666/8.1–8.3)",
  "borkum-1666/8.2.valuedLabel": "Vraget, brugt i fællesskab: dets værdi",
  "borkum-1666/8.2.valuedValuation":
    "embedsmændene får værdien af fire Parter af vraget, skønt det bruges i fællesskab (Q-B29 R2), og det kræver en vurdering",
  "borkum-1666/8.2.commonUseLabel": "Vraget, brugt i fællesskab",
  "borkum-1666/8.2.commonUseValuation": "vraget bruges i fællesskab, og dets værdi er ikke oplyst",
  "borkum-1666/8.2.nobodyChooses":
    "8.2 nævner ingen, der vælger mellem at dele vraget og at bruge det i fællesskab, og sætter ingen frist for valget; valget vises som menighedens, som vraget er tilfaldet.",
  "borkum-1666/8.2.chooseDivide": "dele: i menigheden, efter hver enkelts andel",
  "borkum-1666/8.2.chooseCommonUse": "fælles brug: beholde vraget til menighedens fælles brug",
  "borkum-1666/8.2.lapse":
    "rullen nævner ingen, der afgør det, og sætter ingen frist: til valget er truffet, bliver vraget udelt hos menigheden",
  "borkum-1666/8.2.undecidedSituation":
    "vrag, tilfaldet menigheden på Borkum, endnu hverken delt eller brugt i fællesskab (borkum-1666/8.1–8.2)",
  "borkum-1666/8.2.undecidedWhole": "hele vraget, tilfaldet menigheden: udelt, til den vælger",
  "borkum-1666/8.2.undecidedLabel": "Vraget, tilfaldet menigheden",
  "borkum-1666/8.2.undecidedValuation": "vraget er tilfaldet menigheden, og dets værdi er ikke oplyst",
  "borkum-1666/8.2.divide": "delt i menigheden efter hver enkelts andel",
  "borkum-1666/8.2.commonUse": "brugt i fællesskab",
  "borkum-1666/8.2.undecided": "endnu hverken delt eller brugt i fællesskab",
  "borkum-1666/8.2.notWreck": "{item} er ikke vrag: {reason}. Det holdes uden for det vrag, der tilfalder menigheden.",
  "borkum-1666/8.2.proceedsOne":
    "Provenuet regnes for det, vraget alene indbragte: {items} er ikke vrag og ikke med deri.",
  "borkum-1666/8.2.proceedsMany":
    "Provenuet regnes for det, vraget alene indbragte: {items} er ikke vrag og ikke med deri.",
  "borkum-1666/8.2.pieceOnly": "{item}: „piece“ læses kun for et ship_piece.",
  "borkum-1666/8.2.twoVogts": "{n} personer er angivet som Vogt; rullen kender én.",
  "borkum-1666/8.2.twoPastors": "{n} personer er angivet som pastor; rullen kender én.",
  "borkum-1666/8.2.root": "Vrag efter borkum-1666 §8: {situation}",
  "reading:wreck_definition":
    "Kræves alle kendetegnene for et vraget skib i 8.1 (læk, forladt, tomt, sidder fast, kan ikke bringes løs)?",
  "reading:wreck_definition.R1":
    "dem alle: et skib er kun vrag, når det er læk, forladt, tomt og sidder fast og ikke kan bringes løs",
  "reading:wreck_definition.R2":
    "en beskrivelse af det typiske vrag: et forladt skib, der sidder fast og ikke kan bringes løs, er vrag, også når det ikke er læk eller ikke tomt",
  "reading:wreck_division_basis": "Hvad er „eines jeden Anteil“, når vrag deles (8.2)?",
  "reading:wreck_division_basis.R1": "én Part for hver husstand i menigheden",
  "reading:wreck_division_basis.R2":
    "skalaen for Voot-Fuß-Strand i 6.7: Vogten fire Parter, pastoren to, hver husstand én",
  "reading:wreck_division_basis.R3":
    "hver husstands rettigheder i fællesjorden, som teksten ikke giver: en oplysning, aldrig et gæt",

  // §7: lodspenge (Lootsengeld), reglerne og læsningerne
  "borkum-1666/7#pilot-money":
    "lodspenge: det laveste bud sejler ud, overskuddet tilfalder kompagniet på stranden (7.1–7.6), eller med hele skibe efter lodtrækning (7.7–7.8), delt i den gamle sædvanes Parter (§5)",
  "borkum-1666/7#no-goods-in-kind":
    "lodspenge er penge, der er betinget af et skib: der er intet gods at dele i deres sted",
  "borkum-1666/7.1#pilot-money":
    "lodspenge: et ukendt skib, endnu i fri fart på strømmen, lader en Syauwer (nødflag) vaje eller løsner et skud og kalder dermed på en lods",
  "borkum-1666/7.2#lowest-offer":
    "de på stranden, der ser Syauwer, aftaler, hvem der skal sejle ud, og den, der siger, han vil gøre det for den ringeste pris, sejler ud",
  "borkum-1666/7.2#tie-lot": "lige lave bud: lodtrækning afgør, hvem der sejler ud, efter mønster af 7.7",
  "borkum-1666/7.2#promise-to-the-ship":
    "den øbo, der lover at kræve mindst af skibet, sejler ud; hans løfte er den aftalte pris (Q-B16 R2)",
  "borkum-1666/7.2#pay-he-takes":
    "den øbo, der vil tage den laveste løn af kompagniet, sejler ud; den løn er den aftalte pris, han beholder (Q-B16 R1)",
  "borkum-1666/7.2#pilot": "den, der siger, han vil gøre det for den ringeste pris, sejler ud som lods, for den pris",
  "borkum-1666/7.3#shortfall": "skibet betalte mindre end den aftalte pris: teksten taler kun om et overskud",
  "borkum-1666/7.3#surplus":
    "hvad der betinges af skibet ud over den aftalte pris, tilfalder hele kompagniet, der var med ved aftalen på stranden; den aftalte pris beholdes",
  "borkum-1666/7.3#pilot":
    "lodsen selv beholder den aftalte pris: hører han også til kompagniet, der deler overskuddet?",
  "borkum-1666/7.3#householders-only":
    "kun de husfædre, der var til stede ved aftalen, hører til kompagniet (Q-B18 R2)",
  "borkum-1666/7.3#everyone-present":
    "enhver, der var til stede ved aftalen på stranden, hører til kompagniet; en husfader og hans sønner der tæller som én Part (Q-B18 R1)",
  "borkum-1666/7.3#household-through-sons":
    "enhver husfader hører til kompagniet, „der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind“: hans husstand får sin ene Part gennem de sønner, der var der",
  "borkum-1666/7.3#absent": "overskuddet går til dem, der var til stede ved aftalen på stranden, og til ingen andre",
  "borkum-1666/7.3#son": "enhver husfader får kun én Part, også når en eller flere af hans sønner var der",
  "borkum-1666/7.3#not-a-householder": "en, der var til stede og ikke er husfader: hører han til kompagniet?",
  "borkum-1666/7.3#company":
    "overskuddet tilfalder hele kompagniet, der var til stede ved aftalen på stranden, enhver husfader iblandt dem",
  "borkum-1666/7.4#vogt-present":
    "Vogten, der var til stede ved aftalen på stranden, får sin Part, sådan som 7.4 forudsætter",
  "borkum-1666/7.4#pastor-present":
    "pastoren, der var til stede ved aftalen på stranden, får sin Part, sådan som 7.4 forudsætter",
  "borkum-1666/7.4#vogt":
    "Vogten, der ikke er til stede, får ingen Part – „nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“",
  "borkum-1666/7.4#pastor":
    "pastoren, der ikke er til stede, får ingen Part – „nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“",
  "borkum-1666/7.4#could-not-come":
    "den, der fik besked og ikke kunne komme, beholder sin Part: 7.4 tager den kun fra den, der ikke ville med (Q-B31 R2)",
  "borkum-1666/7.4#absent-no-part":
    "den, der fik besked og ikke var til stede, får ingen Part, hvad der end holdt ham borte (Q-B31 R1)",
  "borkum-1666/7.5#vogt":
    "Vogten, der ikke fik besked, „und die Eiländer das Schiff von dem Turm sehen“, får sin andel alligevel",
  "borkum-1666/7.5#pastor":
    "pastoren, der ikke fik besked, „und die Eiländer das Schiff von dem Turm sehen“, får sin andel alligevel",
  "borkum-1666/7.5#share-of-a-householder":
    "Vogtens og pastorens andel af lodspengene er én Part, ligesom en husfader i kompagniet (Q-B20 R1)",
  "borkum-1666/7.5#share-on-the-foot-strand-scale":
    "Vogtens og pastorens andel af lodspengene er deres Part efter skalaen for Voot-Fuß-Strand i 6.7 (Q-B20 R2)",
  "borkum-1666/7.5#share-without-a-number":
    "Vogtens og pastorens andel af lodspengene har intet tal i teksten (Q-B20 R3)",
  "borkum-1666/7.5#not-told-suffices":
    "ordene om tårnet beskriver, hvordan skibe blev set: at de ikke fik besked, er nok til at beholde andelen (Q-B21 R2)",
  "borkum-1666/7.5#both-conditions":
    "de beholder kun deres andel, dersom de ikke fik besked og skibet blev set fra tårnet (Q-B21 R1)",
  "borkum-1666/7.6#one-person":
    "det ovenstående (7.2–7.5) forstås om én person, der går om bord på det fremmede skib og lodser det",
  "borkum-1666/7.7#whole-ships":
    "men når der skal lodses med hele skibe, sejler den, som loddet falder på, med sit skib, med de personer, loddet falder på",
  "borkum-1666/7.7#lot-ship": "den, som loddet falder på, sejler med sit skib",
  "borkum-1666/7.7#lot-persons": "med ham sejler de personer, loddet falder på, så mange som den nærværende nød kræver",
  "borkum-1666/7.7#person":
    "så mange personer, som den nærværende nød kræver, sejler med det lodsende skib, de, som loddet falder på",
  "borkum-1666/7.8#parts":
    "den, der lodser med sit skib, skal få tre Parter, én for sin person og to for skibet; hvad de andre om bord får, og hvad der deles, siger teksten ikke",
  "borkum-1666/7.8#ship":
    "den, der lodser med sit skib, får to Parter for skibet; de går til dets ejere efter deres andele, ligesom i §6",
  "borkum-1666/7.8#skipper": "den, der lodser med sit skib, får én Part for sin person, hvor der end lodses",
  "borkum-1666/7.8#grown-son":
    "en voksen søn, der sejler med det lodsende skib: en egen Part, eller husstandens ene Part?",
  "borkum-1666/7.8#household":
    "én Part pr. husstand: sønner, der sejlede med, tæller for forældrenes husstand (Q-B04 R1)",
  "borkum-1666/7.9#aground-or-leaking":
    "et skib, der findes siddende fast eller læk, bjærges og lodses ikke: én af delene er nok (Q-B23 R2)",
  "borkum-1666/7.9#aground-and-leaking":
    "7.9 kræver et skib, der findes siddende fast og læk, sådan som teksten siger; én af delene er ikke nok (Q-B23 R1)",
  "borkum-1666/7.9#salvage-money":
    "skibet, der lader Syauwer vaje, findes ikke længere i fri fart, men siddende fast og læk: det kan ikke kaldes lodspenge, men bjærgepenge (Bergegeld)",
  "borkum-1666/7.9#fallen-to-the-ruler": "Vogten finder, at skibet er forfaldet i den høje landsøvrigheds hænder",
  "borkum-1666/7.9#inspection":
    "Vogten skal da syne skibet, om det er forfaldet i den høje landsøvrigheds hænder eller ej",
  "reading:lowest_price": "Hvis „ringeste pris“ afgør i 7.2, hvem der sejler ud som lods?",
  "reading:lowest_price.R1":
    "den øbo, der vil tage den laveste løn af kompagniet, sejler ud; den løn er den aftalte pris, han beholder",
  "reading:lowest_price.R2": "den øbo, der lover at kræve mindst af skibet, sejler ud; hans løfte er den aftalte pris",
  "reading:pilot_shares_surplus": "Deler lodsen selv i overskuddet ud over den aftalte pris (7.3)?",
  "reading:pilot_shares_surplus.R1":
    "ja: han var med ved aftalen og på stranden, så han får en Part af overskuddet ud over sin aftalte pris",
  "reading:pilot_shares_surplus.R2": "nej: han beholder kun den aftalte pris; overskuddet går til de andre",
  "reading:company_membership": "Hvem udgør det „kompagni“, der deler overskuddet (7.3)?",
  "reading:company_membership.R1":
    "enhver, der var til stede ved aftalen på stranden; en husfader og hans sønner der tæller som én Part",
  "reading:company_membership.R2": "kun de husfædre, der var til stede; ugifte, karle og drenge får ingen Part",
  "reading:surplus_shortfall": "Betinger lodsen mindre af skibet end den aftalte pris (7.3), hvem bærer da forskellen?",
  "reading:surplus_shortfall.R1": "lodsen: han får kun, hvad skibet betaler, og der er intet overskud",
  "reading:surplus_shortfall.R2": "kompagniet: det udfylder den aftalte pris, hvert medlem efter sine Parter",
  "reading:vogt_pastor_pilot_share":
    "Hvor stor er Vogtens og pastorens „andel“ af lodspengene, når de ikke fik besked (7.5)?",
  "reading:vogt_pastor_pilot_share.R1": "én Part hver, ligesom en husfader i kompagniet",
  "reading:vogt_pastor_pilot_share.R2": "skalaen for Voot-Fuß-Strand i 6.7: fire Parter til Vogten, to til pastoren",
  "reading:vogt_pastor_pilot_share.R3":
    "ikke fastsat af teksten: deres Parter holdes uden for, til sædvane eller embedsmændene fastsætter dem",
  "reading:tower_condition": "Er „die Eiländer das Schiff von dem Turm sehen“ i 7.5 en særskilt betingelse?",
  "reading:tower_condition.R1": "de beholder kun deres andel, dersom de ikke fik besked og skibet blev set fra tårnet",
  "reading:tower_condition.R2": "ordene om tårnet beskriver, hvordan skibe blev set; at de ikke fik besked, er nok",
  "reading:ship_pilotage_shares":
    "Hvad får de andre personer om bord ved lodsning med hele skibe (7.7–7.8), og hvad deles?",
  "reading:ship_pilotage_shares.R1":
    "hver person, der sejler efter lodtrækning, får én Part for sin person; hele betalingen deles mellem skibet (2), dets skipper (1) og dem",
  "reading:ship_pilotage_shares.R2":
    "som i 7.3: skibets folk beholder en aftalt pris, og et overskud tilfalder kompagniet på stranden",
  "reading:ship_pilotage_shares.R3": "kun det lodsende skib og dets skipper betales; de andre sejler som en pligt",
  "reading:stuck_and_leaking": "Kræver 7.9, at skibet både sidder fast og er læk?",
  "reading:stuck_and_leaking.R1": "sidder fast og er læk, sådan som teksten siger",
  "reading:stuck_and_leaking.R2": "én af delene er nok: et skib, der sidder fast eller er læk, bjærges og lodses ikke",
  "reading:ruler_forfeit_effect":
    "Hvad følger, når Vogten finder, at skibet „in der hohen Landes Obrigkeit Hände verfallen“ er (7.9)?",
  "reading:ruler_forfeit_effect.R1": "intet for andelene: pengene er stadig bjærgepenge, delt efter §6",
  "reading:ruler_forfeit_effect.R2":
    "øboernes bjærgepenge afhænger da af, hvad landsherrens embedsmænd tillader (en oplysning)",
  "reading:absent_officers":
    "Beholder en Vogt eller pastor i 7.4, der fik besked, men ikke kunne komme (sygdom, tjeneste), sin Part?",
  "reading:absent_officers.R1": "ingen Part: ikke til stede er ikke til stede, hvad der end holdt ham borte",
  "reading:absent_officers.R2": "han beholder sin Part: 7.4 tager den kun fra den, der fik besked og ikke ville med",

  "borkum-1666/7.loneLot":
    "Der er angivet en lodtrækning, men én person lodsede: lodtrækningen i 7.7 angår hele skibe; den lades ude af betragtning.",
  "borkum-1666/7.offersAside":
    "Der er angivet bud eller en lods, men der blev lodset med et helt skib: dér afgør lodtrækningen, hvem der sejler (7.7), ikke det laveste bud (7.2); de lades ude af betragtning.",
  "borkum-1666/7.twoVogts": "{total} personer er angivet som Vogt; rullen kender én Vogt.",
  "borkum-1666/7.twoPastors": "{total} personer er angivet som pastor; rullen kender én pastor.",
  "borkum-1666/7.parentNotHead": "{name} er angivet som søn af {parent}, der ikke er angivet som husfader.",
  "borkum-1666/7.onePersonRoot": "Lodspenge efter borkum-1666 §7: lodsning ved én person (7.2–7.6)",
  "borkum-1666/7.agreedLabel": "Den aftalte pris, beholdt af lodsen {pilot}",
  "borkum-1666/7.keptWhole": "ikke delt: beholdt helt af lodsen",
  "borkum-1666/7.r1":
    "hver, der sejler efter lodtrækning, får én Part for sin person, og alle lodspengene deles (Q-B22 R1)",
  "borkum-1666/7.r2":
    "skibets folk beholder en aftalt pris i disse Parter, og overskuddet tilfalder kompagniet på stranden (Q-B22 R2)",
  "borkum-1666/7.r3": "kun det lodsende skib og dets skipper betales; de andre sejler som en pligt (Q-B22 R3)",
  "borkum-1666/7.aboardWithoutLot":
    "{name} er angivet om bord på det lodsende skib {ship}, men loddet faldt ikke på ham (7.7); han tælles med dem, der sejlede.",
  "borkum-1666/7.skipperNotOwner":
    "{name} fører det lodsende skib {ship} uden at eje det; 7.8 taler om den, der „mit seinem Schiff lootset“: skibets to Parter går til dets ejere, Parten for personen til ham.",
  "borkum-1666/7.place":
    "De tre Parter gælder, hvor der end lodses, „auf den Reven oder Rif oder Rantzel, das ist binnen Dieves oder Borkum“.",
  "borkum-1666/7.placeHere":
    "De tre Parter gælder, hvor der end lodses, „auf den Reven oder Rif oder Rantzel, das ist binnen Dieves oder Borkum“ (her: {place}).",
  "borkum-1666/7.wholeShipRoot": "Lodspenge efter borkum-1666 §7: lodsning med et helt skib (7.7–7.8)",
  "borkum-1666/7.wholeShipSurplusRoot":
    "Lodspenge efter borkum-1666 §7: lodsning med et helt skib (7.7–7.8), overskuddet til kompagniet (7.3)",
  "borkum-1666/7.agreedSection": "Den aftalte pris, beholdt af det lodsende skibs folk i Parterne efter 7.8 (Q-B22 R2)",
  "borkum-1666/7.surplusSection":
    "Overskuddet ud over den aftalte pris, til kompagniet, der var til stede ved aftalen på stranden (7.3–7.5, Q-B22 R2)",
  "borkum-1666/7.forTheShipsParty": "{description}, for det lodsende skibs folk",
  "borkum-1666/7.whatTheMoneyIs": "Hvad pengene er",
  "borkum-1666/7.byOnePerson": "Ved én person, eller med hele skibe",

  "borkum-1666/7.3.surplusLabel":
    "Overskuddet ud over den aftalte pris, til kompagniet, der var til stede ved aftalen på stranden",
  "borkum-1666/7.3.wholeShipLabel": "Lodspenge for lodsning med et helt skib",
  "borkum-1666/7.3.agreedPriceLabel": "Den aftalte pris, beholdt af det lodsende skibs folk i Parterne efter 7.8",
  "borkum-1666/7.3.totalRounding":
    "ikke selv delt: den aftalte pris beholdes hel, og overskuddet deles i Parter (se nedenfor)",
  "borkum-1666/7.3.pilotRole": "lodsen: den aftalte pris, som han beholder",
  "borkum-1666/7.3.single":
    "lodspenge, lodsning ved én person: det laveste bud sejler ud, og overskuddet ud over den aftalte pris tilfalder kompagniet på stranden (borkum-1666/7.1–7.6)",
  "borkum-1666/7.3.whole":
    "lodspenge, lodsning med et helt skib efter lodtrækning: det lodsende skib to Parter, dets skipper én (borkum-1666/7.7–7.8)",

  "borkum-1666/7.3.thePilot": "lodsen",
  "borkum-1666/7.3.thePilotKeeps": "lodsen, der beholder den aftalte pris på {price}",
  "borkum-1666/7.3.skipperNotOwner": "skipper på det lodsende skib {ship} (ikke medejer)",
  "borkum-1666/7.3.ownerSkipper": "skipper og ejer af det lodsende skib {ship}",
  "borkum-1666/7.3.skipperPartOwner": "skipper og ejer af {share} i det lodsende skib {ship}",
  "borkum-1666/7.3.owner": "ejer af det lodsende skib {ship}",
  "borkum-1666/7.3.partOwner": "ejer af {share} i det lodsende skib {ship}",
  "borkum-1666/7.3.wentByLot": "sejlede efter lodtrækning med {ship}",
  "borkum-1666/7.3.aboard": "om bord på {ship}",
  "borkum-1666/7.3.altbauer": "Altbauer (gammel gårdmand)",
  "borkum-1666/7.3.neubauer": "Neubauer (ny gårdmand)",
  "borkum-1666/7.3.refused": "fik besked, ville ikke med",
  "borkum-1666/7.3.notTold": "fik ikke besked",
  "borkum-1666/7.3.couldNotCome": "fik besked, kunne ikke komme",
  "borkum-1666/7.3.told": "fik besked",
  "borkum-1666/7.3.onBeach": "på stranden ved aftalen",
  "borkum-1666/7.3.roleWords": "{first}, {rest}",
  "borkum-1666/7.3.named": "nævnt i sagen",
  "borkum-1666/7.3.surplusMoney": "overskudspenge",
  "borkum-1666/7.3.agreedPriceMoney": "penge for den aftalte pris",

  // §7: lodspenge, grundene, skridtene og pligterne
  "borkum-1666/7.2.lowest": "{who} for {price}",
  "borkum-1666/7.2.tie":
    "Det laveste bud er givet af {who} lige; 7.2 siger ikke, hvem der sejler ud, når buddene er lige.",
  "borkum-1666/7.2.tieDrawn":
    "Det laveste bud er givet af {who} lige; 7.2 siger ikke, hvem der sejler ud, når buddene er lige. Lodsen blev udtrukket ved lodtrækning blandt dem, efter mønster af 7.7.",
  "borkum-1666/7.2.tieLot": "lige lave bud: loddet, trukket efter mønster af 7.7, falder på {pilot}",
  "borkum-1666/7.2.agreedDiffers":
    "Den aftalte pris er angivet til {agreed}, men {pilot} bød {offered}; den angivne aftalte pris bruges.",
  "borkum-1666/7.2.agreedOnTheBeach": "den pris, der blev aftalt på stranden",
  "borkum-1666/7.2.theLowest": "det laveste",
  "borkum-1666/7.2.notTheLowest": "om end ikke det laveste (se advarslerne)",
  "borkum-1666/7.2.payHeTakes": "hans bud på den løn, han ville tage, {which} (Q-B16 R1)",
  "borkum-1666/7.2.promise": "hans løfte om ikke at kræve mere af skibet, {which} (Q-B16 R2)",
  "borkum-1666/7.2.notLowest":
    "{pilot} sejlede ud som lods, men det laveste bud blev givet af {who} ({price}); efter 7.2 sejler den ud, der vil gøre det for den ringeste pris.",
  "borkum-1666/7.2.whoGoes": "hvem der sejler ud som lods, og for hvad: {pilot}, for {price}",

  "borkum-1666/7.3.shortfallMadeUp":
    "skibet betalte {paid}, {short} mindre end den aftalte pris på {agreed}: {keeper, select, pilot {lodsen} other {det lodsende skibs folk}} beholder, hvad skibet betalte, og kompagniet udfylder de manglende {short} efter deres Parter (Q-B19 R2; se gælden)",
  "borkum-1666/7.3.shortfallBorne":
    "skibet betalte {paid}, {short} mindre end den aftalte pris på {agreed}: {keeper, select, pilot {lodsen} other {det lodsende skibs folk}} bærer underskuddet og har kun, hvad skibet betalte; der er intet overskud (Q-B19 R1)",
  "borkum-1666/7.3.keepsAgreed":
    "{keeper, select, pilot {lodsen} other {det lodsende skibs folk}} beholder den aftalte pris på {agreed}; de {surplus}, der blev betinget derudover, tilfalder kompagniet",
  "borkum-1666/7.3.pilotKeepsOnly": "lodsen: beholder kun den aftalte pris; overskuddet går til de andre (Q-B17 R2)",
  "borkum-1666/7.3.partyKeepsOnly":
    "af skibets folk: beholder kun sin andel af den aftalte pris; overskuddet går til de andre (Q-B17 R2)",
  "borkum-1666/7.3.throughSons":
    "1 Part for hans husstand: han var ikke selv med ved aftalen, men {n, plural, one {hans søn {sons} var} other {hans sønner {sons} var}}, og en husstand har én Part, hvor mange sønner der end er der (Q-B18 R1)",
  "borkum-1666/7.3.throughSonsWarning":
    "{name} var ikke på stranden ved aftalen; hans husstands ene Part af overskuddet hviler på, at {sons} var der (borkum-1666/7.3).",
  "borkum-1666/7.3.notOnTheBeach":
    "var ikke på stranden ved aftalen: overskuddet går til det kompagni, der var til stede",
  "borkum-1666/7.3.withinHousehold":
    "én Part pr. husstand, hvor mange sønner der end var der: talt med i den ene Part for {head}s husstand",
  "borkum-1666/7.3.withinHouseholdAway":
    "én Part pr. husstand, hvor mange sønner der end var der: talt med i den ene Part for {head}s husstand, der ikke selv var der",
  "borkum-1666/7.3.notAHeadR2": "ikke husfader: kompagniet læses som de husfædre, der var til stede (Q-B18 R2)",
  "borkum-1666/7.3.presentR1":
    "1 Part: til stede ved aftalen, og enhver, der var til stede, hører til kompagniet (Q-B18 R1)",
  "borkum-1666/7.3.presentR1Pilot":
    "1 Part: til stede ved aftalen, og enhver, der var til stede, hører til kompagniet (Q-B18 R1); lodsen selv er en af dem (Q-B17 R1)",
  "borkum-1666/7.3.householdSons": "1 Part for hans husstand, skønt også {sons} var der",
  "borkum-1666/7.3.householdSonsPilot":
    "1 Part for hans husstand, skønt også {sons} var der, og lodsen selv hører til kompagniet (Q-B17 R1)",
  "borkum-1666/7.3.householder": "1 Part som husfader, der var til stede ved aftalen på stranden",
  "borkum-1666/7.3.householderPilot":
    "1 Part som husfader, der var til stede ved aftalen på stranden, og lodsen selv hører til kompagniet (Q-B17 R1)",
  "borkum-1666/7.3.noPartOfSurplus": "ingen Part af overskuddet",
  "borkum-1666/7.3.totalLabel":
    "Lodspenge, som skibet {calling} betalte: {keeps} beholdt af {keeper, select, pilot {lodsen} other {det lodsende skibs folk}}, {surplus} overskud til kompagniet",
  "borkum-1666/7.3.agreedLine": "{reason}; den aftalte pris var {how} {provisions}",
  "borkum-1666/7.3.shortfallShare":
    "hans andel af de {owed}, der mangler i den aftalte pris, efter hans {parts} i kompagniet (nøjagtigt {exact}; Q-B19 R2)",
  "borkum-1666/7.3.noBearers":
    "Kompagniet skal udfylde underskuddet på {owed} (Q-B19 R2), men ingen af dem, der var til stede, har en Part.",
  "borkum-1666/7.3.wholeSides": "Sider af alle lodspengene: {sides}",
  "borkum-1666/7.3.wholeSidesNone": "Sider af alle lodspengene: ingen får noget",

  "borkum-1666/7.4.unfixedWhat": "Hvor stor Vogtens og pastorens andel af lodspengene er",
  "borkum-1666/7.4.unfixedBy":
    "gammel sædvane, sådan som øboernes deputerede svor til den, ellers de fyrstelige embedsmænd i Greetsiel",
  "borkum-1666/7.4.unfixedBasis": "7.4–7.5 giver dem „ihren Anteil“ (deres andel) uden et tal (Q-B20 R3)",
  "borkum-1666/7.4.likeAHouseholder": "{lead}: 1 Part, ligesom en husfader i kompagniet (Q-B20 R1)",
  "borkum-1666/7.4.footStrandScale": "{lead}: {parts}, efter skalaen for Voot-Fuß-Strand i 6.7 (Q-B20 R2)",
  "borkum-1666/7.4.noNumber": "{lead}, men teksten giver intet tal (Q-B20 R3): holdt uden for, til det er fastsat",
  "borkum-1666/7.4.present": "{office, select, vogt {Vogten} other {pastoren}}, til stede ved aftalen på stranden",
  "borkum-1666/7.4.notToldSeen":
    "{office, select, vogt {Vogten} other {pastoren}} fik ikke besked, og skibet blev set fra tårnet",
  "borkum-1666/7.4.notToldUnseenR1":
    "{office, select, vogt {Vogten} other {pastoren}} fik ikke besked, men skibet {seen, select, no {blev ikke set} other {siges ikke at være set}} fra tårnet, og 7.5 kræver begge dele (Q-B21 R1)",
  "borkum-1666/7.4.notToldUnseenR2":
    "{office, select, vogt {Vogten} other {pastoren}} fik ikke besked; skibet {seen, select, no {blev ikke set} other {siges ikke at være set}} fra tårnet, men at de ikke fik besked, er nok (Q-B21 R2)",
  "borkum-1666/7.4.refused":
    "{office, select, vogt {Vogten} other {pastoren}} fik besked og ville ikke med: ingen del af lodspengene",
  "borkum-1666/7.4.stayedAway":
    "{office, select, vogt {Vogten} other {pastoren}} fik besked og blev borte: ingen del af lodspengene",
  "borkum-1666/7.4.couldNotComeR2":
    "{office, select, vogt {Vogten} other {pastoren}} fik besked, men kunne ikke komme; 7.4 tager Parten fra den, der ikke ville, ikke fra den, der ikke kunne (Q-B31 R2)",
  "borkum-1666/7.4.couldNotComeR1":
    "{office, select, vogt {Vogten} other {pastoren}} fik besked og kunne ikke komme: ikke til stede, ingen Part (Q-B31 R1)",
  "borkum-1666/7.4.eitherShare":
    "om {office, select, vogt {Vogten} other {pastoren}} fik besked, er ikke oplyst, men det gør ingen forskel her: fik han besked og var forhindret, eller fik han ikke besked, har han sin andel",
  "borkum-1666/7.4.eitherNone":
    "om {office, select, vogt {Vogten} other {pastoren}} fik besked, er ikke oplyst, men det gør ingen forskel her: fik han besked og blev borte, eller fik han ikke besked, og skibet blev ikke set fra tårnet, har han ingen",

  "borkum-1666/7.7.lotFell": "loddet faldt på {skipper} med hans skib {ship}",
  "borkum-1666/7.7.lotAmongShips": "lodtrækningen blandt øens skibe falder på {ship}, ført af {skipper}",
  "borkum-1666/7.7.lotFellPersons": "loddet faldt på {persons} til at sejle med skibet",
  "borkum-1666/7.7.lotFellNoOne": "loddet faldt på ingen ud over skipperen til at sejle med skibet",
  "borkum-1666/7.7.lotAmongPersons":
    "lodtrækningen blandt personerne falder på {persons}: så mange som den nærværende nød kræver ({n})",
  "borkum-1666/7.7.lotAmongNoOne":
    "lodtrækningen blandt personerne falder på ingen: så mange som den nærværende nød kræver ({n})",
  "borkum-1666/7.7.needWhat": "Hvor mange personer den nærværende nød kræver på det lodsende skib",
  "borkum-1666/7.7.needBy": "ikke nævnt i teksten (7.7 siger ikke, hvem der bedømmer nøden)",
  "borkum-1666/7.7.needDrawn": "angivet i sagen som lot.draw.persons_needed",
  "borkum-1666/7.7.needStated": "angivet i sagen ved de personer, loddet faldt på",
  "borkum-1666/7.7.stated": "{what, select, ship {angivet i sagen} other {angivet i sagen}}",
  "borkum-1666/7.7.skipperGoes":
    "sejle ud med sit skib {ship} for at hjælpe skibet {calling}, der kaldte på en lods, da loddet er faldet på ham",
  "borkum-1666/7.7.personGoes": "sejle ud med {ship} til skibet {calling}, da loddet er faldet på ham",
  "borkum-1666/7.7.twoForTheShip": "2 Parter for det lodsende skib {ship} (eneejer)",
  "borkum-1666/7.7.twoForTheShipShare": "2 Parter for det lodsende skib {ship} (andel {share})",
  "borkum-1666/7.7.bodyPart": "1 Part for sin person („für seinen Leib“), som skipper på det lodsende skib {ship}",
  "borkum-1666/7.7.sonOwn":
    "1 Part for sin person, hans egen: grænsen på én Part gælder kun, hvor teksten siger den (Q-B04 R2)",
  "borkum-1666/7.7.sonCounts": "hans udsejling tæller for {parent}s husstand, der højst har én Part (Q-B04 R1)",
  "borkum-1666/7.7.sonNoParent":
    "hans husstands ene Part (Q-B04 R1); ingen far eller mor er nævnt (son_of), så den står på hans egen linje",
  "borkum-1666/7.7.sonNoParentWarning":
    "{name}s Part hører efter Q-B04 R1 til hans husstand, men ingen far eller mor er nævnt med son_of; den vises på hans egen linje.",
  "borkum-1666/7.7.dutyByLot":
    "sejlede med {ship} efter lodtrækning som en pligt: kun det lodsende skib og dets skipper betales (Q-B22 R3)",
  "borkum-1666/7.7.dutyAboard":
    "sejlede om bord på {ship} som en pligt: kun det lodsende skib og dets skipper betales (Q-B22 R3)",
  "borkum-1666/7.7.bodyByLot": "1 Part for sin person, da han sejlede med {ship} efter lodtrækning (Q-B22 {reading})",
  "borkum-1666/7.7.bodyAboard": "1 Part for sin person, da han sejlede om bord på {ship} (Q-B22 {reading})",
  "borkum-1666/7.7.ownerOnly": "sejlede ikke selv ud: kun hans andel af skibets to Parter",
  "borkum-1666/7.7.notOutR3": "sejlede ikke ud: kun det lodsende skib og dets skipper betales (Q-B22 R3)",
  "borkum-1666/7.7.notOutR1":
    "sejlede ikke ud med det lodsende skib: alle lodspengene deles mellem skibet, dets skipper og dem, loddet faldt på; kompagniet på stranden, Vogten og pastoren deler ikke (Q-B22 R1)",
  "borkum-1666/7.7.householdPart":
    "1 Part for hans husstand, fortjent ved at {members} sejlede med det lodsende skib (Q-B04 R1)",
  "borkum-1666/7.7.householdHas":
    "at {members} sejlede med, lægger intet til: hans husstand har allerede sin ene Part (Q-B04 R1)",

  "borkum-1666/7.9.rulerDecides": "landsherrens embedsmænd afgør, hvor mange bjærgepenge øboerne må beholde (Q-B24 R2)",
  "borkum-1666/7.9.rulerWhat": "De bjærgepenge, øboerne må beholde, da skibet er forfaldet til landsherren",
  "borkum-1666/7.9.rulerBy": "landsherrens embedsmænd (den fyrstelige Drost og Amtmann i Greetsiel)",
  "borkum-1666/7.9.rulerBasis":
    "Q-B24 R2: når skibet er forfaldet til landsherren, afhænger øboernes bjærgepenge af, hvad hans embedsmænd tillader",
  "borkum-1666/7.9.rulerWarning":
    "Delingen er foreløbig: Vogten fandt, at skibet er forfaldet til landsherren, og efter Q-B24 R2 afgør landsherrens embedsmænd, hvor mange bjærgepenge øboerne beholder; Parterne står fast, beløbene venter på deres afgørelse.",
  "borkum-1666/7.9.nothingChanges":
    "intet ændres for andelene: pengene er stadig bjærgepenge, delt efter §6 (Q-B24 R1)",
  "borkum-1666/7.9.notYetMade": "endnu ikke foretaget",
  "borkum-1666/7.9.findingNotStated": "foretaget, men hans fund er ikke oplyst",
  "borkum-1666/7.9.foundFallen": "foretaget: han fandt, at det er forfaldet til landsherren",
  "borkum-1666/7.9.foundNotFallen": "foretaget: han fandt, at det ikke er forfaldet til landsherren",
  "borkum-1666/7.9.inspect":
    "syne skibet {calling}, der blev fundet siddende fast og læk, og om det er forfaldet i den høje landsøvrigheds hænder — {status}",
  "borkum-1666/7.9.findingWhat": "Om skibet {calling} er forfaldet i den høje landsøvrigheds hænder",
  "borkum-1666/7.9.findingBy": "Vogten, ved hans syn",
  "borkum-1666/7.9.findingBasis": "7.9: Vogten skal syne det skib, der findes siddende fast og læk",
  "borkum-1666/7.9.inspectionWarning":
    "Vogtens syn er {status}: finder han, at skibet er forfaldet til landsherren, afgør Q-B24, hvad der følger for bjærgepengene.",
  "borkum-1666/7.9.readAsSalvage":
    "Sagen læses som en bjærgning efter §6: {n, plural, one {det af øens skibe, der sejlede ud ({ships}), bjærgede} other {de af øens skibe, der sejlede ud ({ships}), bjærgede}}, de, der sejlede ud om bord, hjalp, og alle andre beholder, hvad sagen siger om dem; de penge, skibet betaler, er bjærgepengene.",
  "borkum-1666/7.9.readAsSalvageNone":
    "Sagen læses som en bjærgning efter §6: de af øens skibe, der sejlede ud (ingen), bjærgede, de, der sejlede ud om bord, hjalp, og alle andre beholder, hvad sagen siger om dem; de penge, skibet betaler, er bjærgepengene.",
  "borkum-1666/7.9.becameInside":
    "Lodspenge blev bjærgepenge (Bergegeld) efter borkum-1666/7.9: skibet, der kaldte, blev fundet siddende fast og læk, så Parterne holdes, som §6 siger for bjærgning inden for revlerne",
  "borkum-1666/7.9.becameOutside":
    "Lodspenge blev bjærgepenge (Bergegeld) efter borkum-1666/7.9: skibet, der kaldte, blev fundet siddende fast og læk, så Parterne holdes, som §6 siger for bjærgning uden for revlerne",
  "borkum-1666/7.9.situation": "bjærgepenge (Bergegeld), ikke lodspenge (borkum-1666/7.9): {situation}",
  "borkum-1666/7.9.fundLabel": "Bjærgepenge: hvad skibet {calling} betaler, bjærgepenge efter 7.9, ikke lodspenge",

  // §7: hvorfor en sag afvises
  "borkum-1666/7.2.tieRefused":
    "det laveste bud er givet af {who} lige, og 7.2 siger ikke, hvem der sejler ud, når buddene er lige",
  "borkum-1666/7.2.tieExpected":
    "den lods, der sejlede ud (pilot: ID), eller en lodtrækning blandt dem (lot.draw.seed)",
  "borkum-1666/7.2.noOffer": "{pilot} sejlede ud som lods, men gav intet bud, og ingen aftalt pris er angivet",
  "borkum-1666/7.2.noOfferExpected":
    "den pris, der blev aftalt på stranden (agreed_price), eller hans bud under offers",
  "borkum-1666/7.2.noOffers": "der er ingen bud angivet og ingen lods nævnt: efter 7.2 sejler det laveste bud ud",
  "borkum-1666/7.2.noOffersExpected":
    "de bud, der blev givet på stranden (offers), eller lodsen (pilot) og den aftalte pris (agreed_price)",
  "borkum-1666/7.7.bothShip":
    "det skib, loddet faldt på, er angivet (lot.ship), og der bedes også om en lodtrækning blandt skibe",
  "borkum-1666/7.7.bothShipExpected": "enten lot.ship eller lot.draw.ships, ikke begge",
  "borkum-1666/7.7.noLot":
    "lodsning med hele skibe går efter lodtrækning (7.7), og hverken det skib, loddet faldt på, eller en lodtrækning er angivet",
  "borkum-1666/7.7.noLotExpected":
    "lot.ship: det af øens skibe, loddet faldt på, eller lot.draw med et seed og skibene i lodtrækningen",
  "borkum-1666/7.7.bothPersons":
    "de personer, loddet faldt på, er angivet (lot.persons), og der bedes også om en lodtrækning blandt personer",
  "borkum-1666/7.7.bothPersonsExpected": "enten lot.persons eller lot.draw.persons med persons_needed, ikke begge",
  "borkum-1666/7.9.thePilotNamed": "lodsen {name}",
  "borkum-1666/7.9.thePilotNamedId": "lodsen {name} („{id}“)",
  "borkum-1666/7.9.thePilot": "lodsen",
  "borkum-1666/7.9.whereInside":
    "inden for revlerne (6.3–6.6): to Parter til det af øens skibe, der bjærgede, endnu én til dets skipper og ejer, én til hver husfader, der hjalp, og Vogten, pastoren og enkerne hjemme",
  "borkum-1666/7.9.whereOutside":
    "på eller uden for revlerne (6.1–6.2): to Parter til det af øens skibe, der bjærgede, én til dets skipper, én til hver, der hjalp om bord",
  "borkum-1666/7.9.noShip":
    "skibet {calling} blev fundet siddende fast og læk, så efter 7.9 „kann“ de {paid}, det betaler, „kein Lootsgeld heißen, sondern Bergegeld“, delt som §6 siger for bjærgning {where}; {who} sejlede ud alene (mode: single_person), og sagen nævner intet af øens skibe eller både, der sejlede ud, så §6 har intet bjærgende skib at dele efter",
  "borkum-1666/7.9.noShipExpected":
    "den båd eller det skib, {pilot} sejlede ud i, under ships (id, skipper, owners), med aboard: <dets id> hos hver, der sejlede ud i det",
  "borkum-1666/7.9.noShipExpectedPilot":
    "den båd eller det skib, lodsen sejlede ud i, under ships (id, skipper, owners), med aboard: <dets id> hos hver, der sejlede ud i det",
  "borkum-1666/7.9.noPlace":
    "skibet {calling} blev fundet siddende fast og læk, så efter 7.9 „kann“ de {paid}, det betaler, „kein Lootsgeld heißen, sondern Bergegeld“, delt som §6 siger for bjærgning; §6 deler dem på én måde på eller uden for revlerne (6.1–6.2) og på en anden inden for dem (6.3–6.6), og sagen siger ikke, hvor skibet lå",
  "borkum-1666/7.9.noPlaceExpected": "én af {places}",
  "borkum-1666/7.3.towerUnknown":
    "{office, select, vogt {Vogten} other {pastoren}} fik ikke besked, eller måske ikke; 7.5 giver ham hans andel, „Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen“, begge betingelser ({reading}), og sagen siger ikke, om skibet blev set fra tårnet",
  "borkum-1666/7.3.towerExpected":
    "seen_from_tower: true eller false, eller læsningen tower_condition R2 (at de ikke fik besked, er nok)",
  "borkum-1666/7.3.toldUnknown":
    "om {office, select, vogt {Vogten} other {pastoren}} {name}, der ikke var med ved aftalen, fik besked om lodsningen, er ikke oplyst, og hans Part afhænger af det: fik han besked og blev borte, tager 7.4 den („nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren“); fik han ikke besked, giver 7.5 ham den",
  "borkum-1666/7.3.toldExpected":
    "told: true eller told: false for {id} (fik besked, men kunne ikke komme: told: true, unable_to_come: true)",
  "borkum-1666/7.noSignal":
    "§7 i rullen taler om et skib, der kalder på en lods ved at lade en Syauwer (nødflag) vaje eller løsne et skud (borkum-1666/7.1), og 7.9 om „der, der den Syauwer hat“; skibet {calling} gav intet tegn, så hvad det betalte, er ikke lodspenge efter §7. Har øboerne bjærget det, så afgør sagen som art „salvage“ efter §6.",
  "borkum-1666/7.familiar":
    "Lodspenge efter §7 betales af et skib, der ikke kender farvandet („unkundig“, borkum-1666/7.1); skibet {calling} kendte det, så §7 gælder ikke, og det blev ikke fundet siddende fast og læk, hvad der ville gøre pengene til bjærgepenge efter 7.9.",
  "borkum-1666/7.notInPassage":
    "Lodspenge efter §7 betales af et skib, der endnu er i fri fart på strømmen (borkum-1666/7.1); skibet {calling} var det ikke, og {how}. Rullen siger ikke, hvad penge fra et sådant skib er.",
  "borkum-1666/7.onlyOne":
    "det blev fundet {aground, select, yes {siddende fast, men ikke læk} other {læk, men ikke siddende fast}}, og 7.9 kræver begge dele ({reading})",
  "borkum-1666/7.neither":
    "det blev ikke fundet siddende fast og læk, hvad der ville gøre pengene til bjærgepenge efter 7.9",
  "borkum-1666/7.officeGroup":
    "{name} er {office, select, vogt {Vogten} other {pastoren}}, der er én mand, ikke en gruppe på {count}",
  "borkum-1666/7.oneGroup":
    "{name} sejler ud som lods, fører eller ejer et skib eller er med i lodtrækningen og må derfor være én person, ikke en gruppe på {count}",
  "borkum-1666/7.countExpected": "count: 1",
  "borkum-1666/7.refusedAndUnable": "om {name} siges det både, at han ikke ville med, og at han ikke kunne komme",
  "borkum-1666/7.refusedAndUnableExpected": "refused: true eller unable_to_come: true, ikke begge",
  "borkum-1666/7.refusedNotTold":
    "om {name} siges det, at han ikke ville med, hvad der betyder, at han fik besked, men told er false",
  "borkum-1666/7.refusedNotToldExpected": "refused: false, eller told: true",
  "borkum-1666/7.noAgreedPrice":
    "efter Q-B22 R2 beholder det lodsende skibs folk en aftalt pris, og kompagniet deler overskuddet, men ingen aftalt pris er angivet",
  "borkum-1666/7.noAgreedPriceExpected":
    "den pris, der blev aftalt på stranden for det lodsende skib (agreed_price), eller en anden læsning af ship_pilotage_shares",
} satisfies Catalogue;
