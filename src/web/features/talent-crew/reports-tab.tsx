import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../contract/money';
import { formatTicketCode, type TalentCrewReport } from '../../../contract/talent-crew';
import { BarChart, moneyBar } from '../../components/bar-chart';
import { FigureGrid } from '../../components/figure-grid';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { QueryState } from '../../components/query-state';
import { reportCsvUrl, useTalentCrewReport } from './api';
import { ProgramSelect } from './form-fields';
import { TabCard } from './tab-layout';

/** What issued tickets still hold: committed to the budget but not spent yet. */
const unspentCents = (program: { committedCents: number; spentCents: number }) =>
  program.committedCents - program.spentCents;

/** Budget = spent + committed to unspent tickets + remaining, so each part has its tile. */
function Totals({ report }: { report: TalentCrewReport }) {
  const { totals } = report;
  const unspent = report.programs.reduce((sum, program) => sum + unspentCents(program), 0);
  const figures: [string, string][] = [
    ['Budget', totals.budgetTotalCents > 0 ? formatMoney(totals.budgetTotalCents) : 'No cap'],
    ['Spent', formatMoney(totals.spentCents)],
    ['Committed, not spent', formatMoney(unspent)],
    [
      'Remaining budget',
      totals.remainingBudgetCents === null ? 'No cap' : formatMoney(totals.remainingBudgetCents),
    ],
    ['Tickets issued', String(totals.ticketsIssued)],
    ['Tickets redeemed', String(totals.ticketsRedeemed)],
    ['Unredeemed', String(totals.ticketsUnredeemed)],
  ];
  return <FigureGrid label="Report totals" figures={figures} />;
}

function Report({ report }: { report: TalentCrewReport }) {
  const spendCharts = [
    {
      title: 'Spend per department',
      by: "the crew member's department",
      yLabel: 'Department',
      bars: report.byDepartment.map((row) => moneyBar(row.department, row.spentCents)),
    },
    {
      title: 'Spend per vendor',
      by: 'the vendor that took them',
      yLabel: 'Vendor',
      bars: report.byVendor.map((row) => moneyBar(row.vendorName, row.spentCents)),
    },
  ];
  return (
    <div className="grid gap-4">
      <Totals report={report} />
      <div className="grid gap-4 lg:grid-cols-2">
        {spendCharts.map((chart) => (
          <BarChart
            key={chart.title}
            title={chart.title}
            definition={`What redeemed tickets paid for, by ${chart.by}.`}
            xLabel="Spent ($)"
            yLabel={chart.yLabel}
            horizontal
            empty="No tickets redeemed yet"
            bars={chart.bars}
          />
        ))}
      </div>
      {report.programs.length > 1 ? (
        <section aria-labelledby="report-programs" className="grid gap-2">
          <h3 id="report-programs" className="text-sm font-semibold">
            Remaining budget per program
          </h3>
          <ul className="grid gap-1 text-sm">
            {report.programs.map((program) => (
              <li
                key={program.programId}
                className="flex flex-wrap justify-between gap-2 rounded-lg bg-muted/40 px-3 py-2"
              >
                <span className="font-medium">{program.programName}</span>
                <span className="tabular-nums text-muted-foreground">
                  {formatMoney(program.spentCents)} spent · {formatMoney(unspentCents(program))}{' '}
                  committed ·{' '}
                  {program.remainingBudgetCents === null
                    ? 'no cap'
                    : `${formatMoney(program.remainingBudgetCents)} remaining`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="report-unredeemed" className="grid gap-2">
        <h3 id="report-unredeemed" className="text-sm font-semibold">
          Unredeemed tickets ({report.unredeemedTickets.length})
        </h3>
        {report.unredeemedTickets.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every ticket issued has been redeemed.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {report.unredeemedTickets.map((ticket) => (
              <li
                key={ticket.id}
                className="flex flex-wrap justify-between gap-2 rounded-lg bg-muted/40 px-3 py-2"
              >
                <span>
                  <span className="font-mono font-semibold">{formatTicketCode(ticket.code)}</span>{' '}
                  {ticket.memberName}
                </span>
                <span className="text-muted-foreground">
                  {formatMoney(ticket.allowanceCents)} · until {formatDate(ticket.validUntil)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** accounts spec 2.12, Reports: spend per department and vendor, budget left, and the CSV. */
export function ReportsTab() {
  const [programId, setProgramId] = useState(0);
  const report = useTalentCrewReport(programId || undefined);
  const isEmpty = report.data !== undefined && report.data.totals.ticketsIssued === 0;
  return (
    <TabCard
      title="Reports"
      description="Meal spend for accounting, by program."
      controls={
        <>
          <ProgramSelect id="report-program" value={programId} onChange={setProgramId} />
          <Button asChild variant="outline" className="h-11">
            <a href={reportCsvUrl(programId || undefined)} download>
              <Download aria-hidden /> Download CSV
            </a>
          </Button>
        </>
      }
    >
      <QueryState
        query={report}
        what="the report"
        isEmpty={isEmpty}
        empty={{
          title: 'Nothing to report yet',
          description: 'Spend shows here once meal tickets are issued and redeemed.',
        }}
      >
        {report.data ? <Report report={report.data} /> : null}
      </QueryState>
    </TabCard>
  );
}
