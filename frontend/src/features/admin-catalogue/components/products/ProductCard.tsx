import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_STOCK_LABELS, formatRupees, stockStatus, type AdminProduct, type StockStatus } from '@robo/domain';
import { useId } from 'react';
import { VisuallyHidden } from '../../../../components/VisuallyHidden';

// Explicit pairs: MUI's warning chip (white on orange) is below the 4.5:1 contrast the site keeps.
const STOCK_COLORS: Record<StockStatus, { bgcolor: string; color: string }> = {
  out: { bgcolor: '#c62828', color: '#ffffff' },
  low: { bgcolor: '#ffe0b2', color: '#5d3a00' },
  in: { bgcolor: '#2e7d32', color: '#ffffff' },
};

function Thumbnail({ product }: { product: AdminProduct }) {
  const frame = { height: 160, bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' };
  if (!product.thumbnail) {
    return (
      <Box sx={{ ...frame, color: 'text.secondary', flexDirection: 'column' }}>
        <ImageOutlined aria-hidden fontSize="large" />
        <Typography variant="body2">No image</Typography>
      </Box>
    );
  }
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={product.thumbnail}
        alt={product.name}
        loading="lazy"
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

/** One product in the admin grid; stock is judged against the product's own threshold. */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  const stock = stockStatus(product.inventory, product.lowStockThreshold);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Thumbnail product={product} />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Chip size="small" sx={STOCK_COLORS[stock]} label={ADMIN_STOCK_LABELS[stock]} />
          {!product.isActive && <Chip size="small" variant="outlined" label="Inactive" />}
        </Stack>
        <Typography id={titleId} variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          SKU: {product.sku}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', my: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{formatRupees(product.price)}</Typography>
          {product.mrp !== product.price && (
            <Typography component="s" color="text.secondary">
              <VisuallyHidden>MRP </VisuallyHidden>
              {formatRupees(product.mrp)}
            </Typography>
          )}
        </Stack>
        <Typography variant="body2">Category: {product.category}</Typography>
        <Typography variant="body2">Inventory: {product.inventory}</Typography>
        <Typography variant="body2">Age: {product.ageRange}</Typography>
      </CardContent>
      <CardActions>
        <Button onClick={onEdit}>Edit</Button>
        <Button color="error" onClick={onDelete}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
