import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { parseCsv } from '../../../../tests/server/campaign-helpers';

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
    ['\t=1', "'\t=1"],
    ['  =1+1', "'  =1+1"],
    ['Madrid,=1+1', "Madrid,'=1+1"],
    ['x; =HYPERLINK("http://x")', `x; '=HYPERLINK("http://x")`],
  ])('shows %j as text, never as a formula', (text, shown) => {
    expect(one(text)).toBe(shown);
  });

  it('keeps numbers (negative ones too), booleans in Spanish and empty cells', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[-5, true, null, Number.NaN]])).toBe('\uFEFFa;b;c;d\r\n-5;sí;;\r\n');
  });
});
