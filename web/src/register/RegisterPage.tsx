import type { Route } from "../router.js";

export function RegisterPage(_: { route: Route }) {
  return <h1>Register</h1>;
}
