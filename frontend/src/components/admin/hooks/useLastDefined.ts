import { useRef } from 'react';

/** The latest value that was not undefined: keeps a closing dialog's text from changing mid-animation. */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
