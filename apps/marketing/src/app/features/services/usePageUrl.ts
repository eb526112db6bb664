import { useCallback } from 'react';
import { useAppConfig } from '@consult/ui';

/** Turns a marketing route into its absolute URL on the configured marketing origin. */
export function usePageUrl(): (path: string) => string {
  const { urls } = useAppConfig();
  return useCallback((path: string) => `${urls.marketing.replace(/\/+$/, '')}${path}`, [urls]);
}
