import Chip from '@mui/material/Chip';
import { useT } from '../../i18n/useT';

/** 'Active' or 'Inactive', in colours readable on white. */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      label={active ? t('admin.active') : t('admin.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
