/**
 * Which facts the rules read, in the order they read them, and for which
 * provisions.
 *
 * The facts are handed to the statute's rules through the recorder of reads
 * (engine/reads.ts), hearing every field read: its path in the case file, whether it was read before any missing
 * fact had been stood in for (then the case as answered so far is sure to need
 * it), and the provisions of the rules being tried when it was read (a rule's
 * condition and value read the facts its provisions make matter). A fact read
 * while the statute prepares the input of its rules, outside any rule, is counted
 * for the next rule tried.
 *
 * The rules run twice: once without the explanation, to learn what decides the
 * outcome, and once with it, to learn what the explanation shows besides (the
 * facts beside a rule that did not apply, the labels); those facts are noted as
 * only explaining.
 *
 * Only plain mappings and lists are wrapped; parsed amounts, fractions and dates
 * are values, read whole.
 */

import { type RuleWatcher, watchRules } from "../core/rule.js";
import { pathText, ReadRecorder, type Seg } from "../engine/reads.js";

export interface FactRead {
  readonly path: Seg[];
  readonly text: string;
  /**
   * Position in the rules' order of reading: of the first read that counts (a read
   * only to look for a warning, later read by a rule, takes its place then).
   */
  order: number;
  /** Read before any missing fact was stood in for. */
  firm: boolean;
  /** Read only in building the explanation (the facts shown, the labels): it decides nothing. */
  explains: boolean;
  /**
   * For a fact that only explains: whether the explanation shows it beside a rule
   * that applied (or outside any rule: a party's name). Read only beside rules that
   * did not apply, it explains a road not taken, and is not asked.
   */
  shown: boolean;
  /** Read only to look for a warning (see core/rule.ts `aside`): no rule needs it. */
  warnsOnly: boolean;
  readonly provisions: Set<string>;
}

export class Recorder implements RuleWatcher {
  readonly reads = new Map<string, FactRead>();
  private readonly rules: (readonly string[])[] = [];
  private pending: FactRead[] = [];
  /** How many places in the order of reading are taken. */
  private placed = 0;
  private holeRead = false;
  private stopped = false;
  /** Set while the rules run again to build the explanation: reads new then only explain. */
  explainPass = false;
  /**
   * The one recorder of reads (engine/reads.ts), hearing every read; a decision
   * run on its stand-ins takes its note on facts not read from it.
   */
  readonly facts: ReadRecorder;
  /** While explaining: for each rule being tried, the facts first read only to explain within it. */
  private readonly frames: Set<FactRead>[] = [];
  private asideDepth = 0;
  private describeDepth = 0;

  /**
   * holes: the paths (as text) of missing facts that carry a stand-in value.
   * fieldsAt: the fields the schema knows for the mapping at a path, so that a copy
   * of it (`{ ...person }`) copies, and so reads, the fields it leaves out too.
   */
  constructor(
    private readonly holes: ReadonlySet<string>,
    fieldsAt: (path: readonly Seg[]) => readonly string[] = () => [],
  ) {
    this.facts = new ReadRecorder({ read: (path) => this.note(path), fieldsAt });
  }

  enter(r: { readonly provisions: readonly string[] }): void {
    this.rules.push(r.provisions);
    if (this.explainPass) this.frames.push(new Set());
    if (this.pending.length > 0) {
      for (const f of this.pending) for (const p of r.provisions) f.provisions.add(p);
      this.pending = [];
    }
  }

  leave(applied: boolean): void {
    this.rules.pop();
    if (!this.explainPass) return;
    const done = this.frames.pop();
    // What a rule that did not apply showed is the road not taken; what one that
    // applied showed counts for the rule around it, up to the explanation itself.
    if (!applied || done === undefined) return;
    this.show(done);
  }

  aside(on: boolean): void {
    this.asideDepth += on ? 1 : -1;
  }

  describing(on: boolean): void {
    this.describeDepth += on ? 1 : -1;
  }

  private show(reads: Iterable<FactRead>): void {
    const parent = this.frames[this.frames.length - 1];
    for (const r of reads) {
      if (parent) parent.add(r);
      else r.shown = true;
    }
  }

  /** Run `f` with this recorder told of every rule tried. */
  watching<T>(f: () => T): T {
    const before = watchRules(this);
    try {
      return f();
    } finally {
      watchRules(before);
    }
  }

  /** One past the last place in the order of reading: what no rule read comes after it. */
  get places(): number {
    return this.placed;
  }

  /** Whether a missing fact's stand-in has been read. */
  holeWasRead(): boolean {
    return this.holeRead;
  }

  /** Note nothing more (what is read afterwards, e.g. when the result is written out, is not the rules'). */
  stop(): void {
    this.stopped = true;
  }

  private note(path: Seg[]): void {
    if (this.stopped) return;
    const text = pathText(path);
    let r = this.reads.get(text);
    if (r === undefined) {
      r = {
        path,
        text,
        order: this.placed++,
        firm: !this.holeRead,
        explains: this.explainPass || this.describeDepth > 0,
        shown: this.describeDepth > 0,
        warnsOnly: this.asideDepth > 0,
        provisions: new Set(),
      };
      this.reads.set(text, r);
      if (this.holes.has(text)) this.holeRead = true;
    }
    if (r.warnsOnly && this.asideDepth === 0) {
      // Read first only to look for a warning, now by a rule: it is needed where,
      // and as surely as, that rule needs it (a count the checks look at before the
      // ships are known is asked after them). Read now only to explain, it explains.
      r.warnsOnly = false;
      r.order = this.placed++;
      r.firm = !this.holeRead;
      if (this.explainPass || this.describeDepth > 0) {
        r.explains = true;
        r.shown = this.describeDepth > 0;
      }
    }
    // Read first only to describe a party, and now by the rules: it decides.
    if (r.explains && !this.explainPass && this.describeDepth === 0 && this.asideDepth === 0) r.explains = false;
    if (r.explains && !r.shown) this.show([r]);
    const top = this.rules[this.rules.length - 1];
    if (top) for (const p of top) r.provisions.add(p);
    else this.pending.push(r);
  }

  /** The facts, wrapped once (the same stand-ins on every run of the rules) so that every read is noted. */
  wrap<T>(value: T): T {
    return this.facts.wrap(value);
  }
}
