/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 encoding): browsers use
 * the UTF-8 name, older clients the ASCII fallback (accents removed, quotes and controls replaced).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
