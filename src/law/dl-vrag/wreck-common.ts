/**
 * What the sections of the wreck kind (dl-vrag/8–13) share: the parties, the case
 * as the rules see it, its amounts, and the facts the rules cannot read, checked.
 */

import type { Arg, CaseIssue, Currency, LegalDate, Person, WreckFacts, WreckItem } from "./kit.js";
import { CaseError, compare, Money, phrases, tryParseDate } from "./kit.js";

const say = phrases("dl-vrag/8-13.party", {
  king: "The king",
  theKing: "the king",
  kingRole: "the king, to whom unclaimed wreck belongs (dl-vrag/13)",
  amtmand: "The amtmand",
  theAmtmand: "the amtmand",
  amtmandRole: "the king's amtmand of the district, who acts on the king's foreshore (dl-vrag/8)",
  either: "The amtmand or the landowner",
  theEither: "the amtmand or the landowner",
  eitherRole:
    "the amtmand on the king's foreshore, or the landowner off whose land the wreck lies: the case does not say whose foreshore it is",
  owner: "the owner, who came for his goods (dl-vrag/9)",
  agentFor: "the owner's agent ('fuldmægtig'), for {owner}, the owner (dl-vrag/9)",
  agent: "the owner's agent ('fuldmægtig'), for the owner (dl-vrag/9)",
  holderWithRight: "the landowner off whose land the wreck lies, who holds the foreshore right (dl-vrag/8, /13)",
  holderWithoutRight: "the landowner off whose land the wreck lies, without the foreshore right (dl-vrag/8)",
});

// ---------------------------------------------------------------------------
// Parties

export interface Party {
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

export const KING: Party = { id: "king", name: say.king(), role: say.kingRole() };

const AMTMAND_ROLE = say.amtmandRole();
const AMTMAND_OFFICE: Party = { id: "amtmand", name: say.amtmand(), role: AMTMAND_ROLE };

export const EITHER: Party = { id: "amtmand-or-landowner", name: say.either(), role: say.eitherRole() };

/** The offices sealaw names itself, as a sentence names them. */
const OFFICES: ReadonlyMap<string, () => string> = new Map([
  [KING.name, say.theKing],
  [AMTMAND_OFFICE.name, say.theAmtmand],
  [EITHER.name, say.theEither],
]);

/**
 * A party's name inside a sentence: "the king", not "The king". An office is said
 * in each language; a name the case gives ("The lord of Rosenvold") stays as the
 * case writes it, English only lowering its article.
 */
export function named(p: Party): Arg {
  const office = OFFICES.get(p.name);
  if (office !== undefined) return office();
  return p.name.startsWith("The ") ? { the: p.name } : p.name;
}

/** Whose foreshore the wreck lies on, with the people who act for it. */
export type Shore =
  | { readonly of: "king"; readonly amtmand: Party }
  | { readonly of: "landowner"; readonly holder: Party; readonly right: boolean }
  | { readonly of: "unknown" };

export type Item = WreckItem;
export type Claim = NonNullable<WreckFacts["claim"]>;

/** The facts, with the people they name resolved. */
export class WreckCase {
  private readonly people: ReadonlyMap<string, Person>;
  readonly shore: Shore;

  constructor(
    readonly facts: WreckFacts,
    readonly currency: Currency,
  ) {
    this.people = new Map(facts.people.map((p) => [p.id, p]));
    this.shore = this.shoreOf();
  }

  party(id: string, role: string): Party {
    return { id, name: this.people.get(id)?.name ?? id, role };
  }

  sum(amounts: readonly Money[]): Money {
    return amounts.reduce((a, b) => a.add(b), Money.zero(this.currency));
  }

  /** Who came for the goods, and for whom. */
  claimant(claim: Claim): Party {
    if (claim.as === "owner") return this.party(claim.by, say.owner());
    const role = claim.owner ? say.agentFor({ owner: this.party(claim.owner, "").name }) : say.agent();
    return this.party(claim.by, role);
  }

  private shoreOf(): Shore {
    const f = this.facts.foreshore;
    if (f === undefined) return { of: "unknown" };
    if (f.of === "king") {
      return { of: "king", amtmand: f.amtmand ? this.party(f.amtmand, AMTMAND_ROLE) : AMTMAND_OFFICE };
    }
    const right = f.foreshore_right !== false;
    const role = right ? say.holderWithRight() : say.holderWithoutRight();
    return { of: "landowner", holder: this.party(f.holder as string, role), right };
  }
}

export const itemName = (it: Item): string => it.name ?? it.id;

/** An amount as the kind's schema reads it: Money in the case's currency. */
export function asMoney(v: unknown, path: string): Money {
  if (v instanceof Money) return v;
  throw new CaseError("case", [
    { path, message: "the amount was not read in a currency", expected: "facts parsed with the kind's schema" },
  ]);
}

export const optionalMoney = (v: unknown, path: string): Money | undefined =>
  v === undefined ? undefined : asMoney(v, path);

// ---------------------------------------------------------------------------
// Facts the rules cannot read

function parsed(text: string, path: string, issues: CaseIssue[]): LegalDate | undefined {
  const d = tryParseDate(text, "julian");
  if (!d) issues.push({ path, message: `"${text}" is not a day of the Julian calendar`, expected: "YYYY-MM-DD" });
  return d;
}

export function checkFacts(f: WreckFacts): void {
  const issues: CaseIssue[] = [];
  if (f.place === undefined) {
    issues.push({
      path: "facts.place",
      message:
        "where the wreck was found is not stated: dl-vrag/8 speaks of wreck on the shore ('Vrag, som inddriver'), and wreck found at sea is a find (dl-vrag/14–19)",
      expected: "place: beach, inside_reefs, on_reefs, outside_reefs or open_sea",
    });
  }
  if (f.foreshore?.of === "landowner" && f.foreshore.holder === undefined) {
    issues.push({
      path: "facts.foreshore.holder",
      message: "a landowner's foreshore needs its landowner: dl-vrag/8 puts the duty on him",
      expected: "the id of a person listed under people",
    });
  }
  f.items.forEach((it, i) => {
    if (it.sold_for !== undefined && !asMoney(it.sold_for, `facts.items[${i}].sold_for`).isWhole()) {
      issues.push({
        path: `facts.items[${i}].sold_for`,
        message: "what goods fetched is a whole number of the smallest unit",
        expected: 'an amount such as "12 rd 3 mk 4 sk"',
      });
    }
    if (it.sold_on !== undefined) parsed(it.sold_on, `facts.items[${i}].sold_on`, issues);
  });
  const claimed = f.claim ? parsed(f.claim.date, "facts.claim.date", issues) : undefined;
  const asOf = f.as_of !== undefined ? parsed(f.as_of, "facts.as_of", issues) : undefined;
  if (claimed && asOf && compare(claimed, asOf) > 0) {
    issues.push({
      path: "facts.claim.date",
      message: `the claim is dated ${f.claim?.date}, after the day the case is decided (as_of ${f.as_of})`,
      expected: "a claim made on or before as_of",
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
}
