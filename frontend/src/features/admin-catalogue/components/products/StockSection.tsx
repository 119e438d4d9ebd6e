import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  STOCK_ADJUST_REASONS,
  STOCK_ADJUST_SIGN,
  STOCK_MESSAGES,
  STOCK_MOVEMENT_LABELS,
  type StockAdjustReason,
  type StockAdjustRequest,
} from '@robo/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../../api/errors';
import { useAdjustStockMutation, useProductStockQuery } from '../../api/products';
import { FormDialog } from '../../../../components/form/FormDialog';

const when = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The problem with an adjustment before it is sent, or none. */
function adjustmentProblem(delta: number, reason: StockAdjustReason): string | undefined {
  if (!Number.isInteger(delta) || delta === 0) return STOCK_MESSAGES.deltaInvalid;
  const sign = STOCK_ADJUST_SIGN[reason];
  if ((sign === 'positive' && delta < 0) || (sign === 'negative' && delta > 0)) return STOCK_MESSAGES.wrongSign(reason);
  return undefined;
}

function AdjustStockDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const [key] = useState(() => crypto.randomUUID());
  const [adjust, { isLoading, error }] = useAdjustStockMutation();
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState<StockAdjustReason>('received');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const failed = error ? (serverMessage(error, { clientErrorsOnly: true }) ?? 'Could not adjust the stock.') : problem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog sits inside the product form in React's tree
    const delta = Number(units);
    const found = adjustmentProblem(delta, reason);
    if (found) return setProblem(found);
    const request: StockAdjustRequest = { delta, reason, ...(note.trim() && { note: note.trim() }) };
    void adjust({ id: productId, key, ...request })
      .unwrap()
      .then(onClose, () => undefined);
  };
  return (
    <FormDialog
      title="Adjust stock"
      submitLabel="Adjust"
      maxWidth="xs"
      busy={isLoading}
      failed={failed}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField select label="Reason" value={reason} onChange={(e) => setReason(e.target.value as StockAdjustReason)}>
        {STOCK_ADJUST_REASONS.map((value) => (
          <MenuItem key={value} value={value}>
            {STOCK_MOVEMENT_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Units (+ adds, − removes)"
        type="number"
        value={units}
        onChange={(e) => setUnits(e.target.value)}
        slotProps={{ htmlInput: { step: 1 } }}
      />
      <TextField
        label="Note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

/** An existing product's stock: on hand / held by checkouts / available, adjustments and their history. */
export function StockSection({ productId }: { productId: string }) {
  const { data } = useProductStockQuery(productId);
  const [adjusting, setAdjusting] = useState(false);
  return (
    <Box component="section" aria-label="Stock" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography aria-label="Stock now">
          {data
            ? `${data.onHand} on hand / ${data.held} held by checkouts / ${data.available} available`
            : 'Loading stock…'}
        </Typography>
        <Button variant="outlined" onClick={() => setAdjusting(true)}>
          Adjust stock
        </Button>
      </Box>
      {data && data.movements.length > 0 && (
        <Table size="small" aria-label="Stock history">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell align="right">Change</TableCell>
              <TableCell align="right">Available</TableCell>
              <TableCell align="right">On hand</TableCell>
              <TableCell>By</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.movements.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{when.format(new Date(line.at))}</TableCell>
                <TableCell>
                  {STOCK_MOVEMENT_LABELS[line.reason]}
                  {line.orderId && ` · ${line.orderId}`}
                  {line.note && ` · ${line.note}`}
                </TableCell>
                <TableCell align="right">{line.delta > 0 ? `+${line.delta}` : line.delta}</TableCell>
                <TableCell align="right">{line.availableAfter}</TableCell>
                <TableCell align="right">{line.onHandAfter}</TableCell>
                <TableCell>{line.actor}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {adjusting && <AdjustStockDialog productId={productId} onClose={() => setAdjusting(false)} />}
    </Box>
  );
}
