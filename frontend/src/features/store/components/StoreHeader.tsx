import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/useT';
import type { ViewMode } from '../lib/catalog-filters';

interface StoreHeaderProps {
  search: string;
  view: ViewMode;
  onSearchChange: (search: string) => void;
  onViewChange: (view: ViewMode) => void;
}

/**
 * The box keeps its own text: the address bar updates in a router transition, a little behind
 * fast typing, and must not overwrite what is being typed. It follows the address bar only when
 * that changes for another reason (a cleared filter, back/forward).
 */
function useSearchText(search: string, onSearchChange: (search: string) => void) {
  const [text, setText] = useState(search);
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  const change = (next: string) => {
    sent.current = next;
    setText(next);
    onSearchChange(next);
  };
  return [text, change] as const;
}

export function StoreHeader({ search, view, onSearchChange, onViewChange }: StoreHeaderProps) {
  const { t } = useT();
  const [text, setText] = useSearchText(search, onSearchChange);
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Typography variant="h1" sx={{ mr: 'auto' }}>
        {t('store.heading')}
      </Typography>
      <TextField
        type="search"
        size="small"
        label={t('store.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 300 }, order: { xs: 3, sm: 0 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: ViewMode | null) => next && onViewChange(next)}
        aria-label={t('store.view')}
      >
        <ToggleButton value="grid" aria-label={t('store.view.grid')}>
          <GridViewIcon aria-hidden />
        </ToggleButton>
        <ToggleButton value="list" aria-label={t('store.view.list')}>
          <ViewListIcon aria-hidden />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
