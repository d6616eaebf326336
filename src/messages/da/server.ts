/** The Danish of server's messages: each id as the English declares it (see docs/languages.md). */

import type { Catalogue } from "../catalogue.js";

export default {} satisfies Catalogue;
