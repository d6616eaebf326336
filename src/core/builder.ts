/**
 * Collecting the parts of a determination while rules run: liabilities, duties,
 * choices, penalties, assessments and warnings, each with its provisions. A
 * statute extends it with what only it collects.
 */

import { formatDate, type LegalDate } from "./calendar.js";
import type { Assessment, Liability, Obligation, Option, Penalty, Warning } from "./determination.js";
import type { Money } from "./money.js";

export class BodyParts {
  readonly liabilities: Liability[] = [];
  readonly obligations: Obligation[] = [];
  readonly options: Option[] = [];
  readonly penalties: Penalty[] = [];
  readonly assessments: Assessment[] = [];
  readonly warnings: Warning[] = [];

  warn(message: string, ...provisions: string[]): void {
    this.warnings.push({ message, provisions });
  }

  /** A liability; without an amount, the description says what is owed. */
  owe(from: string, to: string, amount: Money | undefined, description: string, ...provisions: string[]): void {
    this.liabilities.push(
      amount ? { from, to, amount: amount.toJSON(), description, provisions } : { from, to, description, provisions },
    );
  }

  /**
   * A liability that may be paid only from a day on (`payableFrom`), the
   * condition in its description; without a day, an ordinary liability.
   */
  oweFrom(
    day: LegalDate | undefined,
    from: string,
    to: string,
    amount: Money | undefined,
    description: string,
    ...provisions: string[]
  ): void {
    this.owe(from, to, amount, description, ...provisions);
    if (day && amount) (this.liabilities.at(-1) as Liability).payableFrom = formatDate(day);
  }

  /** A duty, with its last day when there is one (the date is shown in its own calendar). */
  must(who: string, what: string, due: LegalDate | undefined, ...provisions: string[]): void {
    this.obligations.push(
      due ? { who, what, due: formatDate(due), calendar: due.calendar, provisions } : { who, what, provisions },
    );
  }
}
