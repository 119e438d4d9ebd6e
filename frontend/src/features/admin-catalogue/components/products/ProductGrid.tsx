import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MESSAGES, type AdminProduct } from '@robo/domain';
import { ProductCard } from './ProductCard';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
};

export function ProductGridSkeleton() {
  return (
    <Box role="status" aria-label="Loading products" sx={grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          <Skeleton variant="rectangular" height={140} />
          <Skeleton width="70%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
          <Skeleton width="55%" />
        </Paper>
      ))}
    </Box>
  );
}

export function ProductsMessage({ title, detail }: { title: string; detail: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
      <Inventory2Outlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h2" sx={{ fontSize: '1.35rem', mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{detail}</Typography>
    </Paper>
  );
}

interface ProductGridProps {
  products: AdminProduct[];
  searching: boolean;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

export function ProductGrid({ products, searching, onEdit, onDelete }: ProductGridProps) {
  if (products.length === 0) {
    return (
      <ProductsMessage
        title={MESSAGES.noProductsFound}
        detail={searching ? MESSAGES.noProductsMatch : MESSAGES.noProductsYet}
      />
    );
  }
  return (
    <Box sx={grid}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          onEdit={() => onEdit(product)}
          onDelete={() => onDelete(product)}
        />
      ))}
    </Box>
  );
}
