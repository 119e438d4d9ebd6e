import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';

interface ProductGalleryProps {
  name: string;
  images: string[];
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
} as const;

/** Main picture with previous/next, a counter, thumbnails and a zoom dialog. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const { t } = useT();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const alt = count > 1 ? t('product.gallery.imageOf', { name, index: index + 1, count }) : name;

  if (count === 0) {
    return <Box role="img" aria-label={name} sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', borderRadius: 2 }} />;
  }

  return (
    <Box>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
        <ButtonBase
          onClick={() => setZoomed(true)}
          aria-label={t('product.gallery.zoom')}
          sx={{ display: 'block', width: '100%', cursor: 'zoom-in' }}
        >
          <Box
            component="img"
            src={current}
            alt={alt}
            width={600}
            height={600}
            fetchPriority="high"
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }}
          />
          <ZoomInIcon
            aria-hidden
            sx={{
              position: 'absolute',
              right: 12,
              bottom: 12,
              color: '#fff',
              filter: 'drop-shadow(0 0 2px rgba(0,0,0,.6))',
            }}
          />
        </ButtonBase>
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('product.gallery.previous')}
              onClick={() => step(-1)}
              sx={{ ...arrowSx, left: 8 }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label={t('product.gallery.next')} onClick={() => step(1)} sx={{ ...arrowSx, right: 8 }}>
              <ChevronRight />
            </IconButton>
            <Typography
              aria-live="polite"
              sx={{
                position: 'absolute',
                left: 12,
                bottom: 12,
                px: 1,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.7)',
                color: '#fff',
                fontSize: 14,
              }}
            >
              {index + 1} / {count}
            </Typography>
          </>
        )}
      </Box>

      {count > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {images.map((image, i) => (
            <ButtonBase
              key={image}
              onClick={() => setIndex(i)}
              aria-label={t('product.gallery.show', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                width: 64,
                height: 64,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: i === index ? 'primary.main' : 'transparent',
              }}
            >
              <Box
                component="img"
                src={image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}

      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        maxWidth="lg"
        slotProps={{ paper: { 'aria-label': t('product.gallery.enlarged', { name }) } }}
      >
        <IconButton
          aria-label={t('product.gallery.closeZoom')}
          onClick={() => setZoomed(false)}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)' }}
        >
          <CloseIcon />
        </IconButton>
        <Box component="img" src={current} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '90vh' }} />
      </Dialog>
    </Box>
  );
}
