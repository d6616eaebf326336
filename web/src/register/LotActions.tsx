/**
 * What may be recorded on a lot: the writes the server says the lot's state allows
 * (GET /v1/register/lots/{lot} `allowed`, from the register's own rules), those of
 * them the signed-in role may make. One form is open at a time. Without a token
 * nothing is offered. The register still checks every write on its facts.
 */

import { useState } from "preact/hooks";
import { t, useLang } from "../i18n/index.js";
import { assessForm, claimForm, costForm, decideForm, disposeForm, partiesOf, paymentForm, saleForm } from "./forms.js";
import { SignIn, SignInNote } from "./SignIn.js";
import { may, useSession } from "./session.js";
import type { LotAction, Owed, Shown, Written } from "./types.js";
import { type FormSpec, WriteForm } from "./WriteForm.js";

/** The button's words for each write. */
const WORDS: Record<LotAction, string> = {
  claim: "reg.actions.claim",
  decide: "reg.actions.decide",
  assess: "reg.actions.assess",
  sell: "reg.actions.sale",
  cost: "reg.actions.cost",
  pay: "reg.actions.payment",
  dispose: "reg.actions.dispose",
};

export function LotActions({
  shown,
  onWritten,
  open,
  setOpen,
}: {
  shown: Shown;
  onWritten: (w: Written) => void;
  /** The open form, and the payment it was opened for (from a row of what is owed). */
  open: { action: LotAction; owed?: Owed } | undefined;
  setOpen: (o: { action: LotAction; owed?: Owed } | undefined) => void;
}) {
  useLang();
  const s = useSession();
  const [round, setRound] = useState(0);
  const lot = shown.lot.id;
  if (!s.who) {
    return (
      <section class="reg-actions-panel" aria-labelledby="reg-act-h">
        <h2 id="reg-act-h">{t("reg.actions.title")}</h2>
        <SignInNote />
        <SignIn level={3} />
      </section>
    );
  }
  const offered = shown.allowed.filter((a) => may(s, a.role));
  const spec = (a: LotAction): FormSpec => {
    if (a === "claim") return claimForm(lot);
    if (a === "sell") return saleForm(lot);
    if (a === "pay") return paymentForm(lot, partiesOf(shown), open?.owed);
    if (a === "cost") return costForm(lot);
    if (a === "assess") return assessForm(lot, shown.assessable);
    if (a === "decide")
      return decideForm(lot, shown.allowed.find((x) => x.action === "decide")?.claims ?? [], shown.calendar);
    return disposeForm(lot, shown.recipients);
  };
  return (
    <section class="reg-actions-panel" aria-labelledby="reg-act-h">
      <h2 id="reg-act-h">{t("reg.actions.title")}</h2>
      <SignIn level={3} />
      <ul class="reg-action-buttons">
        {offered.map(({ action: a }) => (
          <li key={a}>
            <button
              type="button"
              class={open?.action === a ? undefined : "secondary"}
              aria-expanded={open?.action === a}
              aria-controls="reg-action-form"
              data-action={a}
              onClick={() => {
                setRound((r) => r + 1);
                setOpen(open?.action === a ? undefined : { action: a });
              }}
            >
              {t(WORDS[a])}
            </button>
          </li>
        ))}
      </ul>
      <div id="reg-action-form">
        {open && offered.some((x) => x.action === open.action) ? (
          <WriteForm
            key={`${open.action}-${round}-${open.owed ? `${open.owed.from}-${open.owed.to}` : ""}`}
            spec={spec(open.action)}
            level={3}
            onDone={onWritten}
          />
        ) : null}
      </div>
    </section>
  );
}
