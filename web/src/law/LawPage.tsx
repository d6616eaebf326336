import type { Route } from "../router.js";

export function LawPage(_: { route: Route }) {
  return <h1>Law</h1>;
}
