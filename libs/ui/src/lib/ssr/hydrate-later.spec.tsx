import { holdEarlyClicks } from './hydrate-later';

type HydrateLaterModule = typeof import('./hydrate-later');

describe('holdEarlyClicks', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds clicks on buttons until released, then makes them again in order', () => {
    document.body.innerHTML =
      '<button id="a">A</button><button id="b"><span id="inside">B</span></button>';
    const release = holdEarlyClicks();
    const made: string[] = [];
    // The app's handlers, attached by hydration after the clicks.
    const a = document.getElementById('a') as HTMLButtonElement;
    const b = document.getElementById('b') as HTMLButtonElement;
    a.click();
    (document.getElementById('inside') as HTMLElement).click();
    a.addEventListener('click', () => made.push('a'));
    b.addEventListener('click', () => made.push('b'));
    expect(made).toEqual([]);

    release();

    expect(made).toEqual(['a', 'b']);
    // Released: a click now goes straight to the handler, once.
    a.click();
    expect(made).toEqual(['a', 'b', 'a']);
  });

  it('keeps a held submit button from submitting the form natively', () => {
    document.body.innerHTML = '<form><button type="submit">Send</button></form>';
    const release = holdEarlyClicks();
    const submitted = jest.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submitted);
    (document.querySelector('button') as HTMLButtonElement).click();
    expect(submitted).not.toHaveBeenCalled();
    release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone, and drops a held click whose button is gone', () => {
    document.body.innerHTML = '<a href="#next" id="link">Next</a><button id="gone">Gone</button>';
    const release = holdEarlyClicks();
    const link = document.getElementById('link') as HTMLAnchorElement;
    const followed = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);

    const gone = document.getElementById('gone') as HTMLButtonElement;
    const clicked = jest.fn();
    gone.addEventListener('click', clicked);
    gone.click();
    gone.remove();
    release();
    expect(clicked).not.toHaveBeenCalled();
  });
});

describe('pageHydrated', () => {
  /** A fresh copy of the module: its state (in parts, hydrated) is the page's, set once. */
  function freshModule(): HydrateLaterModule {
    let loaded: HydrateLaterModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<HydrateLaterModule>('./hydrate-later');
    });
    if (!loaded) throw new Error('the module did not load');
    return loaded;
  }

  it('is true at once in an app rendered in the browser (no hydration in parts)', () => {
    expect(freshModule().pageHydrated()).toBe(true);
  });

  it('is false from the start of hydration in parts until the last part has hydrated, then tells', async () => {
    const { hydrateInParts, onPageHydrated, pageHydrated } = freshModule();
    const told = jest.fn();
    onPageHydrated(told);
    const seen: boolean[] = [];
    const done = hydrateInParts(() => seen.push(pageHydrated()));
    seen.push(pageHydrated());
    await done;
    expect(seen).toEqual([false, false]);
    expect(pageHydrated()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
