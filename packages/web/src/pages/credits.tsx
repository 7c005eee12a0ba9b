import type { CheckoutSession, CreditPack, Credits, LedgerEntry, PurchaseLink } from '@contentforge/sdk';
import { useEffect, useState } from 'react';
import { api } from '../api.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

const KIND: Record<LedgerEntry['kind'], string> = {
  trial_grant: 'Trial credits',
  grant: 'Granted',
  purchase: 'Purchase',
  reserve: 'Reserved',
  release: 'Released',
  expiry: 'Expired',
  adjustment: 'Adjustment',
};

const when = (iso: string) => new Date(iso).toLocaleString();

const priceOf = ({ amount, currency }: CreditPack['price']) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 100);

/** What Stripe Checkout sent the buyer back with (`?checkout=success|canceled`). */
const returned = () => new URLSearchParams(window.location.search).get('checkout');

/** The one balance the API and the web app share, its trial part, the ledger and where to buy more. */
export function CreditsPage() {
  const credits = useApi<Credits>('/credits');
  const link = useApi<PurchaseLink>('/credits/purchase-link');
  const packs = useApi<CreditPack[]>('/credits/packs');
  const ledger = useApi<LedgerEntry[]>('/credits/transactions?limit=50');
  const [buying, setBuying] = useState<string | null>(null);
  const [checkoutError, setCheckoutError] = useState<unknown>(null);
  const back = returned();
  const { reload: reloadCredits } = credits;
  const { reload: reloadLedger } = ledger;
  // Stripe confirms a payment to the service a moment after the buyer is back: look again for a while.
  useEffect(() => {
    if (back !== 'success') return;
    const timer = setInterval(() => {
      reloadCredits();
      reloadLedger();
    }, 2000);
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [back, reloadCredits, reloadLedger]);
  const buy = async (pack: CreditPack) => {
    setBuying(pack.id);
    setCheckoutError(null);
    try {
      const { checkoutUrl } = await api<CheckoutSession>('POST', '/credits/checkout', {
        pack: pack.id,
      });
      window.location.assign(checkoutUrl);
    } catch (error) {
      setCheckoutError(error);
      setBuying(null);
    }
  };
  const sellsPacks = (packs.data?.length ?? 0) > 0;
  return (
    <section>
      <h1>Credits</h1>
      <ProblemNotice error={credits.error ?? ledger.error ?? checkoutError} />
      {back === 'success' && (
        <p className="notice" role="status">
          Payment received. The credits appear here as soon as Stripe confirms it, usually within seconds.
        </p>
      )}
      {back === 'canceled' && (
        <p className="notice" role="status">
          Checkout was canceled; nothing was charged.
        </p>
      )}
      {credits.data && (
        <div className="balance card">
          <p>
            Balance{' '}
            <strong className="big" data-testid="credit-balance">
              {credits.data.balance}
            </strong>
          </p>
          <p>
            Trial: {credits.data.trial.balance}
            {credits.data.trial.expiresAt && credits.data.trial.balance > 0
              ? ` (expire ${when(credits.data.trial.expiresAt)})`
              : ''}{' '}
            · Purchased or granted: {credits.data.standard.balance}
          </p>
          {!sellsPacks && link.data && packs.data && (
            <a className="button" href={link.data.purchaseUrl} target="_blank" rel="noreferrer">
              Buy credits
            </a>
          )}
        </div>
      )}
      {sellsPacks && (
        <>
          <h2>Buy credits</h2>
          <ul className="packs">
            {packs.data!.map((pack) => (
              <li key={pack.id} className="card">
                <p>
                  <strong className="big">{pack.credits}</strong> credits
                </p>
                <p>{priceOf(pack.price)}</p>
                <button
                  type="button"
                  className="button"
                  disabled={buying !== null}
                  onClick={() => void buy(pack)}
                >
                  {buying === pack.id ? 'Opening checkout…' : `Buy ${pack.id}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Ledger</h2>
      {ledger.data?.length === 0 && <p className="empty">No credit movements yet.</p>}
      {ledger.data && ledger.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col" className="number">
                  Amount
                </th>
                <th scope="col" className="number">
                  Balance after
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.createdAt)}</td>
                  <td>
                    {KIND[e.kind] ?? e.kind}
                    {e.reference ? ` · ${e.reference.type}` : ''}
                  </td>
                  <td className="number">{e.amount > 0 ? `+${e.amount}` : e.amount}</td>
                  <td className="number">{e.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
