/**
 * The law's own words: the terms of the Borkum Rolle of 1666 and of the Danish Law
 * of 1683 that sealaw keeps in German and Danish as the law writes them, each with
 * where it is written (the provision, and the spelling used there), its modern
 * spelling where that differs, and a short gloss in English, German and Danish.
 *
 * Plain data, with no law and no I/O: the pages show it (the glossary of the law
 * view), docs/glossary.md is made from it, and a test holds each spelling to the
 * original text of the provision named. The catalogues of German and Danish use
 * these words (docs/languages.md).
 */

/** Where a term is written: the provision, and the word as its original text spells it there. */
export interface Occurrence {
  readonly provision: string;
  readonly written: string;
}

export interface GlossaryTerm {
  /** The term as sealaw writes it in German or Danish output. */
  readonly term: string;
  /** The law it belongs to: the Borkum Rolle, or the Danish Law (dl-vrag and dl-averi). */
  readonly law: "borkum-1666" | "danske-lov";
  /** The language of the original: de (the Rolle), da (the Danish Law). */
  readonly language: "de" | "da";
  /** Where it is written, in the statutes' order. */
  readonly at: readonly Occurrence[];
  /** Today's spelling, where it differs from the law's. */
  readonly modern?: string;
  /** What it means, in each language sealaw speaks. */
  readonly gloss: { readonly en: string; readonly de: string; readonly da: string };
}

/** The laws of the glossary, in order, with their names in each language. */
export const GLOSSARY_LAWS = {
  "borkum-1666": {
    en: "The Borkum ordinance of 1666",
    de: "Die Borkumer Rolle von 1666",
    da: "Borkum-rullen af 1666",
  },
  "danske-lov": {
    en: "The Danish Law of 1683 (Book 4, chapters 1-4)",
    de: "Das Dänische Gesetz von 1683 (4. Buch, Kapitel 1-4)",
    da: "Danske Lov 1683 (4. bog, kapitel 1-4)",
  },
} as const;

const at = (provision: string, written: string): Occurrence => ({ provision, written });

