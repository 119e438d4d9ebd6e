import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { useAdminSession } from './useAdminSession';

function read(key: string): GridColumnVisibilityModel {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as GridColumnVisibilityModel) : {};
  } catch {
    return {};
  }
}

/** The columns a person chose to see in one grid, kept in this browser per person. */
export function useRememberedColumns(gridId: string) {
  const { staff } = useAdminSession();
  const key = `robo.admin.columns.${gridId}.${staff?.id ?? 0}`;
  const [model, setModel] = useState(() => read(key));
  const [modelKey, setModelKey] = useState(key);
  if (modelKey !== key) {
    // Another person signed in on this browser: show their choice.
    setModelKey(key);
    setModel(read(key));
  }
  const change = useCallback(
    (next: GridColumnVisibilityModel) => {
      setModel(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return { columnVisibilityModel: model, onColumnVisibilityModelChange: change };
}
