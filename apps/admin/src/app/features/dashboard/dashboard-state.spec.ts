import {
  readDashboardState,
  rememberDashboard,
  rememberedDashboard,
  writeDashboardState,
} from './dashboard-state';

const read = (query: string) => readDashboardState(new URLSearchParams(query));

describe('the dashboard’s state in the address', () => {
  it('reads every part, and defaults what is missing', () => {
    expect(read('')).toEqual({
      tab: 'users',
      view: 'cards',
      expanded: null,
      shownUsers: null,
      shownDocuments: null,
      search: '',
    });
    expect(read('tab=documents&view=table&open=12&users=20&docs=30&q=acme%20corp')).toEqual({
      tab: 'documents',
      view: 'table',
      expanded: 12,
      shownUsers: 20,
      shownDocuments: 30,
      search: 'acme corp',
    });
  });

  it('ignores what a hand-edited address gets wrong', () => {
    expect(read('tab=evil&view=grid&open=-3&users=abc&docs=99999999&q=')).toEqual(read(''));
    expect(read('users=0').shownUsers).toBeNull();
    expect(read(`q=${'x'.repeat(500)}`).search).toHaveLength(200);
  });

  it('writes changes, leaves defaults out and keeps other parameters', () => {
    const start = new URLSearchParams('tab=documents&utm=x');
    const next = writeDashboardState(start, { view: 'table', search: 'Acme', expanded: 7 });
    expect(next.toString()).toBe('tab=documents&utm=x&view=table&open=7&q=Acme');
    const back = writeDashboardState(next, {
      tab: 'users',
      view: 'cards',
      search: '',
      expanded: null,
      shownUsers: 20,
    });
    expect(back.toString()).toBe('utm=x&users=20');
    expect(start.toString()).toBe('tab=documents&utm=x');
  });

  it('round-trips', () => {
    const state = read('tab=documents&view=table&open=4&users=13&docs=23&q=n%C3%BCrnberg');
    expect(readDashboardState(writeDashboardState(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('Back to Dashboard’s address', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the bare dashboard until one was left in this tab', () => {
    expect(rememberedDashboard('/admin-dashboard')).toBe('/admin-dashboard');
  });

  it('is the dashboard as the admin left it, with its own parameters only', () => {
    rememberDashboard('?tab=documents&q=acme&open=3&next=https://evil.example');
    expect(rememberedDashboard('/admin-dashboard')).toBe(
      '/admin-dashboard?tab=documents&q=acme&open=3',
    );
    rememberDashboard('');
    expect(rememberedDashboard('/admin-dashboard')).toBe('/admin-dashboard');
  });

  it('survives storage that refuses', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberDashboard('?tab=documents')).not.toThrow();
    setItem.mockRestore();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(rememberedDashboard('/admin-dashboard')).toBe('/admin-dashboard');
    getItem.mockRestore();
  });
});
