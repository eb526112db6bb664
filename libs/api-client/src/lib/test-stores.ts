// For this lib's specs only (not exported): stores that are reset after each test, which clears
// RTK Query's timers (cached data is dropped after 10 minutes), so Jest can exit at once.
import { baseApi } from './base-api';
import { createAppStore, type AppStore } from './store';

const stores: AppStore[] = [];

export function createTestStore(): AppStore {
  const store = createAppStore();
  stores.push(store);
  return store;
}

export function resetTestStores(): void {
  for (const store of stores.splice(0)) store.dispatch(baseApi.util.resetApiState());
}
