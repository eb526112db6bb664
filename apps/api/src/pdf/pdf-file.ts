import type { FastifyReply } from 'fastify';

/** A rendered document: its PDF and the file name it is downloaded and attached under. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * Answers `file` as a download (a handler with `@Res({ passthrough: true })` returns this). The
 * file names come from documentFileName, which keeps them to safe characters.
 */
export function pdfDownload(reply: FastifyReply, file: PdfFile): Buffer {
  void reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  return file.pdf;
}
