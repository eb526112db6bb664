import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { PAGE_ANNOUNCER_ID, PageAnnouncer } from './PageAnnouncer';

const page = (title: string) => (
  <>
    <title>{title}</title>
    <h1>{title}</h1>
  </>
);

function renderApp(path = '/services', { visitorActs = true } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <PageAnnouncer />
          </>
        ),
        children: [
          { path: '/services', element: page('Services | Firm') },
          { path: '/contact', element: page('Contact | Firm') },
          { path: '/other-contact', element: page('Contact | Firm') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const region = document.getElementById(PAGE_ANNOUNCER_ID);
  if (!region) throw new Error('no live region');
  // A key pressed on the page: from now on the visitor is the one changing pages.
  if (visitorActs) fireEvent.keyDown(document.body, { key: 'Tab' });
  return { router, region };
}

/** Lets the announcer's animation frame run. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('PageAnnouncer', () => {
  it('is a polite live region, on the page and empty from the first load', async () => {
    const { region } = renderApp();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    await nextFrame();
    expect(region).toHaveTextContent(/^$/);
  });

  it("says the new page's title when a link opens another page", async () => {
    const { router, region } = renderApp();
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(region).toHaveTextContent(/^Contact \| Firm$/));
    await act(() => router.navigate('/services'));
    await waitFor(() => expect(region).toHaveTextContent(/^Services \| Firm$/));
  });

  it('says a page of the same title again, emptied in between', async () => {
    const { router, region } = renderApp('/contact');
    await act(() => router.navigate('/services'));
    await waitFor(() => expect(region).toHaveTextContent('Services | Firm'));
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(region).toHaveTextContent('Contact | Firm'));
    // Each text the region holds, as it changes: the title comes back a frame after it is
    // emptied, which a slow host can reach before the navigation's act() returns.
    const held: string[] = [];
    const changes = new MutationObserver(() => held.push(region.textContent ?? ''));
    changes.observe(region, { childList: true, characterData: true, subtree: true });
    await act(() => router.navigate('/other-contact'));
    await waitFor(() => expect(held.at(-1)).toBe('Contact | Firm'));
    changes.disconnect();
    expect(held[0]).toBe('');
    expect(region).toHaveTextContent(/^Contact \| Firm$/);
  });

  it('waits until a modal no longer hides the page, then says the title', async () => {
    const { router, region } = renderApp();
    // As a closing menu leaves it: the app's root hidden from assistive technology.
    const root = region.closest('body > div');
    root?.setAttribute('aria-hidden', 'true');
    await act(() => router.navigate('/contact'));
    await nextFrame();
    await nextFrame();
    expect(region).toHaveTextContent(/^$/);
    act(() => root?.removeAttribute('aria-hidden'));
    await waitFor(() => expect(region).toHaveTextContent(/^Contact \| Firm$/));
  });

  it('stays silent for a page reached before the visitor did anything (a redirect as it loads)', async () => {
    const { router, region } = renderApp('/services', { visitorActs: false });
    await act(() => router.navigate('/contact', { replace: true }));
    await nextFrame();
    expect(region).toHaveTextContent(/^$/);
    // Once the visitor has acted (a tap), a page a link opens is said.
    fireEvent.pointerDown(document.body);
    await act(() => router.navigate('/services'));
    await waitFor(() => expect(region).toHaveTextContent(/^Services \| Firm$/));
  });

  it('stays silent when only the query or the anchor changes', async () => {
    const { router, region } = renderApp();
    await act(() => router.navigate('/services?page=2'));
    await act(() => router.navigate('/services#digital'));
    await nextFrame();
    expect(region).toHaveTextContent(/^$/);
  });
});
