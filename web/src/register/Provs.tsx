/** Provision ids as links to their pages. */

import { provisionHref } from "../router.js";

export function Provs({ ids }: { ids: readonly string[] | undefined }) {
  if (!ids || ids.length === 0) return null;
  return (
    <span class="reg-provs">
      {" ("}
      {ids.map((id, i) => (
        <span key={id}>
          <a href={provisionHref(id)}>{id}</a>
          {i < ids.length - 1 ? ", " : ""}
        </span>
      ))}
      {")"}
    </span>
  );
}
