import { reserveTestCertificateFile } from './test-certificate-file';
import { createTestDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  reserveTestCertificateFile();
  console.log(`\nAPI integration tests will run against: ${database.label}`);
}
