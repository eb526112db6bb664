import { holdEarlyClicks } from '@consult/ui';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The site's scripts are evaluated in stages, each in a task of its own: MUI's styling engine,
 * then the site's theme and the router, then the app (issue 19). Evaluated at once, they held a
 * phone's main thread for 100-300 ms before the page could hydrate; in stages, a tap or a key
 * press is answered between them. The HTML preloads every stage's chunks (vite.config.mts), so
 * the stages cost no extra round trip.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // A prerendered page says which path it was rendered for; the page shell served for any other
  // address (the SPA fallback) is rendered in the browser from scratch.
  const prerendered = container.dataset['prerenderedPath'] === window.location.pathname;
  const releaseClicks = prerendered ? holdEarlyClicks() : undefined;
  await import('./stages/styling');
  await nextTask();
  await import('./stages/theme');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(container, prerendered);
  releaseClicks?.();
}

void start();
