import type { User as UserResponse } from '@consult/domain';
import type { User } from '../user.entity';

/** The `User` JSON of `GET /api/user`, login and registration: never the hash or the address. */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    isAdmin: user.isAdmin,
  };
}
