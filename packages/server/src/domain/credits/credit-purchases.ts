/**
 * Buying credit packs through the payment provider (Stripe Checkout): a checkout session per
 * purchase, and the provider's signed events that pay it out. A purchase adds its credits exactly
 * once, however many times, in whatever order and however concurrently its events arrive: the
 * purchase turns `paid` under the account's wallet lock, in the transaction that writes the ledger
 * entry, and the ledger refuses a second entry referencing the same checkout session.
 */
import type { Clock } from '../../ports/clock.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { Log } from '../../ports/log.js';
import {
  type CheckoutSessionState,
  PaymentEventError,
  PaymentProviderError,
  PaymentSignatureError,
  type Payments,
} from '../../ports/payments.js';
import type { PurchaseRecord } from '../../ports/persistence/purchases.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError, invalidRequest } from '../app-error.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { EventOutbox } from '../webhooks/event-outbox.js';
import type { CreditLedger } from './credit-ledger.js';
import { type CreditPack, MAX_PACK_CREDITS } from './credit-packs.js';

export interface PurchaseDeps {
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  events: EventOutbox;
  jobs: Pick<JobQueue, 'wake'>;
  /** Undefined when the operator has not configured Stripe. */
  payments: Payments | undefined;
  packs: readonly CreditPack[];
  currency: string;
  publicUrl: string;
  log: Log;
}

/** The events that can pay a checkout session out (when its payment status is `paid`). */
const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What receiving an event did; answered to the provider and recorded with the event. */
export type EventOutcome =
  | 'credited'
  | 'already_credited'
  | 'duplicate'
  | 'ignored'
  | 'not_paid'
  | 'unknown_purchase'
  | 'unknown_account'
  /** Paid, but less, or in another currency, than the purchase asked: nothing is credited. */
  | 'amount_mismatch';

function configured(deps: PurchaseDeps): Payments {
  if (!deps.payments) {
    throw new AppError(
      'billing_not_configured',
      'This server does not sell credits: the operator has not configured Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). GET /credits/purchase-link says where to get credits.',
    );
  }
  return deps.payments;
}

/** The packs on sale and their currency: none when the server does not sell credits (no Stripe). */
export function listPacks(deps: PurchaseDeps): { packs: readonly CreditPack[]; currency: string } {
  return { packs: deps.payments ? deps.packs : [], currency: deps.currency };
}

/**
 * Opens a checkout session for a pack, for the caller's account (editor role or higher). The buyer
 * is sent to its `checkoutUrl`; the credits arrive with the provider's event once payment succeeds.
 */
export async function startCheckout(
  deps: PurchaseDeps,
  caller: AuthContext,
  workspaceId: string,
  packId: string,
): Promise<{ checkoutUrl: string; sessionId: string }> {
  const payments = configured(deps);
  requireRole(caller, 'editor', 'buy credits');
  const pack = deps.packs.find((p) => p.id === packId);
  if (!pack) {
    const known = deps.packs.map((p) => p.id).join(', ');
    throw invalidRequest(`There is no pack "${packId}". Packs on sale: ${known}.`, [
      { path: 'body.pack', message: `must be one of ${known}` },
    ]);
  }
  const billingPage = `${deps.publicUrl}/billing`;
  let session: { id: string; url: string };
  try {
    session = await payments.createCheckout({
      productName: `${pack.credits} credits (${pack.id})`,
      amount: pack.price,
      currency: deps.currency,
      clientReferenceId: caller.accountId,
      metadata: {
        accountId: caller.accountId,
        workspaceId,
        pack: pack.id,
        credits: String(pack.credits),
      },
      // Stripe replaces {CHECKOUT_SESSION_ID} itself: it must reach it unencoded.
      successUrl: `${billingPage}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${billingPage}?checkout=canceled`,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ err }, 'creating a Stripe checkout session failed');
    throw new AppError(
      'unavailable',
      'The payment provider could not start the checkout. Try again shortly.',
    );
  }
  await deps.store.purchases.insert({
    id: session.id,
    accountId: caller.accountId,
    workspaceId,
    pack: pack.id,
    credits: pack.credits,
    amount: pack.price,
    currency: deps.currency,
    status: 'open',
    createdAt: deps.clock.now().toISOString(),
    paidAt: null,
  });
  return { checkoutUrl: session.url, sessionId: session.id };
}

/**
 * Receives one event from the provider as delivered: verifies its signature (400 when it does not
 * verify, changing nothing), then pays a checkout session out when the event says it is paid.
 * Every verified event is recorded once by its id; a repeat changes nothing.
 */
