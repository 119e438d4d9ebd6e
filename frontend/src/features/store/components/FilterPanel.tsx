import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { formatRupees, PRICE_SLIDER, rupees, type Rupees } from '@robo/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT';
import type { StoreFilters } from '../lib/catalog-filters';

interface FilterPanelProps {
  filters: StoreFilters;
  categories: string[];
  active: boolean;
  onChange: (change: Partial<StoreFilters>) => void;
  onClear: () => void;
}

/** A slider value (whole rupees) as text; the top of the slider means "and above". */
const priceText = (value: number) =>
  value >= PRICE_SLIDER.max ? `${formatRupees(rupees(value))}+` : formatRupees(rupees(value));

/** The slider's two thumbs as a [min, max] pair. */
const toRange = (value: number | number[]): [Rupees, Rupees] =>
  Array.isArray(value)
    ? [rupees(value[0] ?? PRICE_SLIDER.min), rupees(value[1] ?? PRICE_SLIDER.max)]
    : [rupees(value), rupees(value)];

/** Category checkboxes from the catalogue, the price range and 'Clear All Filters'. */
export function FilterPanel({ filters, categories, active, onChange, onClear }: FilterPanelProps) {
  const { t } = useT();
  // The slider moves freely while dragged; the address bar changes once it is let go.
  const [range, setRange] = useState<[Rupees, Rupees]>([filters.minPrice, filters.maxPrice]);
  useEffect(() => setRange([filters.minPrice, filters.maxPrice]), [filters.minPrice, filters.maxPrice]);

  const toggleCategory = (category: string, checked: boolean) =>
    onChange({
      categories: checked ? [...filters.categories, category] : filters.categories.filter((c) => c !== category),
    });

  return (
    <Box
      component="section"
      aria-labelledby="store-filters-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography id="store-filters-heading" component="h2" variant="h6">
        {t('store.filters')}
      </Typography>

      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
          {t('store.filters.category')}
        </FormLabel>
        <FormGroup>
          {categories.map((category) => (
            <FormControlLabel
              key={category}
              label={category}
              control={
                <Checkbox
                  checked={filters.categories.includes(category)}
                  onChange={(event) => toggleCategory(category, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>

      <Box>
        <Typography id="store-price-label" sx={{ fontWeight: 600, mb: 1 }}>
          {t('store.filters.priceRange')}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={range}
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            step={PRICE_SLIDER.step}
            onChange={(_event, value) => setRange(toRange(value))}
            onChangeCommitted={(_event, value) => {
              const [minPrice, maxPrice] = toRange(value);
              onChange({ minPrice, maxPrice });
            }}
            getAriaLabel={(index) => (index === 0 ? t('store.filters.minPrice') : t('store.filters.maxPrice'))}
            getAriaValueText={priceText}
            valueLabelFormat={priceText}
            valueLabelDisplay="auto"
            disableSwap
          />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {priceText(range[0])} – {priceText(range[1])}
        </Typography>
      </Box>

      <Button variant="outlined" onClick={onClear} disabled={!active}>
        {t('store.filters.clearAll')}
      </Button>
    </Box>
  );
}
