#!/usr/bin/env node
/** Entry point of the `sealaw` command; see program.ts. */
import { main } from "./program.js";

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`sealaw: internal error: ${String(e)}\n`);
    process.exitCode = 1;
  },
);
