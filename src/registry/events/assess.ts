/**
 * An assessment by men of judgment (a value, a salvage reward, where a find was
 * found), recorded by an officer: a fact of the lot's case from then on, which the
 * next determination uses. A clerk does not assess. What may be assessed on a lot,
 * and what values an assessment takes, are the lot's kind's (cases/kinds/*-lot.ts).
 */

import { phrases } from "../../core/messages.js";
import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { assessable, events } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.assess", {
  what: "assessed",
  day: "the assessment",
  notOfficer:
    "an assessment is recorded by an officer, not by a {role}: the law leaves it to men of judgment, whom an officer names",
  noBy: "the assessment names no one who made it: give --by WHOM",
  of: "the assessment of {what}",
  negative: "{what} cannot be negative",
  yesNo: '{what} is assessed yes or no, not "{value}"',
  choice: '{what} is assessed {choices}, not "{value}"',
});

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
    throw new RegisterError(say.notOfficer({ role: input.role || "clerk" }), [], "role");
  }
}

export function assessEvent(input: AssessInput): EventSpec {
  return {
    kind: "assessment",
    what: say.what,
    day: say.day,
    step({ lot, date, currency }) {
      if (!input.by?.trim()) throw new RegisterError(say.noBy(), [], "by");
      const field = assessable(lot.case, input.field);
      let value: string | boolean;
      if (field.value === "money") {
        const m = parseAmount(currency, input.value, say.of({ what: field.what }), "value");
        if (m.money.minor.sign() < 0) throw new RegisterError(say.negative({ what: field.what }), [], "value");
        value = m.text;
      } else if (field.value === "yes/no") {
        if (!/^(yes|no|true|false)$/.test(input.value)) {
          throw new RegisterError(say.yesNo({ what: field.what, value: input.value }), [], "value");
        }
        value = input.value === "yes" || input.value === "true";
      } else {
        // One of the values the kind names for the field (a find: sea or open-sea).
        const choices = field.choices ?? [];
        if (!choices.includes(input.value)) {
          throw new RegisterError(
            say.choice({
              what: field.what,
              choices: choices.length <= 2 ? { or: [...choices] } : choices.join(" or "),
              value: input.value,
            }),
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
