import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_EARLY_BIRD_LIMIT,
  formatPaise,
  formatRupees,
  GRADE_GROUPS,
  KIT_WAS_RUPEES,
  kitSavingRupees,
  type EditionPrices,
} from '@robo/domain';
import { gradeGroupLabel } from '../../../../i18n/grade-groups';
import { useT } from '../../../../i18n/useT';
import { EarlyBirdPrice } from './Price';
import { ScrollToBookingButton } from './ScrollToBookingButton';
import { Section } from './Section';

const cellSx = { borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1.25, textAlign: 'left' } as const;

const KIT_TABLE_HEADERS = [
  'workshop.fee.kitTable.gradeGroup',
  'workshop.fee.kitTable.kitPrice',
  'workshop.fee.kitTable.was',
  'workshop.fee.kitTable.youSave',
] as const;

function KitPriceTable({ kitPrices }: { kitPrices: EditionPrices['kitPrices'] }) {
  const { t } = useT();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', bgcolor: 'background.paper' }}>
        <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{t('workshop.fee.kitTable.caption')}</caption>
        <thead>
          <tr>
            {KIT_TABLE_HEADERS.map((label) => (
              <Box component="th" scope="col" key={label} sx={{ ...cellSx, fontWeight: 700 }}>
                {t(label)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRADE_GROUPS.map((group) => (
            <tr key={group}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 600 }}>
                {gradeGroupLabel(t, group)}
              </Box>
              <Box component="td" sx={{ ...cellSx, fontWeight: 700 }}>
                {formatPaise(kitPrices[group])}
              </Box>
              <Box component="td" sx={cellSx}>
                <del>{formatRupees(KIT_WAS_RUPEES[group])}</del>
              </Box>
              <Box component="td" sx={{ ...cellSx, color: 'primary.main', fontWeight: 600 }}>
                {formatRupees(kitSavingRupees(group, kitPrices[group]))}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** The edition's ticket and kit prices. */
export function FeeSection({ prices }: { prices: EditionPrices }) {
  const { t } = useT();
  return (
    <Section id="fee" title={t('workshop.fee.title')} tinted>
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <div>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('workshop.fee.earlyBirdTicket')}
          </Typography>
          <EarlyBirdPrice prices={prices} size="2.5rem" />
          <Typography sx={{ mt: 1 }}>
            {t('workshop.fee.earlyBirdTerms', {
              limit: DEFAULT_EARLY_BIRD_LIMIT,
              price: formatPaise(prices.regularPrice),
            })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('workshop.fee.ticketCovers')}
          </Typography>
          <ScrollToBookingButton>{t('workshop.registerNow')}</ScrollToBookingButton>
        </div>
        <div>
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('workshop.fee.takeHome')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('workshop.fee.kitText')}</Typography>
          <KitPriceTable kitPrices={prices.kitPrices} />
        </div>
      </Box>
    </Section>
  );
}
