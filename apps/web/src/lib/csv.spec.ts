import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes cells that need it', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });
  it('defuses formulas but keeps negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12')).toBe('-12');
  });
  it('joins rows with CRLF', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Ada'],
          [2, 'Obi, Jr'],
        ],
      ),
    ).toBe('id,name\r\n1,Ada\r\n2,"Obi, Jr"');
  });
});
