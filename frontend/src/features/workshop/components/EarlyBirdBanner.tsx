import { Trans } from '@lingui/react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_EARLY_BIRD_LIMIT,
  type EditionPrices,
  formatPaise,
  indianDigits,
  type PricingInfo,
} from '@robo/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { useAfterHydration } from '../../../hooks/useHydrated';
import { useT, type Translate } from '../../../i18n/useT';
import { useGetPricingQuery } from '../api/workshop-api';
import { ScrollToBookingButton } from './landing/ScrollToBookingButton';

function placesLeft(t: Translate, pricing: PricingInfo): string {
  const count = pricing.earlyBirdRemaining;
  return t('workshop.earlyBird.placesLeft', { count, places: indianDigits(count) });
}

/** Keeps the page's end (the footer) scrollable above the fixed banner, whatever its height. */
function useHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(88);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/** The fixed bottom banner: the Super Early Bird offer with the real number of places left (and prices, once live). */
export function EarlyBirdBanner({ prices }: { prices: EditionPrices }) {
  const { t } = useT();
  const pricing = useAfterHydration(useGetPricingQuery().data);
  const { ref, height } = useHeight<HTMLElement>();
  const ended = pricing !== undefined && (pricing.tier === 'regular' || pricing.earlyBirdRemaining <= 0);
  const limit = pricing?.earlyBirdLimit ?? DEFAULT_EARLY_BIRD_LIMIT;
  const ticketPrice = pricing?.basePrice ?? prices.ticketPrice;
  const regularPrice = pricing?.regularPrice ?? prices.regularPrice;

  return (
    <>
      <GlobalStyles styles={{ body: { paddingBottom: height } }} />
      <Box
        ref={ref}
        component="aside"
        aria-label={t('workshop.earlyBird.label')}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          bgcolor: '#ffb74d',
          color: '#1a1a1a',
          boxShadow: '0 -2px 12px rgba(0,0,0,0.15)',
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 1.5, sm: 3 },
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600, fontSize: { xs: '0.9rem', sm: '1rem' } }}>
          {ended ? (
            t('workshop.earlyBird.ended', { price: formatPaise(regularPrice) })
          ) : (
            <>
              <Trans
                id="workshop.earlyBird.offer"
                values={{ price: formatPaise(ticketPrice), limit }}
                components={{ 0: <strong /> }}
              />
              {pricing && <> · {placesLeft(t, pricing)}</>}
            </>
          )}
        </Typography>
        <ScrollToBookingButton color="primary" size="small" sx={{ flexShrink: 0 }}>
          {t('workshop.bookNow')}
        </ScrollToBookingButton>
      </Box>
    </>
  );
}
