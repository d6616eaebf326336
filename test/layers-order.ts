/**
 * The order inside each statute and inside the pages, as tables: what each file is,
 * written down by what it does (the statute's readings, a helper every kind uses, a
 * helper one kind's rules share, one subject's rules, the kind's decision), not read
 * off its imports. The layers test (test/layers.test.ts) holds the imports to them;
 * docs/architecture.md draws the picture.
 *
 * A statute's folder holds, from the bottom:
 *
 *   declarations  its readings and its texts (generated): nothing of the statute but other declarations
 *   kit.ts        its vocabulary: takes only the names of its readings (types) from the declarations
 *   common        helpers: a statute's own (listed under `common`) and each kind's (`kinds.X.common`)
 *   subjects      the rules of one subject of a kind: helpers, and subjects of the same kind
 *   decisions     a kind's top-level decision (the file that defines the kind): anything below, and other kinds
 *   index.ts      the statute module: its kinds and readings, for src/law/index.ts
 *
 * Tests and their support in the folder stand above it all and are not listed.
 */

export interface KindFiles {
  /** The file that defines the kind (defineKind) and holds its top-level decision. */
  readonly decision: string;
  /** Helpers the kind's subjects share. */
  readonly common?: readonly string[];
  /** Its subjects, each the rules of one part of the kind. */
  readonly subjects?: readonly string[];
}

export interface StatuteFiles {
  /** The statute's readings and its generated texts. */
  readonly declarations: readonly string[];
  /** Helpers every kind of the statute may use. */
  readonly common?: readonly string[];
  readonly kinds: Readonly<Record<string, KindFiles>>;
}

/** Every statute of src/law/, by folder; files are named without their folder. */
export const STATUTES: Readonly<Record<string, StatuteFiles>> = {
  "borkum-1666": {
    declarations: [
      "readings.ts",
      "pilotage-readings.ts",
      "wreck-readings.ts",
      "text.generated.ts",
      "text-hash.generated.ts",
    ],
    // The division in parts, its frame, the parts and the officials' shares: §§5-8 all divide by them.
    common: ["division.ts", "frame.ts", "officials.ts", "parts.ts"],
    kinds: {
      pilotage: {
        decision: "pilotage.ts",
        common: ["pilotage-common.ts"],
        subjects: [
          "pilotage-accord.ts",
          "pilotage-parties.ts",
          "pilotage-stuck-leaking.ts",
          "pilotage-surplus.ts",
          "pilotage-whole-ship.ts",
        ],
      },
      salvage: {
        decision: "salvage.ts",
        common: ["salvage-common.ts"],
        subjects: [
          "salvage-foot-strand.ts",
          "salvage-home.ts",
          "salvage-inside-reefs.ts",
          "salvage-outside-reefs.ts",
          "salvage-where.ts",
        ],
      },
      wreck: { decision: "wreck.ts", subjects: ["wreck-items.ts", "wreck-shares.ts"] },
    },
  },
  "dl-averi": {
    // The names of the readings, which the kit types its questions with; the readings
    // themselves are declared in the kit's words, so they stand above it.
    declarations: ["reading-names.ts", "text.generated.ts", "text-hash.generated.ts"],
    common: [
      "carriage-readings.ts",
      "collision-readings.ts",
      "general-average-readings.ts",
      // Phrases of the chapter joined into one message ("a, b and c").
      "joins.ts",
      "lights-readings.ts",
      "pilot-hire-readings.ts",
      "shipwreck-readings.ts",
    ],
    kinds: {
      carriage: {
        decision: "carriage.ts",
        common: ["carriage-common.ts"],
        subjects: ["carriage-driven.ts", "carriage-unfit.ts"],
      },
      collision: {
        decision: "collision.ts",
        common: ["collision-common.ts"],
        subjects: ["collision-adrift.ts", "collision-anchorage.ts", "collision-under-sail.ts"],
      },
      general_average: {
        decision: "general-average.ts",
        common: ["general-average-common.ts"],
        subjects: [
          "general-average-contribution.ts",
          "general-average-grounding.ts",
          "general-average-jettison.ts",
          "general-average-made-good.ts",
          "general-average-piracy.ts",
          "general-average-separate.ts",
          "general-average-settlement.ts",
          "general-average-valuation.ts",
        ],
      },
      lights: { decision: "lights.ts" },
      pilot_hire: {
        decision: "pilot-hire.ts",
        common: ["pilot-hire-common.ts"],
        subjects: ["pilot-hire-account.ts", "pilot-hire-draught.ts", "pilot-hire-duty.ts", "pilot-hire-unpiloted.ts"],
      },
      shipwreck: {
        decision: "shipwreck.ts",
        common: ["shipwreck-common.ts"],
        subjects: [
          "shipwreck-freight.ts",
          "shipwreck-loss.ts",
          "shipwreck-salvage.ts",
          "shipwreck-spoiled.ts",
          "shipwreck-wages.ts",
        ],
      },
    },
  },
  "dl-vrag": {
    // The kit names the chapter's readings itself; the readings are declared in its words.
    declarations: ["text.generated.ts", "text-hash.generated.ts"],
    // 'Inden år og dag': the owner's year and a day, for finds and wreck alike.
    common: ["find-readings.ts", "salvage-readings.ts", "wreck-readings.ts", "aar-og-dag.ts"],
    kinds: {
      find: {
        decision: "find.ts",
        common: ["find-common.ts"],
        subjects: [
          "find-claim.ts",
          "find-division.ts",
          "find-duties.ts",
          "find-half.ts",
          "find-owner.ts",
          "find-place.ts",
          "find-share.ts",
          "find-third.ts",
        ],
      },
      salvage: {
        decision: "salvage.ts",
        common: ["salvage-common.ts"],
        subjects: [
          "salvage-claims.ts",
          "salvage-duty.ts",
          "salvage-freight.ts",
          "salvage-reward.ts",
          "salvage-sharing.ts",
          "salvage-wages.ts",
        ],
      },
      wreck: {
        decision: "wreck.ts",
        common: ["wreck-common.ts"],
        subjects: ["wreck-duty.ts", "wreck-items.ts", "wreck-keeping.ts", "wreck-settlement.ts", "wreck-title.ts"],
      },
    },
  },
};

