/**
 * Buying credits — where the purchase link of every 402 leads, and never a link back to itself.
 * With Stripe: the packs, each bought through Stripe Checkout. Without it: the operator's shop
 * (PURCHASE_URL), their instructions and contact (PURCHASE_INSTRUCTIONS, PURCHASE_CONTACT), or,
 * when they said nothing, how credits are added and what to quote when asking.
 */
import type { CheckoutSession, CreditPack } from '@contentforge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ExternalLink, Mail, ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Markdown } from '../../ui/markdown.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { usePurchaseOptions } from '../create/cost-line.js';
import { BalanceCard } from './credits-page.js';
import { isBillingPage } from './purchase-link.js';

const route = getRouteApi('/app/billing');

const priceOf = ({ amount, currency }: CreditPack['price']) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount / 100);

const contactHref = (contact: string) =>
  contact.includes('@') && !/^https?:/.test(contact) ? `mailto:${contact}` : contact;

export function BillingPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { checkout } = route.useSearch();
  const options = usePurchaseOptions();
  const packs = useQuery({ queryKey: wsKey(session, 'packs'), queryFn: () => session.cf.credits.packs() });
  const buy = useMutation({
    mutationFn: (pack: CreditPack) => session.cf.credits.checkout(pack.id),
    onSuccess: (answer: CheckoutSession) => location.assign(answer.checkoutUrl),
  });
  // Stripe confirms a payment to the service a moment after the buyer is back: look again for a while.
  useEffect(() => {
    if (checkout !== 'success') return;
    const again = () => {
      void queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
      void queryClient.invalidateQueries({ queryKey: wsKey(session, 'ledger') });
    };
    const timer = setInterval(again, 2000);
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [checkout, queryClient, session]);

  const o = options.data;
  const shop = o && !isBillingPage(new URL(o.purchaseUrl, location.origin)) ? o.purchaseUrl : undefined;
  const sells = (packs.data?.length ?? 0) > 0;
  const saidNothing = o && packs.isSuccess && !sells && !shop && !o.instructions && !o.contact;
  return (
    <div className="page">
      <PageHeader
        title="Buy credits"
        description="Credits pay for images and publishing, for everyone on the account."
      />
      {checkout === 'success' && (
        <p className="notice success" role="status">
          Payment received. The credits appear here as soon as Stripe confirms it, usually within seconds.
        </p>
      )}
      {checkout === 'canceled' && (
        <p className="notice info" role="status">
          Checkout was canceled; nothing was charged.
        </p>
      )}
      <BalanceCard withBuy={false} />
      <ProblemNotice error={options.error ?? packs.error ?? buy.error} />
      {sells && (
        <section className="stack" aria-labelledby="packs-heading">
          <h2 id="packs-heading">Credit packs</h2>
          <ul className="packs">
            {packs.data!.map((pack) => (
              <li key={pack.id} className="pack card">
                <p className="pack-name">{pack.id}</p>
                <p className="pack-credits">
                  <strong>{pack.credits.toLocaleString()}</strong> credits
                </p>
                <p className="pack-price">{priceOf(pack.price)}</p>
                <p className="muted small-text">
                  {priceOf({ ...pack.price, amount: Math.round((pack.price.amount / pack.credits) * 100) })}{' '}
                  per 100 credits · they do not expire
                </p>
                <button
                  type="button"
                  className="btn primary"
                  disabled={buy.isPending || !session.canEdit}
                  onClick={() => buy.mutate(pack)}
                >
                  <ShoppingBag aria-hidden />
                  {buy.isPending && buy.variables?.id === pack.id ? 'Opening checkout…' : `Buy ${pack.id}`}
                </button>
              </li>
            ))}
          </ul>
          {!session.canEdit && <p className="muted">An editor or owner of the account can buy credits.</p>}
          <p className="hint">Paid securely with Stripe Checkout; you come back here after paying.</p>
        </section>
      )}
      {shop && (
        <section className="card stack" aria-labelledby="shop-heading">
          <h2 id="shop-heading">Where to buy</h2>
          <p>Credits for this service are sold in its operator’s shop.</p>
          <div>
            <a href={shop} target="_blank" rel="noreferrer" className="btn primary">
              <ExternalLink aria-hidden /> Go to the shop
            </a>
          </div>
        </section>
      )}
      {(o?.instructions || o?.contact) && (
        <section className="card stack" aria-labelledby="how-heading" data-testid="purchase-instructions">
          <h2 id="how-heading">{sells ? 'Other ways to get credits' : 'How to get credits'}</h2>
          {o.instructions && <Markdown text={o.instructions} />}
          {o.contact && (
            <p>
              <a
                href={contactHref(o.contact)}
                className="btn secondary"
                {...(o.contact.includes('@') ? {} : { target: '_blank', rel: 'noreferrer' })}
              >
                <Mail aria-hidden /> Contact: {o.contact}
              </a>
            </p>
          )}
          <AccountIdLine />
        </section>
      )}
      {saidNothing && (
        <section className="card stack" aria-labelledby="how-heading" data-testid="purchase-instructions">
          <h2 id="how-heading">How to get credits</h2>
          <p>
            This service does not sell credits itself: the people who run it add them to your account. Ask
            them for more, quoting your account id.
          </p>
          <AccountIdLine />
          <details>
            <summary>If you run this service</summary>
            <div className="stack tight">
              <p>Add credits to this account from the command line:</p>
              <pre>npx contentforge admin grant-credits --account {session.me.accountId} --amount 100</pre>
              <p className="muted">
                To tell people how to buy, set <code>PURCHASE_INSTRUCTIONS</code> and{' '}
                <code>PURCHASE_CONTACT</code>, sell packs with Stripe (<code>STRIPE_SECRET_KEY</code>), or
                send them to your own shop with <code>PURCHASE_URL</code>.
              </p>
            </div>
          </details>
        </section>
      )}
    </div>
  );
}

function AccountIdLine() {
  const session = useSession();
  return (
    <p className="secret">
      Your account id: <code data-testid="account-id">{session.me.accountId}</code>
      <CopyButton text={session.me.accountId} label="Copy the account id" compact />
    </p>
  );
}
