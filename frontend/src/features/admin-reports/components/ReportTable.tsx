import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportDefinition, ReportRow } from '@robo/domain';
import { formatCell } from './report-format';

/** The report's figures, one row per group, as the CSV has them. */
export function ReportTable({ definition, rows }: { definition: ReportDefinition; rows: ReportRow[] }) {
  if (rows.length === 0) return <Typography color="text.secondary">Nothing in this range.</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label={definition.title}>
        <TableHead>
          <TableRow>
            {definition.columns.map((column) => (
              <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={String(row[definition.labelKey]) + String(row.sku ?? '')}>
              {definition.columns.map((column) => (
                <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'}>
                  {formatCell(column, row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
