/**
 * The strand office's register, loaded on first use so that deciding a case never
 * loads a database driver.
 *
 *   const { openStore, Register } = await loadRegister();
 *   const reg = new Register(await openStore({ file: "office.db" }));
 */
export function loadRegister(): Promise<typeof import("./index.js")> {
  return import("./index.js");
}
