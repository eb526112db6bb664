import { createHash, webcrypto } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFY_MESSAGES, type VerifiedDocument } from '@consult/domain';
import {
  calledRoutes,
  mockApi,
  renderRoutes,
  setViewportWidth,
  type MockRoute,
} from '@consult/ui/testing';
import { routes } from '../routes';

/** Time for a lazy route to load, beyond the default second. */
const LAZY_ROUTE = { timeout: 5000 };

const SIGNED_OUT = { 'GET /api/user': { status: 401, body: { message: 'Not authenticated' } } };

const NDA: VerifiedDocument = {
  issued: true,
  kind: 'nda',
  title: 'Mutual Non-Disclosure Agreement',
  reference: 'NDA-000042',
  version: 1,
  status: 'current',
  signedOn: '2026-11-25',
  signer: { name: 'Ada Lovelace', company: 'Analytical Engines Ltd' },
};

const pdfBytes = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const pdf = (name = 'nda-000042.pdf') => new File([pdfBytes], name, { type: 'application/pdf' });
/** The fingerprint the page must send, computed here by Node rather than by the page. */
const PDF_SHA256 = createHash('sha256').update(pdfBytes).digest('hex');

// jsdom has neither Web Crypto's digest nor Blob.arrayBuffer; the browser has both. Node's digest
// is given the bytes as a Node Buffer: it refuses an ArrayBuffer made in jsdom's realm.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    value: {
      digest: (algorithm: AlgorithmIdentifier, data: ArrayBuffer) =>
        webcrypto.subtle.digest(algorithm, Buffer.from(data)),
    },
    configurable: true,
  });
  Blob.prototype.arrayBuffer ??= function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
  // Compile the lazy page's modules once, before the tests, rather than within the first test's time.
  return import('./VerifyPage');
}, 20_000);

jest.setTimeout(15_000);

beforeEach(() => setViewportWidth(1280));

afterEach(() => jest.restoreAllMocks());

/** Opens /verify with the API answering the fingerprint of `pdf()` with `verify`. */
async function openPage(verify?: MockRoute) {
  const fetchMock = mockApi({
    ...SIGNED_OUT,
    ...(verify ? { [`GET /api/verify/${PDF_SHA256}`]: verify } : {}),
  });
  // The file input's `accept` is the browser's hint only: a dropped file is checked by the page.
  const user = userEvent.setup({ applyAccept: false });
  renderRoutes(routes, { path: '/verify' });
  await screen.findByRole('heading', { level: 1, name: 'Verify a Document' }, LAZY_ROUTE);
  return { user, fetchMock };
}

const fileInput = () => screen.getByLabelText('PDF to verify');
const liveRegion = () => screen.getByRole('status');

