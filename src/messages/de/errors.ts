/** Die Fehler und Zurückweisungen auf Deutsch: was ein Befehl, das Register oder der Server ablehnt, und warum. */

import type { Catalogue } from "../catalogue.js";

export default {} satisfies Catalogue;
