/**
 * The reference page of the API, drawn from its OpenAPI document: every route with
 * its summary, parameters, body and answers, and the schemas in full. Plain HTML
 * and a little CSS, all in the page: nothing is loaded from anywhere else.
 */

function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Obj = Record<string, unknown>;

function obj(v: unknown): Obj {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {};
}

function schemaBlock(s: unknown): string {
  if (s === undefined) return "";
  const text = JSON.stringify(s, null, 2);
  if (text.length < 1200) return `<pre>${esc(text)}</pre>`;
  return `<details><summary>schema (${text.length.toLocaleString("en")} characters)</summary><pre>${esc(text)}</pre></details>`;
}

function operation(method: string, path: string, op: Obj): string {
  const out: string[] = [];
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-");
  out.push(
    `<section id="${esc(id)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>`,
  );
  if (op.summary) out.push(`<p>${esc(op.summary)}</p>`);
  if (op.description) out.push(`<p>${esc(op.description)}</p>`);
  if (Array.isArray(op.security) && op.security.length > 0) out.push('<p class="lock">Needs a bearer token.</p>');
  const params = Array.isArray(op.parameters) ? (op.parameters as Obj[]) : [];
  if (params.length > 0) {
    out.push("<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th><th>description</th></tr>");
    for (const p of params) {
      const s = obj(p.schema);
      out.push(
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? "yes" : ""}</td><td><code>${esc(JSON.stringify(s))}</code></td><td>${esc(p.description ?? s.description ?? "")}</td></tr>`,
      );
    }
    out.push("</table>");
  }
  const body = obj(op.requestBody);
  const content = obj(body.content);
  if (Object.keys(content).length > 0) {
    out.push(
      `<h4>Body: ${Object.keys(content)
        .map((c) => `<code>${esc(c)}</code>`)
        .join(", ")}</h4>`,
    );
    out.push(schemaBlock(obj(Object.values(content)[0]).schema));
  }
  for (const [code, r] of Object.entries(obj(op.responses))) {
    const rc = obj(obj(r).content);
    out.push(
      `<h4>${esc(code)}: ${esc(obj(r).description ?? "")} ${Object.keys(rc)
        .map((c) => `<code>${esc(c)}</code>`)
        .join(", ")}</h4>`,
    );
    out.push(schemaBlock(obj(Object.values(rc)[0]).schema));
  }
  out.push("</section>");
  return out.join("\n");
}

export function docsPage(doc: Obj): string {
  const info = obj(doc.info);
  const paths = obj(doc.paths);
  const ops: { method: string; path: string; op: Obj; tag: string }[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(obj(item))) {
      const o = obj(op);
      ops.push({ method, path, op: o, tag: Array.isArray(o.tags) ? String(o.tags[0]) : "other" });
    }
  }
  const tags = (Array.isArray(doc.tags) ? (doc.tags as Obj[]) : []).map((t) => ({
    name: String(t.name),
    description: String(t.description ?? ""),
  }));
  for (const o of ops) if (!tags.some((t) => t.name === o.tag)) tags.push({ name: o.tag, description: "" });
  const body: string[] = [];
  body.push(`<h1>${esc(info.title)} ${esc(info.version)}: the HTTP API</h1>`);
  body.push(`<p>${esc(info.description ?? "")}</p>`);
  body.push('<p>The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>');
  body.push("<nav><ul>");
  for (const t of tags) {
    body.push(`<li><a href="#tag-${esc(t.name)}">${esc(t.name)}</a> — ${esc(t.description)}<ul>`);
    for (const o of ops.filter((x) => x.tag === t.name)) {
      const id = `${o.method}-${o.path}`.replace(/[^A-Za-z0-9]+/g, "-");
      body.push(`<li><a href="#${esc(id)}">${esc(o.method.toUpperCase())} ${esc(o.path)}</a></li>`);
    }
    body.push("</ul></li>");
  }
  body.push("</ul></nav>");
  for (const t of tags) {
    body.push(`<h2 id="tag-${esc(t.name)}">${esc(t.name)}</h2><p>${esc(t.description)}</p>`);
    for (const o of ops.filter((x) => x.tag === t.name)) body.push(operation(o.method, o.path, o.op));
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)} HTTP API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f6f4;padding:.6rem;overflow:auto}
section{border-top:1px solid #ddd;padding-top:.5rem}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
.m{display:inline-block;min-width:4.5em;font-size:12px;padding:1px 4px;color:#fff;background:#555;text-align:center}.get{background:#2a6}.post{background:#26a}.delete{background:#a33}
.lock{color:#a33}
</style></head><body>
${body.join("\n")}
</body></html>
`;
}
