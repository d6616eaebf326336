/**
 * The HTTP API's routes by name: method and path as the OpenAPI document states
 * them. The server takes each route's operationId from here and the client its
 * method names, so that the two cannot name a route differently.
 */

/** Every route: method and path, as the OpenAPI document names them. */
export const ROUTES = {
  health: ["get", "/healthz"],
  ready: ["get", "/readyz"],
  statutes: ["get", "/v1/statutes"],
  provisions: ["get", "/v1/provisions"],
  provision: ["get", "/v1/provisions/{id}"],
  readings: ["get", "/v1/readings"],
  schema: ["get", "/v1/schema/{kind}"],
  examples: ["get", "/v1/examples"],
  example: ["get", "/v1/examples/{statute}/{name}"],
  decide: ["post", "/v1/decide"],
  decideBatch: ["post", "/v1/decide/batch"],
  questions: ["post", "/v1/questions"],
  sensitivity: ["post", "/v1/sensitivity"],
  sensitivityOneAtATime: ["post", "/v1/sensitivity/one-at-a-time"],
  compare: ["post", "/v1/compare"],
  whatif: ["post", "/v1/whatif"],
  lodge: ["post", "/v1/register/lots"],
  lots: ["get", "/v1/register/lots"],
  lot: ["get", "/v1/register/lots/{lot}"],
  history: ["get", "/v1/register/lots/{lot}/history"],
  claim: ["post", "/v1/register/lots/{lot}/claims"],
  decideClaim: ["post", "/v1/register/lots/{lot}/decisions"],
  sell: ["post", "/v1/register/lots/{lot}/sales"],
  pay: ["post", "/v1/register/lots/{lot}/payments"],
  cost: ["post", "/v1/register/lots/{lot}/costs"],
  dispose: ["post", "/v1/register/lots/{lot}/dispositions"],
  assess: ["post", "/v1/register/lots/{lot}/assessments"],
  setReading: ["post", "/v1/register/readings"],
  due: ["get", "/v1/register/due"],
  verify: ["get", "/v1/register/verify"],
  exportLines: ["get", "/v1/register/export"],
  importLines: ["post", "/v1/register/import"],
  createToken: ["post", "/v1/tokens"],
  tokens: ["get", "/v1/tokens"],
  revokeToken: ["delete", "/v1/tokens/{id}"],
  whoami: ["get", "/v1/whoami"],
} as const satisfies Record<string, readonly ["get" | "post" | "delete", string]>;
