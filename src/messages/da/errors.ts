/** Fejl og afvisninger på dansk: hvad en kommando, protokollen eller serveren afviser, og hvorfor. */

import type { Catalogue } from "../catalogue.js";

export default {} satisfies Catalogue;
