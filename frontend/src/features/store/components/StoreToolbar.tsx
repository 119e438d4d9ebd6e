import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { formatCount } from '@robo/domain';
import { useT } from '../../../i18n/useT';
import { SORT_OPTIONS, type SortKey } from '../lib/catalog-filters';

interface StoreToolbarProps {
  count: number | undefined;
  sort: SortKey;
  filtersActive: boolean;
  /** Small screens open the filters in a slide-in panel. */
  onOpenFilters?: () => void;
  onSortChange: (sort: SortKey) => void;
}

export function StoreToolbar({ count, sort, filtersActive, onOpenFilters, onSortChange }: StoreToolbarProps) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      {onOpenFilters && (
        <Button variant="outlined" startIcon={<FilterListIcon aria-hidden />} onClick={onOpenFilters}>
          {t('store.filters')}
        </Button>
      )}
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {count === undefined ? '' : t('store.count', { count, formatted: formatCount(count) })}
      </Typography>
      {filtersActive && (
        <Chip
          label={t('store.filters.active')}
          size="small"
          sx={{ bgcolor: '#e8f5e9', color: 'primary.dark', fontWeight: 600 }}
        />
      )}
      <FormControl size="small" sx={{ ml: 'auto', minWidth: 200 }}>
        <InputLabel id="store-sort-label">{t('store.sort.label')}</InputLabel>
        <Select
          labelId="store-sort-label"
          label={t('store.sort.label')}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as SortKey)}
        >
          {SORT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {t(option.label)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Box>
  );
}
