import type { WhatsappConfirmationRequest, WhatsappConfirmationResponse } from '@robo/domain';
import { api } from '../../api/api';

export const whatsappApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendWhatsappConfirmation: build.mutation<WhatsappConfirmationResponse, WhatsappConfirmationRequest>({
      query: (body) => ({ url: '/api/whatsapp/send-confirmation', method: 'POST', body }),
    }),
  }),
});

export const { useSendWhatsappConfirmationMutation } = whatsappApi;
