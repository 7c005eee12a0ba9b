import type { IdempotencyClaim } from '../../ports/persistence/idempotency.js';
import type { Quote } from '../credits/credit-ledger.js';
import { quoteOrProceed } from '../credits/paid-call.js';
import type { AuthContext } from '../tokens.js';
import {
  type ImageGenerationRequest,
  type PresetGenerationRequest,
  planImageGeneration,
  planPresetGeneration,
  startGeneration,
} from './accept-generation.js';
import type { GenerationDeps } from './generation-deps.js';
import { type GenerationWithOutputs, waitForGeneration, withOutputs } from './generation-queries.js';
import { isFinished } from './generation-status.js';
import { type CutoutGenerationRequest, planCutoutGeneration } from './plan-cutout.js';

/** What the caller asks for: a preset run, images from a prompt or a cut-out. */
export type GenerationAsk =
  | ({ type: 'preset' } & PresetGenerationRequest)
  | ({ type: 'image' } & ImageGenerationRequest)
  | ({ type: 'cutout' } & CutoutGenerationRequest);

export interface RequestGenerationInput {
  caller: AuthContext;
  workspaceId: string;
  ask: GenerationAsk;
  /** `?dryRun=true`: validate and quote, create and charge nothing. */
  dryRun: boolean;
  /** How long to wait for the run to end before answering with it as it is now. */
  waitMs: number;
  /** The caller's hold on its Idempotency-Key: bound to the run in the transaction that creates it. */
  idempotency?: IdempotencyClaim | undefined;
}

export type RequestGenerationOutcome =
  | { kind: 'quote'; quote: Quote }
  | { kind: 'ended' | 'running'; generation: GenerationWithOutputs };

/**
 * Preset runs, images and cut-outs, the paid generation as one use case: plan (404 and 422 before any charge) → may the
 * caller spend (403) → a dry run's quote, or reserve, record and queue in one transaction → wait up
 * to `waitMs` for the run to end.
 */
export async function requestGeneration(
  deps: GenerationDeps,
  input: RequestGenerationInput,
): Promise<RequestGenerationOutcome> {
  const caller = { accountId: input.caller.accountId, workspaceId: input.workspaceId };
  const { ask } = input;
  const planned =
    ask.type === 'preset'
      ? await planPresetGeneration(deps, caller, ask)
      : ask.type === 'image'
        ? await planImageGeneration(deps, caller, ask)
        : await planCutoutGeneration(deps, caller, ask);
  const quote = await quoteOrProceed(deps.credits, input.caller, planned.cost, input.dryRun);
  if (quote) return { kind: 'quote', quote };
  const accepted = await startGeneration(deps, caller, planned, input.idempotency);
  const generation = await waitForGeneration(deps, accepted, input.waitMs);
  return {
    kind: isFinished(generation.status) ? 'ended' : 'running',
    generation: await withOutputs(deps, generation),
  };
}
