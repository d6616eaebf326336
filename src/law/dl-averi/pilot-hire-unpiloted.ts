/**
 * dl-averi/55: a ship brought in without a pilot.
 */

import type { Collected, Money, PilotHireDamage, PilotHireFacts, PilotHireParcel, RuleContext, Step } from "./kit.js";
import { at, choiceOn, evaluate, note, rule, SHIP_INTEREST, section, splitByParts } from "./kit.js";
import { capital, ownerShare, type PilotCase } from "./pilot-hire-common.js";

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

function damageWords(c: PilotCase, d: PilotHireDamage): string {
  const what = d.to === SHIP_INTEREST ? `the damage to ${c.ship}` : `the damage to ${parcelOf(c, d.to)}`;
  return `${what}${d.what ? ` (${d.what})` : ""}`;
}

/** "the salt of Merchant B, bill of lading bl-b". */
function parcelOf(c: PilotCase, id: string): string {
  const x = c.f.cargo.find((p) => p.id === id);
  if (!x) return id;
  return `the ${x.what ?? "goods"} of ${c.names.get(x.owner) ?? x.owner}, bill of lading ${x.id}`;
}

export function damageTotal(c: PilotCase): Money | undefined {
  return c.f.damage.every((d) => d.amount) ? c.f.damage.reduce((s, d) => s.add(d.amount as Money), c.zero) : undefined;
}

/** The skipper makes each damage good to the owner of what was damaged, out of his own money. */
function skipperPays(c: PilotCase, out: Collected): string[] {
  const said: string[] = [];
  const why = "made good by the skipper out of his own money, for bringing her in without a pilot";
  for (const d of c.f.damage) {
    const all = d.amount ? ` (${d.amount.format()} in all)` : ", once its amount is known";
    if (d.to === SHIP_INTEREST) {
      said.push(`${damageWords(c, d)}: ${d.amount ? d.amount.format() : "amount not given"}`);
      const owners = c.f.ship.owners;
      const s = d.amount
        ? splitByParts(
            d.amount,
            owners.map((o) => ({ key: o.person, parts: o.share })),
          )
        : undefined;
      owners.forEach((o, i) => {
        if (o.person === c.skipper.id) {
          said.push(`${c.skipper.name} bears his own ${o.share} share of ${damageWords(c, d)}`);
          return;
        }
        const l = s?.lines[i];
        const exact = l && !l.exact.eq(l.rounded) ? `; exactly ${l.exact.format()}` : "";
        out.owe(
          c.skipper.id,
          o.person,
          l?.rounded,
          `${ownerShare(c, o.person, o.share)} of ${damageWords(c, d)}${all}, ${why}${exact}`,
          at(55),
        );
      });
    } else {
      const x = c.f.cargo.find((p) => p.id === d.to) as PilotHireParcel;
      if (x.owner === c.skipper.id) {
        said.push(`${damageWords(c, d)} is the skipper's own loss`);
        continue;
      }
      out.owe(c.skipper.id, x.owner, d.amount, `${damageWords(c, d)}${d.amount ? "" : all}, ${why}`, at(55));
      said.push(`${damageWords(c, d)}: ${d.amount ? d.amount.format() : "amount not given"}`);
    }
  }
  if (c.f.damage.some((d) => !d.amount)) {
    out.warn("The amount of some of the damage is not given; the skipper owes all of it once it is known.", at(55));
  }
  return said;
}

const onNecessity = choiceOn<PilotCase, string>("necessity_no_pilot", (v) => v);

const whoBearsNotSaid = onNecessity.when("R2", {
  id: "dl-averi/55#necessity-who-bears",
  label: "in necessity, who bears the damage is not said (Q-A28 R2): an input",
  provisions: [at(55)],
  gives: "to be given as an input",
});

const underTheOtherRules = onNecessity.base(
  {
    id: "dl-averi/55#necessity-general-rules",
    label:
      "in necessity the skipper does not bear the damage personally; it falls under the other rules: average if a deliberate sacrifice, otherwise where it falls (Q-A28 R1)",
    provisions: [at(55)],
    gives: "not the skipper's own",
  },
  [whoBearsNotSaid],
);

