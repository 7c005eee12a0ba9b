import { requireAuthentication } from '../plugins/authentication.js';
import { registerIdempotency } from '../plugins/idempotency.js';
import type { PluginDeps, RouteDeps } from '../route-deps.js';
import { refuseUnknownFields } from '../strict-input.js';
import { scopeToWorkspace } from '../workspace-scope.js';
import type { ZodApp } from '../zod-app.js';
import { deleteFontRoute } from './brand/delete-font.js';
import { getBrandRoute } from './brand/get-brand.js';
import { getBrandVersionRoute } from './brand/get-brand-version.js';
import { getFontRoute } from './brand/get-font.js';
import { listFontsRoute } from './brand/list-fonts.js';
import { previewBrandRoute } from './brand/preview-brand.js';
import { putBrandRoute } from './brand/put-brand.js';
import { uploadFontRoute } from './brand/upload-font.js';
import { archiveCampaignRoute } from './campaigns/archive-campaign.js';
import { createCampaignRoute } from './campaigns/create-campaign.js';
import { getCampaignRoute } from './campaigns/get-campaign.js';
import { listCampaignsRoute } from './campaigns/list-campaigns.js';
import { updateCampaignRoute } from './campaigns/update-campaign.js';
import { createCheckout } from './credits/create-checkout.js';
import { getCredits } from './credits/get-credits.js';
import { getPurchaseLink } from './credits/get-purchase-link.js';
import { listCreditPacks } from './credits/list-credit-packs.js';
import { listTransactions } from './credits/list-transactions.js';
import { cancelGenerationRoute } from './generations/cancel-generation.js';
import { createCopyRoute } from './generations/create-copy.js';
import { createCutoutGenerationRoute } from './generations/create-cutout-generation.js';
import { createImageGenerationRoute } from './generations/create-image-generation.js';
import { createPresetGenerationRoute } from './generations/create-preset-generation.js';
import { getGenerationRoute } from './generations/get-generation.js';
import { listGenerationsRoute } from './generations/list-generations.js';
import { createInvitationRoute } from './invitations/create-invitation.js';
import { listInvitationsRoute } from './invitations/list-invitations.js';
import { revokeInvitationRoute } from './invitations/revoke-invitation.js';
import { getMe } from './me/get-me.js';
import { completeUploadRoute } from './media/complete-upload.js';
import { createUploadUrl } from './media/create-upload-url.js';
import { deleteMediaRoute } from './media/delete-media.js';
import { getMediaRoute } from './media/get-media.js';
import { importMediaRoute } from './media/import-media.js';
import { listMedia } from './media/list-media.js';
import { countTextRoute } from './platforms/count-text.js';
import { listPlatformsRoute } from './platforms/list-platforms.js';
import { createPostRoute } from './posts/create-post.js';
import { deletePostRoute } from './posts/delete-post.js';
import { getPostRoute } from './posts/get-post.js';
import { getPublishCostRoute } from './posts/get-publish-cost.js';
import { listHandoffsRoute } from './posts/list-handoffs.js';
import { listPostsRoute } from './posts/list-posts.js';
import { publishPostRoute } from './posts/publish-post.js';
import { reportTargetRoute } from './posts/report-target.js';
import { reschedulePostRoute } from './posts/reschedule-post.js';
import { retryPostRoute } from './posts/retry-post.js';
import { updatePostRoute } from './posts/update-post.js';
import { listPresets } from './presets/list-presets.js';
import { deleteCurrentSessionRoute } from './sessions/delete-current-session.js';
import { deleteSessionRoute } from './sessions/delete-session.js';
import { listSessionsRoute } from './sessions/list-sessions.js';
import { chooseDestinationRoute } from './social-accounts/choose-destination.js';
import { connectSocialAccountRoute } from './social-accounts/connect-social-account.js';
import { createSocialAccountRoute } from './social-accounts/create-social-account.js';
import { deleteSocialAccountRoute } from './social-accounts/delete-social-account.js';
import { getPendingConnectionRoute } from './social-accounts/get-pending-connection.js';
import { getSocialAccountRoute } from './social-accounts/get-social-account.js';
import { listSocialAccountsRoute } from './social-accounts/list-social-accounts.js';
import { reconnectSocialAccountRoute } from './social-accounts/reconnect-social-account.js';
import { createTokenRoute } from './tokens/create-token.js';
import { listTokensRoute } from './tokens/list-tokens.js';
import { revokeTokenRoute } from './tokens/revoke-token.js';
import { deleteUserRoute } from './users/delete-user.js';
import { listUsersRoute } from './users/list-users.js';
import { updateUserRoute } from './users/update-user.js';
import { createWebhookRoute } from './webhooks/create-webhook.js';
import { deleteWebhookRoute } from './webhooks/delete-webhook.js';
import { getWebhookRoute } from './webhooks/get-webhook.js';
import { listWebhookDeliveriesRoute } from './webhooks/list-webhook-deliveries.js';
import { listWebhooksRoute } from './webhooks/list-webhooks.js';
import { createWorkspaceRoute } from './workspaces/create-workspace.js';
import { listWorkspaces } from './workspaces/list-workspaces.js';
import { updateWorkspaceRoute } from './workspaces/update-workspace.js';

