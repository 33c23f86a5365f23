import { useEffect, useState } from 'react';

/** The value once it has stayed put for a moment: typing a name into a search is one call, not one per letter. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
