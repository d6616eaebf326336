/**
 * An assessment by men of judgment (a value, a salvage reward, where a find was
 * found), recorded by an officer: a fact of the lot's case from then on, which the
 * next determination uses. A clerk does not assess. What may be assessed on a lot,
 * and what values an assessment takes, are the lot's kind's (cases/kinds/*-lot.ts).
 */

import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { assessable, events } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

export type AssessInput = WriteCommon & {
  date: string;
  field: string;
  value: string;
  by: string;
  role: string;
  item?: string;
};

/** Step 1: only an officer records an assessment. */
export function checkAssessor(input: AssessInput): void {
  if (input.role !== "officer" && input.role !== "admin") {
    throw new RegisterError(
      `an assessment is recorded by an officer, not by a ${input.role || "clerk"}: the law leaves it to men of judgment, whom an officer names`,
      [],
      "role",
    );
  }
}

export function assessEvent(input: AssessInput): EventSpec {
  return {
    kind: "assessment",
    what: "assessed",
    day: "the assessment",
    step({ lot, date, currency }) {
      if (!input.by?.trim())
        throw new RegisterError("the assessment names no one who made it: give --by WHOM", [], "by");
      const field = assessable(lot.case, input.field);
      let value: string | boolean;
      if (field.value === "money") {
        const m = parseAmount(currency, input.value, `the assessment of ${field.what}`, "value");
        if (m.money.minor.sign() < 0) throw new RegisterError(`${field.what} cannot be negative`, [], "value");
        value = m.text;
      } else if (field.value === "yes/no") {
        if (!/^(yes|no|true|false)$/.test(input.value)) {
          throw new RegisterError(`${field.what} is assessed yes or no, not "${input.value}"`, [], "value");
        }
        value = input.value === "yes" || input.value === "true";
      } else {
        // One of the values the kind names for the field (a find: sea or open-sea).
        const choices = field.choices ?? [];
        if (!choices.includes(input.value)) {
          throw new RegisterError(
            `${field.what} is assessed ${choices.join(" or ")}, not "${input.value}"`,
            [],
            "value",
          );
        }
        value = input.value;
      }
      const by = input.by.trim();
      const assessment = { date, field: input.field, value, by, ...(input.item ? { item: input.item } : {}) };
      return {
        case: events.assess(events.asOf(lot.case, date), input.field, value, by, input.item),
        patch: { assessments: [...(lot.assessments ?? []), assessment] },
        event: assessment,
      };
    },
  };
}
