import { describe, expect, it } from 'vitest';
import { csvCell, talentCrewReportFilename } from './talent-crew-report-csv';

// The report download is opened in spreadsheets: cells are escaped and formulas neutralised.

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    [12, '12'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+44 20', "'+44 20"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['=A1,"x"', `"'=A1,""x"""`],
  ])('%j -> %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('talentCrewReportFilename', () => {
  it('names one program’s report after it', () => {
    expect(talentCrewReportFilename(null)).toBe('talent-crew-report.csv');
    expect(talentCrewReportFilename(7)).toBe('talent-crew-report-program-7.csv');
  });
});
