/**
 * Text from a case, a lot, a token or a request, made safe to print on a
 * terminal. A stored description or name may hold an escape sequence (which can
 * clear the screen, retitle the window or colour what follows), a bidi control
 * (which can reorder what the reader sees) or a newline (which can forge a whole
 * line of a list). Printed, each control character is shown as a visible escape
 * instead; the stored text is never changed, and JSON output never passes here
 * (JSON escapes control characters itself).
 */

/**
 * The characters shown escaped: C0 (U+0000–U+001F, ESC and newline among them),
 * DEL (U+007F), C1 (U+0080–U+009F), the marks and embeddings that steer the
 * direction of text (U+061C, U+200E, U+200F, U+202A–U+202E) and the isolates
 * (U+2066–U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function escapeOne(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.charCodeAt(0);
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `s` with every control character shown as an escape: "\x1b", "\n", "\u202E". */
export function escapeControls(s: string): string {
  return s.replace(CONTROL, escapeOne);
}

/**
 * An error's message as the terminal shows it. Whatever it quotes of the input (a
 * file name, an id, a reading, a title) is escaped whole, a newline in it too, so
 * that it cannot start a line of its own. An error whose message the program
 * composed of several lines says so with `lines` (a CaseError lists its issues a
 * line each): each of those lines is escaped, and the breaks between them kept.
 */
export function terminalMessage(e: unknown, say: (text: string) => string = (text) => text): string {
  if (!(e instanceof Error)) return escapeControls(String(e));
  const lines = (e as Error & { lines?: unknown }).lines;
  if (Array.isArray(lines) && lines.length > 0 && lines.every((l) => typeof l === "string")) {
    return lines.map((l) => escapeControls(say(l))).join("\n");
  }
  return escapeControls(say(e.message ?? String(e)));
}

/**
 * A copy of a value with every string in it, keys included, escaped: what a text
 * renderer is given, so that whatever it prints of the value is safe and none of
 * its own line breaks is lost.
 */
export function terminalSafe<T>(value: T): T {
  return safe(value) as T;
}

function safe(v: unknown): unknown {
  if (typeof v === "string") return escapeControls(v);
  if (Array.isArray(v)) return v.map(safe);
  if (v !== null && typeof v === "object") {
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = proto === null ? Object.create(null) : {};
    for (const [k, x] of Object.entries(v)) {
      Object.defineProperty(out, escapeControls(k), {
        value: safe(x),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }
  return v;
}
