import { useEffect, useRef, useState } from 'react';

/**
 * A module that only an opened popup needs (a Radix menu, popover or drawer), imported the first time `wanted` is
 * true: until then it is not part of the page's first load (decision 151). Null until it has loaded.
 */
export function useImportWhen<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void loadRef.current().then((module) => current && setLoaded(() => module));
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return loaded;
}
