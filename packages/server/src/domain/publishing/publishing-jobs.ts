import { defineJob } from '../jobs/define-job.js';
import { deliverTarget } from './deliver-target.js';
import { DELIVERY_JOB, SCHEDULED_POST_JOB } from './publication.js';
import { startScheduledPost } from './publish-post.js';

/** Delivers one target of a publication to its platform, retrying by the platform's answer. */
export const deliveryJob = defineJob({ type: DELIVERY_JOB, deps: 'publishing', handle: deliverTarget });

/** Starts a scheduled post when it is due. */
export const scheduledPostJob = defineJob({
  type: SCHEDULED_POST_JOB,
  deps: 'publishing',
  handle: async (deps, job) => {
    await startScheduledPost(deps, job.subjectId);
    return { outcome: 'done' };
  },
});
