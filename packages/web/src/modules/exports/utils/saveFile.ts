/** Hands a downloaded file to the browser under its name (a link with `download`, clicked and let go). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download synchronously; the object URL is no longer needed.
  URL.revokeObjectURL(url);
}
