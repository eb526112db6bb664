import type { AppUrls } from '@consult/domain';

interface AppConfig {
  apiBaseUrl: string;
  urls: AppUrls;
}

declare const __APP_CONFIG__: AppConfig;

/** Build-time configuration (tools/vite/app-vite-config.mts): the API base URL and the apps' URLs. */
export const appConfig: AppConfig = __APP_CONFIG__;
