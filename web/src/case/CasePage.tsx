import type { Route } from "../router.js";

export function CasePage(_: { route: Route }) {
  return <h1>Case</h1>;
}
