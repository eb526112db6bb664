import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureApiBaseUrl, createAppStore, type AppStore } from '@consult/api-client';
import { useAppConfig } from '../config/AppConfigProvider';

let shared: AppStore | undefined;

/**
 * The one API store of a page whose providers load it late (the marketing site): the session
 * check's, and the one a page's own calls are dispatched on (the consultation form, /verify).
 */
export function sharedStore(apiBaseUrl = '/api'): AppStore {
  if (!shared) {
    configureApiBaseUrl(apiBaseUrl);
    shared = createAppStore();
  }
  return shared;
}

/**
 * The API store for the part of a page that reads the API through hooks (the session check), on a
 * site whose providers do not load it up front. Every such part shares one store.
 */
export function SharedStoreProvider({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = useAppConfig();
  return <Provider store={sharedStore(apiBaseUrl)}>{children}</Provider>;
}
