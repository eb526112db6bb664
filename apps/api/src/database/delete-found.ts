import type {
  EntityManager,
  EntityTarget,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';

/**
 * Deletes the rows of `entity` that `where` finds, by their ids. On MySQL/MariaDB a DELETE over a
 * range locks the gaps it scans even when it finds nothing, and two transactions that each swept
 * an empty range of one index and then insert into it deadlock: two accounts registered at once
 * did, one of them answered 500. A plain read takes no lock, and a delete by id locks only the
 * rows it deletes, so the sweep-then-insert transactions no longer wait on each other.
 */
export async function deleteFound<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  where: FindOptionsWhere<T>,
): Promise<void> {
  const found = await manager.getRepository(entity).find({
    select: { id: true } as FindOptionsSelect<T>,
    where,
  });
  if (found.length > 0)
    await manager.delete(
      entity,
      found.map((row) => row.id),
    );
}
