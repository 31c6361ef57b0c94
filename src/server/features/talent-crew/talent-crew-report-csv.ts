import { centsToDecimal } from '../../../contract/money';
import type { TalentCrewReport } from '../../../contract/talent-crew';

// The Reports download: the JSON report's figures as CSV sections (a title line, a header row,
// the rows, a blank line), dollars with two decimals. Opened in a spreadsheet, so every cell is
// escaped and a text cell that would start a formula is neutralised (OWASP CSV injection).

type Cell = string | number | null;

/** One CSV cell: a leading = + - @ (or tab/CR) gets a single quote; quotes when needed. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));

function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [title, header, ...rows, []].map((row) =>
    typeof row === 'string' ? csvCell(row) : row.map(csvCell).join(','),
  );
}

/** The whole report as CSV text (CRLF line ends, as RFC 4180 has them). */
export function talentCrewReportCsv(report: TalentCrewReport): string {
  const spend = ['Tickets redeemed', 'Spent'];
  const lines = [
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
  return `${lines.join('\r\n')}`;
}

/** talent-crew-report.csv, or talent-crew-report-program-7.csv for one program. */
export function talentCrewReportFilename(programId: number | null): string {
  return programId === null
    ? 'talent-crew-report.csv'
    : `talent-crew-report-program-${programId}.csv`;
}
