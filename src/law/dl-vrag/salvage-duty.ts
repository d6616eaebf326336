/**
 * dl-vrag/1, 3, 4, 5: the ship is lost, her people must help salvage, the skipper
 * salvages and sells what is left, or the officials help when asked.
 */

import type { Option, RuleContext, SalvagePerson, ShoreOffice } from "./kit.js";
import { at, evaluateOwn, is, nameOf, note, phrases, rule, section } from "./kit.js";
import { type Findings, hasRole, none, type ShipwreckCase, shipName } from "./salvage-common.js";

const say = phrases("dl-vrag/1", {
  byStorm: "by storm",
  byMisfortune: "by other misfortune",
  whollyLost: "wholly lost {cause}",
  notWhollyLost: "wrecked {cause} but not wholly lost, and only a total loss counts (Q-V01 R2)",
  wreckCounts: "wrecked {cause}; a wreck counts, whether or not she is a total loss (Q-V01 R1)",
  atHand: "a seafarer at hand: 'skibsfolkene' are the seafaring people at hand (Q-V02 R2)",
  notShipsPeople: "not of the ship's people: 'skibsfolkene' are the wrecked ship's crew (Q-V02 R1)",
  shipsPeople: "one of the ship's people",
  mustHelp: "help salvage and rescue {ship} and her goods, for a fair salvage reward",
  refused:
    "{person} would not help to salvage: he has no salvage reward (dl-vrag/2). What a seaman who refuses forfeits is set in dl-averi/4, which is not decided here.",
});

const sayWho = phrases("dl-vrag/3-5", {
  everyoneElse: "everyone else",
  amtmand: "the king's amtmand",
  mayorAndCouncil: "the mayor and council",
  bailiff: "a bailiff (foged)",
  strandBailiff: "a strand bailiff (strandfoged)",
  shoreCommander: "one who holds command on the shore",
  foreshoreHolder: "the holder of the foreshore right, on whose land it happened",
  couldNot: "the skipper with his people could not salvage",
  priority: "the skipper salvages, and no one may take it out of his hands while he will and can (Q-V03 R1)",
  maySalvage: "the skipper may salvage; others are not barred (Q-V03 R2)",
  permission: "A permission only: others who salvage alongside him are not barred (Q-V03 R2).",
  notHinder:
    "not hinder {skipper}, nor take the salvage of {ship} out of his hands, while he, his merchants and those he gets will and can salvage",
  couldManage:
    "Help was asked, but the skipper could manage: the duty of dl-vrag/5 arises only when he and his people cannot salvage.",
  whatCanBeSaved: "what can be saved of {ship} and her goods, for a fair salvage reward",
  inPerson: "help {skipper} in person, together with the common people, to rescue and salvage {what} (Q-V05 R2)",
  getPeople: "help {skipper} get the common people to help, rescue and salvage {what} (Q-V05 R1)",
  askAmtmand: "ask the king's amtmand for help with the common people",
  askMayor: "ask the mayor and council",
  askBailiffs: "ask the bailiffs or strand bailiffs",
  askCommander: "ask whoever holds command on the shore",
  askHolder: "ask the holder of the foreshore right, on whose land it happened",
  asked: "{person}, asked: {label}",
  notAnOffice:
    "{person} was asked for help but holds none of the offices dl-vrag/5 names (amtmand, mayor and council, bailiff, strand bailiff, one in command on the shore, the foreshore holder): that provision does not bind him.",
  noOneAsked: "No one has been asked yet: the officials' duty arises only when they are asked.",
  notAsked: "{person} was not asked: the duty of dl-vrag/5 arises only 'om det af dem begæres'.",
  whoSalvages: "Who salvages",
  salvagedNotTaken: "what has been salvaged but cannot be taken away (Q-V04 R2)",
  unsalvaged: "the goods and wreck still lying there unsalvaged, in effect the right to salvage them (Q-V04 R1)",
  sell: "sell or dispose of {what}, for the ship and with his merchants, to whomever he will",
  keepIt: "keep it",
  sellHis: "sell or dispose of his goods among {what}, to whomever he will",
  keepThem: "keep them",
  notHinderSale: "not hinder the skipper and his merchants in any way in selling or disposing of {what}",
});

