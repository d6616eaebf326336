/**
 * What a statute module offers the engine. Each statute is one folder under
 * src/law/ and exports one StatuteModule; adding a statute touches no other.
 */

import type { z } from "zod";
import type { AmountSchema } from "../cases/common.js";
import type { DeterminationBody } from "../core/determination.js";
import type { Currency } from "../core/money.js";
import type { ReadingDef, ReadingSet } from "../core/reading.js";
import type { ListedRule } from "../core/rule.js";

export interface DecideContext {
  readonly readings: ReadingSet;
  readonly currency: Currency;
  /**
   * False when the explanation is to be left out: the rules may then skip their
   * steps, labels and fact records (pass it on in each RuleContext). The engine
   * replaces whatever explanation comes back, so a kind that ignores it is still
   * correct, only slower.
   */
  readonly explain?: boolean;
}

export interface KindHandler<F = unknown> {
  /** The case kind this handler decides: "salvage", "pilotage", ... */
  readonly kind: string;
  /** The situations it covers, in one line, with provisions. */
  readonly summary: string;
  readonly provisions: readonly string[];
  /** The facts schema for this kind, with amounts in the given currency. */
  readonly facts: (amount: AmountSchema) => z.ZodType<F, unknown>;
  /** The same schema with amounts as plain text, for JSON Schema output. */
  readonly jsonSchema: z.ZodType;
  /**
   * For a kind another statute decides too: the fields of the shared format this
   * statute's rules never read ("shipwreck", "items[].damaged"), all optional in the
   * format. Its own schema of the kind (`sealaw schema KIND --statute ID`) leaves
   * them out.
   */
  readonly omits?: readonly string[];
  readonly decide: (facts: F, ctx: DecideContext) => DeterminationBody;
}

export interface StatuteModule {
  /** "borkum-1666", "dl-vrag", "dl-averi". */
  readonly id: string;
  readonly title: string;
  /** sha256 of the statute's texts (original and translation), for receipts. */
  readonly textsSha256: string;
  readonly readings: readonly ReadingDef[];
  /** Currency ids a case under this statute may use; the first is the default. */
  readonly currencies: readonly string[];
  /** Build a currency by id, using readings where its reckoning is disputed. */
  readonly currency: (id: string, readings: ReadingSet) => Currency | undefined;
  /**
   * The kinds whose rules are purely proportional (shares of a loss or a fund, no
   * fixed sum or penalty in the statute's own money): a case of one of them may
   * also be reckoned in a currency of comparison, an ISO 4217 code or "lira"
   * (core/money.ts comparisonCurrency).
   */
  readonly comparisonKinds?: readonly string[];
  readonly kinds: readonly AnyKind[];
  /**
   * Provisions of this statute that no kind implements yet, said openly rather than
   * left out. A test holds the implemented and the pending provisions together to
   * exactly the statute's provisions.
   */
  readonly pending?: readonly string[];
  /** The statute's rules: id, label, provisions, readings, exceptions and source (core/rule.ts definedRules). */
  readonly rules: () => readonly ListedRule[];
}

/** A KindHandler with its facts type erased, so that one statute can list several. */
export interface AnyKind {
  readonly kind: string;
  readonly summary: string;
  readonly provisions: readonly string[];
  readonly facts: (amount: AmountSchema) => z.ZodType;
  readonly jsonSchema: z.ZodType;
  readonly omits?: readonly string[];
  readonly decide: (facts: unknown, ctx: DecideContext) => DeterminationBody;
}

/**
 * Register a kind. The engine only ever passes `decide` what `facts` parsed, so the
 * erasure is safe by construction.
 */
export function defineKind<F>(h: KindHandler<F>): AnyKind {
  return h as unknown as AnyKind;
}
