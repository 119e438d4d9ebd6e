import Add from '@mui/icons-material/Add';
import LibraryAdd from '@mui/icons-material/LibraryAdd';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { couponIsActiveLabel, formatPaise, indianDigits, MESSAGES, type AdminCoupon } from '@robo/domain';
import { useState } from 'react';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';
import { useAdminCouponsQuery, useDeleteCouponMutation } from '../api/coupons';
import { useLastDefined } from '../../../components/admin/hooks/useLastDefined';
import { ActiveChip } from '../../../components/admin/ActiveChip';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminToolbar } from '../../../components/admin/AdminToolbar';
import { Checking } from '../../../components/admin/Checking';
import { DeleteDialog } from '../../../components/admin/ConfirmDialog';
import { BulkCouponsDialog } from './coupons/BulkCouponsDialog';
import { CouponFormDialog } from './coupons/CouponFormDialog';
import { couponDiscountText, couponWindowText } from './coupons/coupon-text';
import { CouponUsage } from './coupons/CouponUsage';
import { LogoutButton } from '../../../components/admin/LogoutButton';
import { RequireAdmin } from '../../../components/admin/RequireAdmin';

type Action = { kind: 'create' | 'bulk' } | { kind: 'edit' | 'delete'; coupon: AdminCoupon };

function CouponTable({
  coupons,
  onEdit,
  onDelete,
}: {
  coupons: AdminCoupon[];
  onEdit: (c: AdminCoupon) => void;
  onDelete: (c: AdminCoupon) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Coupons">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Discount</TableCell>
            <TableCell>Valid</TableCell>
            <TableCell>Usage</TableCell>
            <TableCell align="right">Uses</TableCell>
            <TableCell align="right">Revenue</TableCell>
            <TableCell align="right">Discount given</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((coupon) => (
            <TableRow key={coupon.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, fontFamily: 'monospace', fontSize: '1rem' }}>
                {coupon.code}
              </TableCell>
              <TableCell>{couponDiscountText(coupon)}</TableCell>
              <TableCell>{couponWindowText(coupon)}</TableCell>
              <TableCell>
                <CouponUsage coupon={coupon} />
              </TableCell>
              <TableCell align="right">{indianDigits(coupon.redemptions)}</TableCell>
              <TableCell align="right">{formatPaise(coupon.revenuePaise)}</TableCell>
              <TableCell align="right">{formatPaise(coupon.discountGivenPaise)}</TableCell>
              <TableCell>
                <ActiveChip active={couponIsActiveLabel(coupon) === 'Active'} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button onClick={() => onEdit(coupon)}>Edit</Button>
                <Button color="error" onClick={() => onDelete(coupon)}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Coupons() {
  const [prefix, setPrefix] = useState('');
  const { data: coupons, isLoading, isError } = useAdminCouponsQuery({ prefix: prefix.trim() });
  const [action, setAction] = useState<Action | null>(null);
  const [deleteCoupon, deleting] = useDeleteCouponMutation();
  const { toast } = useToast();
  const close = () => setAction(null);
  const target = useLastDefined(action && 'coupon' in action ? action.coupon : undefined);

  const confirmDelete = async (coupon: AdminCoupon) => {
    try {
      await deleteCoupon(coupon.id).unwrap();
      toast({ title: MESSAGES.couponDeleted, severity: 'success' });
    } catch (error) {
      toast({
        title: MESSAGES.errorTitle,
        description: failureText(error, MESSAGES.couponDeleteFailed),
        severity: 'error',
      });
    } finally {
      close();
    }
  };

  return (
    <>
      <AdminToolbar>
        <Button variant="contained" startIcon={<Add aria-hidden />} onClick={() => setAction({ kind: 'create' })}>
          Create Coupon
        </Button>
        <Button variant="outlined" startIcon={<LibraryAdd aria-hidden />} onClick={() => setAction({ kind: 'bulk' })}>
          Create Codes in Bulk
        </Button>
        <TextField
          label="Code starts with"
          size="small"
          value={prefix}
          onChange={(event) => setPrefix(event.target.value.toUpperCase().replace(/[^A-Z0-9-]/g, ''))}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        {/* spec §4: logging out from this page returns to the dashboard (which then asks for the password). */}
        <LogoutButton to="/admin/dashboard" />
      </AdminToolbar>
      {isLoading && <Checking label="Loading coupons" />}
      {isError && !coupons && <Alert severity="error">Could not load coupons. Please try refreshing the page.</Alert>}
      {coupons?.length === 0 && (
        <Typography color="text.secondary">
          {prefix ? `No coupon code starts with ${prefix}.` : 'No coupons yet. Create the first one.'}
        </Typography>
      )}
      {coupons && coupons.length > 0 && (
        <CouponTable
          coupons={coupons}
          onEdit={(coupon) => setAction({ kind: 'edit', coupon })}
          onDelete={(coupon) => setAction({ kind: 'delete', coupon })}
        />
      )}

      {action?.kind === 'create' && <CouponFormDialog onClose={close} />}
      {action?.kind === 'bulk' && <BulkCouponsDialog onClose={close} />}
      {action?.kind === 'edit' && <CouponFormDialog key={action.coupon.id} coupon={action.coupon} onClose={close} />}
      <DeleteDialog
        open={action?.kind === 'delete'}
        title={`Delete coupon ${target?.code}?`}
        busy={deleting.isLoading}
        onClose={close}
        onConfirm={() => target && void confirmDelete(target)}
      />
    </>
  );
}

export default function CouponsPage() {
  return (
    <AdminPage title="Coupon Management">
      <RequireAdmin>
        <Coupons />
      </RequireAdmin>
    </AdminPage>
  );
}
