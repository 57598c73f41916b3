/** Bytes of a fetched page to text, honouring the charset of the header or of a <meta> tag. */
function charsetOf(contentType: string): string | null {
  const m = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType);
  return m ? (m[1] as string) : null;
}

/** The charset a page declares in its first bytes (`<meta charset>` or http-equiv). */
function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const m =
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head);
  return m ? (m[1] as string) : null;
}

export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const label = charsetOf(contentType) ?? sniffMetaCharset(bytes) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // unknown label: UTF-8 is the web's default
  }
}
