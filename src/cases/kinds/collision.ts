/**
 * Case kind `collision`: one incident between ships — a collision under sail, a
 * ship lying still run into, a ship breaking loose and drifting onto another,
 * ships slipping their anchors to escape a drifting ship, ships lying too close,
 * or a ship coming to harm on another's unbuoyed anchor.
 *
 * The facts are the world's: the ships (from the shared vocabulary: id, name,
 * skipper, owners with their shares) with what each is worth, what her skipper's
 * own property is worth, the damage to her hull and gear, and the goods aboard her
 * with their owners and their damage; the people; and the incident, whose `type`
 * says which of the six it was and whose other fields say what a court or the
 * assessors would ask: who swore what, who was at fault, who asked whom, and what
 * good men or seafaring men assessed.
 */

import { z } from "zod";
import { Rational } from "../../core/rational.js";
import { type AmountSchema, anyAmountSchema, dateSchema, fractionSchema, idSchema } from "../common.js";
import {
  checkReferences,
  fields,
  type Issue,
  type Loose,
  ON_A_MAPPING,
  PERSON_ROLES,
  personSchema,
  records,
  shipSchema,
} from "../world.js";

type Amount = AmountSchema;

/** The roles of the shared world, and those of a ship's company. */
export const COLLISION_ROLES = [...PERSON_ROLES, "shipowner", "seaman"] as const;

export const collisionPersonSchema = personSchema
  .pick({ id: true, name: true })
  .extend({
    aboard: idSchema
      .optional()
      .describe("The id of the ship the person was aboard.")
      .meta({ question: "Which ship was {who} aboard?" }),
    roles: z
      .array(z.enum(COLLISION_ROLES))
      .default([])
      .describe(
        "What the person is: skipper, shipowner, merchant (owner of goods aboard), seaman (one of a crew), other; and the roles of the shared world.",
      )
      .meta({
        question:
          "Which of these is {who}: a skipper, a shipowner, a merchant with goods aboard, a seaman, other (all that apply)?",
      }),
  })
  .strict();

export type CollisionPerson = z.output<typeof collisionPersonSchema>;

