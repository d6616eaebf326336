/**
 * dl-averi/55: a ship brought in without a pilot.
 */

import { semicolonList } from "./joins.js";
import type { Collected, Money, PilotHireDamage, PilotHireFacts, PilotHireParcel, RuleContext, Step } from "./kit.js";
import { at, choiceOn, evaluate, note, phrases, rule, SHIP_INTEREST, section, splitByParts } from "./kit.js";
import { ownerShare, type PilotCase } from "./pilot-hire-common.js";

const say = phrases("dl-averi/55", {
  damageShip: "the damage to {ship}",
  damageShipCap: "The damage to {ship}",
  damageGoods: "the damage to {goods}",
  damageGoodsCap: "The damage to {goods}",
  damageWhat: "{damage} ({what})",
  parcel: "the {what} of {owner}, bill of lading {id}",
  someParcel: "the goods of {owner}, bill of lading {id}",
  why: "made good by the skipper out of his own money, for bringing her in without a pilot",
  inAll: " ({amount} in all)",
  onceKnown: ", once its amount is known",
  damageAmount: "{damage}: {amount}",
  amountNotGiven: "amount not given",
  ownShare: "{skipper} bears his own {share} share of {damage}",
  exactly: "; exactly {exact}",
  shipShare: "{share} of {damage}{all}, {why}{exact}",
  ownLoss: "{damage} is the skipper's own loss",
  goodsDamage: "{damage}{all}, {why}",
  someAmountMissing: "The amount of some of the damage is not given; the skipper owes all of it once it is known.",
  givenAsInput: "to be given as an input",
  notSkippersOwn: "not the skipper's own",
  necessityWhat: "Whether the skipper came in without a pilot in necessity ('udi nøds sag'): {claimed}",
  notNamed: "not named by dl-averi/55",
  necessityBasis: "{at}: in necessity he does not make the damage good out of his own money",
  damageOf: "the damage of {total}",
  theDamage: "the damage",
  whoBearsWhat: "Who bears {damage} done when the skipper came in without a pilot in necessity",
  whoBearsBy: "not said by dl-averi/55: an input (Q-A28 R2)",
  whoBearsBasis: "{at} frees the skipper in necessity but does not say on whom the damage then falls",
  sacrificeWarn:
    "{damage} was done on purpose to save ship and goods: under Q-A28 R1 it is made good in general average (dl-averi/20–25); decide it as a case of kind general_average.",
  sacrificeNote: "{damage}: a deliberate sacrifice, made good in general average",
  herOwner: "her owner",
  herOwners: "her owners, each for his part in her",
  itsOwner: "its owner",
  liesNote: "{damage}: lies where it falls, with {bearer}",
  notPilotWaters: "{waters} are not pilot waters: no pilot had to be hired, and {at} lays nothing on him",
  section: "Coming in without a pilot (55)",
  notPilotWatersShort: "not pilot waters",
  noDamageWarn:
    "The skipper came into {waters} without a pilot, contrary to {at54}; no damage is listed, so {at55} lays nothing on him.",
  noHarm: "no harm came of it: nothing to make good",
  noDamage: "no damage",
  noNecessity: "no necessity is pleaded",
  goodsHarm:
    "dl-averi/55 speaks of the ship coming to harm ('og det kommer til skade'); the damage to the goods aboard as she came in is reckoned part of that harm",
  liable: "the skipper makes the damage good out of his own money",
  assessWhat:
    "Whether the skipper came into {waters} without a pilot in necessity ('udi nøds sag'); he says: {claimed}",
  assessBy: "not named by dl-averi/55: the court that hears the claim",
  assessBasis:
    "If it was not necessity, he makes {damage} good out of his own money; if it was, he does not (Q-A28 says who does). Give the finding as facts.necessity.found",
  depends: "depends on whether it was necessity",
  necessityValue: "necessity: not the skipper's own",
});

// 55: coming in without a pilot

type Standing = "liable" | "necessity" | "to-assess";

/** In pilot waters, brought in without a pilot, and harm came of it. */
const harmed = (c: PilotCase): boolean => c.f.waters.pilot_waters && c.f.entered_without_pilot && c.f.damage.length > 0;

