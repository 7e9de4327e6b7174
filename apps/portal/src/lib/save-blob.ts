/** Saves a blob under a name through a temporary link, as the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The file name a download's Content-Disposition gives (RFC 6266: `filename*=UTF-8''…` first, then
 * `filename="…"`), or undefined when it gives none or a malformed one.
 */
export function fileNameFromDisposition(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoded name: the plain one, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}
