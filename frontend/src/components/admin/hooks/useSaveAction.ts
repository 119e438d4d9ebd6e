import { MESSAGES } from '@robo/domain';
import { useState } from 'react';
import { failureText } from '../../../api/errors';
import { useToast } from '../../../components/toast';

/**
 * Saving from a form dialog: toast the success and close, or toast the failure (spec §8 text
 * plus the server's reason) and keep it as `failed` so the open dialog can repeat it.
 */
export function useSaveAction(onClose: () => void) {
  const { toast } = useToast();
  const [failed, setFailed] = useState<string>();
  const save = async (call: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await call();
      toast({ title: success, severity: 'success' });
      onClose();
    } catch (error) {
      const description = failureText(error, failure);
      setFailed(description);
      toast({ title: MESSAGES.errorTitle, description, severity: 'error' });
    }
  };
  return { failed, save };
}
