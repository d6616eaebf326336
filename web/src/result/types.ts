/**
 * The shapes of what the API answers, as far as the result pages read them: a
 * determination (`POST /v1/decide`, as `sealaw decide --json`), a provision, the
 * readings, and the three analyses. Exact numbers arrive as text ("113/198").
 */

export interface Money {
  currency: string;
  minor: string;
  minorUnit: string;
  text: string;
  [largestUnit: string]: string;
}

export interface PartBasis {
  parts: string;
  reason: string;
  provisions: string[];
}

export interface Allocation {
  id: string;
  name: string;
  role: string;
  parts?: string;
  basis: PartBasis[];
  fraction: string;
  exact: Money;
  rounded: Money;
  roundedUp: boolean;
  reason: string;
  provisions: string[];
}

export interface Group {
  id: string;
  name: string;
  members: string[];
  exact: Money;
  rounded: Money;
  reason: string;
  provisions: string[];
}

export interface Fund {
  label: string;
  amount: Money;
  totalParts?: string;
  perPart?: Money;
  provisions: string[];
  rounding: string;
}

export interface AverageLine {
  interest: string;
  owner: string;
  kind: "ship" | "freight" | "cargo";
  label: string;
  contributoryValue: Money;
  madeGood: Money;
  fraction: string;
  contributionExact: Money;
  contribution: Money;
  net: Money;
  provisions: string[];
}

export interface AverageBalance {
  party: string;
  name: string;
  madeGood: Money;
  contribution: Money;
  net: Money;
}

export interface Particulars {
  ship?: string;
  from?: string;
  to?: string;
  casualtyDate?: string;
  casualtyPlace?: string;
  statementDate?: string;
  statementPlace?: string;
  drawnUpBy?: string;
}

export interface ScheduleItem {
  interest: string;
  owner: string;
  what: string;
  amount: Money;
  provisions: string[];
  reading?: string;
}

export interface AverageStatement {
  measure?: "value" | "apportioned";
  loss: Money;
  mass: Money;
  rate: string;
  lines: AverageLine[];
  balances: AverageBalance[];
  rounding: string;
  provisions: string[];
  ratePercent?: string;
  rateDecimals?: number;
  particulars?: Particulars;
  schedule?: ScheduleItem[];
}

export interface QuantityLine {
  interest: string;
  owner: string;
  label: string;
  quantity: string;
  fraction: string;
  bears?: string;
  receives?: string;
  exact?: Money;
  rounded?: Money;
  provisions: string[];
}

export interface QuantityShares {
  unit: string;
  measure: string;
  lost?: string;
  amount?: Money;
  total: string;
  lines: QuantityLine[];
  rounding?: string;
}

export interface SeparateAverage {
  id: string;
  label: string;
  statement?: AverageStatement;
  shares?: QuantityShares;
  provisions: string[];
}

export interface Liability {
  from: string;
  to: string;
  amount?: Money;
  description: string;
  provisions: string[];
  settles?: string;
  besideAverage?: boolean;
  jointly?: string;
}

export interface Obligation {
  who: string;
  what: string;
  due?: string;
  calendar?: "julian" | "gregorian";
  recurs?: string;
  provisions: string[];
}

export interface Option {
  holder: string;
  choices: string[];
  deadline?: string;
  lapse?: string;
  status?: "open" | "chosen" | "lapsed";
  chosen?: string;
  provisions: string[];
}

export interface OutsideReference {
  cite: string;
  about: string;
  outsideCorpus: true;
}

export interface Penalty {
  who: string;
  offence: string;
  penalty: string;
  amount?: Money;
  provisions: string[];
  outside?: OutsideReference[];
}

export interface Assessment {
  what: string;
  by: string;
  basis: string;
  status: "needed" | "given";
  value?: unknown;
  provisions: string[];
}

export interface Warning {
  message: string;
  provisions: string[];
}

export type StepStatus = "applied" | "overridden" | "not-applicable" | "note";

export interface Step {
  rule?: string;
  label: string;
  provisions: string[];
  status: StepStatus;
  overriddenBy?: string[];
  facts?: Record<string, unknown>;
  readings?: Record<string, string>;
  value?: unknown;
  children?: Step[];
}

export interface UsedReading {
  name: string;
  question: string;
  value: string;
  slug: string;
  label: string;
  isDefault: boolean;
}

export interface Receipt {
  sealaw: string;
  caseFormat: string;
  statute: string;
  kind: string;
  statuteTexts: string;
  case: string;
  readings: UsedReading[];
}

export interface Determination {
  statute: string;
  kind: string;
  title?: string;
  situation: string;
  currency: string;
  funds: Fund[];
  allocations: Allocation[];
  groups?: Group[];
  statement?: AverageStatement;
  averages?: SeparateAverage[];
  liabilities: Liability[];
  obligations: Obligation[];
  options: Option[];
  penalties: Penalty[];
  assessments: Assessment[];
  warnings: Warning[];
  explanation?: Step;
  readings: UsedReading[];
  receipt: Receipt;
}

export interface Provision {
  id: string;
  statute: string;
  title: string;
  paragraph: string;
  source?: string;
  original: string;
  english: string;
  words?: string;
  ambiguities?: string;
  questions?: string[];
}

export interface ReadingDef {
  name: string;
  default: string;
  question: string;
  title: string;
  provisions: string[];
  alternatives: { code: string; slug: string; label: string }[];
  note?: string;
  statutes: string[];
}

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
}
