import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { parseCsv } from '../../../../../tests/server/campaign-helpers';

const one = (value: Parameters<typeof toCsv>[1][0][0]) => parseCsv(toCsv(['h'], [[value]]).slice(1))[1]![0];

describe('a campaign CSV', () => {
  it('starts with a byte-order mark, separates with semicolons and ends lines with CRLF', () => {
    expect(toCsv(['Proyecto', 'Votos'], [['Huertos', 3]])).toBe('\uFEFFProyecto;Votos\r\nHuertos;3\r\n');
  });

  it('keeps commas, semicolons, quotes, line breaks and accents inside one cell', () => {
    const text = 'Núñez; "Toño", de\r\nA Coruña';
    expect(toCsv(['h'], [[text]])).toBe(`\uFEFFh\r\n"Núñez; ""Toño"", de\r\nA Coruña"\r\n`);
    expect(one(text)).toBe(text);
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+34 600', "'+34 600"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    // After the tab as well: a sheet that splits on tabs would read "=1" as a cell of its own.
    ['\t=1', "'\t'=1"],
    ['  =1+1', "'  =1+1"],
    ['Madrid,=1+1', "Madrid,'=1+1"],
    ['x; =HYPERLINK("http://x")', `x; '=HYPERLINK("http://x")`],
    // A sheet that splits on tabs (LibreOffice with Tab ticked, rows pasted into Excel or Sheets).
    ['a\t=1+1', "a\t'=1+1"],
    ["Valencia\t=cmd|' /C calc'!A0", "Valencia\t'=cmd|' /C calc'!A0"],
    ['a\n@x', "a\n'@x"],
    ['a\r\n+1', "a\r\n'+1"],
    ['a\u000b-1', "a\u000b'-1"],
    ['a\t \t=1', "a\t \t'=1"],
  ])('shows %j as text, never as a formula', (text, shown) => {
    expect(one(text)).toBe(shown);
  });

  it('quotes a cell with a tab or another control character, so that no sheet splits it', () => {
    expect(toCsv(['h'], [['a\tb']])).toBe('\uFEFFh\r\n"a\tb"\r\n');
    expect(toCsv(['h'], [['a\u0001b']])).toBe('\uFEFFh\r\n"a\u0001b"\r\n');
  });

  it('keeps numbers (negative ones too), booleans in Spanish and empty cells', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[-5, true, null, Number.NaN]])).toBe('\uFEFFa;b;c;d\r\n-5;sí;;\r\n');
  });
});
