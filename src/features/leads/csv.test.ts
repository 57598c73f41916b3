import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes every value and doubles quotes inside', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it.each([
    '=HYPERLINK("http://evil.test","click")',
    '+1 909 555 0100',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    ' =1+1',
    '\u00a0=1+1',
    '\n=1+1',
    '\u200b\u200b@SUM(A1)',
    '\u0001+1',
    '\uff1d1+1',
  ])('neutralises %j so spreadsheets never run it', (value) => {
    const cell = csvCell(value);
    expect(cell.startsWith(`"'`)).toBe(true);
    expect(cell.slice(2, -1)).toBe(value.replace(/"/g, '""'));
  });

  it('leaves ordinary values, and such characters later in the text, alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('jo@example.com')).toBe('"jo@example.com"');
    expect(csvCell('  Ann = the owner')).toBe('"  Ann = the owner"');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ann', 'x,y'],
          ['Bo', '=1+1'],
        ],
      ),
    ).toBe('"Name","Note"\r\n"Ann","x,y"\r\n"Bo","\'=1+1"\r\n');
  });

  it('is parseable back into the same cells (quote prefix aside)', () => {
    const rows = [['a "b"', 'c\r\nd', ',']];
    const csv = toCsv(['h1', 'h2', 'h3'], rows);
    const cells = [...csv.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
    expect(cells).toEqual(['h1', 'h2', 'h3', 'a "b"', 'c\r\nd', ',']);
  });
});
