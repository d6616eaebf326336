/**
 * The determination of a complete case: shares, the split chart, what falls due,
 * the explanation beside the law's words, the readings (switchable), sensitivity,
 * what-if and the comparison with the other statute. It asks the HTTP API for each.
 */

import type { CaseData } from "../case/store.js";

export interface DeterminationProps {
  /** The case to decide (complete: the builder shows this view only when nothing is needed). */
  caseData: CaseData;
  /** Change the case (a reading switched in place); the builder keeps it in the URL. */
  onCaseChange: (c: CaseData) => void;
}

export function DeterminationView(_: DeterminationProps) {
  return <section aria-labelledby="det-h">{/* filled in by the result area */}</section>;
}
