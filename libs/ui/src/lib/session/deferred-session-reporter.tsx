import { SharedStoreProvider } from './shared-store';
import type { SessionState } from './session-context';
import { StoreSessionReporter } from './StoreSession';

/** Loaded after the first paint by DeferredSession: the store, and the session it reports. */
export function DeferredSessionReporter({
  onChange,
}: {
  onChange: (session: SessionState) => void;
}) {
  return (
    <SharedStoreProvider>
      <StoreSessionReporter onChange={onChange} />
    </SharedStoreProvider>
  );
}
