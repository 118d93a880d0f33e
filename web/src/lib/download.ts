/** Saves `blob` as `fileName` through the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

/** Saves a JSON document (a data export) as an indented `.json` file through the browser's download. */
export function saveJson(document_: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' }), fileName);
}
