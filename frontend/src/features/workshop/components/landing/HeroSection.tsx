import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DEFAULT_EARLY_BIRD_LIMIT, type EditionPrices, type PublicEdition } from '@robo/domain';
import { SITE } from '../../../../config/site';
import { useT } from '../../../../i18n/useT';
import { EarlyBirdPrice } from './Price';
import { ScrollToBookingButton } from './ScrollToBookingButton';

const QUICK_FACTS = [
  'workshop.hero.fact.grades',
  'workshop.hero.fact.hours',
  'workshop.hero.fact.ratio',
  'workshop.hero.fact.finale',
] as const;

/** The edition's name and headline (the site's name between seasons, nothing while the edition loads). */
export function HeroSection({ edition, prices }: { edition: PublicEdition | null | undefined; prices: EditionPrices }) {
  const { t } = useT();
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: '#10381a', color: '#ffffff', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Typography sx={{ fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', color: '#c5e1a5' }}>
          {t('workshop.hero.kicker')}
        </Typography>
        <Typography id="hero-heading" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3rem' }, my: 2 }}>
          {edition === undefined ? '\u00a0' : (edition?.name ?? SITE.brand)}
        </Typography>
        {edition?.headline && <Typography sx={{ fontSize: '1.2rem', maxWidth: 720 }}>{edition.headline}</Typography>}
        <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t('workshop.hero.earlyBird')}
          </Typography>
          <EarlyBirdPrice prices={prices} />
          <Typography component="p">{t('workshop.hero.firstStudents', { limit: DEFAULT_EARLY_BIRD_LIMIT })}</Typography>
        </Box>
        <Box sx={{ mt: 4, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <ScrollToBookingButton color="secondary" size="large">
            {t('workshop.bookSeat')}
          </ScrollToBookingButton>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, mb: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {QUICK_FACTS.map((fact) => (
            <Box
              component="li"
              key={fact}
              sx={{
                border: 1,
                borderColor: 'rgba(255,255,255,0.5)',
                borderRadius: 5,
                px: 2,
                py: 0.5,
                fontSize: '0.95rem',
              }}
            >
              {t(fact)}
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
