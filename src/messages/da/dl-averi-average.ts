/** The Danish of dl-averi's messages on general average and carriage (ch. 2, 4): each id as the English declares it (see docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {} satisfies Catalogue;
