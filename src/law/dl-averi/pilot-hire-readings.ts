/**
 * The readings of pilots and the draught (dl-averi/54–59): who bears the pilot's
 * wage (Q-A24), to whom the draught penalty is paid (Q-A25) and how a part of a
 * foot counts in it (Q-A26), what the punishment of a pilot at fault is (Q-A27),
 * and who bears damage when the skipper came in without a pilot out of necessity
 * (Q-A28).
 *
 * Names and codes are the register's in law/RULES.md, which is the authority on
 * what each alternative means.
 */

import { at, defineReadingBySlug, type ReadingDef } from "./kit.js";

export const PILOT_WAGE_PAYER: ReadingDef = defineReadingBySlug({
  name: "pilot_wage_payer",
  question: "Q-A24",
  title: "Who bears the pilot's wage ('af godset betale hans løn', dl-averi/54)?",
  provisions: [at(54)],
  alternatives: {
    cargo_by_custom:
      "the cargo, by local custom: the wage is a charge on the goods, shared as the custom of the port of discharge says; the skipper pays the pilot's board",
    skipper_recovers: "the skipper pays the pilot and recovers it from the goods",
    custom_splits: "local custom decides how much falls on ship and how much on goods",
  },
  note: "Default R1. 'skipperen skal give ham kosten og af godset betale hans løn efter den skik og handel, som der bruges udi markedet, hvor han losser': the skipper is the one who pays ('skipperen skal … betale'), so under every reading he is the pilot's debtor; 'af godset' says where the money comes from, so the goods' owners owe their parts to him, and he 'gøre købmanden og rederne regnskab' for what he paid (dl-averi/58). The words lay the whole wage on the goods and point to the custom of the market for how it is paid, so R1 asks for that custom before sharing rather than supplying one; R2 shares by value when the custom is not given, which the words do not say; R3 reads the custom as also splitting the wage between ship and goods, which 'af godset' does not support. Under every reading the goods' part is shared over the parcels as the custom says, by value unless it says otherwise.",
});

export const DRAFT_PENALTY_PAYEE: ReadingDef = defineReadingBySlug({
  name: "draft_penalty_payee",
  question: "Q-A25",
  title: "To whom are the sixteen lod of silver per foot paid (dl-averi/57)?",
  provisions: [at(57)],
  alternatives: {
    the_pilot: "the pilot: 'give ... lodsmanden seksten lod sølv'",
    not_named: "not named: 'fortier lodsmanden' is 'conceals from the pilot', and the payee is not stated (an input)",
  },
  note: "Default R1. 'da skal han give for hver fod han fortier lodsmanden seksten lod sølv': 'give' wants someone to give to, and besides the skipper who gives, the only person in the sentence is 'lodsmanden', the man deceived; R2 reads 'fortier lodsmanden' together (conceals from the pilot) and leaves the payee unnamed.",
});

export const DRAFT_FRACTION: ReadingDef = defineReadingBySlug({
  name: "draft_fraction",
  question: "Q-A26",
  title: "How are parts of a foot counted in the draught penalty (dl-averi/57)?",
  provisions: [at(57)],
  alternatives: {
    whole_feet: "whole feet only: only completed feet of understatement count",
    begun_foot: "each begun foot: every begun foot counts as a foot",
    pro_rata: "pro rata: the penalty is proportional, 16 lod per foot, fractions included",
  },
  note: "Default R1. 'for hver fod han fortier': the penalty is counted in feet, and a part of a foot is not a foot; R2 (each begun foot) and R3 (pro rata) count what the words do not name.",
});

export const PILOT_PENALTY_XREF: ReadingDef = defineReadingBySlug({
  name: "pilot_penalty_xref",
  question: "Q-A27",
  title: "What is the punishment of a pilot at fault (dl-averi/59)?",
  provisions: [at(59)],
  alternatives: {
    as_mate_dl_4_1_5:
      "as the mate's in Danske Lov Book 4, chapter 1, article 5, which is not among sealaw's texts: named, not decided",
  },
  note: "Only reading. 'så straffes han, som tilforn udi det første kapitels femte artikel er mælt om styrmanden': dl-averi/59 sends the pilot at fault to the punishment the first chapter, article 5, gives the mate; that article is not among sealaw's texts, so the penalty is named and not measured.",
});

export const NECESSITY_NO_PILOT: ReadingDef = defineReadingBySlug({
  name: "necessity_no_pilot",
  question: "Q-A28",
  title: "If the skipper entered without a pilot out of necessity and damage follows (dl-averi/55), who bears it?",
  provisions: [at(55)],
  alternatives: {
    general_rules:
      "general rules: not the skipper personally; the loss falls under the other rules (average if a deliberate sacrifice, otherwise where it falls)",
    open: "open: not stated; an input",
  },
  note: "Default R1. 'da skal han den selv oprette af sine egne penge, uden det sker udi nøds sag, og ikke ellers': necessity lifts the skipper's own liability and says nothing more, so the damage falls under the other rules of the chapter, as any damage does that no special rule charges to someone; R2 leaves it open as an input.",
});

/** The readings of dl-averi/54–59, in register order. */
export const PILOT_HIRE_READINGS: readonly ReadingDef[] = [
  PILOT_WAGE_PAYER,
  DRAFT_PENALTY_PAYEE,
  DRAFT_FRACTION,
  PILOT_PENALTY_XREF,
  NECESSITY_NO_PILOT,
];
