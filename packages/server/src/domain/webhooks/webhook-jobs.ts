import { defineJob } from '../jobs/define-job.js';
import { deliverEvent } from './deliver-event.js';
import { WEBHOOK_DELIVERY_JOB } from './event-outbox.js';

/** Delivers one event to one webhook, signed, on Svix's retry schedule. */
export const webhookDeliveryJob = defineJob({
  type: WEBHOOK_DELIVERY_JOB,
  deps: 'webhookDelivery',
  handle: deliverEvent,
});
