import { InitialSchema1795322611076 } from './1795322611076-initial-schema';

/** Every migration, in order (registered explicitly so Jest, ts and the built JS agree). */
export const MIGRATIONS = [InitialSchema1795322611076];
