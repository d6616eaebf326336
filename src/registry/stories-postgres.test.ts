/**
 * The register's stories through the `sealaw register` command on PostgreSQL
 * (test-support/story-run.ts; on SQLite: stories.test.ts): every command ends as
 * it must, and the figures and states the law gives are those the story tells.
 */

import { describe, test } from "node:test";
import { runSealaw } from "../cli/test-support/run.js";
import { STORES, type StoreKind } from "./test-support/stores.js";
import { STORY_CHECKS } from "./test-support/story-checks.js";
import { asProcess, END_TO_END, inProcess, story } from "./test-support/story-run.js";

const kind = STORES.find((k) => k.name === "postgres") as StoreKind;

describe(`register stories through the CLI on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
  for (const s of STORY_CHECKS) test(s.title, () => story(kind, s, inProcess(runSealaw)));
});

describe(`register stories through the built command, a process for each step, on ${kind.name}`, {
  ...(kind.skip ? { skip: kind.skip } : {}),
}, () => {
  for (const s of STORY_CHECKS.filter((x) => END_TO_END.includes(x.id))) test(s.title, () => story(kind, s, asProcess));
});
