import { describe, expect, it } from 'vitest';
import { normaliseDocumentNumber } from './document-number';

describe('a document number in one spelling', () => {
  it.each([
    ['12345678Z', '12345678Z', 'dni'],
    ['12.345.678-z', '12345678Z', 'dni'],
    [' 1234567 8 z ', '12345678Z', 'dni'],
    ['1234567L', '01234567L', 'dni'],
    ['x1234567l', 'X1234567L', 'nie'],
    ['Y-1234567-X', 'Y1234567X', 'nie'],
    ['Z 1234567 R', 'Z1234567R', 'nie'],
    ['PAB123456', 'PAB123456', 'other'],
  ])('reads %j as %s (%s)', (raw, value, kind) => {
    expect(normaliseDocumentNumber(raw)).toEqual({ ok: true, value, kind });
  });

  it.each([
    ['12345678A', 'checkLetter'],
    ['X1234567A', 'checkLetter'],
    ['123456789', 'format'],
    ['12345678', 'format'],
    ['X123456L', 'format'],
    ['ab', 'format'],
    ['  - ', 'empty'],
    ['12345678Z; DROP', 'format'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(normaliseDocumentNumber(raw)).toEqual({ ok: false, reason });
  });
});
