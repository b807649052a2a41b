import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { firstPageAnswer, forgetFirstPage } from './first-page';

/**
 * SWR for a public list whose first page the prerendered page may have drawn before the app ran
 * (src/app/entry/prerendered-lists.ts). It hydrates from that answer, fetched a moment ago (fallbackData, no revalidation on
 * mount): React draws what is on screen, and nothing is asked twice. Then the answer goes to SWR's cache like any
 * other, so a later visit to the page revalidates it.
 */
export function useFirstPageSWR<T>(key: string, config: SWRConfiguration<T>) {
  const drawn = firstPageAnswer<T>(key);
  const answer = useSWR<T>(key, { ...config, ...(drawn && { fallbackData: drawn, revalidateOnMount: false }) });
  const { mutate } = answer;
  useEffect(() => {
    if (drawn && forgetFirstPage(key)) void mutate(drawn, { revalidate: false });
  }, [drawn, key, mutate]);
  return answer;
}
