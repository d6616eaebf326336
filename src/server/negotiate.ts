/**
 * Content negotiation: which of the media types a route offers the client's
 * Accept header prefers (RFC 9110 §12.5.1), by quality and then by specificity.
 */

interface Range {
  type: string;
  subtype: string;
  q: number;
}

/**
 * The quality a range of an Accept or Accept-Language header gives by its
 * parameters ("q=0.8"): 1 when it names none, held to 0–1, 0 when it is no number.
 */
export function quality(params: readonly string[]): number {
  let q = 1;
  for (const p of params) {
    const [k, v] = p.trim().split("=");
    if (k?.trim().toLowerCase() === "q") {
      const n = Number(v);
      q = Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0;
    }
  }
  return q;
}

function ranges(accept: string): Range[] {
  const out: Range[] = [];
  for (const part of accept.split(",")) {
    const [media, ...params] = part.trim().split(";");
    const [type, subtype] = (media ?? "").trim().toLowerCase().split("/");
    if (!type || !subtype) continue;
    out.push({ type, subtype, q: quality(params) });
  }
  return out;
}

/** The offered type the client accepts most, the first offered when it says nothing; undefined when none is acceptable. */
export function negotiate(accept: string | undefined, offered: readonly string[]): string | undefined {
  if (accept === undefined || accept.trim() === "") return offered[0];
  const rs = ranges(accept);
  let best: { type: string; q: number; order: number } | undefined;
  offered.forEach((o, order) => {
    const [t, s] = o.split("/");
    let match: { q: number; spec: number } | undefined;
    for (const r of rs) {
      const spec =
        r.type === t && r.subtype === s ? 2 : r.type === t && r.subtype === "*" ? 1 : r.type === "*" ? 0 : -1;
      if (spec < 0) continue;
      if (!match || spec > match.spec) match = { q: r.q, spec };
    }
    if (match && match.q > 0 && (!best || match.q > best.q)) best = { type: o, q: match.q, order };
  });
  return best?.type;
}
