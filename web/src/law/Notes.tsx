/**
 * The commentary the API gives with a provision (notes on words, what the text
 * leaves open) is a short list in light Markdown: "- *word* — meaning". It is
 * shown as a list, with the *starred* words in italics; nothing else is read.
 */

import type { ComponentChildren } from "preact";

function inline(s: string): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  const re = /\*([^*]+)\*/g;
  let at = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m.index > at) out.push(s.slice(at, m.index));
    out.push(<em key={m.index}>{m[1]}</em>);
    at = m.index + m[0].length;
  }
  if (at < s.length) out.push(s.slice(at));
  return out;
}

/** The notes as a list: each "- " line an item; a line that does not start so continues the item before. */
export function Notes({ text }: { text: string }) {
  const items: string[] = [];
  for (const line of text.split("\n")) {
    const l = line.trim();
    if (l === "") continue;
    if (l.startsWith("- ") || items.length === 0) items.push(l.replace(/^- /, ""));
    else items[items.length - 1] += ` ${l}`;
  }
  return (
    <ul class="law-notes">
      {items.map((x, i) => (
        <li key={i}>{inline(x)}</li>
      ))}
    </ul>
  );
}
