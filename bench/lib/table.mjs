// The one table printer: fixed-width columns, numbers right-aligned, a title line above; or the
// same table as Markdown (for bench/README.md's results).

/**
 * @param {string} title
 * @param {{ key: string, label: string, format?: (v: any, row: any) => string, align?: 'left'|'right' }[]} columns
 * @param {Record<string, any>[]} rows
 * @param {{ note?: string, markdown?: boolean }} [opts]
 */
export function formatTable(title, columns, rows, opts = {}) {
  const cells = rows.map((row) =>
    columns.map((c) => {
      const v = row[c.key];
      if (c.format) return c.format(v, row);
      if (v === null || v === undefined) return "-";
      return String(v);
    }),
  );
  const align = columns.map((c, i) => c.align ?? (cells.length && cells.every((line) => isNumeric(line[i])) ? "right" : "left"));
  if (opts.markdown) {
    const row = (parts) => `| ${parts.map((p) => p.replace(/\|/g, "\\|")).join(" | ")} |`;
    const out = [`\n**${title}**\n`, row(columns.map((c) => c.label)), `|${align.map((a) => (a === "right" ? " ---: " : " --- ")).join("|")}|`];
    for (const r of cells) out.push(row(r));
    if (opts.note) out.push("", ...opts.note.split("\n").map((l) => `${l}  `));
    return out.join("\n");
  }
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const pad = (s, i) => (align[i] === "right" ? s.padStart(widths[i]) : s.padEnd(widths[i]));
  const line = (parts) => parts.map(pad).join("  ").trimEnd();
  const out = [`\n${title}`, line(columns.map((c) => c.label)), widths.map((w) => "-".repeat(w)).join("  ")];
  for (const r of cells) out.push(line(r));
  if (opts.note) out.push(opts.note);
  return out.join("\n");
}

function isNumeric(s) {
  return s === "-" || /^[-+]?[\d.,]+\s*(%|x|ms|s|kB|KB|MB|B|MB\/s|req\/s)?$/.test(s);
}

/** Number with `digits` decimals and thousands separators; "-" for null. */
export function num(v, digits = 0) {
  if (v === null || v === undefined || Number.isNaN(v)) return "-";
  return Number(v).toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Bytes as kB (1000) with one decimal. */
export function kb(v) {
  return v === null || v === undefined ? "-" : (v / 1000).toFixed(1);
}

/** Status codes and their counts, "200:1234 429:5", or "-" when none were recorded. */
export function statusCodes(counts) {
  return counts
    ? Object.entries(counts)
        .map(([code, n]) => `${code}:${n}`)
        .join(" ")
    : "-";
}
