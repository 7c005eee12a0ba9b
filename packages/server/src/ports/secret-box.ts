/**
 * Encryption at rest of what the service must read back in clear (platform credentials, webhook
 * signing secrets), as opposed to what it only compares (tokens, stored as hashes).
 */
export interface SecretBox {
  /** Seals `plaintext` for the record `boundTo`: it opens only for the same id. */
  seal(plaintext: string, boundTo: string): string;
  /** Throws when the sealed text was altered, sealed for another record or with another key. */
  open(sealed: string, boundTo: string): string;
}
