/**
 * A view loaded when it is first shown: each area of the pages (the builder, the
 * law, the register, the determination) is its own chunk, so a link to one view
 * does not fetch the code of the others.
 */

import type { ComponentType, JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { t } from "./i18n/index.js";

export type LazyView<P extends object> = ComponentType<P> & {
  /** Start loading the view now, before it is rendered (the view the page opens on). */
  preload(): void;
};

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let failed: string | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const view = function LazyView(props: P): JSX.Element {
    const [view, setView] = useState<{ c?: ComponentType<P>; error?: string }>({
      ...(loaded ? { c: loaded } : {}),
      ...(failed ? { error: failed } : {}),
    });
    useEffect(() => {
      if (loaded || failed) return;
      let live = true;
      start().then(
        (c) => {
          loaded = c;
          if (live) setView({ c });
        },
        (e: unknown) => {
          failed = String((e as Error)?.message ?? e);
          if (live) setView({ error: failed });
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (view.c) {
      const C = view.c;
      return <C {...props} />;
    }
    if (view.error) return <p role="alert">{`${t("error.title")}: ${view.error}`}</p>;
    return <p aria-live="polite">{t("loading")}</p>;
  };
  return Object.assign(view, {
    preload() {
      start().catch(() => undefined);
    },
  });
}
