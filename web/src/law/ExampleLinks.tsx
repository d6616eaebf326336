/**
 * The shipped examples that cite a provision, each a link that opens it in the case
 * builder. The link's address is the case itself (#/case?c=…): the example's YAML
 * is fetched and parsed (the `yaml` package, loaded only then), its `expect` block
 * dropped, when the link is pointed at or focused, and at the latest on the click.
 */

import { useState } from "preact/hooks";
import { get } from "../api.js";
import { type CaseData, caseHref, setCase } from "../case/store.js";
import { t, useLang } from "../i18n/index.js";
import type { Example } from "./data.js";

const loaded = new Map<string, Promise<CaseData>>();

/** The example as a case for the builder: parsed, without its expected results. */
export function exampleCase(name: string): Promise<CaseData> {
  let p = loaded.get(name);
  if (!p) {
    const path = `/v1/examples/${name.split("/").map(encodeURIComponent).join("/")}`;
    p = Promise.all([get<string>(path, { accept: "application/yaml" }), import("yaml")]).then(([text, yaml]) => {
      const c = yaml.parse(text) as CaseData;
      delete c.expect;
      return c;
    });
    loaded.set(name, p);
    p.catch(() => loaded.delete(name));
  }
  return p;
}

/** Open the case in the builder: the address first, then the builder's store. */
export function openInBuilder(c: CaseData): void {
  location.hash = caseHref(c).replace(/^#/, "");
  setCase(c);
}

function ExampleLink({ ex }: { ex: Example }) {
  const [to, setTo] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  const prepare = () => {
    if (!to)
      exampleCase(ex.name).then(
        (c) => setTo(caseHref(c)),
        () => setFailed(true),
      );
  };
  const open = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    exampleCase(ex.name).then(openInBuilder, () => setFailed(true));
  };
  return (
    <li>
      <a
        href={to ?? `#/case?example=${encodeURIComponent(ex.name)}`}
        onMouseEnter={prepare}
        onFocus={prepare}
        onClick={open}
        data-example={ex.name}
      >
        {ex.title ?? ex.name}
      </a>{" "}
      <span class="law-example-name">({ex.name})</span>
      {failed ? (
        <span role="alert" class="error">
          {" "}
          {t("law.examples.failed")}
        </span>
      ) : null}
    </li>
  );
}

/** The links as a list; `cls` names the list (the examples beside a rule have their own). */
export function ExampleLinks({ list, cls = "law-examples" }: { list: readonly Example[]; cls?: string }) {
  useLang();
  if (list.length === 0) return <p class="law-none">{t("law.examples.none")}</p>;
  return (
    <ul class={cls}>
      {list.map((ex) => (
        <ExampleLink key={ex.name} ex={ex} />
      ))}
    </ul>
  );
}
