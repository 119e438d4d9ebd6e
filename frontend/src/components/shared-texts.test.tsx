import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';
import { MaskedRecordNote } from './MaskedRecordNote';
import { useToast } from './toast';

function ToastButton() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'भुगतान सफल!', severity: 'success' })}>
      toast
    </button>
  );
}

describe('shared components in Hindi and Marathi', () => {
  it('offers the tax invoice in Hindi', () => {
    renderWithProviders(<InvoiceDownloadButton url="/invoices/1.pdf" />, { language: 'hi' });
    expect(screen.getByRole('link', { name: 'टैक्स इनवॉइस डाउनलोड करें' })).toHaveAttribute('href', '/invoices/1.pdf');
  });

  it('says in Marathi where a masked booking can be seen, linking to find my booking', () => {
    renderWithProviders(<MaskedRecordNote record="booking" />, { language: 'mr' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^QR कोड, इनव्हॉइस आणि संपूर्ण संपर्क माहिती/);
    expect(screen.getByRole('link', { name: 'आपले बुकिंग शोधा' })).toHaveAttribute('href', '/my-booking');
  });

  it("labels a toast's close button in Hindi", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ToastButton />, { language: 'hi' });
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(await screen.findByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
