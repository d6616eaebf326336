/**
 * What a form of the register is, as data: its fields, the words they show, which of
 * the server's error paths belong to which, and the body it sends. forms.ts writes
 * one per write route; WriteForm.tsx shows it.
 */

export type Values = Record<string, string>;
export interface Option {
  value: string;
  label: string;
}

export interface FieldSpec {
  name: string;
  /** The label's i18n key. */
  label: string;
  kind?: "text" | "select" | "textarea" | "radio";
  required?: boolean;
  /** For a select or radio: values and their labels (already in words), or these as the other values make them. */
  options?: readonly Option[] | ((v: Values) => readonly Option[]);
  /** Other fields this one fills in when it changes (those the person has not written in themselves). */
  fills?: (value: string, before: Values) => Values;
  /** Fields set back to their first value when this one changes. */
  resets?: readonly string[];
  /** The hint's i18n key. */
  hint?: string;
  /** Error paths of the server that belong to this field, besides body.<name> and body.fields.<name>. */
  paths?: readonly string[];
  /** Suggestions (a datalist). */
  suggest?: readonly { value: string; label?: string }[];
  initial?: string;
  /** Shown only when this is true of the values. */
  when?: (v: Values) => boolean;
}

export interface FormSpec {
  id: string;
  /** The heading's i18n key. */
  title: string;
  /** An optional lead paragraph's i18n key. */
  intro?: string;
  path: string;
  fields: readonly FieldSpec[];
  body: (v: Values) => unknown | Promise<unknown>;
}
