/** Plain JSON data: what determinations, explanations and receipts are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
