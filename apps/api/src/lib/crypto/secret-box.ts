import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value starts with: the format, then the id of the key that sealed it. */
const VERSION = 'v1';
/** HKDF's `info`: a key derived for this use only, never the cookie's signing secret itself. */
const KEY_INFO = 'dirigeo/secret-box/v1';

interface DerivedKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts small secrets kept in the database (the two-factor TOTP secrets) with AES-256-GCM, under
 * keys derived (HKDF-SHA256) from the session secrets: the first seals, every one opens, so that a
 * rotation of SESSION_SECRET is followed by re-sealing (`needsResealing`) rather than a lock-out
 * (docs/adr/2026-11-27-two-factor-sign-in.md). A sealed value names its key by a short id: the hash
 * of the derived key, which reveals nothing of it.
 */
export class SecretBox {
  readonly #keys: readonly DerivedKey[];

  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('the secret box needs at least one secret');
    this.#keys = secrets.map((secret) => {
      const key = Buffer.from(hkdfSync('sha256', secret, '', KEY_INFO, 32));
      return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
    });
  }

  /** `v1.<key id>.<iv>.<ciphertext>.<tag>`, base64url parts; a new random IV each time. */
  seal(plain: string): string {
    const { id, key } = this.#current();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [
      VERSION,
      id,
      iv.toString('base64url'),
      encrypted.toString('base64url'),
      tag.toString('base64url'),
    ].join('.');
  }

  /** The plain value; throws when no key of ours sealed it, or when it was altered. */
  open(sealed: string): string {
    const [version, id, iv, encrypted, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || rest.length > 0 || !iv || encrypted === undefined || !tag) {
      throw new Error('secret box: not a sealed value');
    }
    const entry = this.#keys.find((candidate) => candidate.id === id);
    if (!entry) throw new Error('secret box: sealed under a key that is no longer configured');
    const decipher = createDecipheriv('aes-256-gcm', entry.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** The plain value, or null when no configured key opens it (or it was altered). */
  tryOpen(sealed: string): string | null {
    try {
      return this.open(sealed);
    } catch {
      return null;
    }
  }

  /** Whether a sealed value was sealed under another key than the current one. */
  needsResealing(sealed: string): boolean {
    return sealed.split('.')[1] !== this.#current().id;
  }

  #current(): DerivedKey {
    const first = this.#keys[0];
    if (!first) throw new Error('the secret box needs at least one secret');
    return first;
  }
}
