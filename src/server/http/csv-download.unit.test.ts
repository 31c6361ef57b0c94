import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { CSV_OPTIONS, type CsvCell } from './csv-download';

// Every download is opened in spreadsheets: each cell quoted and escaped, and a text cell that
// would start a formula neutralised (OWASP CSV injection).

const cellText = (value: CsvCell) =>
  stringify([[value]], { ...CSV_OPTIONS, bom: false }).replace(/\r\n$/, '');

describe('the CSV format', () => {
  it.each([
    ['plain', '"plain"'],
    [12, '"12"'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', `"'=1+2"`],
    ['+44 20', `"'+44 20"`],
    ['-cmd', `"'-cmd"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('%j -> %j', (value, expected) => {
    expect(cellText(value)).toBe(expected);
  });

  it('starts with a byte-order mark and ends each row with CRLF; an empty row is a blank line', () => {
    expect(stringify([['Title'], ['a', -5], [], ['b']], CSV_OPTIONS)).toBe(
      '\uFEFF"Title"\r\n"a","-5"\r\n\r\n"b"\r\n',
    );
  });
});
