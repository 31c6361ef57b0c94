import { describe, expect, it } from 'vitest';
import { talentCrewReportFilename } from './talent-crew-report-csv';

// The report download's name; its cells are escaped by the shared CSV writer
// (src/server/http/csv-download.unit.test.ts).

describe('talentCrewReportFilename', () => {
  it('names one program’s report after it', () => {
    expect(talentCrewReportFilename(null)).toBe('talent-crew-report.csv');
    expect(talentCrewReportFilename(7)).toBe('talent-crew-report-program-7.csv');
  });
});
