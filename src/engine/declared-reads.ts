/**
 * The note on facts a case gives that its rules never read, from what the rules
 * declare they read (core/rule.ts `reads`), without watching a single read.
 *
 * The declared paths of every rule make one tree of the facts' shape, built as
 * the rules are first tried ("people" → "people[]" → "people[].farm"). A decision
 * marks, for each rule it tries, the nodes of its paths and the nodes on the way
 * to them with its own stamp, and the path's own node as read whole; then the case
 * as given is walked beside the tree, and a field whose node no rule tried marked
 * is not read in this situation. A stamp is a number: nothing is made again for a
 * decision but the list of fields it names.
 */

import { declaredReads, factSegments, rulesTried } from "../core/rule.js";
import { plainObject } from "./reads.js";

/** A node of the declared facts' shape. */
class Node {
  /** The stamp of the decision that marked it read last, and read whole. */
  stamp = 0;
  wholeStamp = 0;
  private kids: Map<string, Node> | undefined;
  items: Node | undefined;
  constructor(readonly path: string) {}
  field(key: string): Node {
    this.kids ??= new Map();
    let k = this.kids.get(key);
    if (k === undefined) {
      k = new Node(this.path === "" ? key : `${this.path}.${key}`);
      this.kids.set(key, k);
    }
    return k;
  }
  kid(key: string): Node | undefined {
    return this.kids?.get(key);
  }
  item(): Node {
    this.items ??= new Node(`${this.path}[]`);
    return this.items;
  }
}

const ROOT = new Node("");

/** A rule's paths as nodes: those on the way, and those read whole; with the stamp of the decision that marked them last. */
interface Marks {
  readonly way: readonly Node[];
  readonly whole: readonly Node[];
  stamp: number;
}

const BY_RULE = new Map<string, Marks>();

function marksOf(id: string): Marks {
  let m = BY_RULE.get(id);
  if (m !== undefined) return m;
  const way = new Set<Node>();
  const whole: Node[] = [];
  for (const path of declaredReads(id)) {
    let at = ROOT;
    // "facts.people[].farm": the fields "people" and "farm", the list's items between.
    for (const { field, lists } of factSegments(path)) {
      at = at.field(field);
      way.add(at);
      for (let i = 0; i < lists; i++) {
        at = at.item();
        way.add(at);
      }
    }
    whole.push(at);
  }
  m = { way: [...way], whole, stamp: 0 };
  BY_RULE.set(id, m);
  return m;
}

let stamps = 0;

/**
 * Fields that name or describe rather than decide (an id, a name, a description,
 * the place and the day in words, a person's roles where the kind's rules take
 * what a person is from other facts): the rules need not read them, and no note
 * is made of them.
 */
const DESCRIPTIVE = new Set([
  "id",
  "name",
  "description",
  "what",
  "place",
  "date",
  "from",
  "to",
  "unit",
  "by",
  "roles",
]);

/**
 * Run `decide`, and list the fields of `given` (the facts as the case file writes
 * them) that no rule it tried declares it reads, topmost first, by node
 * ("cargo[].heap"); a field inside one not read is not listed again, nor is one
 * inside a value read whole, nor one that only names or describes. At most `limit`.
 */
export function decideNotingUnread<T>(decide: () => T, given: unknown, limit = 20): { value: T; unread: string[] } {
  const stamp = ++stamps;
  const value = rulesTried(decide, (id) => {
    const m = marksOf(id);
    if (m.stamp === stamp) return;
    m.stamp = stamp;
    for (let i = 0; i < m.way.length; i++) (m.way[i] as Node).stamp = stamp;
    for (let i = 0; i < m.whole.length; i++) (m.whole[i] as Node).wholeStamp = stamp;
  });
  const out: string[] = [];
  const walk = (v: unknown, at: Node): void => {
    if (out.length >= limit) return;
    if (Array.isArray(v)) {
      const item = at.items;
      if (item === undefined || item.stamp !== stamp || item.wholeStamp === stamp) return;
      for (let i = 0; i < v.length; i++) walk(v[i], item);
      return;
    }
    if (!plainObject(v)) return;
    const item = at.items;
    if (item !== undefined && item.stamp === stamp) {
      // A list the case wrote as a mapping by id: its values are its items.
      if (item.wholeStamp === stamp) return;
      for (const x of Object.values(v)) walk(x, item);
      return;
    }
    for (const k in v) {
      const kid = at.kid(k);
      if (kid === undefined || kid.stamp !== stamp) {
        if (!DESCRIPTIVE.has(k)) {
          const path = at.path === "" ? k : `${at.path}.${k}`;
          if (!out.includes(path)) out.push(path);
        }
      } else if (kid.wholeStamp !== stamp) walk(v[k], kid);
    }
  };
  walk(given, ROOT);
  return { value, unread: out };
}
