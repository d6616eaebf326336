/**
 * The old home of core/draw.ts, kept while the Borkum pilotage files still import it
 * from here (pilotage-accord.ts, pilotage-whole-ship.ts): nothing else may. The class
 * is DrawError; the name LotError belongs to cases/kinds/lot.ts.
 */

export { type Draw, DrawError as LotError, drawLots } from "./draw.js";
