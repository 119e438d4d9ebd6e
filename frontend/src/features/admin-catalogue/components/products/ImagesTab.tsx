import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_IMAGES_PER_UPLOAD, MAX_THUMBNAIL_FILES } from '@robo/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useImageUpload } from '../../hooks/useImageUpload';
import type { ProductFormValues } from '../../lib/product-form';
import { fieldErrorMessage, ProductTextField } from './form-fields';
import { UploadButton } from './UploadButton';

function ImageUrlList({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
}) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      {value.map((url, index) => (
        <Stack key={index} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            label={`Image URL ${index + 1}`}
            value={url}
            onChange={(event) => onChange(value.map((old, i) => (i === index ? event.target.value : old)))}
            fullWidth
            size="small"
          />
          <IconButton
            aria-label={`Remove image ${index + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <Delete />
          </IconButton>
        </Stack>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

/** Thumbnail URL with upload and preview; the list of image URLs with add, upload and remove. */
export function ImagesTab() {
  const { control, setValue, getValues, formState } = useFormContext<ProductFormValues>();
  const thumbnail = useWatch({ control, name: 'thumbnail' });
  const { upload, uploading } = useImageUpload();

  const uploadThumbnail = async (files: File[]) => {
    const [url] = await upload(files, MAX_THUMBNAIL_FILES);
    if (url) setValue('thumbnail', url, { shouldDirty: true });
  };
  const uploadImages = async (files: File[]) => {
    const urls = await upload(files, MAX_IMAGES_PER_UPLOAD);
    if (urls.length > 0) setValue('images', [...getValues('images'), ...urls], { shouldDirty: true });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          Thumbnail
        </Typography>
        <ProductTextField name="thumbnail" label="Thumbnail URL" />
        <Box>
          <UploadButton
            label={uploading ? 'Uploading...' : 'Upload Thumbnail'}
            inputLabel="Thumbnail file"
            disabled={uploading}
            onFiles={(files) => void uploadThumbnail(files)}
          />
        </Box>
        {thumbnail && (
          <Box
            component="img"
            src={thumbnail}
            alt="Thumbnail preview"
            sx={{ width: 160, height: 160, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
          Images
        </Typography>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <ImageUrlList
              value={field.value}
              onChange={field.onChange}
              error={fieldErrorMessage(formState.errors.images)}
            />
          )}
        />
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <Button startIcon={<Add aria-hidden />} onClick={() => setValue('images', [...getValues('images'), ''])}>
            Add Image URL
          </Button>
          <UploadButton
            label={uploading ? 'Uploading...' : `Upload Images (up to ${MAX_IMAGES_PER_UPLOAD})`}
            inputLabel="Image files"
            multiple
            disabled={uploading}
            onFiles={(files) => void uploadImages(files)}
          />
        </Stack>
      </Box>
    </Box>
  );
}
