import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatRupees, paise, paiseToRupees, rupees, type ReportName, type ReportResult } from '@robo/domain';

const rupeeText = (value: number | null) => (value === null ? '' : formatRupees(rupees(value)));
const percent = (value: number | null) => (value === null ? '' : `${value}%`);

const MONEY_SERIES = [
  { dataKey: 'collected', label: 'Collected', valueFormatter: rupeeText },
  { dataKey: 'refunded', label: 'Refunded', valueFormatter: rupeeText },
  { dataKey: 'net', label: 'Net', valueFormatter: rupeeText },
];

/** Which rows a chart leaves out: the revenue total would dwarf the streams it sums. */
const HIDDEN_ROWS: Partial<Record<ReportName, (row: Record<string, unknown>) => boolean>> = {
  revenue: (row) => row.stream === 'Total',
};

/** The report drawn beside its table: money as bars per group (in rupees), conversion as rates per day. */
export function ReportChart({ result, labelKey, title }: { result: ReportResult; labelKey: string; title: string }) {
  if (result.rows.length === 0) return null;
  if (result.report === 'conversion') {
    return (
      <LineChart
        height={280}
        dataset={result.rows}
        xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: percent }]}
        series={[
          { dataKey: 'bookingRate', label: 'Bookings paid', valueFormatter: percent },
          { dataKey: 'orderRate', label: 'Orders paid', valueFormatter: percent },
        ]}
        aria-label={`${title} chart`}
      />
    );
  }
  const hidden = HIDDEN_ROWS[result.report];
  // The chart's axis reads in rupees; the table keeps exact paise.
  const dataset = result.rows
    .filter((row) => !hidden?.(row))
    .map((row) => ({
      label: String(row[labelKey]),
      collected: paiseToRupees(paise(Number(row.collected))),
      refunded: paiseToRupees(paise(Number(row.refunded))),
      net: paiseToRupees(paise(Number(row.net))),
    }));
  return (
    <BarChart
      height={280}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ valueFormatter: rupeeText, width: 80 }]}
      series={MONEY_SERIES}
      aria-label={`${title} chart`}
    />
  );
}
