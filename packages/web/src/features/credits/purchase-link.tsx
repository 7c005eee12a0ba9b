/**
 * "Buy credits", wherever credits run out: the service's purchase link, opened in the app when it
 * is the app's own billing page, in a new tab when it is the operator's shop.
 */
import { Link } from '@tanstack/react-router';
import { ShoppingBag } from 'lucide-react';

export function PurchaseLink({
  purchaseUrl,
  className = 'btn primary',
  children = 'Buy credits',
}: {
  purchaseUrl: string | undefined;
  className?: string;
  children?: React.ReactNode;
}) {
  // Until the service has said where, no link: a guess could send people the wrong way.
  if (!purchaseUrl) return null;
  const url = new URL(purchaseUrl, location.origin);
  if (isBillingPage(url)) {
    return (
      <Link to="/billing" className={className}>
        <ShoppingBag aria-hidden />
        <span>{children}</span>
      </Link>
    );
  }
  return (
    <a href={url.href} target="_blank" rel="noreferrer" className={className}>
      <ShoppingBag aria-hidden />
      <span>{children}</span>
    </a>
  );
}

/**
 * The purchase link is the app's own billing page (by default it is): `{PUBLIC_URL}/billing`, which
 * may name another host than the one in the address bar when PUBLIC_URL is set for another one.
 */
export const isBillingPage = (url: URL) => url.pathname === '/billing';
