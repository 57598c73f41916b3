/** Plain-text tables for the scripts' reports. */

/** A row writer: each cell padded to its column's widest (header included), two spaces apart. */
export function columnLine(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return Object.assign(line, { rule: () => line(widths.map((w) => '-'.repeat(w))) });
}