/** Necessity found: who bears the damage (Q-A28). */
function inNecessity(c: PilotCase, ctx: RuleContext, out: Collected): Step {
  const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
  out.assess({
    what: `Whether the skipper came in without a pilot in necessity ('udi nøds sag'): ${n.claimed}`,
    by: n.by ?? "not named by dl-averi/55",
    basis: `${at(55)}: in necessity he does not make the damage good out of his own money`,
    value: true,
    provisions: [at(55)],
  });
  const total = damageTotal(c);
  const o = evaluate(underTheOtherRules, c, ctx);
  if (o.by === whoBearsNotSaid.id) {
    out.assess({
      what: `Who bears ${total ? `the damage of ${total.format()}` : "the damage"} done when the skipper came in without a pilot in necessity`,
      by: "not said by dl-averi/55: an input (Q-A28 R2)",
      basis: `${at(55)} frees the skipper in necessity but does not say on whom the damage then falls`,
      provisions: [at(55)],
    });
    return o.step;
  }
  const children: Step[] = c.f.damage.map((d) => {
    if (d.deliberate) {
      out.warn(
        `${capital(damageWords(c, d))} was done on purpose to save ship and goods: under Q-A28 R1 it is made good in general average (dl-averi/20–25); decide it as a case of kind general_average.`,
        at(55),
        at(25),
      );
      return note(`${damageWords(c, d)}: a deliberate sacrifice, made good in general average`, [at(55), at(25)]);
    }
    const bearer =
      d.to === SHIP_INTEREST
        ? c.f.ship.owners.length === 1
          ? (c.names.get(c.f.ship.owners[0]?.person ?? "") ?? "her owner")
          : "her owners, each for his part in her"
        : (c.names.get(c.f.cargo.find((p) => p.id === d.to)?.owner ?? "") ?? "its owner");
    return note(`${damageWords(c, d)}: lies where it falls, with ${bearer}`, [at(55)]);
  });
  return ctx.explain === false ? o.step : { ...o.step, children: [...(o.step.children ?? []), ...children] };
}

export function withoutPilot(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.f.entered_without_pilot) return undefined;
  const o = evaluate(ownMoney, c, ctx);
  const children: Step[] = [o.step];
  if (!c.f.waters.pilot_waters) {
    children.push(
      note(`${c.waters} are not pilot waters: no pilot had to be hired, and ${at(55)} lays nothing on him`, [at(55)]),
    );
    return section("Coming in without a pilot (55)", [at(55)], children, "not pilot waters");
  }
  if (c.f.damage.length === 0) {
    out.warn(
      `The skipper came into ${c.waters} without a pilot, contrary to ${at(54)}; no damage is listed, so ${at(55)} lays nothing on him.`,
      at(54),
      at(55),
    );
    children.push(note("no harm came of it: nothing to make good", [at(55)]));
    return section("Coming in without a pilot (55)", [at(55)], children, "no damage");
  }
  const standing = o.value as Standing;
  let value: string;
  if (standing === "liable") {
    const said = skipperPays(c, out);
    if (c.f.necessity === undefined) children.push(note("no necessity is pleaded", [at(55)]));
    children.push(note(said.join("; "), [at(55)]));
    if (c.f.damage.some((d) => d.to !== SHIP_INTEREST)) {
      children.push(
        note(
          "dl-averi/55 speaks of the ship coming to harm ('og det kommer til skade'); the damage to the goods aboard as she came in is reckoned part of that harm",
          [at(55)],
        ),
      );
    }
    value = "the skipper makes the damage good out of his own money";
  } else if (standing === "to-assess") {
    const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
    const total = damageTotal(c);
    out.assess({
      what: `Whether the skipper came into ${c.waters} without a pilot in necessity ('udi nøds sag'); he says: ${n.claimed}`,
      by: "not named by dl-averi/55: the court that hears the claim",
      basis: `If it was not necessity, he makes ${total ? `the damage of ${total.format()}` : "the damage"} good out of his own money; if it was, he does not (Q-A28 says who does). Give the finding as facts.necessity.found`,
      provisions: [at(55)],
    });
    value = "depends on whether it was necessity";
  } else {
    children.push(inNecessity(c, ctx, out));
    value = "necessity: not the skipper's own";
  }
  return section("Coming in without a pilot (55)", [at(55)], children, value);
}
