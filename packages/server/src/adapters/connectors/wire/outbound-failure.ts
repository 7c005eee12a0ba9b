/**
 * What a request to a platform that got no answer means for the delivery: an address that cannot
 * be used is refused, one that could not be reached can be tried again, and one that was sent and
 * never answered may have taken effect (unclear), unless the request has no effect on its own.
 */
import { DeliveryError } from '../../../ports/connector.js';
import { OutboundError } from '../../../ports/outbound-http.js';

/** How a request that got no answer ended, as a delivery outcome. */
export function fromOutbound(err: unknown): DeliveryError {
  if (!(err instanceof OutboundError)) throw err;
  switch (err.failure) {
    case 'blocked_address':
    case 'invalid_url':
      return new DeliveryError(
        err.failure,
        `The address cannot be used: ${err.message}.`,
        'platform_rejected',
      );
    case 'dns_failed':
    case 'connect_failed':
      return new DeliveryError(err.failure, `${err.message}.`, 'system', { transient: true });
    default:
      return err.sent
        ? new DeliveryError(err.failure, `No answer came back: ${err.message}.`, 'system', { unclear: true })
        : new DeliveryError(err.failure, `${err.message}, before the request was sent.`, 'system', {
            transient: true,
          });
  }
}

/** The failure of a request that has no effect on its own: no answer means try again, never unclear. */
export function withoutEffect(failure: DeliveryError): DeliveryError {
  if (!failure.options.unclear) return failure;
  return new DeliveryError(failure.code, failure.message, 'system', { transient: true });
}

/**
 * Why uploading an image failed. An upload publishes nothing, so whatever way it failed it can be
 * tried again; an image that could not be read or fitted is a media error.
 */
export function imageUploadFailure(platform: string, err: unknown): DeliveryError {
  if (err instanceof OutboundError) return withoutEffect(fromOutbound(err));
  if (err instanceof DeliveryError) return withoutEffect(err);
  const message = err instanceof Error ? err.message : String(err);
  return new DeliveryError(
    'media_unreadable',
    `An image could not be prepared for ${platform}: ${message}.`,
    'media_error',
  );
}
