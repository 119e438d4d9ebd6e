import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_EARLY_BIRD_LIMIT,
  formatPaise,
  formatRupees,
  GRADE_GROUP_LABELS,
  GRADE_GROUPS,
  KIT_WAS_RUPEES,
  kitSavingRupees,
  type EditionPrices,
} from '@robo/domain';
import { EarlyBirdPrice } from './Price';
import { ScrollToBookingButton } from './ScrollToBookingButton';
import { Section } from './Section';

const cellSx = { borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 }, py: 1.25, textAlign: 'left' } as const;

function KitPriceTable({ kitPrices }: { kitPrices: EditionPrices['kitPrices'] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', bgcolor: 'background.paper' }}>
        <caption style={{ textAlign: 'left', paddingBottom: 8 }}>Takeaway kit prices by grade group</caption>
        <thead>
          <tr>
            {['Grade group', 'Kit price', 'Was', 'You save'].map((label) => (
              <Box component="th" scope="col" key={label} sx={{ ...cellSx, fontWeight: 700 }}>
                {label}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRADE_GROUPS.map((group) => (
            <tr key={group}>
              <Box component="th" scope="row" sx={{ ...cellSx, fontWeight: 600 }}>
                {GRADE_GROUP_LABELS[group]}
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
  return (
    <Section id="fee" title="Workshop Fee" tinted>
      <Box
        sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <div>
          <Typography variant="h3" sx={{ mb: 1 }}>
            Super Early Bird ticket
          </Typography>
          <EarlyBirdPrice prices={prices} size="2.5rem" />
          <Typography sx={{ mt: 1 }}>
            Only for the first {DEFAULT_EARLY_BIRD_LIMIT} students. The regular price is{' '}
            {formatPaise(prices.regularPrice)}.
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            The ticket covers the 4-hour workshop: robot assembly, training and game practice with a kit provided for
            the day.
          </Typography>
          <ScrollToBookingButton>Register Now</ScrollToBookingButton>
        </div>
        <div>
          <Typography variant="h3" sx={{ mb: 1 }}>
            Take the robot home
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Choose a takeaway kit when you register and your child keeps the robot. The kit price replaces the ticket
            price and includes the workshop.
          </Typography>
          <KitPriceTable kitPrices={prices.kitPrices} />
        </div>
      </Box>
    </Section>
  );
}
