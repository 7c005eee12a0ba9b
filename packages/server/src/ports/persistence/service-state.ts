/**
 * One-time facts about the service itself (that the first start bootstrapped, say).
 */

export interface ServiceStateRepository {
  /** Inserts the key; false when it was already there. */
  claim(key: string, value: string, at: string): Promise<boolean>;
}
