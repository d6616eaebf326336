// test: shared
/**
 * The language `sealaw decide` prints in: `--lang` where given (a language sealaw
 * does not speak is a usage error naming the flag), else the environment's as POSIX
 * orders it (LC_ALL before LANG: LC_ALL=C is English whatever LANG says), else
 * English; the average statement's page takes it too. Run in this process, with
 * the environment each case gives.
 */

import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const average = join(root, "examples", "dl-averi", "ga-jettison-and-mast.yaml");

/** No locale from the process running the tests: each case sets its own. */
const NO_LOCALE = { LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined };

async function decide(args: string[], env: Record<string, string | undefined> = {}) {
  return runSealaw(["decide", average, ...args], { cwd: root, env: { ...NO_LOCALE, ...env } });
}

describe("decide speaks the language asked for", () => {
  test("--lang with a language sealaw does not speak exits 2 with a message naming the flag, and no stack", async () => {
    const r = await decide(["--lang", "xx"]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /--lang/);
    assert.match(r.stderr, /"xx"/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
    assert.equal(r.stdout, "");
  });

  test("LANG=da_DK.UTF-8 with no LC_ALL prints the determination in Danish", async () => {
    const r = await decide([], { LANG: "da_DK.UTF-8" });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Lov: dl-averi\s/m);
    assert.match(r.stdout, /^Kvittering: sealaw /m);
    assert.match(r.stdout, /27,7778 %/, "the rate with a decimal comma");
    assert.doesNotMatch(r.stdout, /^Receipt: /m);
  });

  test("LC_ALL=C prints English even where LANG is Danish", async () => {
    const r = await decide([], { LC_ALL: "C", LANG: "da_DK.UTF-8" });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Statute: dl-averi\s/m);
    assert.match(r.stdout, /^Receipt: sealaw /m);
    assert.match(r.stdout, /27\.7778 %/);
  });

  test("--lang goes before the environment", async () => {
    const r = await decide(["--lang", "de"], { LANG: "da_DK.UTF-8" });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^Gesetz: dl-averi\s/m);
    assert.match(r.stdout, /^Quittung: sealaw /m);
  });

  test("decide --html --lang de prints the statement's page in German", async () => {
    const r = await decide(["--html", "--lang", "de"]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^<!DOCTYPE html>\n<html lang="de">/);
    assert.match(r.stdout, /27,7778 %/);
    assert.match(r.stdout, /\b3\.960 rd\b/, "the mass of 3960 rd grouped with a point");
    assert.doesNotMatch(r.stdout, /<h1>General average statement<\/h1>/);
    assert.doesNotMatch(r.stdout, /<h2>(Balances|Receipt|Provisions cited)<\/h2>/);
  });

  test("readings --lang da lists the readings with the listing's own words in Danish", async () => {
    const r = await runSealaw(["readings", "--statute", "dl-vrag", "--lang", "da"], { cwd: root, env: NO_LOCALE });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^ {2}bestemmelser: dl-vrag\//m);
    assert.match(r.stdout, /^\* = standard\./m);
    assert.doesNotMatch(r.stdout, /^ {2}provisions: /m);
  });
});
