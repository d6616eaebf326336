/** Waiting, and a failed request said plainly. */

import type { ApiError } from "../api.js";
import { t, useLang } from "../i18n/index.js";

export function Loading() {
  useLang();
  return (
    <p class="loading" aria-live="polite">
      {t("loading")}
    </p>
  );
}

export function Failed({ error, what }: { error: ApiError; what?: string }) {
  useLang();
  return (
    <div role="alert" class="law-failed">
      <p>
        <strong>{what ?? t("error.title")}</strong>
      </p>
      <p>{error.problem.detail ?? error.problem.title ?? error.message}</p>
    </div>
  );
}
