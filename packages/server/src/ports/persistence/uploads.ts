/**
 * Pending direct uploads, until they are completed or expire.
 */

export interface Upload {
  id: string;
  workspaceId: string;
  path: string;
  mimeType: string;
  filename: string | null;
  declaredSize: number | null;
  maxBytes: number;
  status: 'pending' | 'completed' | 'expired';
  urlExpiresAt: string;
  expiresAt: string;
  createdAt: string;
  completedAt: string | null;
}

export interface UploadRepository {
  insert(upload: Upload): Promise<void>;
  findByPath(path: string): Promise<Upload | undefined>;
  markCompleted(id: string, at: string): Promise<void>;
  /** Pending uploads past their expiry, oldest first. */
  listExpiredPending(now: string, limit: number): Promise<Upload[]>;
  /** Marks a pending upload expired; false when it was no longer pending. */
  markExpired(id: string): Promise<boolean>;
  /** Of these paths, those of uploads still pending (whose bytes must stay). */
  pendingPaths(paths: readonly string[]): Promise<string[]>;
}