function parcel(amount: Amount) {
  return z
    .object({
      id: idSchema.describe("An id for the parcel (a bill of lading), unique in the case.").meta({
        question:
          "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
      }),
      owner: idSchema
        .describe("The merchant who owns the goods (listed under people).")
        .meta({ question: "Which merchant owns the goods of {who}?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the goods are, in words: 'wine', 'rye'.")
        .meta({ question: "What goods are in {who} ('wine', 'rye')?" }),
      damage: amount
        .optional()
        .describe("The damage the goods took in the incident. Left out: none.")
        .meta({ question: "What damage did the goods of {who} take in the incident?" }),
    })
    .strict();
}

function ship(amount: Amount) {
  return shipSchema
    .omit({ salvaging: true })
    .extend({
      value: amount
        .optional()
        .describe("What the ship is worth (for dl-averi/7: the value that answers when her skipper cannot pay).")
        .meta({ question: "What is {who} worth (the value that answers when her skipper cannot pay, dl-averi/7)?" }),
      skipper_means: amount
        .optional()
        .describe(
          "What her skipper's own property is worth, as far as it can be reached ('så vidt hans gods kan tilstrække', dl-averi/7).",
        )
        .meta({
          question:
            "What is the own property of the skipper of {who} worth, as far as it can be reached ('så vidt hans gods kan tilstrække')?",
        }),
      damage: amount
        .optional()
        .describe("The damage to the ship herself, hull and gear, as surveyed. Left out: none.")
        .meta({ question: "What damage did {who} herself take, hull and gear, as surveyed?" }),
      cargo: z
        .array(parcel(amount))
        .default([])
        .describe("The goods aboard her, one entry per owner's parcel.")
        .meta({ question: "How many parcels of goods were aboard {who}, one for each owner's parcel?" }),
    })
    .strict();
}

const OATH = z
  .enum(["sworn", "refused", "pending"])
  .describe("sworn; refused (the oath will not or cannot be given); pending (not yet sworn).");

function assessed() {
  return z
    .object({
      by: z
        .string()
        .min(1)
        .optional()
        .describe("Who assessed it, in words: 'four skippers of the roads'.")
        .meta({ question: "Who assessed it ('four skippers of the roads')?" }),
      shares: z
        .record(idSchema, fractionSchema)
        .describe('Ship id -> the share of the damage that ship bears, e.g. { w: "2/3", z: "1/3" }; they add up to 1.')
        .meta({ question: "What share of the damage does each ship bear, as assessed (the shares add up to 1)?" }),
    })
    .strict()
    .describe("What the good men or seafaring men assessed: the share each ship bears. Left out: not yet assessed.")
    .meta({ question: "Have good men or seafaring men assessed the share of the damage each ship bears?" });
}

const underSail = z
  .object({
    type: z
      .literal("under_sail")
      .describe("Two ships under sail collide (dl-averi/6).")
      .meta({ question: "What kind of incident was it (here: two ships under sail that collided, dl-averi/6)?" }),
    ships: z
      .array(
        z
          .object({
            ship: idSchema
              .describe("One of the two ships (its id under ships).")
              .meta({ question: "Which of the case's ships was {who}, one of the two that collided?" }),
            oath: OATH.default("pending")
              .describe(
                "Whether her skipper with his crew swore that it happened by mischance and not on purpose: sworn, refused or pending. Default pending.",
              )
              .meta({
                question:
                  "Has the skipper of {who}, with his crew, sworn that it happened by mischance and not on purpose, refused to, or not yet?",
              }),
          })
          .strict(),
      )
      .length(2)
      .describe("The two ships, each with her skipper's and crew's oath.")
      .meta({ question: "How many ships collided under sail (two, each with her skipper's and crew's oath)?" }),
    could_avoid: z
      .boolean()
      .default(false)
      .describe("They could have avoided each other. Default false: 'kunne ikke undvige hver anden'.")
      .meta({ question: "Could the two ships have avoided each other ('kunne ikke undvige hver anden')?" }),
    by_night: z
      .boolean()
      .optional()
      .describe("It happened by night (the rule is the same by day or by night).")
      .meta({ question: "Did it happen by night?" }),
  })
  .strict();

const runDown = z
  .object({
    type: z.literal("run_down").describe("A ship lying still is run into by one under sail (dl-averi/7–10).").meta({
      question: "What kind of incident was it (here: a ship lying still run into by one under sail, dl-averi/7–10)?",
    }),
    sailing: idSchema
      .describe("The ship that came sailing and did the damage.")
      .meta({ question: "Which ship came sailing and did the damage?" }),
    lying: idSchema.describe("The ship lying still.").meta({ question: "Which ship was lying still?" }),
    lying_how: z
      .enum(["at_anchor", "moored"])
      .default("at_anchor")
      .describe("at_anchor, or moored (made fast: 'fast fortøjet').")
      .meta({ question: "How did the ship lie: at anchor, or moored ('fast fortøjet')?" }),
    where: z
      .enum(["harbour", "roadstead", "other"])
      .describe("Where the ship lay: harbour, roadstead ('red'), or other (the text speaks of harbour and roadstead).")
      .meta({ question: "Where did the ship lie: in a harbour, on a roadstead ('red'), or elsewhere?" }),
    cause: z
      .enum(["neglect", "necessity", "neither"])
      .optional()
      .describe(
        "What the collision was found to come of: neglect (the sailing skipper's neglect and bad look-out, dl-averi/7), necessity ('nøds sag', dl-averi/10), or neither. Left out: not yet found.",
      )
      .meta({
        question:
          "What was the collision found to come of: the sailing skipper's neglect and bad look-out, necessity ('nøds sag'), or neither?",
      }),
    found_by: z
      .string()
      .min(1)
      .optional()
      .describe("Who found the cause, in words.")
      .meta({ question: "Who found what the collision came of?" }),
    assessed: assessed().optional(),
  })
  .strict();

const drifting = z
  .object({
    type: z
      .literal("drifting")
      .describe("A ship breaks loose and drifts onto one lying at her anchor (dl-averi/11–12).")
      .meta({
        question:
          "What kind of incident was it (here: a ship that broke loose and drifted onto one lying at her anchor, dl-averi/11–12)?",
      }),
    drifting: idSchema
      .describe("The ship that broke loose and drifted.")
      .meta({ question: "Which ship broke loose and drifted?" }),
    at_anchor: idSchema
      .describe("The ship lying fast at her anchor.")
      .meta({ question: "Which ship was lying fast at her anchor?" }),
    broke: z
      .enum(["anchor", "cable"])
      .optional()
      .describe("What broke: her anchor or her cable.")
      .meta({ question: "What broke: her anchor, or her cable?" }),
    cause: z
      .enum(["storm", "other_misfortune"])
      .default("storm")
      .describe("Why it broke: storm, or other misfortune ('anden ulykke').")
      .meta({ question: "Why did it break: storm, or other misfortune ('anden ulykke')?" }),
    skipper_innocent: z
      .boolean()
      .optional()
      .describe("The drifting ship's skipper was found innocent of it. Left out: not yet found.")
      .meta({ question: "Was the drifting ship's skipper found innocent of it?" }),
    found_by: z
      .string()
      .min(1)
      .optional()
      .describe("Who found him innocent (or not), in words.")
      .meta({ question: "Who found whether he was innocent?" }),
    assessed: assessed().optional(),
  })
  .strict();

function slippedAnchor(amount: Amount) {
  return z
    .object({
      type: z
        .literal("slipped_anchor")
        .describe("Ships slip cable and anchor to escape a ship driven adrift by storm (dl-averi/13).")
        .meta({
          question:
            "What kind of incident was it (here: ships that slipped cable and anchor to escape a ship driven adrift by storm, dl-averi/13)?",
        }),
      drifting: idSchema
        .describe("The ship driven adrift by storm and foul weather.")
        .meta({ question: "Which ship was driven adrift by storm and foul weather?" }),
      slipped: z
        .array(
          z
            .object({
              ship: idSchema
                .describe("A ship that slipped her cable and anchor.")
                .meta({ question: "Which of the case's ships was {who}, that slipped her cable and anchor?" }),
              cable_and_anchor: amount
                .describe("What the cable and anchor she slipped were worth.")
                .meta({ question: "What were the cable and anchor worth that {who} slipped?" }),
            })
            .strict(),
        )
        .min(1)
        .describe("The ships in the drifting ship's path that slipped cable and anchor to prevent greater damage.")
        .meta({
          question: "How many ships in the drifting ship's path slipped cable and anchor to prevent greater damage?",
        }),
      to_prevent_damage: z
        .boolean()
        .default(true)
        .describe("They slipped because damage was to be expected, to prevent greater damage.")
        .meta({ question: "Did they slip because damage was to be expected, to prevent greater damage?" }),
      assessed: assessed().optional(),
    })
    .strict();
}

const closeQuarters = z
  .object({
    type: z
      .literal("close_quarters")
      .describe("Ships lie close; one cannot give way and asks the other to weigh anchor (dl-averi/14–15).")
      .meta({
        question:
          "What kind of incident was it (here: ships lying close, one unable to give way, who asked the other to weigh anchor, dl-averi/14–15)?",
      }),
    cannot_give_way: idSchema
      .describe("The ship that cannot give way.")
      .meta({ question: "Which ship could not give way?" }),
    because: z
      .enum(["shallows", "other"])
      .default("shallows")
      .describe("Why: she lies near the shallows ('nær grunden'), or another reason.")
      .meta({ question: "Why could she not give way: she lay near the shallows ('nær grunden'), or another reason?" }),
    can_give_way: idSchema
      .describe("The other ship, who can give way.")
      .meta({ question: "Which other ship could give way?" }),
    danger: z
      .boolean()
      .default(true)
      .describe("There was danger that they would damage each other.")
      .meta({ question: "Was there danger that they would damage each other?" }),
    asked: z
      .boolean()
      .optional()
      .describe("The skipper who cannot give way asked the other to weigh his anchor. Left out: not known.")
      .meta({ question: "Did the skipper who could not give way ask the other to weigh his anchor?" }),
    weighed: z
      .boolean()
      .default(false)
      .describe("The other weighed his anchor when asked.")
      .meta({ question: "Did the other weigh his anchor when asked?" }),
    self_help: z
      .enum(["done", "forbidden", "hindered", "not_tried"])
      .optional()
      .describe(
        "What happened when the anchor was to be weighed without the other: done, forbidden or hindered (by the other), or not_tried.",
      )
      .meta({
        question:
          "What happened when the anchor was to be weighed without the other: was it done, forbidden or hindered by the other, or not tried?",
      }),
  })
  .strict();

const unbuoyedAnchor = z
  .object({
    type: z
      .literal("unbuoyed_anchor")
      .describe("A ship comes to harm on another ship's anchor lying without a buoy (dl-averi/16–17).")
      .meta({
        question:
          "What kind of incident was it (here: a ship that came to harm on another ship's anchor lying without a buoy, dl-averi/16–17)?",
      }),
    anchor_ship: idSchema
      .describe("The ship whose anchor lay without a buoy.")
      .meta({ question: "Which ship's anchor lay without a buoy?" }),
    damaged_ship: idSchema
      .describe("The ship that came to harm on it.")
      .meta({ question: "Which ship came to harm on it?" }),
    buoy_line_broke: z
      .boolean()
      .default(false)
      .describe("The buoy line broke after the anchor was cast (the anchor had its buoy when let go).")
      .meta({ question: "Did the buoy line break after the anchor was cast (the anchor had its buoy when let go)?" }),
    oath: OATH.optional()
      .describe(
        "Whether the anchor ship's skipper, himself with three of the best men of his ship, swore that there was a buoy on the anchor when he last let it go, and that he knew nothing other than that there was a buoy on it when the damage happened. Left out: pending.",
      )
      .meta({
        question:
          "Has the anchor ship's skipper, himself with three of the best men of his ship, sworn that there was a buoy on the anchor when he last let it go and that he knew no other when the damage happened, refused to, or not yet?",
      }),
    best_men: z
      .array(idSchema)
      .optional()
      .describe("The three best men of the anchor ship who swear with the skipper ('selv fjerde'), when named.")
      .meta({ question: "Which three best men of the anchor ship swear with the skipper ('selv fjerde')?" }),
  })
  .strict();

export const INCIDENT_TYPES = [
  "under_sail",
  "run_down",
  "drifting",
  "slipped_anchor",
  "close_quarters",
  "unbuoyed_anchor",
] as const;

function branches(amount: Amount) {
  return [underSail, runDown, drifting, slippedAnchor(amount), closeQuarters, unbuoyedAnchor] as const;
}

function facts(amount: Amount, readable: boolean) {
  // For reading a case, the type is checked on its own first, so that a wrong
  // type is reported with the six that are known rather than as a bad union. For
  // the JSON Schema the incident is a plain union (anyOf), which the what-if
  // analysis can walk into.
  const inc = readable
    ? z
        .object({ type: z.enum(INCIDENT_TYPES) })
        .loose()
        .pipe(z.discriminatedUnion("type", [...branches(amount)]))
    : z.union([...branches(amount)]);
  return z
    .object({
      date: dateSchema.optional().meta({ question: "On what day did it happen?" }),
      place: z
        .string()
        .min(1)
        .optional()
        .describe("Where it happened, in words: 'Copenhagen roads'.")
        .meta({ question: "Where did it happen ('Copenhagen roads')?" }),
      incident: inc
        .describe(
          "What happened: its `type` (under_sail, run_down, drifting, slipped_anchor, close_quarters, unbuoyed_anchor) and the facts that type asks for.",
        )
        .meta({ question: "What happened between the ships?" }),
      ships: z
        .array(ship(amount))
        .min(2)
        .describe("The ships: at least the two the incident concerns.")
        .meta({ question: "How many ships does the case name (at least the two the incident concerns)?" }),
      people: z
        .array(collisionPersonSchema)
        .min(1)
        .describe("The skippers, owners, merchants and crew.")
        .meta({ question: "How many people does the case name: the skippers, owners, merchants and crew?" }),
    })
    .strict()
    .superRefine((raw, ctx) => checkReferences(raw as unknown as Loose, ctx), ON_A_MAPPING)
    .superRefine((raw, ctx) => checkCollision(raw as unknown as Record<string, unknown>, ctx), ON_A_MAPPING);
}

/** The fields of each incident type that name a ship. */
const SHIP_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ["run_down", ["sailing", "lying"]],
  ["drifting", ["drifting", "at_anchor"]],
  ["slipped_anchor", ["drifting"]],
  ["close_quarters", ["cannot_give_way", "can_give_way"]],
  ["unbuoyed_anchor", ["anchor_ship", "damaged_ship"]],
]);

