/** The determination alone of the case in the URL (#/decide?c=…): for a shared link to a result. */

import type { Route } from "../router.js";

export function DecidePage(_: { route: Route }) {
  return <h1>Determination</h1>;
}
