/** The words of the pages' law area; see index.ts. */

import type { Area } from "./index.js";

const words: Area = {
  en: {},
  de: {},
  da: {},
};

export default words;
