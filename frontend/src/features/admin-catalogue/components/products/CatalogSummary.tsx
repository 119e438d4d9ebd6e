import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@robo/domain';
import { serverMessage } from '../../../../api/errors';
import { useToast } from '../../../../components/toast';
import { countOf } from '../../../../i18n/staff-labels';
import { useT } from '../../../../i18n/useT';
import { useCatalogInfoQuery, useSyncCatalogMutation } from '../../api/products';

const syncTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Last sync' as a date, or 'Never' before the first catalogue was written. */
export function formatLastSync(lastUpdated: string | null | undefined): string {
  if (!lastUpdated) return 'Never';
  const date = new Date(lastUpdated);
  return Number.isNaN(date.getTime()) ? 'Never' : syncTime.format(date);
}

/** The public catalogue's size and age, and the button that rewrites it from the active products. */
export function CatalogSummary() {
  const { data: info } = useCatalogInfoQuery();
  const [syncCatalog, { isLoading }] = useSyncCatalogMutation();
  const { toast } = useToast();
  const { t } = useT();

  const handleSync = async () => {
    try {
      await syncCatalog().unwrap();
      toast({ title: MESSAGES.catalogSynced, severity: 'success' });
    } catch (error) {
      toast({
        title: MESSAGES.catalogSyncFailed,
        description: serverMessage(error, { plainText: true }),
        severity: 'error',
      });
    }
  };

  return (
    <>
      <Typography color="text.secondary" sx={{ mr: 'auto' }}>
        Catalog: {info ? t('admin.count.products', countOf(info.totalProducts)) : '…'} · Last sync:{' '}
        {info ? formatLastSync(info.lastUpdated) : '…'}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<Sync aria-hidden />}
        disabled={isLoading}
        onClick={() => void handleSync()}
      >
        {isLoading ? 'Syncing...' : 'Sync Catalog'}
      </Button>
    </>
  );
}
