/** The kinds of case sealaw knows, each with its statute-neutral facts schema. */

import type { z } from "zod";
import type { AmountSchema } from "../common.js";
import { carriageFactsJsonSchema, carriageFactsSchema } from "./carriage.js";
import { collisionFactsJsonSchema, collisionFactsSchema } from "./collision.js";
import { findFactsJsonSchema, findFactsSchema } from "./find.js";
import { generalAverageFactsJsonSchema, generalAverageFactsSchema } from "./general-average.js";
import { lightsFactsJsonSchema, lightsFactsSchema } from "./lights.js";
import { pilotHireFactsJsonSchema, pilotHireFactsSchema } from "./pilot-hire.js";
import { pilotageFactsJsonSchema, pilotageFactsSchema } from "./pilotage.js";
import { salvageFactsJsonSchema, salvageFactsSchema } from "./salvage.js";
import { shipwreckFactsJsonSchema, shipwreckFactsSchema } from "./shipwreck.js";
import { wreckFactsJsonSchema, wreckFactsSchema } from "./wreck.js";

export interface KindDef {
  readonly kind: string;
  readonly summary: string;
  readonly facts: (amount: AmountSchema) => z.ZodType;
  readonly jsonSchema: z.ZodType;
}

export const KINDS: readonly KindDef[] = [
  {
    kind: "salvage",
    summary:
      "Goods or a ship saved after a stranding, or goods come ashore by themselves, and the salvage money paid for them.",
    facts: salvageFactsSchema,
    jsonSchema: salvageFactsJsonSchema,
  },
  {
    kind: "pilotage",
    summary: "A ship that does not know the waters calls for a pilot, and pays pilot money.",
    facts: pilotageFactsSchema,
    jsonSchema: pilotageFactsJsonSchema,
  },
  {
    kind: "wreck",
    summary: "A ship, pieces of ships or things from them, found with nobody aboard.",
    facts: wreckFactsSchema,
    jsonSchema: wreckFactsJsonSchema,
  },
  {
    kind: "find",
    summary:
      "Something found at sea (wreck, an anchor, goods) by a skipper, fishermen or others, handed to the ruler's officer ashore, and perhaps claimed by its owner.",
    facts: findFactsSchema,
    jsonSchema: findFactsJsonSchema,
  },
  {
    kind: "general_average",
    summary:
      "A ship and her cargo in distress: goods thrown overboard, mast or cable cut, the ship run ashore, and the loss shared by ship, goods and freight; also goods taken by pirates, a defence, a ransom, a theft in harbour, lighterage and a grounding.",
    facts: generalAverageFactsSchema,
    jsonSchema: generalAverageFactsJsonSchema,
  },
  {
    kind: "pilot_hire",
    summary:
      "A ship comes into pilot waters: the pilot hired, his board and his wage out of the goods, the draught told him, damage after coming in without one, and a pilot at fault.",
    facts: pilotHireFactsSchema,
    jsonSchema: pilotHireFactsJsonSchema,
  },
  {
    kind: "carriage",
    summary:
      "A skipper chartered to carry a merchant's goods who cannot bring them as agreed: his ship unfit when she sailed, or driven by storm into another harbour; the merchant's choice, the oath, and any hidden fraud behind it.",
    facts: carriageFactsSchema,
    jsonSchema: carriageFactsJsonSchema,
  },
  {
    kind: "lights",
    summary:
      "Lights at sea and on the shore: false fires or marks set up to mislead seafarers, and the lanterns ships must carry at anchor in open water and sailing in dark autumn nights.",
    facts: lightsFactsSchema,
    jsonSchema: lightsFactsJsonSchema,
  },
  {
    kind: "shipwreck",
    summary:
      "A ship wrecked or aground and what follows: the duty to salvage and the salvage reward, freight and the seamen's wages, goods embezzled or spoiled, the ship repaired or beyond repair, and whether the skipper answers for the loss.",
    facts: shipwreckFactsSchema,
    jsonSchema: shipwreckFactsJsonSchema,
  },
  {
    kind: "collision",
    summary:
      "Ships that collide or come to harm on each other's anchors: two ships under sail, a ship lying still run into, a ship breaking loose and drifting, cables and anchors slipped, ships lying too close, an anchor without a buoy.",
    facts: collisionFactsSchema,
    jsonSchema: collisionFactsJsonSchema,
  },
];

export function findKind(kind: string): KindDef | undefined {
  return KINDS.find((k) => k.kind === kind);
}