describe('the verify page (/verify)', () => {
  it('explains the check, with a way home and a "Choose a PDF" button for a PDF', async () => {
    await openPage();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(main.getByText(/sealed with our digital signature/)).toBeVisible();
    expect(main.getByText(/The file never leaves your computer/)).toBeVisible();
    expect(main.getByRole('button', { name: 'Choose a PDF' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(document.title).toBe('Verify a Document | Northbridge Advisory Group');
  });

  it('sends only the SHA-256 of the chosen PDF, and shows an issued document with its details', async () => {
    const { user, fetchMock } = await openPage({ body: NDA });

    await user.upload(fileInput(), pdf());

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Issued by Northbridge Advisory Group',
    });
    expect(heading).toHaveFocus();
    expect(liveRegion()).toContainElement(heading);
    expect(calledRoutes(fetchMock)).toContain(`GET /api/verify/${PDF_SHA256}`);
    expect(screen.getByText('nda-000042.pdf')).toBeVisible();
    expect(screen.getByText(PDF_SHA256)).toBeVisible();
    expect(details()).toEqual({
      Document: 'Mutual Non-Disclosure Agreement',
      Reference: 'NDA-000042',
      Version: 'current',
      Signed: 'November 25, 2026 by Ada Lovelace, Analytical Engines Ltd',
    });
    expect(screen.queryByText(/no longer the one in force/)).not.toBeInTheDocument();
  });

  it('says when an agreement has been superseded by a newer version', async () => {
    const { user } = await openPage({
      body: {
        ...NDA,
        kind: 'agreement',
        title: 'Consulting Agreement',
        reference: 'CA-000007',
        status: 'superseded',
      },
    });

    await user.upload(fileInput(), pdf());

    await screen.findByRole('heading', { name: 'Issued by Northbridge Advisory Group' });
    expect(details().Version).toBe('Version 1 · superseded by a newer version');
    expect(
      screen.getByText(
        'A newer version of this agreement has since been signed; this copy is genuine but no longer the one in force.',
      ),
    ).toBeVisible();
  });

  it('says when the client has withdrawn the document, with a way to ask the firm', async () => {
    const { user } = await openPage({ body: { ...NDA, status: 'withdrawn' } });

    await user.upload(fileInput(), pdf());

    await screen.findByRole('heading', { name: 'Issued by Northbridge Advisory Group' });
    expect(details().Version).toBe('withdrawn by the client');
    expect(
      screen.getByText(/the client has since withdrawn the document from their account/),
    ).toBeVisible();
    expect(within(liveRegion()).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('says "Not issued by us" for any other file, with where to get a genuine copy', async () => {
    const { user } = await openPage({ body: { issued: false } });

    await user.upload(fileInput(), pdf('edited.pdf'));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Not issued by us' });
    expect(heading).toHaveFocus();
    expect(liveRegion()).toHaveTextContent(/changed after we issued it/);
    expect(screen.getByRole('link', { name: 'client portal' })).toHaveAttribute(
      'href',
      'http://localhost:4201/profile',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('checks a PDF dropped onto the zone', async () => {
    const { fetchMock } = await openPage({ body: NDA });
    const zone = screen.getByText('Drop the PDF here').parentElement as HTMLElement;

    fireEvent.drop(zone, { dataTransfer: { files: [pdf()], types: ['Files'] } });

    await screen.findByRole('heading', { name: 'Issued by Northbridge Advisory Group' });
    expect(calledRoutes(fetchMock)).toContain(`GET /api/verify/${PDF_SHA256}`);
  });

  it('asks for a PDF when the file is not one, without calling the API', async () => {
    const { user, fetchMock } = await openPage({ body: NDA });

    await user.upload(fileInput(), new File(['Dear Ada,'], 'letter.txt', { type: 'text/plain' }));

    await screen.findByRole('heading', { name: 'The document could not be checked' });
    expect(liveRegion()).toHaveTextContent('Please choose a PDF file.');
    expect(calledRoutes(fetchMock).some((route) => route.includes('/verify/'))).toBe(false);
  });

  it('shows the server message when too many documents were checked', async () => {
    const { user } = await openPage({
      status: 429,
      body: { statusCode: 429, message: VERIFY_MESSAGES.tooManyRequests },
    });

    await user.upload(fileInput(), pdf());

    await screen.findByRole('heading', { name: 'The document could not be checked' });
    expect(liveRegion()).toHaveTextContent(VERIFY_MESSAGES.tooManyRequests);
  });

  it('asks to try again when the check fails, then "Check another document" starts over', async () => {
    const { user } = await openPage({ status: 503, body: { message: 'Unavailable' } });

    await user.upload(fileInput(), pdf());

    await screen.findByRole('heading', { name: 'The document could not be checked' });
    expect(liveRegion()).toHaveTextContent(
      'We could not check the document right now. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Check another document' }));
    expect(screen.getByRole('button', { name: 'Choose a PDF' })).toHaveFocus();
    expect(screen.queryByText('nda-000042.pdf')).not.toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();
  });
});

/** The answer's details (its definition list), term by term. */
function details(): Record<string, string> {
  const terms = [...liveRegion().querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}
