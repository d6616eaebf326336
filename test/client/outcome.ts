/** What test/client/workflow.ts returns: what each step of its work came to, for the test to hold to the law. */

/** An answer as it came, for the test to hold to the schema the document gives it. */
export interface Seen {
  method: string;
  path: string;
  status: number;
  data: unknown;
}

export interface Outcome {
  /** Each party's parts and exact amount, in the case's largest unit. */
  decided: { statute: string; format: 2; parts: Record<string, string>; exact: Record<string, string> };
  /** The facts a salvage with no facts needs first, and whether it can be decided yet. */
  asked: { needed: string[]; next: string | undefined; decidable: boolean };
  /** Both statutes' sides: covered, and the parties the other statute gives money to. */
  compared: { left: [string, boolean]; right: [string, boolean]; rightParties: string[] };
  /** The readings that bear on the case, those that decide something, and the Vogt's range. */
  weighed: { relevant: string[]; decisive: string[]; vogt?: { least: string; most: string; inForce: string } };
  /** A reading flipped alone: the Vogt's share after it. */
  flipped?: { to: string; vogtAfter: string | undefined };
  reading?: { name: string; default: string };
  provision: { id: string; statute: string; language: string };
  lot: {
    id: string;
    location: string | null;
    claimStatus: number;
    decisionStatus: number;
    owedBeforePaying: string[];
    paidStatus: number;
    owedAfterPaying: string[];
    status: string;
  };
  /** The export: its lines, its header, and the kind of each journal entry in it. */
  exported: { lines: number; header: Record<string, unknown>; kinds: string[] };
  batch: { lines: { statute?: string; line?: number; error?: { kind: string } }[] };
  seen: Seen[];
}
