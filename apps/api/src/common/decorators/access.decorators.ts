import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';
export const ADMIN_ONLY = 'access:admin';

/** The handler answers anonymous visitors. Every other handler requires a session (AccessGuard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The handler requires an admin; the role is read from the database on each request. */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
