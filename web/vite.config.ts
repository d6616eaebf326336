/**
 * The web pages' build: Preact, bundled by Vite into dist/web/, which `sealaw serve`
 * serves at /. Nothing is loaded from another host; no script is inlined (the
 * pages' Content-Security-Policy allows only the server's own files).
 */

import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    target: "es2022",
  },
  server: { proxy: { "/v1": "http://127.0.0.1:8080" } },
});
