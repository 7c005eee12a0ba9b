import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

interface Credits {
  accountId: string;
  balance: number;
  trial: { balance: number; expiresAt?: string };
  standard: { balance: number };
}

interface Entry {
  id: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  reference?: { type: string; id: string };
  createdAt: string;
}

const KIND: Record<string, string> = {
  trial_grant: 'Trial credits',
  grant: 'Granted',
  purchase: 'Purchase',
  reserve: 'Reserved',
  release: 'Released',
  expiry: 'Expired',
  adjustment: 'Adjustment',
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** The one balance the API and the web app share, its trial part, the ledger and where to buy more. */
export function CreditsPage() {
  const credits = useApi<Credits>('/credits');
  const link = useApi<{ purchaseUrl: string }>('/credits/purchase-link');
  const ledger = useApi<Entry[]>('/credits/transactions?limit=50');
  return (
    <section>
      <h1>Credits</h1>
      <ProblemNotice error={credits.error ?? ledger.error} />
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
          {link.data && (
            <a className="button" href={link.data.purchaseUrl} target="_blank" rel="noreferrer">
              Buy credits
            </a>
          )}
        </div>
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
