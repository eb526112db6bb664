import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FORM_HINTS, LIMITS, MESSAGES, type BusinessProfile } from '@consult/domain';
import { buildProfile, buildClient } from '../../../testing/factories';
import { type MockRoute, calledRoutes, mockApi, setViewportWidth } from '@consult/ui/testing';
import { renderPortal } from '../../../testing/render-portal';

/** The API around the edit page; `patch` answers `PATCH /api/profile` (echoing by default). */
function editApi(profile: BusinessProfile, patch?: MockRoute) {
  let saved = profile;
  return mockApi({
    'GET /api/user': { body: buildClient() },
    'GET /api/profile': () => ({ body: saved }),
    'GET /api/payment-info': { body: [] },
    'PATCH /api/profile':
      patch ??
      (async (request) => {
        saved = { ...saved, ...(await request.clone().json()) };
        return { body: saved };
      }),
  });
}

async function openEdit(profile: Partial<BusinessProfile> = {}, patch?: MockRoute) {
  const fetchMock = editApi(buildProfile(profile), patch);
  const view = renderPortal('/profile/edit');
  await screen.findByRole('form', { name: 'Edit business profile' });
  return { ...view, fetchMock };
}

async function patchBody(fetchMock: jest.Mock): Promise<Record<string, unknown>> {
  await waitFor(() => expect(calledRoutes(fetchMock)).toContain('PATCH /api/profile'));
  const request = fetchMock.mock.calls
    .map(([input]) => input as Request)
    .find((r) => r.method === 'PATCH');
  return request?.clone().json();
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('Edit profile', () => {
  beforeEach(() => setViewportWidth(1280));

  it('starts from the saved profile', async () => {
    await openEdit();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Company name')).toHaveValue('Lindqvist Logistics');
    expect(screen.getByLabelText('Website')).toHaveValue('lindqvist-logistics.example');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveTextContent('Transportation');
    expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  });

  it('submits the chosen sector in lower case, toasts, refreshes the caches and returns to /profile', async () => {
    const { user, router, fetchMock } = await openEdit();

    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'Financial Services' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.paste('Managing Director');
    await user.click(save());

    expect(await patchBody(fetchMock)).toEqual({
      firstName: 'Ada',
      lastName: 'Lindqvist',
      companyName: 'Lindqvist Logistics',
      title: 'Managing Director',
      sector: 'financial services',
      website: 'lindqvist-logistics.example',
      bio: 'Regional freight and warehousing operator serving New England.',
      successStory: 'Cut delivery times by a third in one year.',
      rating: 4,
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const details = await screen.findByRole('region', { name: 'Business Profile' });
    expect(await within(details).findByText('Managing Director')).toBeInTheDocument();
    expect(within(details).getByText('Financial Services')).toBeInTheDocument();
    const afterSave = calledRoutes(fetchMock).slice(
      calledRoutes(fetchMock).indexOf('PATCH /api/profile'),
    );
    expect(afterSave).toEqual(expect.arrayContaining(['GET /api/profile', 'GET /api/session']));
  });

  it('sends null for a cleared field and for the empty sector choice', async () => {
    const { user, fetchMock } = await openEdit();

    await user.clear(screen.getByLabelText('Success story'));
    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    await user.click(await screen.findByRole('option', { name: 'No sector selected' }));
    await user.click(save());

    expect(await patchBody(fetchMock)).toMatchObject({ successStory: null, sector: null });
  });

  it('clears the rating when the selected star is clicked again, and sends null', async () => {
    const { user, fetchMock } = await openEdit({ rating: 4 });
    const fourStars = screen.getByRole('radio', { name: '4 Stars' });

    await user.pointer({
      keys: '[MouseLeft]',
      target: fourStars,
      coords: { clientX: 120, clientY: 10 },
    });
    await waitFor(() => expect(fourStars).not.toBeChecked());
    expect(screen.getByRole('radio', { name: 'Empty' })).toBeChecked();
    await user.click(save());

    expect(await patchBody(fetchMock)).toMatchObject({ rating: null });
  });

  it('sends a newly chosen rating', async () => {
    const { user, fetchMock } = await openEdit({ rating: null });
    // A plain click: jsdom has no layout, so the star under a moving pointer cannot be worked out.
    fireEvent.click(screen.getByRole('radio', { name: '2 Stars' }));
    await user.click(save());
    expect(await patchBody(fetchMock)).toMatchObject({ rating: 2 });
  });

  it("reads 'Saving...' while the update is pending", async () => {
    const { user } = await openEdit({}, () => new Promise(() => undefined));
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('asks to log in again and goes to /log-in when the update answers 401', async () => {
    const unauthenticated = {
      statusCode: 401,
      error: 'Unauthorized',
      message: MESSAGES.notAuthenticated,
    };
    mockApi({
      'GET /api/user': { body: buildClient() },
      'GET /api/profile': { body: buildProfile() },
      'PATCH /api/profile': () => {
        // The session has ended: from now on the API knows no user.
        mockApi({ 'GET /api/user': { status: 401, body: unauthenticated } });
        return { status: 401, body: unauthenticated };
      },
    });
    const { user, router } = renderPortal('/profile/edit');
    await screen.findByRole('form', { name: 'Edit business profile' });

    await user.click(save());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('Please log in again to continue')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/log-in'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it("shows the server's field message under its field, focuses it, keeps the values, and toasts nothing", async () => {
    const message = MESSAGES.tooLong('Title', LIMITS.titleMax);
    const { user, router } = await openEdit(
      {},
      {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message, fields: { title: message } },
      },
    );

    await user.clear(screen.getByLabelText('Title'));
    await user.paste('Chief Everything Officer');
    await user.click(save());

    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(message),
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Chief Everything Officer');
    expect(router.state.location.pathname).toBe('/profile/edit');
  });

  it("falls back to 'Failed to update profile'", async () => {
    const { user } = await openEdit({}, { status: 500 });
    await user.click(save());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Failed to update profile')).toBeInTheDocument();
  });

  it('checks the shared length limits before sending', async () => {
    const { user, fetchMock } = await openEdit();
    await user.click(screen.getByLabelText('Bio'));
    await user.paste('x'.repeat(LIMITS.longTextMax + 1));
    await user.click(save());

    expect(
      await screen.findByText(MESSAGES.tooLong('Bio', LIMITS.longTextMax)),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Bio')).toHaveFocus());
    expect(calledRoutes(fetchMock)).not.toContain('PATCH /api/profile');
  });

  it('hints at the website rule, and refuses what the API would (javascript:, no dot) before sending', async () => {
    const { user, fetchMock } = await openEdit({ website: null });
    const website = screen.getByLabelText('Website');
    expect(website).toHaveAccessibleDescription(FORM_HINTS.website);

    await user.click(website);
    await user.paste('javascript:alert(1)');
    await user.click(save());

    await waitFor(() => expect(website).toHaveAccessibleDescription(MESSAGES.websiteInvalid));
    expect(website).toHaveFocus();
    expect(calledRoutes(fetchMock)).not.toContain('PATCH /api/profile');

    await user.clear(website);
    await user.paste('www.example.com');
    await waitFor(() => expect(website).toHaveAccessibleDescription(FORM_HINTS.website));
  });

  it('goes back to /profile on Cancel without saving', async () => {
    const { user, router, fetchMock } = await openEdit();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(calledRoutes(fetchMock)).not.toContain('PATCH /api/profile');
  });
});
