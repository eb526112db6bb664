/** The public base URLs of the three apps, so each can link to the others' routes (req RULES-1). */
export interface AppUrls {
  marketing: string;
  portal: string;
  admin: string;
}

/** Local defaults: the three apps' preview/dev servers. */
export const DEFAULT_APP_URLS: AppUrls = {
  marketing: 'http://localhost:4200',
  portal: 'http://localhost:4201',
  admin: 'http://localhost:4202',
};

/** Joins an app's base URL and a path without doubling or losing the slash. */
export function appLink(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
