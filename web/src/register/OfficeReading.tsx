/** An officer sets the reading the office follows on an open question (POST /v1/register/readings). */

import { t, useLang } from "../i18n/index.js";
import { readings } from "../law/data.js";
import { useLoad } from "../law/load.js";
import { Failed, Loading } from "../law/Status.js";
import { readingForm } from "./forms.js";
import { WriteForm } from "./WriteForm.js";

export function OfficeReading() {
  useLang();
  const list = useLoad(readings, []);
  return (
    <details class="reg-office-reading">
      <summary>{t("reg.reading.open")}</summary>
      {list.error ? <Failed error={list.error} /> : null}
      {list.data ? <WriteForm spec={readingForm(list.data)} level={3} onDone={() => {}} /> : <Loading />}
    </details>
  );
}
