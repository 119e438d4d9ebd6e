import { MESSAGES } from '@robo/domain';
import { useCallback, useState } from 'react';
import { useProductImageUploadUrlMutation } from '../api/products';
import { imageSelectionProblem, storedImageUrl } from '../lib/image-files';

/**
 * Uploads product images: each file gets its own signed URL, is PUT there with its content type,
 * and is then found at that URL without its query. Problems are shown as alerts (spec §5, §8).
 */
export function useImageUpload() {
  const [issueUploadUrl] = useProductImageUploadUrlMutation();
  const [uploading, setUploading] = useState(false);

  const uploadOne = useCallback(
    async (file: File): Promise<string> => {
      const { uploadURL } = await issueUploadUrl().unwrap();
      // Plain fetch: the signed URL needs no cookie, and a storage service on another host must not get one.
      const response = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return storedImageUrl(uploadURL);
    },
    [issueUploadUrl],
  );

  /** The stored URLs of the files that were uploaded (none when the selection was refused). */
  const upload = useCallback(
    async (files: File[], maxFiles: number): Promise<string[]> => {
      const problem = imageSelectionProblem(files, maxFiles);
      if (problem) {
        window.alert(problem);
        return [];
      }
      setUploading(true);
      const urls: string[] = [];
      try {
        for (const file of files) urls.push(await uploadOne(file));
      } catch {
        window.alert(MESSAGES.uploadFailed);
      } finally {
        setUploading(false);
      }
      return urls;
    },
    [uploadOne],
  );

  return { upload, uploading };
}
