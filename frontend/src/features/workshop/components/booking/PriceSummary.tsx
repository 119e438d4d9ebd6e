import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPaise, type GradeGroup, type Paise, type WorkshopPrice } from '@robo/domain';
import type { ReactNode } from 'react';
import { gradeGroupLabel } from '../../../../i18n/grade-groups';
import { useT } from '../../../../i18n/useT';

interface PriceSummaryProps {
  price: WorkshopPrice;
  /** Set when a takeaway kit replaces the ticket. */
  kitFor: GradeGroup | undefined;
  earlyBird: boolean;
  /** Crossed out beside the Super Early Bird price. */
  regularPrice: Paise;
  couponCode: string | undefined;
}

function Row({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <Box
      aria-live={total ? 'polite' : undefined}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(total && { fontWeight: 700, borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }),
      }}
    >
      <dt>{label}</dt>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Box>
    </Box>
  );
}

/** What the parent will pay: ticket or kit, the coupon, and the total. */
export function PriceSummary({ price, kitFor, earlyBird, regularPrice, couponCode }: PriceSummaryProps) {
  const { t } = useT();
  const item = kitFor
    ? t('workshop.price.kit', { group: gradeGroupLabel(t, kitFor) })
    : earlyBird
      ? t('workshop.price.earlyBirdTicket')
      : t('workshop.price.ticket');
  return (
    <Box component="section" aria-labelledby="price-summary-heading" sx={{ p: 2, borderRadius: 2, bgcolor: '#f1f8e9' }}>
      <Typography id="price-summary-heading" variant="h3" sx={{ mb: 1 }}>
        {t('workshop.price.summary')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={item}>
          {!kitFor && earlyBird && (
            <>
              <del>{formatPaise(regularPrice)}</del>{' '}
            </>
          )}
          {formatPaise(price.originalAmount)}
        </Row>
        {couponCode && (
          <Row label={t('workshop.price.coupon', { code: couponCode })}>−{formatPaise(price.discountAmount)}</Row>
        )}
        <Row label={t('workshop.price.total')} total>
          {formatPaise(price.totalAmount)}
        </Row>
      </Box>
    </Box>
  );
}
