/**
 * CSV as RFC 4180 describes it (every field quoted, quotes doubled, CRLF line ends), made safe
 * for spreadsheets: a cell whose first visible character is = + - @ (or their full-width forms),
 * whatever whitespace, control or zero-width characters precede it, or that starts with a tab or
 * carriage return, gets a leading single quote, so Excel, Numbers and Sheets show it as text and
 * never run it as a formula.
 */
const FORMULA_START = /^(?:[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/u;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file; the BOM makes Excel read it as UTF-8 (names with accents). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
