import { holdEarlyClicks } from './hydrate-later';

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
