import { createContext, useContext, type ReactNode } from 'react';
import type { AppUrls } from '@consult/domain';

export type AppName = 'marketing' | 'portal' | 'admin';

export interface UiAppConfig {
  /** Which app this is: links to its own routes stay in-app, others are absolute URLs. */
  app: AppName;
  /** The public base URLs of the three apps (req RULES-1). */
  urls: AppUrls;
  /** Where the browser calls the API (`/api` when not given). */
  apiBaseUrl?: string;
}

const AppConfigContext = createContext<UiAppConfig | null>(null);

export function AppConfigProvider({
  value,
  children,
}: {
  value: UiAppConfig;
  children: ReactNode;
}) {
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): UiAppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigProvider');
  return config;
}