/**
 * Folders of src/law/ that are no statute: what statutes share. `danske-lov` holds
 * the readings the two chapters of the Danish Law both consult; `test-support` the
 * tests' support for every statute.
 */
export const LAW_SHARED_FOLDERS: readonly string[] = ["danske-lov", "test-support"];

/**
 * The files of src/law/ that gather the statutes (the list of them, their texts, the
 * listing of their provisions): they import statutes, and no statute imports them.
 * Every other file of src/law/ outside a statute's folder is shared by the statutes
 * and imports none of them: kit-common.ts, the vocabulary every statute's kit hands
 * out alike, is one.
 */
export const LAW_GATHERERS: readonly string[] = ["src/law/index.ts", "src/law/listing.ts", "src/law/texts.ts"];

/**
 * The pages' order (web/src/), from the bottom; a file may import its own level and
 * those below it.
 */
export const WEB_LEVELS = ["words", "plumbing", "data", "components", "pages", "shell"] as const;
export type WebLevel = (typeof WEB_LEVELS)[number];

/** The level of a file of web/src/, or undefined when the order has no place for it. */
export function webLevelOf(file: string): WebLevel | undefined {
  const rest = file.replace(/^web\/src\//, "");
  if (rest === file) return undefined;
  // The words of every language, and the words of days and months.
  if (rest.startsWith("i18n/") || rest === "day-words.ts") return "words";
  // Speaking HTTP to the server, and the address bar.
  if (rest === "api.ts" || rest === "router.ts") return "plumbing";
  // The whole app, and its start.
  if (rest === "app.tsx" || rest === "main.tsx") return "shell";
  // A component that loads another when it is first shown.
  if (rest === "lazy.tsx") return "components";
  const m = /^[a-z-]+\/[^/]+$/.exec(rest);
  if (!m) return undefined;
  if (rest.endsWith("Page.tsx")) return "pages";
  if (rest.endsWith(".tsx")) return "components";
  if (rest.endsWith(".ts")) return "data";
  return undefined;
}
