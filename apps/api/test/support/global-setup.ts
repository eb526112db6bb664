import { createTestDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  console.log(`\nAPI integration tests will run against: ${database.label}`);
}
