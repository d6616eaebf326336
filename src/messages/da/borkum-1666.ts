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
} satisfies Catalogue;
