/**
 * The names of the chapter's readings, by subject: what reading(ctx, name) and
 * is(ctx, name, code) of the kit accept. Each is defined in its subject's
 * *-readings.ts.
 */

/** The names the carriage rules may ask for. */
export type CarriageReading = "unseaworthy_choice" | "conspirators";

/** The names the collision rules may ask for. */
export type CollisionReading =
  | "collision_sharing"
  | "ship_answers"
  | "assessed_split"
  | "anchor_self_help"
  | "buoy_halves"
  | "unbuoyed_damage_scope"
  | "necessity_damage_pool"
  | "collision_payer";

/** The names the general-average rules may ask for. */
export type GaReading =
  | "crew_majority"
  | "ship_valuation"
  | "ga_jettisoned_contribute"
  | "ga_freight_basis"
  | "freight_on_jettisoned"
  | "portage_bottomry"
  | "bills_of_lading"
  | "styrtegods"
  | "thi_det"
  | "special_reason"
  | "lighterage_split"
  | "lighter_loss_mass"
  | "goods_cost_basis"
  | "ransom_mass"
  | "valuation_option_lapse"
  | "recovered_goods_contribute"
  | "common_safety_expense"
  | "stranding_vs_beaching";

/** The names the lantern rules may ask for. */
export type LightsReading = "lantern_scope" | "late_autumn";

/** The names the pilot rules may ask for. */
export type PilotReading =
  | "pilot_wage_payer"
  | "draft_penalty_payee"
  | "draft_fraction"
  | "pilot_penalty_xref"
  | "necessity_no_pilot";

/** The names the shipwreck rules may ask for. */
export type ShipwreckReading =
  | "voyage_length"
  | "refuser_advances"
  | "crew_proof"
  | "spoiled_goods_mass"
  | "wreck_reward_sharing"
  | "styrtegods";
