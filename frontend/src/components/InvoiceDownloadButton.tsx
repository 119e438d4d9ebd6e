import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import { useT } from '../i18n/useT';

/** 'Download tax invoice' (a signed PDF link from the server), shown once the payment is confirmed. */
export function InvoiceDownloadButton({ url }: { url: string | null | undefined }) {
  const { t } = useT();
  if (!url) return null;
  return (
    <Button href={url} download variant="outlined" startIcon={<ReceiptLongIcon aria-hidden />} sx={{ mt: 3, mr: 1.5 }}>
      {t('ui.invoice.download')}
    </Button>
  );
}