const necessityFound = rule<PilotCase, Standing>({
  id: "dl-averi/55#necessity",
  reads: ["facts.necessity.{claimed,found}", "facts.waters.pilot_waters", "facts.{damage,entered_without_pilot}"],
  label: "unless it happens in necessity ('uden det sker udi nøds sag'), and not otherwise",
  provisions: [at(55)],
  when: (c) => harmed(c) && c.f.necessity?.found === true,
  gives: () => "necessity",
  facts: (c) => ({ claimed: c.f.necessity?.claimed ?? null, found: c.f.necessity?.found ?? null }),
});

const necessityPleaded = rule<PilotCase, Standing>({
  id: "dl-averi/55#necessity-pleaded",
  reads: ["facts.necessity.{claimed,found}", "facts.waters.pilot_waters", "facts.{damage,entered_without_pilot}"],
  label: "necessity pleaded and not yet found: whether it was necessity is to be assessed",
  provisions: [at(55)],
  when: (c) => harmed(c) && c.f.necessity !== undefined && c.f.necessity.found === undefined,
  gives: () => "to-assess",
  facts: (c) => ({ claimed: c.f.necessity?.claimed ?? null }),
});

const ownMoney = rule<PilotCase, Standing>({
  id: "dl-averi/55#own-money",
  reads: ["facts.waters.pilot_waters", "facts.{damage,entered_without_pilot}"],
  label:
    "if the skipper, contrary to this, ventures to bring the ship in without a pilot and she comes to harm, he shall make it good himself out of his own money",
  provisions: [at(55)],
  when: harmed,
  gives: () => "liable",
  facts: (c) => ({
    pilot_waters: c.f.waters.pilot_waters,
    entered_without_pilot: c.f.entered_without_pilot,
    damage: c.f.damage.length,
  }),
  exceptions: [necessityFound, necessityPleaded],
});

function damageWords(c: PilotCase, d: PilotHireDamage, cap = false): string {
  const what =
    d.to === SHIP_INTEREST
      ? (cap ? say.damageShipCap : say.damageShip)({ ship: c.ship })
      : (cap ? say.damageGoodsCap : say.damageGoods)({ goods: parcelOf(c, d.to) });
  return d.what ? say.damageWhat({ damage: what, what: d.what }) : what;
}

/** "the salt of Merchant B, bill of lading bl-b". */
function parcelOf(c: PilotCase, id: string): string {
  const x = c.f.cargo.find((p) => p.id === id);
  if (!x) return id;
  const owner = c.names.get(x.owner) ?? x.owner;
  return x.what === undefined ? say.someParcel({ owner, id: x.id }) : say.parcel({ what: x.what, owner, id: x.id });
}

export function damageTotal(c: PilotCase): Money | undefined {
  return c.f.damage.every((d) => d.amount) ? c.f.damage.reduce((s, d) => s.add(d.amount as Money), c.zero) : undefined;
}

/** The skipper makes each damage good to the owner of what was damaged, out of his own money. */
function skipperPays(c: PilotCase, out: Collected): string[] {
  const said: string[] = [];
  const why = say.why();
  for (const d of c.f.damage) {
    const all = d.amount ? say.inAll({ amount: d.amount.format() }) : say.onceKnown();
    const amount = d.amount ? d.amount.format() : say.amountNotGiven();
    if (d.to === SHIP_INTEREST) {
      said.push(say.damageAmount({ damage: damageWords(c, d), amount }));
      const owners = c.f.ship.owners;
      const s = d.amount
        ? splitByParts(
            d.amount,
            owners.map((o) => ({ key: o.person, parts: o.share })),
          )
        : undefined;
      owners.forEach((o, i) => {
        if (o.person === c.skipper.id) {
          said.push(say.ownShare({ skipper: c.skipper.name, share: String(o.share), damage: damageWords(c, d) }));
          return;
        }
        const l = s?.lines[i];
        const exact = l && !l.exact.eq(l.rounded) ? say.exactly({ exact: l.exact.format() }) : "";
        out.owe(
          c.skipper.id,
          o.person,
          l?.rounded,
          say.shipShare({ share: ownerShare(c, o.person, o.share), damage: damageWords(c, d), all, why, exact }),
          at(55),
        );
      });
    } else {
      const x = c.f.cargo.find((p) => p.id === d.to) as PilotHireParcel;
      if (x.owner === c.skipper.id) {
        said.push(say.ownLoss({ damage: damageWords(c, d) }));
        continue;
      }
      out.owe(
        c.skipper.id,
        x.owner,
        d.amount,
        say.goodsDamage({ damage: damageWords(c, d), all: d.amount ? "" : all, why }),
        at(55),
      );
      said.push(say.damageAmount({ damage: damageWords(c, d), amount }));
    }
  }
  if (c.f.damage.some((d) => !d.amount)) {
    out.warn(say.someAmountMissing(), at(55));
  }
  return said;
}

