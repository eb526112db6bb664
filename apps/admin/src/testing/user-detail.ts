import type { AdminUserDetail } from '@consult/domain';
import { mockApi, type MockRoute } from '@consult/ui/testing';
import { signedInAdmin } from './admin-factories';

/** The user detail specs' API: the signed-in admin, user 12's detail, and `extra` routes. */
export function detailApi(
  detail: AdminUserDetail | MockRoute,
  extra: Record<string, MockRoute> = {},
) {
  return mockApi({
    ...signedInAdmin,
    'GET /api/admin/users/12': 'id' in detail ? { body: detail } : detail,
    ...extra,
  });
}

/** Saved files: the links `saveFile` clicks. */
export function captureSaves() {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return clicked;
}
