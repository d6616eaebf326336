// The hooks that register.mjs installs. What they do, and no more:
//
// - resolve: an import of "./x.js" from a TypeScript file names ./x.ts (or ./x.tsx)
//   when that file exists, as TypeScript's NodeNext resolution has it. Every other
//   import is Node's own.
// - load: a .ts, .mts or .tsx file is turned into JavaScript by esbuild (types
//   removed, the JSX of the pages made Preact calls), as an ES module, with its
//   source map inline.
//
// What esbuild writes is kept in node_modules/.cache/sealaw-ts/, under a digest of
// the file's path and text, so the 170 processes of a run transform each file once.
// A file whose text changes gets a new digest; nothing has to be cleared.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync, version } from "esbuild";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CACHE = join(ROOT, "node_modules", ".cache", "sealaw-ts");
const TS_FILE = /\.(?:m?ts|tsx)$/;
/** Changes when what load() writes for the same text changes. */
const RECIPE = `1 esbuild ${version}`;

let cacheReady = false;

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL;
  if (parent !== undefined && TS_FILE.test(parent) && specifier.endsWith(".js") && specifier.startsWith(".")) {
    const stem = specifier.slice(0, -3);
    for (const ext of [".ts", ".tsx"]) {
      const url = new URL(stem + ext, parent);
      if (existsSync(url)) return { url: url.href, format: "module", shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !TS_FILE.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const text = readFileSync(file, "utf8");
  const key = createHash("sha256").update(RECIPE).update("\0").update(file).update("\0").update(text).digest("hex");
  const kept = join(CACHE, `${key}.js`);
  let source;
  try {
    source = readFileSync(kept, "utf8");
  } catch {
    source = transformSync(text, {
      loader: file.endsWith(".tsx") ? "tsx" : "ts",
      format: "esm",
      target: "node20",
      sourcemap: "inline",
      sourcesContent: false,
      sourcefile: file,
      jsx: "automatic",
      jsxImportSource: "preact",
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
    }).code;
    try {
      if (!cacheReady) mkdirSync(CACHE, { recursive: true });
      cacheReady = true;
      // Written whole under another name first: a process reading it meanwhile sees all or nothing.
      const part = `${kept}.${process.pid}.part`;
      writeFileSync(part, source);
      renameSync(part, kept);
    } catch {
      // A cache that cannot be written costs time, not correctness.
    }
  }
  return { format: "module", source, shortCircuit: true };
}
