import type { GenerationRecord, GenerationStatus } from '../../ports/persistence/generations.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import { conflict, notFound } from '../app-error.js';
import { isWellFormedId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { GenerationDeps } from './generation-deps.js';
import { isFinished } from './generation-status.js';

/** A generation with the media items it has produced so far, in output order. */
export interface GenerationWithOutputs {
  generation: GenerationRecord;
  outputs: MediaRecord[];
}

/** A generation of this workspace; 404 otherwise, whoever owns it. */
export async function findGeneration(
  deps: Pick<GenerationDeps, 'store'>,
  workspaceId: string,
  id: string,
): Promise<GenerationRecord> {
  const g = isWellFormedId(id, 'gen') ? await deps.store.generations.find(id) : undefined;
  if (!g || g.workspaceId !== workspaceId) throw notFound('The generation');
  return g;
}

export async function withOutputs(
  deps: Pick<GenerationDeps, 'store'>,
  generation: GenerationRecord,
): Promise<GenerationWithOutputs> {
  return { generation, outputs: await deps.store.media.listGenerated([generation.id]) };
}

export async function listGenerations(
  deps: Pick<GenerationDeps, 'store'>,
  workspaceId: string,
  filter: { status?: GenerationStatus | undefined; campaignId?: string | undefined },
  page: { limit: number; before?: string | undefined },
): Promise<GenerationWithOutputs[]> {
  const rows = await deps.store.generations.list(workspaceId, filter, page);
  // The outputs of the whole page in one query, not one per generation.
  const outputs = new Map<string, MediaRecord[]>();
  for (const m of await deps.store.media.listGenerated(rows.map((g) => g.id))) {
    const list = outputs.get(m.generationId!) ?? [];
    list.push(m);
    outputs.set(m.generationId!, list);
  }
  return rows.map((generation) => ({ generation, outputs: outputs.get(generation.id) ?? [] }));
}

/** Cancels a queued generation and refunds its whole reservation; 409 once it has started. */
export async function cancelGeneration(
  deps: GenerationDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<GenerationRecord> {
  requireRole(caller, 'editor', 'cancel generations');
  const g = await findGeneration(deps, workspaceId, id);
  const canceled = await deps.store.transaction(async (tx) => {
    const ok = await tx.generations.finish(g.id, {
      from: ['queued'],
      status: 'canceled',
      creditsCharged: 0,
      error: null,
      at: deps.clock.now().toISOString(),
    });
    if (ok) await deps.credits.settle(g.reservationId, 0, tx);
    return ok;
  });
  if (!canceled) {
    throw conflict(
      `The generation is ${(await findGeneration(deps, workspaceId, id)).status}; only a queued generation can be canceled.`,
    );
  }
  deps.events.ended(g.id);
  return findGeneration(deps, workspaceId, id);
}

/**
 * Waits up to `ms` for the generation to end. A job run by this process announces it; one run by
 * another worker process is noticed by polling.
 */
export async function waitForGeneration(
  deps: Pick<GenerationDeps, 'store' | 'events'>,
  g: GenerationRecord,
  ms: number,
  pollMs = 500,
): Promise<GenerationRecord> {
  if (isFinished(g.status) || ms <= 0) return g;
  const deadline = Date.now() + ms;
  let current = g;
  while (!isFinished(current.status)) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(left, pollMs));
      const unsubscribe = deps.events.onEnded(g.id, done);
      function done() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
    current = (await deps.store.generations.find(g.id)) ?? current;
  }
  return current;
}