/**
 * The incident names ships of the case, and two different ones; assessed shares
 * name the ships that share the damage and add up to 1; parcels are unique and
 * their owners listed; the best men are people of the case.
 */
function checkCollision(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const people = new Set(records(f.people).map((p) => p.id));
  const shipList = records(f.ships);
  const ships = new Map(shipList.map((s) => [s.id, s]));
  const parcels = new Set<unknown>();
  shipList.forEach((s, i) => {
    records(s.cargo).forEach((c, j) => {
      if (typeof c.id === "string") {
        if (parcels.has(c.id) || ships.has(c.id)) {
          issue(["ships", i, "cargo", j, "id"], `the id "${c.id}" is used twice; give the parcel an id of its own`);
        }
        parcels.add(c.id);
      }
      if (typeof c.owner === "string" && !people.has(c.owner)) {
        issue(["ships", i, "cargo", j, "owner"], `no person has the id "${c.owner}"; list the owner under people`);
      }
    });
  });
  const inc = fields(f.incident);
  const known = (path: (string | number)[], id: unknown): boolean => {
    if (typeof id !== "string") return false;
    if (!ships.has(id)) {
      issue(path, `no ship has the id "${id}"; list the ship under ships`);
      return false;
    }
    return true;
  };
  const type = typeof inc.type === "string" ? inc.type : "";
  const concerned: string[] = [];
  if (type === "under_sail") {
    const pair = records(inc.ships).map((x) => x.ship);
    pair.forEach((id, i) => {
      if (known(["incident", "ships", i, "ship"], id)) concerned.push(id as string);
    });
    if (pair.length === 2 && pair[0] === pair[1]) {
      issue(["incident", "ships", 1, "ship"], "a ship cannot collide with herself");
    }
  } else {
    const fields = SHIP_FIELDS.get(type) ?? [];
    for (const k of fields) if (known(["incident", k], inc[k])) concerned.push(inc[k] as string);
    const [a, b] = fields;
    if (a && b && typeof inc[a] === "string" && inc[a] === inc[b]) {
      issue(["incident", b], `the same ship cannot be both ${a} and ${b}`);
    }
  }
  if (type === "slipped_anchor") {
    const seen = new Set<unknown>();
    records(inc.slipped).forEach((x, i) => {
      if (known(["incident", "slipped", i, "ship"], x.ship)) concerned.push(x.ship as string);
      if (x.ship === inc.drifting)
        issue(["incident", "slipped", i, "ship"], "the drifting ship cannot slip to escape herself");
      if (seen.has(x.ship)) issue(["incident", "slipped", i, "ship"], `"${String(x.ship)}" is listed twice`);
      seen.add(x.ship);
    });
  }
  const given = fields(inc.assessed).shares;
  const shares = fields(given);
  // Shares given, even none: every ship that shares the damage has one, and they add up to 1.
  if (given !== null && typeof given === "object" && !Array.isArray(given)) {
    let total = Rational.ZERO;
    let exact = true;
    for (const [id, v] of Object.entries(shares)) {
      if (!concerned.includes(id)) {
        issue(["incident", "assessed", "shares", id], `"${id}" is not one of the ships that share the damage`);
      }
      if (v instanceof Rational) total = total.add(v);
      else exact = false;
    }
    const missing = [...new Set(concerned)].filter((id) => !Object.hasOwn(shares, id));
    if (missing.length > 0) {
      issue(
        ["incident", "assessed", "shares"],
        `give a share for every ship that shares the damage (missing: ${missing.join(", ")})`,
      );
    }
    if (exact && !total.eq(Rational.ONE)) {
      issue(["incident", "assessed", "shares"], `the shares add up to ${total}, not exactly 1`);
    }
  }
  if (type === "unbuoyed_anchor" && Array.isArray(inc.best_men)) {
    // Whether they are three, of the ship and not the skipper, is for the rules
    // to weigh (an oath not 'selv fjerde' is not the oath of dl-averi/17); here
    // only that they are people of the case, each named once.
    const seen = new Set<unknown>();
    (inc.best_men as unknown[]).forEach((id, i) => {
      if (typeof id !== "string") return;
      if (!people.has(id)) issue(["incident", "best_men", i], `no person has the id "${id}"`);
      if (seen.has(id)) issue(["incident", "best_men", i], `"${id}" is named twice`);
      seen.add(id);
    });
  }
}

export function collisionFactsSchema(amount: AmountSchema) {
  return facts(amount, true);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const collisionFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema, false);

export type CollisionFacts = z.output<ReturnType<typeof collisionFactsSchema>>;
export type CollisionShip = CollisionFacts["ships"][number];
export type CollisionParcel = CollisionShip["cargo"][number];
export type Incident = CollisionFacts["incident"];
export type OathState = z.output<typeof OATH>;
