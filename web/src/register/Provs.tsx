/** Provision ids as links to their pages. */

import { provisionHref } from "../router.js";

export function Provs({ ids }: { ids: readonly string[] | undefined }) {
  if (!ids || ids.length === 0) return null;
  return (
    <span class="reg-provs">
      {" ("}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ", " : ""}
          <a href={provisionHref(id)}>{id}</a>
        </span>
      ))}
      {")"}
    </span>
  );
}
