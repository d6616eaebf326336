/**
 * Errors a user can act on. Each names what is wrong and where; the CLI prints the
 * message (never a stack trace) and exits with code 2.
 */

export interface CaseIssue {
  /** Where in the case file: "facts.people[3].aboard", or "" for the whole file. */
  path: string;
  message: string;
  /** What was expected there, when it can be said briefly. */
  expected?: string;
}

/** A case file that cannot be read or does not fit the case format. Carries every issue found. */
export class CaseError extends Error {
  override name = "CaseError";
  constructor(
    readonly source: string,
    readonly issues: CaseIssue[],
  ) {
    super(
      `${source}: ${issues.length === 1 ? "1 problem" : `${issues.length} problems`}\n${issues
        .map((i) => `  - ${i.path || "(file)"}: ${i.message}${i.expected ? ` (expected ${i.expected})` : ""}`)
        .join("\n")}`,
    );
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
  ) {
    super(message);
  }
}
