/**
 * dl-averi/58–59: the skipper's proof and account to the merchant and the owners, and a
 * pilot at fault.
 */

import type { Collected, PartyRef, Penalty, RuleContext, Step } from "./kit.js";
import { at, evaluate, note, phrases, q, rule, section } from "./kit.js";
import { feetText, MATE_ARTICLE, type PilotCase } from "./pilot-hire-common.js";

const say = phrases("dl-averi/58-59", {
  noProof: "proof not taken: he may not be able to account",
  proofToTake: "proof to be taken and account rendered",
  proofFeet: "take proper proof of how many feet he declared {ship} to draw",
  proofFeetOf: "take proper proof of how many feet he declared {ship} to draw ({feet})",
  proofPaid: "take proper proof of what he has paid {pilot}",
  proofPaidOf: "take proper proof of what he has paid {pilot} ({paid})",
  account:
    "render account accordingly to the {m, plural, one {merchant} other {merchants}}{merchants} and the owners{owners}",
  names: " ({names})",
  noProofDraught:
    "The case says the skipper took no proof of the draught he declared: he may not be able to show the merchant and the owners, or answer the pilot, what he told him.",
  noProofPaid:
    "The case says the skipper took no proof of what he paid the pilot: he may not be able to account for it to the merchant and the owners.",
  atFault: "at fault as pilot of {ship}",
  atFaultSaid: "at fault as pilot of {ship}: {fault}",
  penalty: "punished as Danske Lov 4-1-5 says of the mate ({q}); sealaw gives no measure",
  show: "punished as the mate under Danske Lov 4-1-5 (outside sealaw's texts)",
  whether: "Whether {pilot} was at fault as pilot ('forser sig')",
  whetherSaid: "Whether {pilot} was at fault as pilot ('forser sig'); it is said: {fault}",
  whetherHarm: "Whether {pilot} was at fault as pilot ('forser sig'); the ship came to harm under him",
  basisGiven: "{at}: a pilot at fault is punished as the mate",
  courtHears: "not named by dl-averi/59: the court that hears the matter",
  basis:
    "{at}: a pilot at fault is punished as the mate under Danske Lov 4-1-5 (outside sealaw's texts). Give the finding as facts.pilot.at_fault",
  damageNote:
    "{at}–59 do not say who bears damage done under a pilot; it lies where it falls, or is shared under the rules of general average ({ga}–25) if it was a deliberate sacrifice",
  punished: "punished as the mate",
  notAtFault: "not at fault",
  toAssess: "fault to be assessed",
  section: "A pilot at fault (59)",
});

// 58: proof, and the account to the merchant and the owners

const proofAndAccount = rule<PilotCase, string>({
  id: "dl-averi/58#proof",
  reads: ["facts.proof.{draught_declared,payment}"],
  label:
    "the skipper ought to take proper proof of how many feet he declared and of what he has paid the pilot, and render account accordingly to the merchant and the owners",
  provisions: [at(58)],
  facts: (c) => ({ proof_of_draught: c.f.proof.draught_declared ?? null, proof_of_payment: c.f.proof.payment ?? null }),
  gives: (c) =>
    c.f.proof.draught_declared === false || c.f.proof.payment === false ? say.noProof() : say.proofToTake(),
});

export function proof(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.pilot) return undefined;
  const declared = c.p?.draught_declared;
  const paid = c.p?.paid;
  out.must(
    c.skipper.id,
    declared ? say.proofFeetOf({ ship: c.ship, feet: feetText(declared) }) : say.proofFeet({ ship: c.ship }),
    undefined,
    at(58),
  );
  out.must(
    c.skipper.id,
    paid ? say.proofPaidOf({ pilot: c.pilot.name, paid: paid.format() }) : say.proofPaid({ pilot: c.pilot.name }),
    undefined,
    at(58),
  );
  const merchants = [...new Set(c.f.cargo.map((x) => x.owner))].filter((id) => id !== c.skipper.id);
  const owners = c.f.ship.owners.map((o) => o.person).filter((id) => id !== c.skipper.id);
  const names = (ids: string[]) => ids.map((id) => c.names.get(id) ?? id).join(", ");
  out.must(
    c.skipper.id,
    say.account({
      m: merchants.length > 1 ? 2 : 1,
      merchants: merchants.length > 0 ? say.names({ names: names(merchants) }) : "",
      owners: owners.length > 0 ? say.names({ names: names(owners) }) : "",
    }),
    undefined,
    at(58),
  );
  const pr = c.f.proof;
  if (pr.draught_declared === false) {
    out.warn(say.noProofDraught(), at(58));
  }
  if (pr.payment === false) {
    out.warn(say.noProofPaid(), at(58));
  }
  return evaluate(proofAndAccount, c, ctx).step;
}

// ---------------------------------------------------------------------------
// 59: a pilot at fault

const pilotAtFault = rule<PilotCase, Penalty>({
  id: "dl-averi/59#pilot-fault",
  reads: ["facts.pilot.{at_fault,fault}"],
  label:
    "if a pilot is at fault, he is punished as is said earlier of the mate in the first chapter, fifth article (Danske Lov 4-1-5)",
  provisions: [at(59)],
  when: (c) => c.pilot !== undefined && c.p?.at_fault === true,
  gives: (c, ctx) => {
    const pilot = c.pilot as PartyRef;
    return {
      who: pilot.id,
      offence: c.p?.fault ? say.atFaultSaid({ ship: c.ship, fault: c.p.fault }) : say.atFault({ ship: c.ship }),
      penalty: say.penalty({ q: q(ctx, "pilot_penalty_xref") }),
      provisions: [at(59)],
      outside: [MATE_ARTICLE],
    };
  },
  facts: (c) => ({ fault: c.p?.fault ?? null, at_fault: c.p?.at_fault ?? null }),
  subject: (c) => (c.p !== undefined ? "facts.pilot" : undefined),
  readings: ["pilot_penalty_xref"],
  show: () => say.show(),
});

export function fault(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.pilot || !c.p) return undefined;
  const p = c.p;
  const questioned = p.fault !== undefined || p.at_fault !== undefined || c.f.damage.length > 0;
  if (!questioned) return undefined;
  const o = evaluate(pilotAtFault, c, ctx);
  const children: Step[] = [o.step];
  if (o.applied) {
    out.penalties.push(o.value as Penalty);
    if (p.at_fault_by) {
      out.assess({
        what: say.whether({ pilot: c.pilot.name }),
        by: p.at_fault_by,
        basis: say.basisGiven({ at: at(59) }),
        value: true,
        provisions: [at(59)],
      });
    }
  } else if (p.at_fault === undefined) {
    const what = p.fault
      ? say.whetherSaid({ pilot: c.pilot.name, fault: p.fault })
      : c.f.damage.length > 0
        ? say.whetherHarm({ pilot: c.pilot.name })
        : say.whether({ pilot: c.pilot.name });
    out.assess({
      what,
      by: say.courtHears(),
      basis: say.basis({ at: at(59) }),
      provisions: [at(59)],
    });
  }
  if (c.f.damage.length > 0) {
    children.push(note(say.damageNote({ at: at(54), ga: at(20) }), [at(59)]));
  }
  const value = o.applied ? say.punished() : p.at_fault === false ? say.notAtFault() : say.toAssess();
  return section(say.section(), [at(59)], children, value);
}
