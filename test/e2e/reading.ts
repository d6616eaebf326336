/// <reference lib="dom" />
/**
 * What a reader sees, measured in the page: table cells that lie off-screen
 * unannounced, and English standing in a German or Danish page where the page says
 * its own language (a sentence that mixes languages). Shared by the phone, language and
 * journey tests.
 */

import type { Page } from "playwright-core";

/**
 * Table cells outside the viewport's width and not inside a frame that says it
 * scrolls (in English, German or Danish: the pages' words for it) and takes the focus.
 */
export async function offScreen(page: Page, width: number): Promise<string[]> {
  return page.evaluate((w) => {
    const out: string[] = [];
    for (const c of document.querySelectorAll("table th, table td")) {
      const r = c.getBoundingClientRect();
      if (r.width === 0 || (r.left >= -0.5 && r.right <= w + 0.5)) continue;
      const frame = c.closest("[data-scrolls]");
      const label = frame?.getAttribute("aria-label") ?? "";
      if (frame && /scroll|verschiebbar|rulles til siden/i.test(label) && frame.getAttribute("tabindex") === "0")
        continue;
      out.push(
        `${c.closest("table")?.className}: ${(c.textContent ?? "").trim().slice(0, 24)} (${Math.round(r.left)}–${Math.round(r.right)})`,
      );
    }
    return out;
  }, width);
}

/** Every `name` and `title` a case gives: the words people wrote themselves. */
export function givenNames(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) givenNames(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if ((k === "name" || k === "title") && typeof x === "string") out.add(x);
      else givenNames(x, out);
    }
  }
  return out;
}

/**
 * Text in the page's language that reads as English: the mixed sentences. A block
 * marked as another language (the law's English beside its original, a Danish
 * original in a German page) is what it says; a block marked as the page's own
 * language (the engine's words as they arrived) is read like the page's words.
 */
export async function englishOutside(page: Page, names: Set<string>): Promise<string[]> {
  return page.evaluate(
    (given) => {
      const out: string[] = [];
      const own = document.documentElement.lang;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        // The names people gave are theirs, in whatever sentence they stand.
        let text = n.textContent ?? "";
        for (const g of given) text = text.split(g).join("");
        if (!el || text.trim() === "") continue;
        if (el.closest("code, .cites, .pid, noscript, option")) continue;
        const marked = el.closest("[lang]")?.getAttribute("lang") ?? own;
        if (marked !== own) continue;
        if (/\b(the|may|choose|shall|which|his|of|and|or)\b/.test(text))
          out.push(`${el.tagName}.${el.className}: ${text.trim().slice(0, 80)}`);
      }
      return out;
    },
    [...names].sort((a, b) => b.length - a.length),
  );
}
