import { DeferredSession } from '../session/DeferredSession';
import { AppShell, type AppShellProps } from './AppShell';

/**
 * The marketing site's providers: the shell, and the session loaded after the first paint (see
 * DeferredSession). A part of a page that calls the API loads the client when it first calls it,
 * and calls it through the same store (`sharedStore`).
 */
export function DeferredAppProviders({ children, ...shell }: AppShellProps) {
  return (
    <AppShell {...shell}>
      <DeferredSession>{children}</DeferredSession>
    </AppShell>
  );
}
