import { useEffect, useState } from 'react';

/**
 * An index that advances every `ms` milliseconds, wrapping at `length`; `moved` once it has advanced (the first
 * item shows without an entrance animation: it is the page's first paint, and its largest text).
 */
export function useRotation(length: number, ms: number): { index: number; moved: boolean } {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => s + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return { index: step % length, moved: step > 0 };
}
