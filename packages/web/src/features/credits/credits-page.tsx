/**
 * The one balance the API, the web app, the CLI and agents share: its trial part, the way to more,
 * and the ledger in words — what was spent on what (linked), what was refunded, what was bought.
 * A paid call writes a reservation and, when it settles, a release of what was not spent; the
 * ledger shows the two as one line, "spent 3 credits on …".
 */
import type { LedgerEntry } from '@contentforge/sdk';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Coins, Gift, ImageIcon, Receipt, Send, ShoppingBag, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { itemsOf, LoadMore, listOptions } from '../../ui/infinite-list.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { useCredits, usePurchaseOptions } from '../create/cost-line.js';
import { usePresets } from '../create/presets-page.js';
import { PurchaseLink } from './purchase-link.js';

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function BalanceCard({ withBuy }: { withBuy: boolean }) {
  const credits = useCredits();
  const link = usePurchaseOptions();
  const c = credits.data;
  return (
    <section className="balance-card" aria-label="Balance">
      <ProblemNotice error={credits.error} />
      <div className="balance-main">
        <Coins aria-hidden className="balance-icon" />
        <div>
          <p className="balance-label">Balance</p>
          <p className="balance-number">
            <strong data-testid="credit-balance">{c?.balance ?? '…'}</strong> credits
          </p>
        </div>
        {withBuy && <PurchaseLink purchaseUrl={link.data?.purchaseUrl} />}
      </div>
      {c && (
        <dl className="balance-parts">
          <div>
            <dt>Trial</dt>
            <dd>
              {c.trial.balance}
              {c.trial.expiresAt && c.trial.balance > 0 && (
                <span className="muted"> · expire {new Date(c.trial.expiresAt).toLocaleDateString()}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Bought or granted</dt>
            <dd>{c.standard.balance}</dd>
          </div>
          <div>
            <dt>Costs</dt>
            <dd className="muted">1 credit an image · publishing per platform · captions free</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

export function CreditsPage() {
  return (
    <div className="page">
      <PageHeader
        title="Credits"
        description="One balance for the whole account: the web app, the API, the command line and AI agents spend it."
      />
      <BalanceCard withBuy />
      <Ledger />
    </div>
  );
}

interface LedgerLine {
  key: string;
  entries: LedgerEntry[];
  reference: LedgerEntry['reference'];
  net: number;
  at: string;
  balanceAfter: number;
}

/** Each paid call's reservation and release as one line; every other movement a line of its own. */
function linesOf(entries: LedgerEntry[]): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const byReference = new Map<string, LedgerLine>();
  for (const e of entries) {
    const paid = (e.kind === 'reserve' || e.kind === 'release') && e.reference;
    const key = paid ? `${e.reference!.type}:${e.reference!.id}` : e.id;
    const line = byReference.get(key);
    if (line) {
      line.entries.push(e);
      line.net += e.amount;
      continue;
    }
    const fresh = {
      key,
      entries: [e],
      reference: e.reference,
      net: e.amount,
      at: e.createdAt,
      balanceAfter: e.balanceAfter,
    };
    if (paid) byReference.set(key, fresh);
    lines.push(fresh);
  }
  return lines;
}

function Ledger() {
  const session = useSession();
  const ledger = useInfiniteQuery(
    listOptions(wsKey(session, 'ledger'), (cursor) => session.cf.credits.transactions({ limit: 50, cursor })),
  );
  const lines = linesOf(itemsOf(ledger));
  return (
    <section className="stack" aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">What the credits went on</h2>
      <ProblemNotice error={ledger.error} />
      {ledger.isSuccess && lines.length === 0 && <p className="muted">No credit movements yet.</p>}
      <ul className="ledger" aria-label="Ledger">
        {lines.map((line) => (
          <LedgerRow key={line.key} line={line} />
        ))}
      </ul>
      <LoadMore query={ledger} label="Show older movements" />
    </section>
  );
}

const plural = (n: number) => `${n} credit${Math.abs(n) === 1 ? '' : 's'}`;

function LedgerRow({ line }: { line: LedgerLine }) {
  const first = line.entries[line.entries.length - 1]!;
  const referenced = useReferenced(line.reference);
  const reserved = -(line.entries.find((e) => e.kind === 'reserve')?.amount ?? 0);
  const released = line.entries.filter((e) => e.kind === 'release').reduce((sum, e) => sum + e.amount, 0);
  // A call that used all it reserved writes no release: it has settled when what it paid for ended.
  const settled =
    first.kind !== 'reserve' || line.entries.some((e) => e.kind === 'release') || referenced.ended !== false;
  let icon: ReactNode = <Receipt aria-hidden />;
  let words: ReactNode;
  let detail: ReactNode = null;
  if (line.reference?.type === 'generation' || line.reference?.type === 'publication') {
    icon = line.reference.type === 'generation' ? <ImageIcon aria-hidden /> : <Send aria-hidden />;
    const what = referenced.name;
    const spent = -line.net;
    words = !settled ? (
      <>
        {plural(reserved)} held for {what} <span className="muted">(under way)</span>
      </>
    ) : spent > 0 ? (
      <>
        Spent {plural(spent)} on {what}
      </>
    ) : (
      <>Refunded in full: nothing was charged for {what}</>
    );
    if (settled && released > 0 && spent > 0)
      detail = `${plural(reserved)} held, ${plural(released)} refunded`;
  } else if (first.kind === 'purchase') {
    icon = <ShoppingBag aria-hidden />;
    words = <>Bought {plural(line.net)}</>;
  } else if (first.kind === 'trial_grant') {
    icon = <Gift aria-hidden />;
    words = <>Trial credits: {plural(line.net)} to try the service</>;
  } else if (first.kind === 'grant') {
    icon = <Gift aria-hidden />;
    words = <>{plural(line.net)} added by the people who run this service</>;
  } else if (first.kind === 'expiry') {
    icon = <Timer aria-hidden />;
    words = <>{plural(-line.net)} of trial credits expired</>;
  } else if (first.kind === 'release') {
    words = <>Refunded {plural(line.net)}</>;
  } else if (first.kind === 'reserve') {
    words = <>Spent {plural(-line.net)}</>;
  } else {
    words = <>Balance adjusted by {line.net > 0 ? `+${line.net}` : line.net}</>;
  }
  return (
    <li className="ledger-row">
      <span className="ledger-icon">{icon}</span>
      <div className="ledger-words">
        <p>{words}</p>
        <p className="muted small-text">
          {formatDate(line.at)}
          {detail && <> · {detail}</>}
        </p>
      </div>
      <div className="ledger-amounts">
        <span className={`amount ${line.net > 0 ? 'plus' : line.net < 0 ? 'minus' : ''}`}>
          {line.net > 0 ? `+${line.net}` : line.net}
        </span>
        <span className="muted small-text">balance {line.balanceAfter}</span>
      </div>
    </li>
  );
}

/**
 * What a paid call was for, named as people know it and linked to it, and whether it has ended
 * (undefined while it is read, or when it cannot be read: a run of another workspace).
 */
function useReferenced(reference: LedgerEntry['reference']): { name: ReactNode; ended: boolean | undefined } {
  const session = useSession();
  const presets = usePresets();
  const generation = useQuery({
    queryKey: wsKey(session, 'generation', reference?.id),
    queryFn: () => session.cf.generations.get(reference!.id),
    enabled: reference?.type === 'generation',
    staleTime: 60_000,
    retry: false,
  });
  const post = useQuery({
    queryKey: wsKey(session, 'posts', 'item', reference?.id),
    queryFn: () => session.cf.posts.get(reference!.id),
    enabled: reference?.type === 'publication',
    staleTime: 60_000,
    retry: false,
  });
  if (reference?.type === 'generation') {
    const g = generation.data;
    if (generation.isError) return { name: 'a run in another workspace', ended: undefined };
    const preset = presets.data?.find((p) => p.presetId === g?.presetId)?.name;
    const about = g?.subject ?? g?.prompt;
    const label = g
      ? `${preset ?? (g.type === 'image' ? 'an image from a prompt' : g.type === 'cutout' ? 'removing a background' : 'a run')}${about ? ` — “${about.slice(0, 60)}${about.length > 60 ? '…' : ''}”` : ''}`
      : 'a run';
    return {
      name: (
        <Link to="/generations/$id" params={{ id: reference.id }}>
          {label}
        </Link>
      ),
      ended: g ? ['succeeded', 'failed', 'canceled'].includes(g.status) : undefined,
    };
  }
  if (reference?.type === 'publication') {
    const p = post.data;
    if (post.isError) return { name: 'a post in another workspace', ended: undefined };
    const caption = p?.caption.trim();
    return {
      name: (
        <Link to="/posts/$id" params={{ id: reference.id }}>
          publishing {caption ? `“${caption.slice(0, 60)}${caption.length > 60 ? '…' : ''}”` : 'a post'}
        </Link>
      ),
      ended: p ? ['published', 'partially_published', 'failed'].includes(p.status) : undefined,
    };
  }
  return { name: 'a purchase', ended: undefined };
}
