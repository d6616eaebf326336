/** The German of dl-averi's messages on collision, lights, pilots and shipwreck: each id as the English declares it (see docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {} satisfies Catalogue;
