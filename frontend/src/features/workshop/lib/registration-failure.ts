import type { SerializedError } from '@reduxjs/toolkit';
import { formatPaise, type Language, type WorkshopPrice } from '@robo/domain';
import type { ApiError } from '../../../api/base-query';
import type { ToastOptions } from '../../../components/toast';
import { errorBody, errorCode } from '../../../api/errors';
import { translatedServerMessage } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/useT';

function currentPrice(body: Record<string, unknown> | undefined): WorkshopPrice | undefined {
  const price = body?.currentPrice as Partial<WorkshopPrice> | undefined;
  return typeof price?.totalAmount === 'number' ? (price as WorkshopPrice) : undefined;
}

/**
 * The toast for a refused registration, in the page's language: venue full, price changed, or the
 * server's own reason. Decided by the refusal's reason code (backend/src/registrations/registrations.errors.ts), never by its text.
 */
export function registrationFailureToast(
  i18n: { t: Translate; language: Language },
  error: ApiError | SerializedError | undefined,
): ToastOptions {
  const { t } = i18n;
  const code = errorCode(error);
  const message = translatedServerMessage(i18n, error) ?? t('validation.registrationFailed');
  if (code === 'VENUE_FULL') {
    return { title: t('validation.noSeatsTitle'), description: t('validation.venueFull'), severity: 'error' };
  }
  const price = currentPrice(errorBody(error));
  if (code === 'PRICE_CHANGED' && price) {
    return {
      title: t('validation.registrationFailedTitle'),
      description: t('workshop.form.priceChanged', { total: formatPaise(price.totalAmount) }),
      severity: 'warning',
    };
  }
  return { title: t('validation.registrationFailedTitle'), description: message, severity: 'error' };
}