export const GLOSSARY: readonly GlossaryTerm[] = [
  // The Borkum Rolle (German original: law-texts, /work/shared/law/borkum-1666.de.txt).
  {
    term: "Bergegeld",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/5", "Bergegeld"), at("borkum-1666/6.1", "Bergegeld"), at("borkum-1666/7.9", "Bergegeld")],
    gloss: {
      en: "salvage money: what goods stranded or saved from a ship yield to the islanders who bring them in",
      de: "der Lohn für geborgene Güter, den die Eiländer unter sich nach Parten teilen",
      da: "bjærgeløn: det, som strandet eller bjærget gods giver øboerne, der bjærger det",
    },
  },
  {
    term: "Part",
    law: "borkum-1666",
    language: "de",
    at: [
      at("borkum-1666/6.1", "Part"),
      at("borkum-1666/6.2", "Part"),
      at("borkum-1666/6.6", "Part"),
      at("borkum-1666/7.8", "Part"),
      at("borkum-1666/8.3", "Part"),
    ],
    gloss: {
      en: "a share: the unit in which salvage money, pilot money and wreck are divided (a ship two, a man one)",
      de: "Anteil: die Einheit, nach der Bergegeld, Lootsgeld und Wrack geteilt werden (ein Schiff zwei, ein Mann einen)",
      da: "lod, andel: den enhed, som bjærgeløn, lodspenge og vrag deles i (et skib to, en mand én)",
    },
  },
  {
    term: "Vogt",
    law: "borkum-1666",
    language: "de",
    at: [
      at("borkum-1666/5", "Vogt"),
      at("borkum-1666/6.4", "Vogt"),
      at("borkum-1666/6.5", "Vogt"),
      at("borkum-1666/7.4", "Vogt"),
      at("borkum-1666/8.3", "Vogt"),
    ],
    gloss: {
      en: "the bailiff: the count's officer on the island, who has shares of his own and inspects a ship fast and leaking",
      de: "der Beamte des Landesherrn auf der Insel; er hat eigene Parten und besichtigt ein festsitzendes, leckes Schiff",
      da: "fogeden: landsherrens embedsmand på øen, som har sine egne lodder (Part) og syner et skib, der sidder fast og er læk",
    },
  },
  {
    term: "Pastor",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.4", "Pastor"), at("borkum-1666/6.7", "Pastor"), at("borkum-1666/7.4", "Pastor")],
    gloss: {
      en: "the island's minister, who has a share though he stays at home",
      de: "der Prediger der Insel; er hat seinen Teil, auch wenn er zu Hause bleibt",
      da: "øens præst, som har sin lod, selv om han bliver hjemme",
    },
  },
  {
    term: "Witwe",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.4", "Witwen"), at("borkum-1666/6.7", "Witwe")],
    gloss: {
      en: "a widow: she keeps a share though she stays at home, and may send a farmhand in her place",
      de: "sie behält ihren Teil, auch wenn sie zu Hause bleibt, und mag einen Knecht an ihrer Stelle schicken",
      da: "enke: hun beholder sin lod, selv om hun bliver hjemme, og kan sende en karl i sit sted",
    },
  },
  {
    term: "Hausvater",
    law: "borkum-1666",
    language: "de",
    at: [
      at("borkum-1666/6.3", "Haus Vatter"),
      at("borkum-1666/6.7", "Haus-Vater"),
      at("borkum-1666/6.9", "Hausvater"),
      at("borkum-1666/7.3", "Hausvater"),
    ],
    gloss: {
      en: "the head of a household: one share for his house, however many grown sons help him",
      de: "das Haupt eines Haushalts: ein Teil für sein Haus, wie viele große Söhne ihm auch helfen",
      da: "husfader: én lod for sit hus, hvor mange voksne sønner der end hjælper ham",
    },
  },
  {
    term: "Altbauer",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.6", "Altbauer")],
    gloss: {
      en: "an old farmer, of an old holding: two shares if he helps with his wagon, else one",
      de: "ein Bauer einer alten Stelle: zwei Part, wenn er mit seinem Wagen hilft, sonst einen",
      da: "gårdmand på en gammel gård: to Part, hvis han hjælper med sin vogn, ellers én",
    },
  },
  {
    term: "Neubauer",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.7", "Neu-Bauer")],
    modern: "Neubauer",
    gloss: {
      en: "a new farmer, of a newer holding: a head of household like the old farmer at the foot strand",
      de: "ein Bauer einer neueren Stelle: am Voot-Fuß-Strand ein Hausvater wie der Altbauer",
      da: "gårdmand på en nyere gård: ved Voot-Fuß-Strand en husfader som Altbauer",
    },
  },
  {
    term: "Jungen",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.3", "Jungens")],
    modern: "Jungen",
    gloss: {
      en: "boys: inside the reefs only heads of household have a share, 'und keine Jungens sind'",
      de: "Knaben: binnen der Reven haben nur Hausväter einen Teil, 'und keine Jungens sind'",
      da: "drenge: inden for revlerne har kun husfædre en lod, 'und keine Jungens sind'",
    },
  },
  {
    term: "Reven",
    law: "borkum-1666",
    language: "de",
    at: [
      at("borkum-1666/6.1", "Reven"),
      at("borkum-1666/6.3", "Reven"),
      at("borkum-1666/7.8", "Reven"),
      at("borkum-1666/7.9", "Reven"),
    ],
    modern: "Riffe",
    gloss: {
      en: "the reefs: the sandbanks off the island; salvage on and outside them is divided otherwise than inside",
      de: "die Riffe: die Sandbänke vor der Insel; was auf und außerhalb der Reven geborgen wird, wird anders geteilt als binnen",
      da: "revlerne: sandrevlerne ud for øen; hvad der bjærges på og uden for dem, deles anderledes end inden for",
    },
  },
  {
    term: "Ranzel",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.3", "Ranzel"), at("borkum-1666/7.8", "Rantzel")],
    modern: "Randzel",
    gloss: {
      en: "the Randzel, the waters inside the reefs towards the Ems: 'binnen der Reven'",
      de: "das Fahrwasser binnen der Reven zur Ems hin",
      da: "farvandet inden for revlerne ind mod Ems",
    },
  },
  {
    term: "Voot-Fuß-Strand",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/6.7", "Voot-Fuß-strand")],
    gloss: {
      en: "the foot strand: goods that come ashore by themselves, salvaged without ships",
      de: "was nicht mit Schiffen geborgen wird, sondern von selbst an den Strand kommt",
      da: "fodstranden: gods, der af sig selv driver i land og bjærges uden skibe",
    },
  },
  {
    term: "Lootsengeld",
    law: "borkum-1666",
    language: "de",
    at: [
      at("borkum-1666/5", "Lootsengeld"),
      at("borkum-1666/7.1", "Lootsgeld"),
      at("borkum-1666/7.4", "Lootsgeld"),
      at("borkum-1666/7.9", "Lootsgeld"),
    ],
    modern: "Lotsengeld",
    gloss: {
      en: "pilot money: what a ship that flies a distress flag pays for being brought in; above the accord it goes to the whole company",
      de: "was ein Schiff, das einen Syauwer fliegen lässt, für das Einbringen zahlt; was über den Akkord geht, kommt der ganzen Kompanie zugute",
      da: "lodspenge: hvad et skib, der hejser nødflag, betaler for at blive bragt ind; hvad der er over akkorden, tilfalder hele kompagniet",
    },
  },
  {
    term: "Wrack",
    law: "borkum-1666",
    language: "de",
    at: [at("borkum-1666/8.1", "Wracken")],
    modern: "Wracks",
    gloss: {
      en: "wreck: a ship fast and abandoned that cannot be got off, and pieces, masts and spars washed ashore; the island's in common",
      de: "lecke, verlassene, festsitzende Schiffe und angetriebene Stücke, Masten und Rahen; sie fallen der Gemeine heim",
      da: "vrag: læk, forladt skib, der sidder fast, og stykker, master og rær, der driver i land; de tilfalder øens menighed",
    },
  },
  // The Danish Law (Danish originals: danske-lov-*.da.txt, as the law-texts folder keeps them).
  {
    term: "bjergeløn",
    law: "danske-lov",
    language: "da",
    at: [
      at("dl-vrag/1", "bjergeløn"),
      at("dl-vrag/2", "bjergeløn"),
      at("dl-vrag/9", "bjergeløn"),
      at("dl-averi/1", "bjergeløn"),
    ],
    modern: "bjærgeløn",
    gloss: {
      en: "salvage reward: a fair wage for those who help to save ship and goods, and only for them",
      de: "Bergelohn: ein billiger Lohn für die, die Schiff und Gut retten helfen, und nur für sie",
      da: "en billig løn til dem, der hjælper at redde skib og gods, og kun til dem",
    },
  },
  {
    term: "vrag",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/4", "vrag"), at("dl-vrag/8", "vrag"), at("dl-vrag/12", "vrag"), at("dl-vrag/19", "vrag")],
    gloss: {
      en: "wreck: ship, goods and gear cast ashore or found, kept for the owner a year and a day",
      de: "Wrack: Schiff, Gut und Gerät, an Land getrieben oder gefunden, für den Eigner Jahr und Tag verwahrt",
      da: "skib, gods og redskab, der er drevet i land eller fundet, og som gemmes for ejeren år og dag",
    },
  },
  {
    term: "år og dag",
    law: "danske-lov",
    language: "da",
    at: [
      at("dl-vrag/9", "år og dag"),
      at("dl-vrag/13", "år og dag"),
      at("dl-vrag/14", "år og dag"),
      at("dl-vrag/19", "år og dag"),
    ],
    gloss: {
      en: "a year and a day: the time within which the rightful owner may come and claim what was saved",
      de: "Jahr und Tag: die Frist, binnen der der rechte Eigner kommen und das Geborgene fordern kann",
      da: "fristen, inden for hvilken rette ejer kan komme og kræve det bjærgede",
    },
  },
  {
    term: "strandfoged",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/5", "strandfogeder")],
    gloss: {
      en: "strand bailiff: the king's officer of the shore, bound with the others to help when a ship is wrecked",
      de: "Strandvogt: der Beamte des Königs am Strand, der mit den anderen bei einem Schiffbruch helfen muss",
      da: "kongens embedsmand ved stranden, som sammen med de andre skal hjælpe, når et skib forulykker",
    },
  },
  {
    term: "amtmand",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/6", "amtmanden"), at("dl-vrag/8", "amtmand"), at("dl-vrag/10", "amtmand")],
    gloss: {
      en: "the king's district governor, who with the best men of the district fixes the salvage reward",
      de: "Amtmann: der Beamte des Königs im Amt, der mit den besten Männern der Gegend den Bergelohn bestimmt",
      da: "kongens embedsmand i amtet, som med egnens bedste mænd fastsætter bjergelønnen",
    },
  },
  {
    term: "forstrandsrettighed",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/5", "forstrandsrettighed"), at("dl-vrag/13", "forstrandsret")],
    modern: "forstrandsret",
    gloss: {
      en: "foreshore right: the right a landowner has to the shore before his land, and the duties that come with it",
      de: "Vorstrandrecht: das Recht des Grundherrn am Strand vor seinem Land, und die Pflichten, die daran hängen",
      da: "den ret, en grundejer har til stranden ud for sin grund, og de pligter, der følger med",
    },
  },
  {
    term: "havari",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/22", "havari"), at("dl-averi/25", "havari"), at("dl-averi/26", "havari")],
    gloss: {
      en: "average: the loss done to ship and goods for the common safety, shared by ship, saved goods and freight",
      de: "Havarei: der Schaden, der Schiff und Gut zur gemeinsamen Rettung zugefügt wird, geteilt auf Schiff, gerettetes Gut und Fracht",
      da: "den skade, der tilføjes skib og gods til fælles frelse, og som deles på skib, beholdt gods og fragt",
    },
  },
  {
    term: "befragter",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/21", "befragter"), at("dl-averi/2", "befragter"), at("dl-averi/23", "befragter")],
    gloss: {
      en: "the charterer: the merchant who hires the ship to carry his goods",
      de: "Befrachter: der Kaufmann, der das Schiff mietet, um sein Gut zu führen",
      da: "den købmand, der lejer skibet til at føre sit gods",
    },
  },
  {
    term: "skipper",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/3", "skipper"), at("dl-vrag/6", "skipperen"), at("dl-averi/54", "skipper")],
    gloss: {
      en: "the master of the ship, who answers for ship and crew",
      de: "Schiffer: der Führer des Schiffs, der für Schiff und Volk einsteht",
      da: "skibets fører, som svarer for skib og folk",
    },
  },
  {
    term: "bådsmand",
    law: "danske-lov",
    language: "da",
    at: [at("dl-averi/4", "bådsmand")],
    gloss: {
      en: "a seaman of the crew; one who will not help to salvage loses his portage and wages",
      de: "Bootsmann: ein Seemann der Besatzung; wer nicht bergen helfen will, verliert Führung und Heuer",
      da: "en sømand af besætningen; den, der ikke vil hjælpe at bjerge, mister sin føring og hyre",
    },
  },
  {
    term: "lods",
    law: "danske-lov",
    language: "da",
    at: [at("dl-averi/54", "lodsmand"), at("dl-averi/56", "lodsmand"), at("dl-averi/57", "lodsmand")],
    gloss: {
      en: "the pilot (lodsmand), whom a master must hire in pilot waters; board from the master, wage out of the goods",
      de: "Lotse (lodsmand), den ein Schiffer im Lotsenfahrwasser mieten muss; Kost vom Schiffer, Lohn aus dem Gut",
      da: "lodsmand, som skipperen skal leje på lodsmands farvand; kosten af skipperen, lønnen af godset",
    },
  },
  {
    term: "fragt",
    law: "danske-lov",
    language: "da",
    at: [at("dl-vrag/20", "fragt"), at("dl-averi/25", "fragten"), at("dl-averi/32", "fragt")],
    gloss: {
      en: "freight: what the ship earns for carrying the goods; it too bears its part of an average",
      de: "Fracht: was das Schiff für das Führen des Guts verdient; auch sie trägt ihren Teil der Havarei",
      da: "det, skibet tjener ved at føre godset; også den bærer sin del af havariet",
    },
  },
];
