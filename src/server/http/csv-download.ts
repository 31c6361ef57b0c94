import type { FastifyReply } from 'fastify';
import { stringify, type Options } from 'csv-stringify';

// A CSV a spreadsheet opens as it is: UTF-8 with a byte-order mark, every field quoted, CRLF line
// ends; streamed row by row. A text cell that would start a formula (= + - @, tab, CR) gets a
// leading single quote, so a customer's note can never run in the vendor's spreadsheet.

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The one CSV format of every download (the sync writer in tests gives the same text). */
export const CSV_OPTIONS = {
  bom: true,
  quoted: true,
  record_delimiter: 'windows',
  cast: { string: neutraliseFormula },
} as const satisfies Options;

/**
 * Sends `rows` (read page by page) as a CSV attachment named `filename`, under `header` when
 * given; an empty row is a blank line.
 */
export function sendCsv(
  reply: FastifyReply,
  options: {
    filename: string;
    header?: readonly string[];
    rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>;
  },
) {
  const csv = stringify(CSV_OPTIONS);
  if (options.header) csv.write([...options.header]);
  void (async () => {
    try {
      for await (const row of options.rows) {
        if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
