import Chip from '@mui/material/Chip';

/** 'Active' or 'Inactive', in colours readable on white. */
export function ActiveChip({ label }: { label: 'Active' | 'Inactive' }) {
  return (
    <Chip
      size="small"
      label={label}
      color={label === 'Active' ? 'success' : 'default'}
      variant={label === 'Active' ? 'filled' : 'outlined'}
    />
  );
}
