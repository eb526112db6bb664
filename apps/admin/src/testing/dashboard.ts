import { screen } from '@testing-library/react';
import type { AdminUserListItem } from '@consult/domain';
import { mockApi, type MockRoute } from '@consult/ui/testing';
import { buildListUser, signedInAdmin } from './admin-factories';

/* The dashboard specs' users and API, and how they read its cards and rows. */

export const avery = buildListUser(1, {
  firstName: 'Avery',
  lastName: 'Lindqvist',
  email: 'avery@lindqvist.example',
  companyName: 'Lindqvist Logistics',
});
export const jonas = buildListUser(2, {
  firstName: 'Jonas',
  lastName: 'Weller',
  email: 'jonas@weller.example',
  companyName: '',
  kinds: ['nda'],
  isAdmin: true,
});
export const marisol = buildListUser(3, {
  firstName: 'Marisol',
  lastName: 'Okafor',
  email: 'marisol@harborview.example',
  companyName: 'Harborview Freight',
  kinds: [],
});

export function dashboardApi(
  users: AdminUserListItem[] | MockRoute,
  extra: Record<string, MockRoute> = {},
) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users': Array.isArray(users) ? { body: users } : users,
    ...extra,
  });
}

export const cards = () => screen.queryAllByRole('article');
export const rows = () => screen.getAllByRole('row').slice(1);
