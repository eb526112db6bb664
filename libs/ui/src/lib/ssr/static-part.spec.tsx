import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { hydrateInParts } from './hydrate-later';
import { StaticPart, staticLinkState, useStaticPartLinks } from './static-part';

// The order matters: the module's state is the page's, and hydrateInParts (the second test) sets
// it for good, as the marketing site does once.

describe('StaticPart', () => {
  it('is its children, in an element marked as a static part, in an app that is not prerendered', () => {
    render(
      <StaticPart>
        <p>Our services</p>
      </StaticPart>,
    );
    const text = screen.getByText('Our services');
    expect(text.parentElement?.hasAttribute('data-static-part')).toBe(true);
  });

  it('renders its children when it mounts on a page reached by a link while the first page still hydrates', async () => {
    // No prerendered markup to keep: the part must not stay empty.
    let shown: string | null = null;
    await hydrateInParts(() => {
      render(
        <StaticPart>
          <p>The next page</p>
        </StaticPart>,
      );
      shown = screen.queryByText('The next page')?.textContent ?? null;
    });
    expect(shown).toBe('The next page');
  });
});

describe('useStaticPartLinks', () => {
  function Links() {
    useStaticPartLinks();
    const { pathname, hash, state } = useLocation();
    return (
      <>
        <output aria-label="location">{`${pathname}${hash}`}</output>
        <output aria-label="state">{JSON.stringify(state)}</output>
      </>
    );
  }

  function page(links: string) {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Links />
        <div data-static-part="" dangerouslySetInnerHTML={{ __html: links }} />
        <a href="/outside">Outside</a>
      </MemoryRouter>,
    );
    return {
      link: (name: string) => screen.getByRole('link', { name }),
      location: () => screen.getByRole('status', { name: 'location' }).textContent,
      state: () => screen.getByRole('status', { name: 'state' }).textContent,
    };
  }

  afterEach(() => {
    document.body.replaceChildren();
  });

  it("follows a static part's link to another page of the site as the app does, without a load", () => {
    const { link, location } = page('<p><a href="/contact#form"><span>Contact</span></a></p>');
    // A click on the text inside the link, as a tap lands.
    const followed = fireEvent.click(link('Contact').firstChild as Element);
    expect(followed).toBe(false); // the browser's own navigation was stopped
    expect(location()).toBe('/contact#form');
  });

  it('follows a link with the navigation state it carries, and one whose state cannot be read with none', () => {
    const [name, value] = Object.entries(staticLinkState({ fromStoriesList: true }))[0];
    const { link, location, state } = page(
      `<a href="/success-stories/atlas" ${name}='${value}'>Atlas</a>` +
        `<a href="/success-stories/birch" ${name}="{broken">Birch</a>`,
    );
    expect(fireEvent.click(link('Atlas'))).toBe(false);
    expect(location()).toBe('/success-stories/atlas');
    expect(state()).toBe('{"fromStoriesList":true}');
    expect(fireEvent.click(link('Birch'))).toBe(false);
    expect(location()).toBe('/success-stories/birch');
    expect(state()).toBe('null');
  });

  it('leaves to the browser a new tab, another window, a download, another site and a place on the same page', () => {
    const { link, location } = page(
      [
        '<a href="/contact">Contact</a>',
        '<a href="/contact" target="_blank">New window</a>',
        '<a href="/terms.pdf" download>Download</a>',
        '<a href="https://portal.example.com/log-in">Portal</a>',
        '<a href="#services">Services</a>',
      ].join(''),
    );
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(link('Contact'), { [modifier]: true })).toBe(true);
    }
    expect(fireEvent.click(link('Contact'), { button: 1 })).toBe(true);
    for (const name of ['New window', 'Download', 'Portal', 'Services']) {
      expect(fireEvent.click(link(name))).toBe(true);
    }
    expect(location()).toBe('/');
  });

  it('leaves alone a link outside the static parts, and one whose click was already handled', () => {
    const { link, location } = page('<a href="/handled">Handled</a>');
    link('Handled').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link('Handled'));
    expect(fireEvent.click(link('Outside'))).toBe(true);
    expect(location()).toBe('/');
  });
});
