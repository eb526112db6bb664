import type { EntityManager } from 'typeorm';
import { User } from './user.entity';

/**
 * The account's address when its owner has verified it, else null: what every e-mail that carries
 * a client's documents, invoices or news of them asks before it is addressed to the client
 * (issue 17). Read in the caller's transaction when it has one.
 */
export async function verifiedAddressOf(
  manager: EntityManager,
  userId: number,
): Promise<string | null> {
  const user = await manager.getRepository(User).findOne({
    select: { id: true, email: true, emailVerifiedAt: true },
    where: { id: userId },
  });
  return user?.emailVerifiedAt ? user.email : null;
}
