/**
 * What a run costs against the balance, before it runs; when the balance is short, the way to more
 * credits right there.
 */
import { useQuery } from '@tanstack/react-query';
import { Coins } from 'lucide-react';
import { useSession, wsKey } from '../../app/session.js';
import { PurchaseLink } from '../credits/purchase-link.js';

export function useCredits() {
  const session = useSession();
  return useQuery({ queryKey: wsKey(session, 'credits'), queryFn: () => session.cf.credits.get() });
}

export function usePurchaseOptions() {
  const session = useSession();
  return useQuery({
    queryKey: wsKey(session, 'purchase-options'),
    queryFn: () => session.cf.credits.purchaseOptions(),
    staleTime: 10 * 60_000,
  });
}

export function CostLine({ cost, what }: { cost: number; what: string }) {
  const credits = useCredits();
  const link = usePurchaseOptions();
  const balance = credits.data?.balance;
  const short = balance !== undefined && balance < cost;
  return (
    <div className={`cost-line${short ? ' short' : ''}`} data-testid="run-cost">
      <Coins aria-hidden />
      <p>
        <strong>
          {cost} credit{cost === 1 ? '' : 's'}
        </strong>{' '}
        for {what}
        {balance !== undefined && (
          <>
            {' '}
            · balance <strong data-testid="balance">{balance}</strong>
            {!short && <span className="muted"> → {balance - cost} after</span>}
          </>
        )}
      </p>
      {short && <PurchaseLink purchaseUrl={link.data?.purchaseUrl} className="btn primary small" />}
    </div>
  );
}
