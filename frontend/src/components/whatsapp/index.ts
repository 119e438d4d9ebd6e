export { WhatsappConfirmButton } from './WhatsappConfirmButton';
export { orderConfirmationText, whatsappLink, type ConfirmedOrder } from './whatsapp-link';
