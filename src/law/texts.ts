/**
 * The statute texts, loaded on demand. The generated text modules are large, so
 * they are imported only when a text is asked for; the small text-hash modules
 * are what start-up code imports for receipts.
 */

import { type ProvisionText, requireProvision, type StatuteText } from "../core/provision.js";

interface TextModule {
  readonly STATUTE: StatuteText;
  readonly PROVISIONS: readonly ProvisionText[];
}

/** The statutes whose texts are shipped, in the order their provisions are listed. */
export const TEXT_STATUTE_IDS = ["borkum-1666", "dl-vrag", "dl-averi"] as const;

const LOADERS: Record<(typeof TEXT_STATUTE_IDS)[number], () => Promise<TextModule>> = {
  "borkum-1666": () => import("./borkum-1666/text.generated.js"),
  "dl-vrag": () => import("./dl-vrag/text.generated.js"),
  "dl-averi": () => import("./dl-averi/text.generated.js"),
};

let loading: Promise<readonly TextModule[]> | undefined;

function loadModules(): Promise<readonly TextModule[]> {
  if (loading === undefined) {
    loading = Promise.all(TEXT_STATUTE_IDS.map((id) => LOADERS[id]()));
    // A failed import is not cached: the next call tries again.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** Every provision of every statute, in order (borkum-1666, dl-vrag, dl-averi). */
export async function loadAllProvisions(): Promise<ProvisionText[]> {
  return (await loadModules()).flatMap((m) => m.PROVISIONS);
}

/** The provision with this id; throws ProvisionNotFoundError (with suggestions) if there is none. */
export async function getProvision(id: string): Promise<ProvisionText> {
  return requireProvision(await loadAllProvisions(), id);
}

/** What is shipped of each statute: file names, languages, hashes, number of provisions. */
export async function listStatuteTexts(): Promise<StatuteText[]> {
  return (await loadModules()).map((m) => m.STATUTE);
}
