/**
 * The register's forms, one per write route: which fields each has, which of the
 * server's error paths belong to which field, and the body each sends. The words
 * of choices (found at sea, to the king…) are the values the API takes; no law is
 * worked out here.
 */

import type { CostKind, LotFieldsInput } from "../../../src/cases/kinds/lot.js";
import type { CalendarName } from "../../../src/core/calendar.js";
import { memberOf } from "../../../src/registry/names.js";
import { t } from "../i18n/index.js";
import type { Reading } from "../law/data.js";
import { dayText } from "./days.js";
import type { FieldSpec, FormSpec, Option, Values } from "./form-spec.js";
import { partyText, whoText } from "./names.js";
import type { AssessableField, DisposeChoice, Owed, Shown } from "./types.js";
import { tOr } from "./words.js";

const DATE_HINT = "reg.hint.date";
const AMOUNT_HINT = "reg.hint.amount";

/** Leave out the fields left empty. */
function given(v: Values, names: readonly string[]): Record<string, string> {
  const o: Record<string, string> = {};
  for (const n of names) {
    const x = (v[n] ?? "").trim();
    if (x !== "") o[n] = x;
  }
  return o;
}

const reason: FieldSpec = { name: "reason", label: "reg.f.reason", hint: "reg.hint.reason" };
/** Every event's date is the day the lot's case is decided as of. */
const eventDate: FieldSpec = {
  name: "date",
  label: "reg.f.date",
  required: true,
  hint: DATE_HINT,
  paths: ["facts.as_of"],
};

const opts = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

/** A lot's field, by its name in the lot's fields' schema (src/cases/kinds/lot.ts): a field the API does not take fails the build. */
type LotField = keyof LotFieldsInput;
/** The choices of a field, each one the schema takes. */
type Choices<K extends LotField> = readonly NonNullable<LotFieldsInput[K]>[];
const KINDS_BY_FIELDS: Choices<"kind"> = ["find", "wreck"];
const FINDER_ROLES: Choices<"finderRole"> = ["skipper", "fisherman", "other"];
const FOUND_AT: Choices<"foundAt"> = ["sea", "open-sea"];
const CONDITIONS: Choices<"condition"> = ["sound", "damaged", "perishable"];
const ITEMS: Choices<"item"> = ["goods", "anchor", "wreck", "other"];
const TAKEN_UP: Choices<"takenUp"> = ["afloat", "sea-bed"];
const YES_NO: Choices<"buoyed"> = ["yes", "no"];
/** Keeping (dl-vrag/8) or saving (dl-vrag/10): the kinds of cost the API takes. */
const COST_KINDS: readonly CostKind[] = ["saving", "keeping"];
const field = <K extends LotField>(name: K): K => name;

