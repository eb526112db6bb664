/** A downloaded file, held as an object URL (revoke it once used: `URL.revokeObjectURL`). */
export interface DownloadedFile {
  objectUrl: string;
  /** The file name the server suggests (Content-Disposition), when it can be read. */
  fileName: string | null;
}

/** `attachment; filename="x.pdf"` → `x.pdf`. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * A document's download (a PDF), never cached: each call fetches it again. The body becomes a
 * `DownloadedFile`; a refusal keeps the API's JSON error, so the caller reads its message as for
 * any other call.
 */
export function fileDownload(url: string, params?: Record<string, string>) {
  return {
    url,
    params,
    cache: 'no-store' as const,
    responseHandler: async (response: Response) => {
      if (!response.ok) return response.json().catch(() => null);
      const blob = await response.blob();
      return {
        objectUrl: URL.createObjectURL(blob),
        fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
      } satisfies DownloadedFile;
    },
  };
}
