import { RangeDownload } from '../../components/range-download';

/** The vendor's orders of a range of service days as a spreadsheet (one row per line). */
export function OrdersExport({ now }: { now?: Date }) {
  return (
    <RangeDownload
      title="Download orders"
      description="A CSV for a spreadsheet: one row per item ordered, service days from 5 AM to 5 AM."
      url="/api/vendor/orders/export.csv"
      now={now}
    />
  );
}
