export interface SecretOptions {
  /** Shortest run of the secret's characters that counts as a leak; default half its length, at least 6. */
  minPart?: number;
}

/**
 * True when the text carries the secret, whole or in recognisable part (any run of `minPart` of its
 * characters), also written with shell or JSON escapes (`Hs8\$wN3`) or URL-encoded (`Hs8%24wN3`).
 * A mask that keeps a few characters (`Hs8$************`) is not a leak.
 */
export function containsSecret(text: string, secret: string, options: SecretOptions = {}): boolean {
  const length = Math.min(secret.length, options.minPart ?? Math.max(6, Math.ceil(secret.length / 2)));
  const forms = [text, text.replace(/\\(.)/g, '$1')];
  try {
    forms.push(decodeURIComponent(text.replace(/\+/g, ' ')));
  } catch {
    // not URL-encoded: the other forms are enough
  }
  for (let start = 0; start + length <= secret.length; start += 1) {
    const part = secret.slice(start, start + length);
    if (forms.some((form) => form.includes(part))) return true;
  }
  return false;
}
