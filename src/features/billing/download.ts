/**
 * Saves text as a file through a Blob and a temporary link: no server round trip. A byte order mark lets
 * spreadsheet programs read the CSV as UTF-8 (å, ä, ö in the Swedish headers).
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob(['\uFEFF', text], { type }));
}

/** Saves a Blob (a CSV, a PDF the platform sent) as `fileName` through a temporary link. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
