import { useCallback, useEffect, useState } from 'react';
import { api } from './api.js';

/**
 * Loads `GET /v1{path}` and reloads on demand. A change of workspace remounts the page (its key in
 * app.tsx), which loads everything again.
 */
export function useApi<T>(path: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for a reload
  useEffect(() => {
    if (path === null) return;
    let current = true;
    setLoading(true);
    api<T>('GET', path).then(
      (value) => {
        if (!current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload, setData };
}
