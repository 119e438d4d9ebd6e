import type { SerializedError } from '@reduxjs/toolkit';
import { formatPaise, MESSAGES, type WorkshopPrice } from '@robo/domain';
import type { ApiError } from '../../../api/base-query';
import type { ToastOptions } from '../../../components/toast';
import { errorBody, errorCode, serverMessage } from '../../../api/errors';

function currentPrice(body: Record<string, unknown> | undefined): WorkshopPrice | undefined {
  const price = body?.currentPrice as Partial<WorkshopPrice> | undefined;
  return typeof price?.totalAmount === 'number' ? (price as WorkshopPrice) : undefined;
}

/**
 * The toast for a refused registration: venue full, price changed, or the server's own reason.
 * Decided by the refusal's reason code (backend/src/registrations/registrations.errors.ts), never by its text.
 */
export function registrationFailureToast(error: ApiError | SerializedError | undefined): ToastOptions {
  const code = errorCode(error);
  const message = serverMessage(error) ?? MESSAGES.registrationFailed;
  if (code === 'VENUE_FULL') {
    return { title: MESSAGES.noSeatsTitle, description: MESSAGES.venueFull, severity: 'error' };
  }
  const price = currentPrice(errorBody(error));
  if (code === 'PRICE_CHANGED' && price) {
    return {
      title: MESSAGES.registrationFailedTitle,
      description: `The price has changed: the total is now ${formatPaise(price.totalAmount)}. Please check the price summary and submit again.`,
      severity: 'warning',
    };
  }
  return { title: MESSAGES.registrationFailedTitle, description: message, severity: 'error' };
}
