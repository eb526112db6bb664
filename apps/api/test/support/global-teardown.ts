import { removeTestCertificateFile } from './test-certificate-file';
import { currentTestDatabase, dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const database = currentTestDatabase();
  await dropTestDatabase(database);
  removeTestCertificateFile();
  console.log(`\nAPI integration tests ran against: ${database.label} (removed afterwards)`);
}
