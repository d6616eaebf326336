/**
 * Signing in with a token (kept in this tab only), or who is signed in and a
 * button to sign out. A refused token is said plainly.
 */

import { useState } from "preact/hooks";
import type { ApiError } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { asApiError } from "../law/load.js";
import { signIn, signOut, useSession } from "./session.js";

export function SignIn({ level = 2 }: { level?: 2 | 3 }) {
  const H = `h${level}` as "h2" | "h3";
  useLang();
  const s = useSession();
  const [token, setToken] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  if (s.who) {
    return (
      <section class="reg-signin reg-signed" aria-label={t("reg.signin.label")}>
        <p>
          {t("reg.signin.as", { actor: s.who.actor, role: t(`reg.role.${s.who.role}`) })}{" "}
          <span class="reg-may">{t(`reg.signin.may.${s.who.role}`)}</span>
        </p>
        <button type="button" class="secondary" onClick={signOut}>
          {t("reg.signin.out")}
        </button>
      </section>
    );
  }
  const submit = async (e: Event) => {
    e.preventDefault();
    const v = token.trim();
    if (!v) {
      setError(asApiError(new Error(t("reg.signin.empty"))));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await signIn(v);
      setToken("");
    } catch (err) {
      setError(asApiError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="reg-signin" aria-labelledby="reg-signin-h">
      <H id="reg-signin-h">{t("reg.signin.title")}</H>
      <p class="reg-intro">{t("reg.signin.intro")}</p>
      <form onSubmit={submit} noValidate class="reg-signin-form">
        <div class="field">
          <label for="reg-token">{t("reg.signin.token")}</label>
          <input
            id="reg-token"
            type="password"
            autoComplete="off"
            spellcheck={false}
            value={token}
            aria-invalid={error ? "true" : undefined}
            aria-describedby={error ? "reg-token-err" : undefined}
            onInput={(e) => setToken((e.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <button type="submit" disabled={busy}>
          {t("reg.signin.in")}
        </button>
      </form>
      <div role="alert" id="reg-token-err" class="reg-alert-box">
        {error ? (
          <p class="reg-alert">
            {error.status === 401
              ? t("reg.signin.refused")
              : error.status === 0
                ? `${t("reg.signin.failed")} ${error.problem.detail ?? ""}`
                : `${t("reg.signin.failed")} ${error.problem.detail ?? error.message}`}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Said where a form would be, when no one is signed in. */
export function SignInNote() {
  useLang();
  return <p class="reg-note">{t("reg.signin.toWrite")}</p>;
}
