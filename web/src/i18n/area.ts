/** One area's words in the three languages: what each dictionary file holds and index.ts merges. */

export type Dict = Record<string, string>;

export interface Area {
  en: Dict;
  de: Dict;
  da: Dict;
}
