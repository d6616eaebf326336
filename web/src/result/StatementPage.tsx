/** The printable average statement of the case in the URL (#/statement?c=…). */

import type { Route } from "../router.js";

export function StatementPage(_: { route: Route }) {
  return <h1>Statement</h1>;
}
