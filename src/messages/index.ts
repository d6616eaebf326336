/**
 * The catalogues of German and Danish: every message the law, the engine, the
 * analyses, the interview, the register, the command and the server say, by the id
 * its English declares (core/messages.ts). Each language's catalogue is kept in
 * parts, one to an area (a statute, the engine, the register …); importing this
 * module gives them to core/messages.ts. The English is declared beside the code
 * that says it. How a message is added and who checks a translation:
 * docs/languages.md.
 */

import { translate } from "../core/messages.js";
import daAnalysis from "./da/analysis.js";
import daBorkum1666 from "./da/borkum-1666.js";
import daCli from "./da/cli.js";
import daCore from "./da/core.js";
import daDanskeLov from "./da/danske-lov.js";
import daDlAveriAverage from "./da/dl-averi-average.js";
import daDlAveriCasualties from "./da/dl-averi-casualties.js";
import daDlVrag from "./da/dl-vrag.js";
import daEngine from "./da/engine.js";
import daErrors from "./da/errors.js";
import daQuestions from "./da/questions.js";
import daRegistry from "./da/registry.js";
import daServer from "./da/server.js";
import deAnalysis from "./de/analysis.js";
import deBorkum1666 from "./de/borkum-1666.js";
import deCli from "./de/cli.js";
import deCore from "./de/core.js";
import deDanskeLov from "./de/danske-lov.js";
import deDlAveriAverage from "./de/dl-averi-average.js";
import deDlAveriCasualties from "./de/dl-averi-casualties.js";
import deDlVrag from "./de/dl-vrag.js";
import deEngine from "./de/engine.js";
import deErrors from "./de/errors.js";
import deQuestions from "./de/questions.js";
import deRegistry from "./de/registry.js";
import deServer from "./de/server.js";

/** Each language's catalogue, part by part. */
export const CATALOGUES = {
  de: [
    deBorkum1666,
    deDlVrag,
    deDlAveriAverage,
    deDlAveriCasualties,
    deDanskeLov,
    deEngine,
    deCore,
    deAnalysis,
    deQuestions,
    deRegistry,
    deCli,
    deServer,
    deErrors,
  ],
  da: [
    daBorkum1666,
    daDlVrag,
    daDlAveriAverage,
    daDlAveriCasualties,
    daDanskeLov,
    daEngine,
    daCore,
    daAnalysis,
    daQuestions,
    daRegistry,
    daCli,
    daServer,
    daErrors,
  ],
} as const;

for (const lang of ["de", "da"] as const) for (const part of CATALOGUES[lang]) translate(lang, part);
