/**
 * Opened at another address than the service's own (its `PUBLIC_URL`: the machine's IP instead of
 * localhost, say), the pictures, uploads and links the service hands out point elsewhere and may
 * not load. The app says so at the top of every page, with the address to open and the setting to
 * change. The service's own address is read from its purchase link when that is the app's billing
 * page, as it is unless the operator named a shop (and then they have set PUBLIC_URL too).
 */
import { TriangleAlert } from 'lucide-react';
import { usePurchaseOptions } from '../features/create/cost-line.js';
import { isBillingPage } from '../features/credits/purchase-link.js';

export function AddressNotice() {
  const options = usePurchaseOptions();
  if (!options.data) return null;
  const link = new URL(options.data.purchaseUrl, location.origin);
  if (!isBillingPage(link) || link.origin === location.origin) return null;
  return (
    <div className="notice warning address-notice" role="status" data-testid="address-notice">
      <TriangleAlert aria-hidden className="notice-icon" />
      <p>
        <strong>Pictures and uploads may not load at this address.</strong> The service gives out links for{' '}
        <a href={`${link.origin}${location.pathname}${location.search}`}>{link.host}</a>, its{' '}
        <code>PUBLIC_URL</code>, and this page is open at {location.host}. Open it at {link.host}, or have
        whoever runs the service set <code>PUBLIC_URL</code> to <code>{location.origin}</code>.
      </p>
    </div>
  );
}
