import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductCounts } from '../../lib/product-list';

const COUNTERS: Array<{ key: keyof ProductCounts; label: string }> = [
  { key: 'total', label: 'Total Products' },
  { key: 'active', label: 'Active' },
  { key: 'lowStock', label: 'Low Stock' },
  { key: 'outOfStock', label: 'Out of Stock' },
];

export function ProductCounters({ counts }: { counts: ProductCounts }) {
  return (
    <Box
      component="section"
      aria-label="Product counts"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}
    >
      {COUNTERS.map(({ key, label }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
          <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{counts[key]}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
