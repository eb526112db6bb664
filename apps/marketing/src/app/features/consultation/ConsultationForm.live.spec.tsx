import { screen, waitFor } from '@testing-library/react';
import { hydrateInParts, onPageHydrated } from '@consult/ui';
import { renderInMarketing, renderOutsideAct } from '@consult/ui/testing';
import * as forms from '@consult/ui/forms';
import { ConsultationForm } from './ConsultationForm';

// The real fields, counted as they render.
jest.mock('@consult/ui/forms', () => {
  const actual = jest.requireActual<typeof forms>('@consult/ui/forms');
  return { ...actual, FormTextField: jest.fn(actual.FormTextField) };
});

// A file of its own: hydrateInParts sets the page's state for good, as the site does once. Its
// parts render in tasks of their own, as in the browser, not in act()'s batches.
renderOutsideAct();

describe('ConsultationForm on a prerendered page', () => {
  it('enables its fields when the page becomes live without rendering them again', async () => {
    const renders = () => jest.mocked(forms.FormTextField).mock.calls.length;
    let rendersBeforeLive = -1;
    // Registered before the form's own listener: called just before the page goes live.
    onPageHydrated(() => {
      rendersBeforeLive = renders();
    });

    await hydrateInParts(() => {
      renderInMarketing(<ConsultationForm />);
    });

    const form = await screen.findByRole('form', { name: 'Request a consultation' });
    const fieldset = form.querySelector('fieldset') as HTMLFieldSetElement;
    await waitFor(() => expect(fieldset.disabled).toBe(false));
    expect(screen.getByRole('textbox', { name: /^company name/i })).toBeEnabled();
    // The four text fields of the form's own (the names are PersonNameFields'), each rendered once
    // while the page hydrated, and not again when it went live (issue 19: the whole form rendering
    // a second time was one of the page's longest tasks).
    expect(rendersBeforeLive).toBe(4);
    expect(renders()).toBe(rendersBeforeLive);
  });
});