export async function receivePaymentEvent(
  deps: PurchaseDeps,
  payload: Buffer,
  signature: string | undefined,
): Promise<{ eventId: string; outcome: EventOutcome }> {
  const payments = configured(deps);
  let event: ReturnType<Payments['readEvent']>;
  try {
    event = payments.readEvent(payload, signature, deps.clock.now());
  } catch (err) {
    if (err instanceof PaymentEventError) {
      throw invalidRequest(`The event is signed, but not one this service can read (${err.message}).`);
    }
    if (!(err instanceof PaymentSignatureError)) throw err;
    throw invalidRequest(
      "The Stripe-Signature header does not verify: the event is not signed with this endpoint's signing secret, was changed, or is dated more than five minutes from now.",
    );
  }
  const at = deps.clock.now().toISOString();
  const record = (store: Store, outcome: EventOutcome) =>
    store.purchases.recordEvent({
      id: event.id,
      type: event.type,
      purchaseId: event.session?.id ?? null,
      outcome,
      receivedAt: at,
    });
  const answer = (outcome: EventOutcome) => ({ eventId: event.id, outcome });

  if (await deps.store.purchases.findEvent(event.id)) return answer('duplicate');
  const session = event.session;
  if (!PAYING_EVENTS.has(event.type) || !session) {
    await record(deps.store, 'ignored');
    return answer('ignored');
  }
  // Delayed payment methods complete unpaid; their async_payment_succeeded event pays them out.
  if (session.paymentStatus !== 'paid') {
    await record(deps.store, 'not_paid');
    return answer('not_paid');
  }
  const order = (await deps.store.purchases.find(session.id)) ?? orderFromMetadata(deps, session, at);
  if (!order) {
    deps.log.warn(
      { checkoutSessionId: session.id },
      'a paid Stripe checkout session names no purchase of this service',
    );
    await record(deps.store, 'unknown_purchase');
    return answer('unknown_purchase');
  }
  // What was paid must be at least what the purchase asked, in its currency.
  if (session.currency !== order.currency || (session.amountTotal ?? 0) < order.amount) {
    deps.log.error(
      {
        checkoutSessionId: session.id,
        amountPaid: session.amountTotal,
        currencyPaid: session.currency,
        amountAsked: order.amount,
        currencyAsked: order.currency,
      },
      'a paid Stripe checkout session paid less than its pack costs, or in another currency: nothing was credited',
    );
    await record(deps.store, 'amount_mismatch');
    return answer('amount_mismatch');
  }
  const outcome = await deps.store.transaction(async (tx) => {
    // Every delivery of this session's events queues here, one after the other.
    if (!(await tx.credits.lockWallet(order.accountId))) {
      await record(tx, 'unknown_account');
      return 'unknown_account' as const;
    }
    if (!(await tx.purchases.find(order.id))) await tx.purchases.insert(order);
    if (!(await tx.purchases.markPaid(order.id, at))) {
      await record(tx, 'already_credited');
      return 'already_credited' as const;
    }
    const view = await deps.credits.grant(
      order.accountId,
      order.credits,
      {
        kind: 'purchase',
        reason: `purchase of the ${order.pack} pack`,
        reference: { type: 'purchase', id: order.id },
      },
      tx,
    );
    await deps.events.record(tx, { accountId: order.accountId }, 'credits.purchased', {
      accountId: order.accountId,
      pack: order.pack,
      credits: order.credits,
      balance: view.balance,
      checkoutSessionId: order.id,
      amountPaid: order.amount,
      currency: order.currency,
    });
    await record(tx, 'credited');
    return 'credited' as const;
  });
  if (outcome === 'credited') deps.jobs.wake();
  else if (outcome === 'unknown_account') {
    deps.log.warn(
      { checkoutSessionId: session.id },
      'a paid Stripe checkout session names no account of this service',
    );
  }
  return answer(outcome);
}

/**
 * A paid session this service has no record of (its record was lost, say) is still ours when it
 * carries the metadata the checkout wrote: only the holder of the secret key can create one. It
 * buys a pack on sale, at that pack's price: the credits the metadata names must be the pack's.
 */
function orderFromMetadata(
  deps: Pick<PurchaseDeps, 'packs' | 'currency'>,
  session: CheckoutSessionState,
  at: string,
): PurchaseRecord | undefined {
  const { accountId, workspaceId, pack: packId, credits } = session.metadata;
  const pack = deps.packs.find((p) => p.id === packId);
  if (!accountId || !pack || credits !== String(pack.credits) || pack.credits > MAX_PACK_CREDITS) {
    return undefined;
  }
  if (session.clientReferenceId !== null && session.clientReferenceId !== accountId) return undefined;
  return {
    id: session.id,
    accountId,
    workspaceId: workspaceId ?? '',
    pack: pack.id,
    credits: pack.credits,
    amount: pack.price,
    currency: deps.currency,
    status: 'open',
    createdAt: at,
    paidAt: null,
  };
}