export function lodgeForm(): FormSpec {
  const isFind = (v: Values) => v.kind === "find";
  const isWreck = (v: Values) => v.kind === "wreck";
  return {
    id: "lodge",
    title: "reg.lodge.title",
    intro: "reg.lodge.intro",
    path: "/v1/register/lots",
    fields: [
      {
        name: field("kind"),
        label: "reg.f.kind",
        kind: "select",
        required: true,
        initial: "find",
        options: opts("reg.kind", KINDS_BY_FIELDS),
      },
      {
        name: field("item"),
        label: "reg.f.findItem",
        kind: "select",
        initial: "goods",
        options: opts("reg.item", ITEMS),
        when: isFind,
        // The description starts as the thing's name in words, unless the clerk has written one.
        fills: (value, before) => {
          const d = (before.description ?? "").trim();
          const ours = ITEMS.some((x) => t(`reg.itemWords.${x}`) === d);
          const fill: Values = {};
          if (d === "" || ours) fill.description = t(`reg.itemWords.${value}`);
          return fill;
        },
        paths: ["facts.item.what", "facts.item"],
      },
      {
        name: field("description"),
        label: "reg.f.description",
        required: true,
        paths: ["facts.item.description", "facts.items[0].name"],
      },
      {
        name: field("lodged"),
        label: "reg.f.lodged",
        required: true,
        hint: DATE_HINT,
        paths: ["facts.as_of", "facts.delivered.date", "facts.keeping.registered"],
      },
      {
        name: field("finder"),
        label: "reg.f.finder",
        required: true,
        paths: ["facts.people[0].name", "facts.people[1].name"],
      },
      {
        name: field("finderRole"),
        label: "reg.f.finderRole",
        kind: "select",
        initial: "skipper",
        options: opts("reg.role", FINDER_ROLES),
        when: isFind,
        paths: ["facts.people[0].roles", "facts.people[0].roles[0]"],
      },
      {
        name: field("foundAt"),
        label: "reg.f.foundAt",
        kind: "select",
        initial: "sea",
        options: opts("reg.foundAt", FOUND_AT),
        when: isFind,
      },
      {
        name: field("takenUp"),
        label: "reg.f.takenUp",
        kind: "select",
        initial: "afloat",
        options: opts("reg.takenUp", TAKEN_UP),
        when: isFind,
        paths: ["facts.found.from_sea_bed"],
      },
      {
        name: field("buoyed"),
        label: "reg.f.buoyed",
        kind: "select",
        initial: "no",
        options: opts("reg.yesNo", YES_NO),
        when: (v) => isFind(v) && v.item === "anchor",
        paths: ["facts.item.buoyed"],
      },
      { name: field("found"), label: "reg.f.found", hint: DATE_HINT, paths: ["facts.found.date", "facts.date"] },
      { name: field("place"), label: "reg.f.place", paths: ["facts.found.place"] },
      {
        name: field("condition"),
        label: "reg.f.condition",
        kind: "select",
        initial: "sound",
        options: opts("reg.condition", CONDITIONS),
        when: isWreck,
      },
      {
        name: field("value"),
        label: "reg.f.value",
        hint: AMOUNT_HINT,
        paths: ["facts.valuation.value", "facts.items[0].value"],
      },
      { name: field("marks"), label: "reg.f.marks" },
      { name: field("quantity"), label: "reg.f.quantity" },
      {
        name: field("office"),
        label: "reg.f.office",
        hint: "reg.hint.office",
        paths: ["facts.people[1].name", "facts.people[0].name"],
      },
      reason,
    ],
    body: (v) => {
      const find = v.kind === "find";
      const names: readonly LotField[] = [
        "description",
        "lodged",
        "finder",
        "marks",
        "quantity",
        "place",
        "found",
        "value",
        "office",
      ];
      // The statute, and the kind when none is chosen, are the register's default for a lot lodged from fields.
      const fields: Record<string, string> = {
        ...(v.kind ? { kind: v.kind } : {}),
        ...given(v, names),
        ...(find
          ? given(v, [
              field("item"),
              field("finderRole"),
              field("foundAt"),
              field("takenUp"),
              ...(v.item === "anchor" ? [field("buoyed")] : []),
            ])
          : given(v, [field("condition")])),
      };
      return { fields, ...given(v, ["reason"]) };
    },
  };
}

/** Lodge a lot from a case file (JSON or YAML), for kinds that are not lodged from fields. */
export function lodgeCaseForm(): FormSpec {
  return {
    id: "lodge-case",
    title: "reg.lodgeCase.title",
    intro: "reg.lodgeCase.intro",
    path: "/v1/register/lots",
    fields: [
      { name: "case", label: "reg.f.case", kind: "textarea", required: true, paths: ["body.case"] },
      { name: "id", label: "reg.f.id", hint: "reg.hint.id" },
      { name: "date", label: "reg.f.lodged", hint: DATE_HINT },
      reason,
    ],
    body: async (v) => {
      const text = v.case ?? "";
      let c: unknown;
      try {
        c = JSON.parse(text);
      } catch {
        const yaml = await import("yaml");
        c = yaml.parse(text);
      }
      if (c && typeof c === "object") delete (c as Record<string, unknown>).expect;
      return { case: c, ...given(v, ["id", "date", "reason"]) };
    },
  };
}

export const claimForm = (lot: string): FormSpec => ({
  id: "claim",
  title: "reg.claim.title",
  intro: "reg.claim.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/claims`,
  fields: [
    { name: "claimant", label: "reg.f.claimant", required: true },
    { ...eventDate, paths: ["facts.as_of", "facts.claim.date"] },
    { name: "proof", label: "reg.f.proof" },
    { name: "agent", label: "reg.f.agent", hint: "reg.hint.agent" },
    reason,
  ],
  body: (v) => given(v, ["claimant", "date", "proof", "agent", "reason"]),
});

