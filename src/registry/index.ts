/**
 * The strand office's register, as a library: the CLI's `register` commands and
 * any server call the same code.
 *
 *   const store = await openStore({ file: "office.db" });
 *   const reg = new Register(store);
 *   await reg.add({ fields: { ... }, actor: "clerk" });
 */

export { ChainBrokenError, RegisterError } from "./errors.js";
export { type JournalState, journalState } from "./guard.js";
export { ChainWalker, type Entry, entryHash, type VerifyReport } from "./journal.js";
export { type CaseFile, LOT_KINDS, type LotFields } from "./kinds.js";
export { OFFICE, type Posting } from "./ledger.js";
export type {
  AddInput,
  DueRow,
  HistoryItem,
  LotRecord,
  LotStatus,
  Owed,
  Shown,
  WriteResult,
} from "./records.js";
export { Register, type RegisterOptions } from "./register.js";
export { type Dialect, defaultRegisterFile, openStore, resolveStore, type Store, type StoreOptions } from "./store.js";
export {
  authenticate,
  createToken,
  isRole,
  listTokens,
  ROLES,
  type Role,
  revokeToken,
  roleAllows,
  type TokenInfo,
  tokenHash,
} from "./tokens.js";
export { EXPORT_FORMAT, EXPORT_VERSION } from "./transfer.js";
