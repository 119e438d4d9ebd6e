import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FIRST_EDITION_PRICES } from '@robo/domain';
import { lazy, Suspense } from 'react';
import { HydrationGate } from '../../../components/HydrationGate';
import { HydrateWhenNear } from '../../../components/HydrateWhenNear';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useT } from '../../../i18n/useT';
import { useLandingEdition } from '../hooks/useLandingEdition';
import { landingTitle } from '../lib/landing-title';
import { EarlyBirdBanner } from './EarlyBirdBanner';
import { FaqSection } from './landing/FaqSection';
import { FeeSection } from './landing/FeeSection';
import { FormatSection } from './landing/FormatSection';
import { HelpSection } from './landing/HelpSection';
import { HeroSection } from './landing/HeroSection';
import { LearnSection } from './landing/LearnSection';
import { ParentsSection } from './landing/ParentsSection';
import { BOOKING_SECTION_ID } from './landing/ScrollToBookingButton';
import { ThemeSection } from './landing/ThemeSection';
import { TimelineSection } from './landing/TimelineSection';

// The form and payment code is its own chunk, requested as soon as the page renders,
// so the marketing content paints without waiting for it.
const BookingSection = lazy(() => import('./BookingSection'));

/** Grey blocks the size of the form's fields (no MUI Skeleton: it would weigh on the first download). */
function BookingSkeleton() {
  const { t } = useT();
  return (
    <Box role="status" aria-label={t('workshop.form.loading')}>
      {Array.from({ length: 7 }, (_, i) => (
        <Box key={i} sx={{ height: 56, mb: 2, borderRadius: 1, bgcolor: 'action.hover' }} />
      ))}
    </Box>
  );
}

/**
 * The form hydrates when the reader nears it. Its fields stay disabled until its boundary has
 * hydrated: react-hook-form would reset anything typed into the server's HTML before then. (The
 * gate sits inside the Suspense boundary, so it opens only once the form's own chunk has loaded
 * and hydrated.)
 */
function BookingForm() {
  return (
    <Suspense fallback={<BookingSkeleton />}>
      <HydrateWhenNear id={BOOKING_SECTION_ID}>
        <HydrationGate>
          <BookingSection />
        </HydrationGate>
      </HydrateWhenNear>
    </Suspense>
  );
}

export default function LandingPage() {
  const { t } = useT();
  const edition = useLandingEdition();
  useDocumentTitle(edition === undefined ? undefined : landingTitle(t, edition));
  // Edition 1's only while the edition loads (a server-rendered page has it) or between seasons.
  const prices = edition?.prices ?? FIRST_EDITION_PRICES;
  return (
    <>
      <HeroSection edition={edition} prices={prices} />
      <LearnSection />
      <ThemeSection title={edition?.themeTitle ?? ''} text={edition?.themeText ?? ''} />
      <FormatSection />
      <FeeSection prices={prices} />
      <Box
        component="section"
        id={BOOKING_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="booking-heading"
        sx={{ py: { xs: 5, md: 7 }, scrollMarginTop: 72, outline: 'none' }}
      >
        <Container maxWidth="md">
          <Typography id="booking-heading" variant="h2" sx={{ mb: 3 }}>
            {t('workshop.bookSeat')}
          </Typography>
          <BookingForm />
        </Container>
      </Box>
      <TimelineSection timeline={edition?.timeline ?? []} />
      <ParentsSection about={edition?.about ?? ''} />
      <FaqSection faq={edition?.faq ?? []} />
      <HelpSection />
      <EarlyBirdBanner prices={prices} />
    </>
  );
}
