import Box from '@mui/material/Box';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';

interface ProductImageProps {
  src: string;
  alt: string;
  /** The first cards are visible at once: load them eagerly. */
  eager?: boolean;
}

/** A square product picture, or a neutral placeholder when the product has none. */
export function ProductImage({ src, alt, eager = false }: ProductImageProps) {
  if (!src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.500' }}
      >
        <SmartToyOutlined sx={{ fontSize: 64 }} aria-hidden />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1 / 1',
        objectFit: 'cover',
        bgcolor: 'grey.100',
      }}
    />
  );
}
