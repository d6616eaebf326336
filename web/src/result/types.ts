/**
 * The shapes of what the API answers, as far as the result pages read them: a
 * determination (`POST /v1/decide`, as `sealaw decide --json`), a provision, the
 * readings, and the three analyses. Exact numbers arrive as text ("113/198").
 */

import type { Determination2 as Determination } from "../../../src/core/determination-format.js";
import type { Question } from "../case/questions.js";

export type {
  Allocation,
  Assessment,
  AverageBalance,
  AverageLine,
  AverageStatement,
  Fund,
  Group,
  Liability,
  Obligation,
  Option,
  OutsideReference,
  Particulars,
  Penalty,
  QuantityLine,
  QuantityShares,
  ScheduleItem,
  SeparateAverage,
  Warning,
} from "../../../src/core/determination.js";
/**
 * The determination as the API answers it: format 2 (docs/determination.md), whose
 * steps name their rule by id and take its words from the determination's `rules`.
 */
export type {
  Determination2 as Determination,
  Receipt2 as Receipt,
  RuleEntry,
  Step2 as Step,
} from "../../../src/core/determination-format.js";
export type { StepStatus } from "../../../src/core/explain.js";
export type { MoneyJSON as Money } from "../../../src/core/money.js";
export type { UsedReading } from "../../../src/core/reading.js";
/** A provision as the API gives it (src/law/listing.ts): the text, and the language of its original. */
/** A reading as `GET /v1/readings` lists it (src/law/listing.ts), with the statutes that use it. */
export type { ProvisionListing as Provision, ReadingListing as ReadingDef } from "../../../src/law/listed.js";

/** `POST /v1/sensitivity`. */
export interface RangeUnder {
  least: string;
  most: string;
}
export interface SensitivityParty {
  party: string;
  name: string;
  unit: string;
  counted: string;
  least: string;
  most: string;
  inForce: string;
  movedBy: { reading: string; question: string; under: Record<string, RangeUnder> }[];
}
export interface Sensitivity {
  relevant: {
    name: string;
    question: string;
    title: string;
    alternatives: string[];
    inForce: string;
    decisive: boolean;
  }[];
  fixed: Record<string, string>;
  combinations: string;
  paths: number;
  decisions: number;
  complete: boolean;
  bound: string;
  groups: unknown[];
  parties: SensitivityParty[];
}

/** `POST /v1/whatif`. */
export interface WhatIfParty {
  party: string;
  name: string;
  unit: string;
  counted: string;
  before: string;
  after: string;
  delta: string;
}
export interface WhatIfResult {
  change: { path: string; subject?: string; from: unknown; to: unknown; label: string };
  moves?: string;
  parties: WhatIfParty[];
  otherwise: string[];
  situation: { before: string; after: string };
}
export interface WhatIf {
  currency: string;
  tried: number;
  notAdmissible: unknown[];
  noEffect: number;
  complete: boolean;
  results: WhatIfResult[];
}

/** `POST /v1/compare?with=`. */
export interface CompareSide {
  statute: string;
  kind: string;
  covered: boolean;
  reason?: string;
  situation?: string;
  provisions: string[];
  determination?: Determination;
  /** The name of each party the duties name by id, or an office in words. */
  names?: Record<string, string>;
}
export interface CompareCell {
  amounts: { value: string; counted: string }[];
  provisions: string[];
}
export interface Comparison {
  title?: string;
  left: CompareSide;
  right: CompareSide;
  mappings: { from: string; to: string; how: string }[];
  onlyLeft: string[];
  onlyRight: string[];
  parties: { party: string; name: string; left?: CompareCell; right?: CompareCell }[];
  notes: string[];
  /** What the other statute still needs of the case, as questions (absent when nothing). */
  stillNeeded?: StillNeeded;
}
export interface StillNeeded {
  statute: string;
  kind: string;
  complete: boolean;
  decidable: boolean;
  needed: (Question & { settles?: string })[];
  next?: Question;
  /** The answers go into the case file under the same paths. */
  intoCaseFile: boolean;
  refused?: string;
}

/** `POST /v1/sensitivity/one-at-a-time` (`sealaw sensitivity --one-at-a-time --json`). */
export interface Rate {
  of: string;
  label: string;
  rate: string;
  percent?: string;
}
export interface Move {
  party: string;
  name: string;
  unit: string;
  counted: string;
  before: string;
  after: string;
  delta: string;
}
export interface Flip {
  reading: string;
  question: string;
  from: string;
  to: string;
  label: string;
  situation: string;
  changes: boolean;
  brings: string[];
  moves: Move[];
  rates: { before: Rate; after?: Rate }[];
}
export interface PartyChange {
  reading: string;
  question: string;
  to: string;
  after: string;
  delta: string;
}
export interface OneAtATime {
  inPlay: {
    name: string;
    question: string;
    title: string;
    inForce: string;
    isDefault: boolean;
    alternatives: { code: string; slug: string; label: string }[];
  }[];
  rates: Rate[];
  flips: Flip[];
  parties: { party: string; name: string; unit: string; counted: string; inForce: string; changes: PartyChange[] }[];
  decisions: number;
}