export const saleForm = (lot: string): FormSpec => ({
  id: "sale",
  title: "reg.sale.title",
  intro: "reg.sale.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/sales`,
  fields: [
    eventDate,
    { name: "price", label: "reg.f.price", required: true, hint: AMOUNT_HINT, paths: ["facts.sale.price"] },
    { name: "buyer", label: "reg.f.buyer" },
    { name: "item", label: "reg.f.item", hint: "reg.hint.item" },
    reason,
  ],
  body: (v) => given(v, ["date", "price", "buyer", "item", "reason"]),
});

/**
 * The parties of a lot to choose a payer and a payee from, by name: its parties,
 * and those named in what is owed; a member of a group is chosen by its group
 * (a payment in full to a group pays every member).
 */
export function partiesOf(shown: Shown): Option[] {
  const out = new Map<string, string>();
  for (const p of shown.parties) out.set(p.id, partyText(p));
  for (const o of shown.owed)
    for (const x of [o.from, o.to]) {
      const id = memberOf(x)?.group ?? x;
      if (!out.has(id)) out.set(id, whoText(id, shown.parties));
    }
  return [...out].map(([value, label]) => ({ value, label }));
}

/**
 * A payment: the payer and the payee chosen from the lot's parties by name, and
 * either an amount or everything open between them (a whole division in one entry).
 */
export const paymentForm = (lot: string, parties: readonly Option[], preset?: Owed): FormSpec => ({
  id: "payment",
  title: "reg.payment.title",
  intro: "reg.payment.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/payments`,
  fields: [
    eventDate,
    {
      name: "from",
      label: "reg.f.from",
      kind: "select",
      required: true,
      options: parties,
      initial: preset?.from ?? parties[0]?.value ?? "",
    },
    {
      name: "to",
      label: "reg.f.to",
      kind: "select",
      required: true,
      options: parties,
      initial: (preset ? (memberOf(preset.to)?.group ?? preset.to) : parties[1]?.value) ?? "",
    },
    {
      name: "how",
      label: "reg.f.payHow",
      kind: "radio",
      required: true,
      initial: "amount",
      options: [
        { value: "amount", label: t("reg.payment.anAmount") },
        { value: "full", label: t("reg.payment.inFull") },
      ],
    },
    {
      name: "amount",
      label: "reg.f.amount",
      required: true,
      hint: AMOUNT_HINT,
      when: (v) => v.how !== "full",
      ...(preset ? { initial: preset.outstanding } : {}),
    },
    { name: "for", label: "reg.f.for" },
    reason,
  ],
  body: (v) =>
    v.how === "full"
      ? { ...given(v, ["date", "from", "to", "for", "reason"]), inFull: true }
      : given(v, ["date", "from", "to", "amount", "for", "reason"]),
});

export const costForm = (lot: string): FormSpec => ({
  id: "cost",
  title: "reg.cost.title",
  intro: "reg.cost.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/costs`,
  fields: [
    eventDate,
    { name: "amount", label: "reg.f.amount", required: true, hint: AMOUNT_HINT },
    {
      name: "kind",
      label: "reg.f.costKind",
      kind: "select",
      initial: "saving",
      options: opts("reg.costKind", COST_KINDS),
    },
    { name: "for", label: "reg.f.for" },
    { name: "item", label: "reg.f.item", hint: "reg.hint.item" },
    reason,
  ],
  body: (v) => given(v, ["date", "amount", "kind", "for", "item", "reason"]),
});

