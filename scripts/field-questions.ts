/**
 * The fields' questions and values' meanings as src/questions/fields.ts keeps them,
 * read off every kind's schema (src/questions/every-field.ts): run after a field's
 * words change, and compare with fields.ts. Prints the two tables to standard output.
 *
 *   node --import tsx scripts/field-questions.ts
 */

import { everyField } from "../src/questions/every-field.js";

const { questions, meanings } = everyField();
const table = (o: Record<string, string>): string =>
  Object.entries(o)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join("\n");
process.stdout.write(`const QUESTIONS = {\n${table(questions)}\n};\n\nconst MEANINGS = {\n${table(meanings)}\n};\n`);
