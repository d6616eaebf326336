/**
 * Errors a user can act on. Each names what is wrong and where; the CLI prints the
 * message (never a stack trace) and exits with code 2.
 */

import { phrases } from "./messages.js";

export interface CaseIssue {
  /** Where in the case file: "facts.people[3].aboard", or "" for the whole file. */
  path: string;
  message: string;
  /** What was expected there, when it can be said briefly. */
  expected?: string;
}

/**
 * The longest text of an issue's path, message or expectation before it is cut: a net
 * for text from the input that reaches a message unclipped, set above the longest
 * message the rules themselves write (some quote the statute at length).
 */
export const MAX_ISSUE_TEXT = 1_000;

/**
 * Text from the input as a message may quote it: whole when short, else its
 * beginning and end around the count of what was cut ("12345…(199,990 more)…67890").
 */
export function clip(text: string, max = MAX_ISSUE_TEXT): string {
  if (text.length <= max) return text;
  const keep = Math.max(8, Math.floor((max - 24) / 2));
  const cut = text.length - 2 * keep;
  return `${text.slice(0, keep)}…(${cut.toLocaleString("en")} more characters)…${text.slice(-keep)}`;
}

function clipIssue(i: CaseIssue): CaseIssue {
  return {
    path: clip(i.path),
    message: clip(i.message),
    ...(i.expected !== undefined ? { expected: clip(i.expected) } : {}),
  };
}

/**
 * The most issues a CaseError's message lists; the rest are counted. A case can
 * have as many problems as it has values (a list of a hundred thousand items with
 * one id), and a message of every one would be megabytes that no one reads; the
 * error's `issues` still carry them all.
 */
export const MAX_LISTED_ISSUES = 100;

/** A case file that cannot be read or does not fit the case format. Carries every issue found. */
const say = phrases("errors.case", {
  problems: "{source}: {n, plural, one {1 problem} other {{count} problems}}",
  issue: "  - {path}: {message}",
  issueExpected: "  - {path}: {message} (expected {expected})",
  file: "(file)",
  more: "  - and {more} more (the first {first} are listed)",
});

export class CaseError extends Error {
  override name = "CaseError";
  readonly issues: CaseIssue[];
  /**
   * The message's lines: the file and the count, then an issue a line. A terminal
   * shows each line escaped (core/terminal.ts), so that a newline quoted from the
   * input stays inside its issue's line.
   */
  readonly lines: readonly string[];
  constructor(
    readonly source: string,
    issues: CaseIssue[],
  ) {
    const listed = issues.map(clipIssue);
    const shown = listed.slice(0, MAX_LISTED_ISSUES);
    const more = listed.length - shown.length;
    const lines = [
      say.problems({ source: clip(source), n: listed.length, count: String(listed.length) }),
      ...shown.map((i) =>
        i.expected
          ? say.issueExpected({ path: i.path || say.file(), message: i.message, expected: i.expected })
          : say.issue({ path: i.path || say.file(), message: i.message }),
      ),
      ...(more > 0 ? [say.more({ more: more.toLocaleString("en"), first: String(MAX_LISTED_ISSUES) })] : []),
    ];
    super(lines.join("\n"));
    this.issues = listed;
    this.lines = lines;
  }
}

/** What a money figure must be where the rules need it in whole coins. */
export const WHOLE_AMOUNT = "an amount in whole units of the smallest coin";

/** Anything that can say whether it is a whole number of the smallest coin (a Money). */
interface Countable {
  isWhole(): boolean;
  format(): string;
}

/** The issue for an amount that is not a whole number of the smallest coin; undefined when it is. */
export function notWhole(m: Countable | undefined, path: string): CaseIssue | undefined {
  return m && !m.isWhole()
    ? { path, message: `${m.format()} is not a whole number of the smallest unit`, expected: WHOLE_AMOUNT }
    : undefined;
}

/**
 * The problems a statute finds in a case's figures while it reads them (after the
 * schema has passed): the first thirty listed, the rest counted, all thrown at once.
 */
export class IssueList {
  readonly list: CaseIssue[] = [];
  private over = 0;

  add(path: string, message: string, expected?: string): void {
    if (this.list.length >= 30) {
      this.over++;
      return;
    }
    this.list.push({ path, message, ...(expected ? { expected } : {}) });
  }

  /** An amount the rules need in whole coins. */
  whole(m: Countable | undefined, path: string): void {
    const i = notWhole(m, path);
    if (i) this.add(i.path, i.message, i.expected);
  }

  throwIfAny(): void {
    if (this.over > 0) this.list.push({ path: "facts", message: `and ${this.over} more problems of the same kinds` });
    if (this.list.length > 0) throw new CaseError("case", this.list);
  }
}

/**
 * The facts are well formed, but the statute does not speak to this situation (or
 * sends it to another kind of case). Said plainly instead of forcing an answer.
 */
export class NotCoveredError extends Error {
  override name = "NotCoveredError";
  constructor(
    message: string,
    readonly path: string = "facts",
    readonly provisions: string[] = [],
    /** Other facts whose answer would settle it too ("facts.came_ashore_by_itself"), by path. */
    readonly also: string[] = [],
  ) {
    super(message);
  }
}
