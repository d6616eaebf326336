/**
 * Where the package is installed: the folder that holds examples/. From the
 * modules tsc writes (dist/server/) it is two folders up from this module; in the
 * command's bundle (dist/cli/sealaw.cjs), where import.meta has no URL, two
 * folders up from the bundle.
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";

declare const __dirname: string | undefined;

export function packageRoot(): string {
  const url: string | undefined = import.meta.url;
  if (url) return fileURLToPath(new URL("../../", url));
  return `${join(__dirname ?? process.cwd(), "..", "..")}/`;
}
