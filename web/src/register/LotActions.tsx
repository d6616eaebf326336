/**
 * What may be recorded on a lot, as the signed-in role allows: a clerk records
 * claims, sales, payments and costs; an officer also records an assessment, decides a claim and disposes
 * of the lot. One form is open at a time. Without a token nothing is offered.
 * A form is offered only when the lot's state lets the register take it: a claim
 * decided only while one waits, a new claim only while none waits or was accepted,
 * and on a closed lot (returned, forfeited, divided, settled) only a payment.
 */

import { useState } from "preact/hooks";
import { t, useLang } from "../i18n/index.js";
import { assessForm, claimForm, costForm, decideForm, disposeForm, partiesOf, paymentForm, saleForm } from "./forms.js";
import { SignIn, SignInNote } from "./SignIn.js";
import { may, type Role, useSession } from "./session.js";
import type { Lot, Owed, Shown, Written } from "./types.js";
import { type FormSpec, WriteForm } from "./WriteForm.js";

type Action = "claim" | "sale" | "payment" | "cost" | "assess" | "decide" | "dispose";
const NEEDS: Record<Action, Role> = {
  claim: "clerk",
  sale: "clerk",
  payment: "clerk",
  cost: "clerk",
  assess: "officer",
  decide: "officer",
  dispose: "officer",
};

const CLOSED: ReadonlySet<Lot["status"]> = new Set(["returned", "forfeited", "divided", "settled"]);

/** Whether the lot's state lets the register take the action (src/registry/register.ts refuses the rest). */
function allows(lot: Lot, a: Action): boolean {
  if (CLOSED.has(lot.status)) return a === "payment";
  const pending = lot.claims.some((c) => c.decision === undefined);
  if (a === "decide") return pending;
  if (a === "claim") return !pending && !lot.claims.some((c) => c.decision?.accepted);
  return true;
}

export function LotActions({
  shown,
  onWritten,
  open,
  setOpen,
}: {
  shown: Shown;
  onWritten: (w: Written) => void;
  /** The open form, and the payment it was opened for (from a row of what is owed). */
  open: { action: Action; owed?: Owed } | undefined;
  setOpen: (o: { action: Action; owed?: Owed } | undefined) => void;
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
  const offered = (Object.keys(NEEDS) as Action[]).filter((a) => may(s, NEEDS[a]) && allows(shown.lot, a));
  const spec = (a: Action): FormSpec => {
    if (a === "claim") return claimForm(lot);
    if (a === "sale") return saleForm(lot);
    if (a === "payment") return paymentForm(lot, partiesOf(shown.lot, shown.owed), open?.owed);
    if (a === "cost") return costForm(lot);
    if (a === "assess") return assessForm(shown.lot);
    if (a === "decide") return decideForm(lot);
    return disposeForm(lot);
  };
  return (
    <section class="reg-actions-panel" aria-labelledby="reg-act-h">
      <h2 id="reg-act-h">{t("reg.actions.title")}</h2>
      <SignIn level={3} />
      <ul class="reg-action-buttons">
        {offered.map((a) => (
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
              {t(`reg.actions.${a}`)}
            </button>
          </li>
        ))}
      </ul>
      <div id="reg-action-form">
        {open && offered.includes(open.action) ? (
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