/** Routes that act on one workspace: registered at `/v1/<path>` and `/v1/workspaces/{workspace_id}/<path>`. */
export type ScopedRoutes = (app: ZodApp, deps: RouteDeps) => void;

const scopedRoutes: ScopedRoutes[] = [
  countTextRoute,
  listPresets,
  getCredits,
  getPurchaseLink,
  listTransactions,
  listCreditPacks,
  createCheckout,
  createUploadUrl,
  completeUploadRoute,
  importMediaRoute,
  listMedia,
  getMediaRoute,
  deleteMediaRoute,
  createCampaignRoute,
  listCampaignsRoute,
  getCampaignRoute,
  updateCampaignRoute,
  archiveCampaignRoute,
  createPresetGenerationRoute,
  createImageGenerationRoute,
  createCutoutGenerationRoute,
  createCopyRoute,
  listGenerationsRoute,
  getGenerationRoute,
  cancelGenerationRoute,
  createSocialAccountRoute,
  connectSocialAccountRoute,
  getPendingConnectionRoute,
  chooseDestinationRoute,
  listSocialAccountsRoute,
  getSocialAccountRoute,
  reconnectSocialAccountRoute,
  deleteSocialAccountRoute,
  createPostRoute,
  listPostsRoute,
  getPostRoute,
  updatePostRoute,
  deletePostRoute,
  getPublishCostRoute,
  publishPostRoute,
  reschedulePostRoute,
  retryPostRoute,
  reportTargetRoute,
  listHandoffsRoute,
  createWebhookRoute,
  listWebhooksRoute,
  getWebhookRoute,
  deleteWebhookRoute,
  listWebhookDeliveriesRoute,
  getBrandRoute,
  putBrandRoute,
  previewBrandRoute,
  getBrandVersionRoute,
  uploadFontRoute,
  listFontsRoute,
  getFontRoute,
  deleteFontRoute,
];

/** Everything under /v1 that needs a token. */
export function v1Routes(deps: RouteDeps & PluginDeps, extra: ScopedRoutes[] = []) {
  return async (v1: ZodApp) => {
    requireAuthentication(v1, deps);
    refuseUnknownFields(v1);
    registerIdempotency(v1, deps);
    getMe(v1, deps);
    listWorkspaces(v1, deps);
    createWorkspaceRoute(v1, deps);
    updateWorkspaceRoute(v1, deps);
    listPlatformsRoute(v1, deps);
    for (const register of [listTokensRoute, createTokenRoute, revokeTokenRoute]) register(v1, deps);
    listSessionsRoute(v1, deps);
    deleteCurrentSessionRoute(v1, deps);
    deleteSessionRoute(v1, deps);
    listUsersRoute(v1, deps);
    updateUserRoute(v1, deps);
    deleteUserRoute(v1, deps);
    listInvitationsRoute(v1, deps);
    createInvitationRoute(v1, deps);
    revokeInvitationRoute(v1, deps);
    const scoped = async (app: ZodApp) => {
      scopeToWorkspace(app, deps.store);
      for (const register of [...scopedRoutes, ...extra]) register(app, deps);
    };
    await v1.register(scoped);
    await v1.register(scoped, { prefix: '/workspaces/:workspace_id' });
  };
}
