import { useEffect, useState } from 'react';

/** An index that advances every `ms` milliseconds, wrapping at `length`. */
export function useRotation(length: number, ms: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), ms);
    return () => clearInterval(timer);
  }, [length, ms]);
  return index;
}