/** An assessment by men of judgment, recorded by an officer: what was assessed (the fields the server lists for the lot), to what, by whom. */
export const assessForm = (lot: string, assessable: readonly AssessableField[]): FormSpec => {
  const fieldsOf = assessable.map((a) => a.field);
  const wreck = assessable.some((a) => a.field === "reward");
  return {
    id: "assess",
    title: "reg.assess.title",
    intro: "reg.assess.intro",
    path: `/v1/register/lots/${encodeURIComponent(lot)}/assessments`,
    fields: [
      eventDate,
      fieldsOf.length > 0
        ? {
            name: "field",
            label: "reg.f.assessed",
            kind: "select",
            required: true,
            initial: fieldsOf[0] as string,
            options: assessable.map((a) => ({ value: a.field, label: tOr(`reg.assessed.${a.field}`, a.what) })),
            resets: ["value"],
          }
        : { name: "field", label: "reg.f.assessed", required: true },
      {
        name: "value",
        label: "reg.f.assessedValue",
        required: true,
        hint: AMOUNT_HINT,
        suggest: [
          { value: "sea", label: t("reg.foundAt.sea") },
          { value: "open-sea", label: t("reg.foundAt.open-sea") },
        ],
      },
      { name: "by", label: "reg.f.assessedBy", required: true, hint: "reg.hint.assessedBy" },
      // which item of a wreck an item's value is of
      ...(wreck ? [{ name: "item", label: "reg.f.item", hint: "reg.hint.item" }] : []),
      reason,
    ],
    body: (v) => given(v, ["date", "field", "value", "by", "item", "reason"]),
  };
};

/**
 * The decision on a waiting claim; with several waiting, the claim it decides is
 * chosen (the register refuses to guess, naming the field `claimant`).
 */
export const decideForm = (
  lot: string,
  waiting: readonly { id: string; name: string; date: string }[],
  calendar: CalendarName,
): FormSpec => ({
  id: "decide",
  title: "reg.decide.title",
  intro: "reg.decide.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/decisions`,
  fields: [
    ...(waiting.length > 1
      ? [
          {
            name: "claimant",
            label: "reg.f.decideClaim",
            kind: "select" as const,
            required: true,
            initial: waiting[0]?.id ?? "",
            options: waiting.map((c) => ({
              value: c.id,
              label: t("reg.decide.claimOption", { name: c.name, date: dayText(c.date, calendar) }),
            })),
          },
        ]
      : []),
    {
      name: "accept",
      label: "reg.f.accept",
      kind: "radio",
      required: true,
      options: [
        { value: "true", label: t("reg.decide.accept") },
        { value: "false", label: t("reg.decide.refuse") },
      ],
    },
    eventDate,
    { name: "reward", label: "reg.f.reward", hint: AMOUNT_HINT },
    reason,
  ],
  body: (v) => ({ ...given(v, ["claimant", "date", "reward", "reason"]), accept: v.accept === "true" }),
});

/** The disposition: to the owner, or to one of those the lot's kind names (the server's list), each by name where its case names him. */
export const disposeForm = (lot: string, recipients: readonly DisposeChoice[]): FormSpec => ({
  id: "dispose",
  title: "reg.dispose.title",
  intro: "reg.dispose.intro",
  path: `/v1/register/lots/${encodeURIComponent(lot)}/dispositions`,
  fields: [
    {
      name: "to",
      label: "reg.f.disposeTo",
      kind: "select",
      required: true,
      initial: "owner",
      options: recipients.map((r) => ({
        value: r.to,
        label: `${tOr(`reg.to.${r.to}`, r.to)}${r.name ? `: ${r.name}` : ""}`,
      })),
    },
    eventDate,
    reason,
  ],
  body: (v) => given(v, ["to", "date", "reason"]),
});

export function readingForm(list: readonly Reading[]): FormSpec {
  return {
    id: "reading",
    title: "reg.reading.title",
    intro: "reg.reading.intro",
    path: "/v1/register/readings",
    fields: [
      {
        name: "name",
        label: "reg.f.readingName",
        kind: "select",
        required: true,
        initial: list[0]?.name ?? "",
        options: list.map((x) => ({ value: x.name, label: `${x.question} ${x.name}` })),
        resets: ["value"],
      },
      {
        name: "value",
        label: "reg.f.readingValue",
        kind: "select",
        required: true,
        initial: "default",
        options: (v) => [
          { value: "default", label: t("reg.reading.default") },
          ...(list.find((x) => x.name === v.name)?.alternatives ?? []).map((a) => ({
            value: a.code,
            label: `${a.code}: ${a.label}${a.code === list.find((x) => x.name === v.name)?.default ? ` ${t("reg.reading.isDefault")}` : ""}`,
          })),
        ],
      },
      reason,
    ],
    body: (v) => given(v, ["name", "value", "reason"]),
  };
}
