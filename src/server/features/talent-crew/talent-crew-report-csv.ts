import { centsToDecimal } from '../../../contract/money';
import type { TalentCrewReport } from '../../../contract/talent-crew';
import type { CsvCell } from '../../http/csv-download';

// The Reports download: the JSON report's figures as CSV sections (a title row, a header row,
// the rows, a blank row), dollars with two decimals, written by the shared CSV writer.

const dollars = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

const section = (title: string, header: string[], rows: CsvCell[][]): CsvCell[][] => [
  [title],
  header,
  ...rows,
  [],
];

/** The whole report as CSV rows, section after section. */
export function talentCrewReportRows(report: TalentCrewReport): CsvCell[][] {
  const spend = ['Tickets redeemed', 'Spent'];
  return [
    ...section(
      'Programs',
      [
        'Program',
        'Budget',
        'Committed',
        'Remaining budget',
        'Tickets issued',
        'Unredeemed',
        ...spend,
      ],
      report.programs.map((program) => [
        program.programName,
        dollars(program.budgetTotalCents),
        dollars(program.committedCents),
        dollars(program.remainingBudgetCents),
        program.ticketsIssued,
        program.ticketsUnredeemed,
        program.ticketsRedeemed,
        dollars(program.spentCents),
      ]),
    ),
    ...section(
      'Spend by department',
      ['Department', ...spend],
      report.byDepartment.map((row) => [
        row.department,
        row.ticketsRedeemed,
        dollars(row.spentCents),
      ]),
    ),
    ...section(
      'Spend by vendor',
      ['Vendor', ...spend],
      report.byVendor.map((row) => [row.vendorName, row.ticketsRedeemed, dollars(row.spentCents)]),
    ),
    ...section(
      'Unredeemed tickets',
      ['Code', 'Program', 'Crew member', 'Department', 'Allowance', 'Status', 'Valid until'],
      report.unredeemedTickets.map((ticket) => [
        ticket.code,
        ticket.programName,
        ticket.memberName,
        ticket.department,
        ticket.allowance,
        ticket.status,
        ticket.validUntil,
      ]),
    ),
    ...section(
      'Totals',
      ['Budget', 'Remaining budget', 'Tickets issued', 'Unredeemed', ...spend],
      [
        [
          dollars(report.totals.budgetTotalCents),
          dollars(report.totals.remainingBudgetCents),
          report.totals.ticketsIssued,
          report.totals.ticketsUnredeemed,
          report.totals.ticketsRedeemed,
          dollars(report.totals.spentCents),
        ],
      ],
    ),
  ];
}

/** talent-crew-report.csv, or talent-crew-report-program-7.csv for one program. */
export function talentCrewReportFilename(programId: number | null): string {
  return programId === null
    ? 'talent-crew-report.csv'
    : `talent-crew-report-program-${programId}.csv`;
}