// ---------------------------------------------------------------------------
// dl-vrag/1, /20: the ship is lost ('bliver'), Q-V01

export interface Loss {
  readonly lost: boolean;
  readonly reason: string;
}

export const shipIsLost = rule<ShipwreckCase, Loss>({
  id: "dl-vrag/1#lost",
  reads: ["facts.ships[].id", "facts.shipwreck.{cause,how,wholly_lost}"],
  label: "the ship with her goods is lost ('bliver') through storm or other misfortune",
  provisions: [at(1), at(20)],
  gives: (c, ctx) => {
    const cause = c.wreck.cause === "storm" ? say.byStorm() : say.byMisfortune();
    if (c.wreck.wholly_lost) return { lost: true, reason: say.whollyLost({ cause }) };
    return is(ctx, "blive_lost", "R2")
      ? { lost: false, reason: say.notWhollyLost({ cause }) }
      : { lost: true, reason: say.wreckCounts({ cause }) };
  },
  facts: (c) => ({ ship: c.ship.id, cause: c.wreck.cause, wholly_lost: c.wreck.wholly_lost, how: c.wreck.how }),
  show: (v) => v.reason,
});

// ---------------------------------------------------------------------------
// dl-vrag/1: the ship's people must help salvage, for a fair reward (Q-V02)

interface Hand {
  readonly person: SalvagePerson;
  readonly c: ShipwreckCase;
}

interface Duty {
  readonly bound: boolean;
  readonly reason: string;
}

const seafarerAtHand = rule<Hand, Duty>({
  id: "dl-vrag/1#seafarer-at-hand",
  reads: ["facts.people[].id", "facts.shipwreck.crew[]"],
  label: "a seafarer at hand who is not of the ship's own people",
  provisions: [at(1)],
  when: (h) => !h.c.isCrew(h.person),
  gives: (_h, ctx) =>
    is(ctx, "skibsfolkene", "R2")
      ? { bound: true, reason: say.atHand() }
      : { bound: false, reason: say.notShipsPeople() },
  show: (v) => v.reason,
});

const shipsPeopleMustHelp = rule<Hand, Duty>({
  id: "dl-vrag/1#crew",
  reads: ["facts.people[].{helped,refused}", "facts.shipwreck.crew[]"],
  label: "the ship's people are bound to help salvage and rescue ship and goods, for a fair salvage reward",
  provisions: [at(1)],
  gives: () => ({ bound: true, reason: say.shipsPeople() }),
  facts: (h) => ({
    person: h.person.id,
    crew: h.c.isCrew(h.person),
    helped: h.person.helped,
    refused: h.person.refused,
  }),
  show: (v) => v.reason,
  exceptions: [seafarerAtHand],
});

