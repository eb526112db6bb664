import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'access:public';
export const ADMIN_ONLY = 'access:admin';

/**
 * Who may call a route, as the OpenAPI document says it (`x-access`; the generator turns it into
 * the operation's `security` and its 401/403 answers). A handler without either decorator is
 * `signed-in`.
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/** The handler answers anonymous visitors. Every other handler requires a session (AccessGuard). */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-access', 'public'));

/** The handler requires an admin; the role is read from the database on each request. */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(ADMIN_ONLY, true), ApiExtension('x-access', 'admin'));
