// Sealed documents on two instances (docs/signed-documents.md): an NDA signed through one is the
// same stored bytes through the other. Then, as for a document signed before sealing existed, its
// sealed PDF is taken out of the database, and `cli.js seal-documents` (npm run documents:seal)
// seals it again once; a second run finds nothing to do; /api/verify knows the new file.
import { createHash } from 'node:crypto';
import { ndaRequest } from '../shared/built-api';
import type { ApiClient } from '../shared/http';
import { runToEnd } from '../shared/workspace';
import type { Account, TwoInstancesStage } from './stage';

export async function sealedDocuments(
  stage: TwoInstancesStage,
  [first, second]: ApiClient[],
  account: Account,
): Promise<void> {
  const { cookie } = account;
  const disclosure = await first.call<{ version: string }>('GET', '/api/esign-consent', { cookie });
  await first.call('POST', '/api/esign-consent', {
    cookie,
    body: { version: disclosure.body?.version },
  });
  const signed = await first.call<{ id: number }>('POST', '/api/nda', {
    cookie,
    body: ndaRequest(),
  });
  stage.check(signed.status === 201, `signing an NDA answered ${signed.status}`);
  const id = Number(signed.body?.id);
  const download = async (client: ApiClient) => {
    const path = `/api/nda/${id}/download`;
    const pdf = await client.call('GET', path, { cookie, binary: true });
    stage.check(pdf.status === 200, `${path} answered ${pdf.status}`);
    return pdf.bytes;
  };
  const [one, other] = [await download(first), await download(second)];
  stage.check(
    one.subarray(0, 5).toString('latin1') === '%PDF-' && one.equals(other),
    'the NDA downloaded through the two instances is not the same PDF',
  );

  const where = `\`${stage.databaseName}\`.\`sealed_documents\` WHERE documentKind = 'nda' AND documentId = ${id}`;
  await stage.admin(
    `DELETE FROM \`${stage.databaseName}\`.\`document_files\` WHERE \`key\` = (SELECT sha256 FROM ${where})`,
  );
  await stage.admin(`DELETE FROM ${where}`);
  const sealing = await runToEnd(process.execPath, [stage.cli, 'seal-documents'], stage.apiEnv);
  const again = await runToEnd(process.execPath, [stage.cli, 'seal-documents'], stage.apiEnv);
  stage.check(
    sealing.code === 0 && /Sealed 1 signed document/.test(sealing.output),
    `seal-documents did not seal the NDA:\n${sealing.output}`,
  );
  stage.check(
    again.code === 0 && /Sealed 0 signed document/.test(again.output),
    `a second seal-documents run did not find nothing to do:\n${again.output}`,
  );
  const resealed = await download(second);
  const fingerprint = createHash('sha256').update(resealed).digest('hex');
  const verified = await first.call<{ issued: boolean; kind: string }>(
    'GET',
    `/api/verify/${fingerprint}`,
  );
  stage.check(
    verified.status === 200 && verified.body?.issued === true && verified.body.kind === 'nda',
    `/api/verify did not know the resealed NDA: ${verified.status} ${JSON.stringify(verified.body)}`,
  );
  const lastLine = (output: string) => output.trim().split('\n').pop();
  console.log(
    `Sealed documents: NDA ${id} is the same ${one.length} bytes through both instances; sealed again by seal-documents (${lastLine(sealing.output)}), a second run: ${lastLine(again.output)}`,
  );
}
