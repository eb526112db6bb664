/** How long a printed document's object URL stays valid (the print window needs it). */
const PRINT_URL_LIFETIME_MS = 5 * 60 * 1000;

/** Saves a downloaded file (an object URL) under `fileName`, then releases the URL. */
export function saveFile(objectUrl: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/** Shows a file in a window opened beforehand and prints it after 500 ms (req DOCS-7). */
export function printInWindow(popup: Window, objectUrl: string): void {
  popup.location.href = objectUrl;
  window.setTimeout(() => {
    try {
      popup.focus();
      popup.print();
    } catch {
      // The viewer may refuse to be scripted; the document is open, the reader prints it.
    }
  }, 500);
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), PRINT_URL_LIFETIME_MS);
}
