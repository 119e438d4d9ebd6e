import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import { useRef, type ChangeEvent } from 'react';

interface UploadButtonProps {
  label: string;
  /** Names the hidden file input (tests and assistive tools reach it by this). */
  inputLabel: string;
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file picker for images. */
export function UploadButton({ label, inputLabel, multiple = false, disabled, onFiles }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CloudUpload aria-hidden />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        disabled={disabled}
        aria-label={inputLabel}
        onChange={handleChange}
      />
    </>
  );
}