const onNecessity = choiceOn<PilotCase, string>("necessity_no_pilot", (v) => v);

const whoBearsNotSaid = onNecessity.when("R2", {
  id: "dl-averi/55#necessity-who-bears",
  label: "in necessity, who bears the damage is not said (Q-A28 R2): an input",
  provisions: [at(55)],
  gives: say.givenAsInput(),
});

const underTheOtherRules = onNecessity.base(
  {
    id: "dl-averi/55#necessity-general-rules",
    label:
      "in necessity the skipper does not bear the damage personally; it falls under the other rules: average if a deliberate sacrifice, otherwise where it falls (Q-A28 R1)",
    provisions: [at(55)],
    gives: say.notSkippersOwn(),
  },
  [whoBearsNotSaid],
);

/** Necessity found: who bears the damage (Q-A28). */
function inNecessity(c: PilotCase, ctx: RuleContext, out: Collected): Step {
  const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
  out.assess({
    what: say.necessityWhat({ claimed: n.claimed }),
    by: n.by ?? say.notNamed(),
    basis: say.necessityBasis({ at: at(55) }),
    value: true,
    provisions: [at(55)],
  });
  const total = damageTotal(c);
  const o = evaluate(underTheOtherRules, c, ctx);
  if (o.by === whoBearsNotSaid.id) {
    out.assess({
      what: say.whoBearsWhat({ damage: total ? say.damageOf({ total: total.format() }) : say.theDamage() }),
      by: say.whoBearsBy(),
      basis: say.whoBearsBasis({ at: at(55) }),
      provisions: [at(55)],
    });
    return o.step;
  }
  const children: Step[] = c.f.damage.map((d) => {
    if (d.deliberate) {
      out.warn(say.sacrificeWarn({ damage: damageWords(c, d, true) }), at(55), at(25));
      return note(say.sacrificeNote({ damage: damageWords(c, d) }), [at(55), at(25)]);
    }
    const bearer =
      d.to === SHIP_INTEREST
        ? c.f.ship.owners.length === 1
          ? (c.names.get(c.f.ship.owners[0]?.person ?? "") ?? say.herOwner())
          : say.herOwners()
        : (c.names.get(c.f.cargo.find((p) => p.id === d.to)?.owner ?? "") ?? say.itsOwner());
    return note(say.liesNote({ damage: damageWords(c, d), bearer }), [at(55)]);
  });
  return ctx.explain === false ? o.step : { ...o.step, children: [...(o.step.children ?? []), ...children] };
}

export function withoutPilot(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.f.entered_without_pilot) return undefined;
  const o = evaluate(ownMoney, c, ctx);
  const children: Step[] = [o.step];
  if (!c.f.waters.pilot_waters) {
    children.push(note(say.notPilotWaters({ waters: c.waters, at: at(55) }), [at(55)]));
    return section(say.section(), [at(55)], children, say.notPilotWatersShort());
  }
  if (c.f.damage.length === 0) {
    out.warn(say.noDamageWarn({ waters: c.waters, at54: at(54), at55: at(55) }), at(54), at(55));
    children.push(note(say.noHarm(), [at(55)]));
    return section(say.section(), [at(55)], children, say.noDamage());
  }
  const standing = o.value as Standing;
  let value: string;
  if (standing === "liable") {
    const said = skipperPays(c, out);
    if (c.f.necessity === undefined) children.push(note(say.noNecessity(), [at(55)]));
    children.push(note(semicolonList(said), [at(55)]));
    if (c.f.damage.some((d) => d.to !== SHIP_INTEREST)) {
      children.push(note(say.goodsHarm(), [at(55)]));
    }
    value = say.liable();
  } else if (standing === "to-assess") {
    const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
    const total = damageTotal(c);
    out.assess({
      what: say.assessWhat({ waters: c.waters, claimed: n.claimed }),
      by: say.assessBy(),
      basis: say.assessBasis({ damage: total ? say.damageOf({ total: total.format() }) : say.theDamage() }),
      provisions: [at(55)],
    });
    value = say.depends();
  } else {
    children.push(inNecessity(c, ctx, out));
    value = say.necessityValue();
  }
  return section(say.section(), [at(55)], children, value);
}