export function dutyToHelp(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  for (const person of c.hands()) {
    const o = evaluateOwn(shipsPeopleMustHelp, { person, c }, ctx);
    out.steps.push(o.step);
    if (!o.value?.bound) continue;
    out.obligations.push({
      who: person.id,
      what: say.mustHelp({ ship: { the: shipName(c.ship) } }),
      provisions: [at(1)],
    });
    if (person.refused) {
      out.warnings.push({
        message: say.refused({ person: nameOf(person) }),
        provisions: [at(1), at(2), "dl-averi/4"],
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// dl-vrag/3 and /5: who salvages — the skipper, or the officials when asked

export type WhoSalvages =
  | { readonly by: "skipper"; readonly priority: boolean; readonly reason: string }
  | { readonly by: "officials"; readonly reason: string };

export const NAMED_OFFICES: Record<Exclude<ShoreOffice, "other">, string> = {
  amtmand: sayWho.amtmand(),
  mayor_and_council: sayWho.mayorAndCouncil(),
  bailiff: sayWho.bailiff(),
  strand_bailiff: sayWho.strandBailiff(),
  shore_commander: sayWho.shoreCommander(),
  foreshore_holder: sayWho.foreshoreHolder(),
};

const officialsMustHelp = rule<ShipwreckCase, WhoSalvages>({
  id: "dl-vrag/5#officials",
  reads: ["facts.help_asked[].person", "facts.shipwreck.skipper_could_not_manage"],
  label:
    "if the skipper with his people cannot salvage, the officials and the foreshore holder must help when asked, with the common people, for a fair reward",
  provisions: [at(5)],
  when: (c) => c.wreck.skipper_could_not_manage,
  gives: () => ({ by: "officials", reason: sayWho.couldNot() }),
  facts: (c) => ({ skipper_could_not_manage: true, asked: (c.facts.help_asked ?? []).map((h) => h.person) }),
  show: (v) => v.reason,
});

const skipperSalvages = rule<ShipwreckCase, WhoSalvages>({
  id: "dl-vrag/3#skipper",
  reads: ["facts.people[].id", "facts.shipwreck.skipper_could_not_manage"],
  label: "the skipper is free to salvage with his merchants and others he can get, as long as they will and can",
  provisions: [at(3)],
  readings: ["skipper_priority"],
  gives: (_c, ctx) =>
    is(ctx, "skipper_priority", "R1")
      ? {
          by: "skipper",
          priority: true,
          reason: sayWho.priority(),
        }
      : { by: "skipper", priority: false, reason: sayWho.maySalvage() },
  facts: (c) => ({ skipper: c.skipper.id, skipper_could_not_manage: c.wreck.skipper_could_not_manage }),
  show: (v) => v.reason,
  exceptions: [officialsMustHelp],
});

/** The officials named in the case: those asked for help and those marked official. */
function officialsOf(c: ShipwreckCase): SalvagePerson[] {
  const asked = (c.facts.help_asked ?? []).map((h) => h.person);
  return c.people.filter((p) => asked.includes(p.id) || hasRole(p, "official"));
}

function skipperHasTheSalvage(c: ShipwreckCase, priority: boolean): Findings {
  const out = none();
  if (!priority) {
    out.steps.push(note(sayWho.permission(), [at(3)]));
    return out;
  }
  const what = sayWho.notHinder({ skipper: nameOf(c.skipper), ship: { the: shipName(c.ship) } });
  for (const p of officialsOf(c)) out.obligations.push({ who: p.id, what, provisions: [at(3)] });
  out.obligations.push({ who: sayWho.everyoneElse(), what, provisions: [at(3)] });
  if ((c.facts.help_asked ?? []).length > 0) {
    out.steps.push(note(sayWho.couldManage(), [at(3), at(5)]));
  }
  return out;
}

interface Asked {
  readonly c: ShipwreckCase;
  readonly person: string;
  readonly office: ShoreOffice;
  /** Where the entry stands in the case's help_asked. */
  readonly at: number;
}

const askedOfficialMustHelp = rule<Asked, string>({
  id: "dl-vrag/5#asked",
  reads: ["facts.people[].name", "facts.ships[].name"],
  label:
    "the king's amtmand, the mayor and council, bailiffs and strand bailiffs, all in command on the shore, and the foreshore holder must help when asked",
  provisions: [at(5)],
  readings: ["common_people"],
  when: (a) => a.office !== "other",
  gives: (a, ctx) => {
    const what = sayWho.whatCanBeSaved({ ship: { the: shipName(a.c.ship) } });
    const skipper = nameOf(a.c.skipper);
    return is(ctx, "common_people", "R2") ? sayWho.inPerson({ skipper, what }) : sayWho.getPeople({ skipper, what });
  },
  facts: (a) => ({ person: a.person, office: a.office }),
  subject: (a) => `facts.help_asked[${a.at}]`,
});

const WHOM_TO_ASK: Option["choices"] = [
  sayWho.askAmtmand(),
  sayWho.askMayor(),
  sayWho.askBailiffs(),
  sayWho.askCommander(),
  sayWho.askHolder(),
];

/** Each one asked: bound if of an office the text names, else a warning. */
function askedMustHelp(c: ShipwreckCase, asked: readonly Asked[], ctx: RuleContext): Findings {
  const out = none();
  for (const a of asked) {
    const o = evaluateOwn(askedOfficialMustHelp, a, ctx);
    out.steps.push({ ...o.step, label: sayWho.asked({ person: c.name(a.person), label: o.step.label }) });
    if (o.applied) {
      out.obligations.push({ who: a.person, what: o.value as string, provisions: [at(5)] });
    } else {
      out.warnings.push({
        message: sayWho.notAnOffice({ person: c.name(a.person) }),
        provisions: [at(5)],
      });
    }
  }
  return out;
}

function officialsAreAsked(c: ShipwreckCase, ctx: RuleContext): Findings {
  const asked: Asked[] = (c.facts.help_asked ?? []).map((h, at) => ({ c, person: h.person, office: h.office, at }));
  const out = askedMustHelp(c, asked, ctx);
  if (asked.length === 0) {
    out.options.push({ holder: c.skipper.id, choices: [...WHOM_TO_ASK], provisions: [at(5)] });
    out.steps.push(note(sayWho.noOneAsked(), [at(5)]));
  }
  const askedIds = asked.map((a) => a.person);
  for (const p of c.people.filter((x) => hasRole(x, "official") && !askedIds.includes(x.id))) {
    out.steps.push(note(sayWho.notAsked({ person: nameOf(p) }), [at(5)]));
  }
  return out;
}

export function whoSalvages(c: ShipwreckCase, ctx: RuleContext): { findings: Findings; who: WhoSalvages } {
  const o = evaluateOwn(skipperSalvages, c, ctx);
  const who = o.value as WhoSalvages;
  const more = who.by === "skipper" ? skipperHasTheSalvage(c, who.priority) : officialsAreAsked(c, ctx);
  const head = section(sayWho.whoSalvages(), [at(3), at(5)], [o.step, ...more.steps], who.reason);
  return { findings: { ...more, steps: [head] }, who };
}

// ---------------------------------------------------------------------------
// dl-vrag/4: what they cannot salvage they may sell, unhindered (Q-V04)

const mayDisposeOfTheRest = rule<ShipwreckCase, string>({
  id: "dl-vrag/4#sell",
  reads: ["facts.shipwreck.could_salvage_no_more"],
  label:
    "when they can salvage no more, they may sell or dispose of what is left to whom they will, and no one shall hinder them",
  provisions: [at(4)],
  readings: ["what_is_left"],
  when: (c) => c.wreck.could_salvage_no_more,
  gives: (_c, ctx) => (is(ctx, "what_is_left", "R2") ? sayWho.salvagedNotTaken() : sayWho.unsalvaged()),
  facts: (c) => ({ could_salvage_no_more: c.wreck.could_salvage_no_more }),
});

export function saleOfWhatIsLeft(c: ShipwreckCase, ctx: RuleContext): Findings {
  const out = none();
  const o = evaluateOwn(mayDisposeOfTheRest, c, ctx);
  out.steps.push(o.step);
  if (!o.applied) return out;
  const what = o.value as string;
  out.options.push({
    holder: c.skipper.id,
    choices: [sayWho.sell({ what }), sayWho.keepIt()],
    provisions: [at(4)],
  });
  for (const m of c.merchants()) {
    out.options.push({
      holder: m.who.id,
      choices: [sayWho.sellHis({ what }), sayWho.keepThem()],
      provisions: [at(4)],
    });
  }
  out.obligations.push({
    who: "everyone",
    what: sayWho.notHinderSale({ what }),
    provisions: [at(4)],
  });
  return out;
}
