import { checkOrigin } from '../../plugins/authentication.js';
import { countTokenlessIn } from '../../plugins/rate-limit.js';
import { refuseUnknownFields } from '../../strict-input.js';
import type { ZodApp } from '../../zod-app.js';
import { acceptInvitationRoute } from '../invitations/accept-invitation.js';
import { bootstrapOwnerUserRoute } from '../users/bootstrap-owner-user.js';
import { createSessionRoute } from './create-session.js';
import type { SignInDeps } from './sign-in-deps.js';

/**
 * The /v1 calls that start a session, made before there is one: sign-in, the first owner's
 * sign-up and accepting an invitation. Their credential is in the body; a browser page of another
 * site may not post them (Origin), so no one is signed in to an account of someone else's choosing.
 */
export function signInRoutes(deps: SignInDeps) {
  return async (app: ZodApp) => {
    refuseUnknownFields(app);
    countTokenlessIn(app, 'sign-in');
    app.addHook('onRequest', async (request) => checkOrigin(request, deps.publicUrl));
    createSessionRoute(app, deps);
    bootstrapOwnerUserRoute(app, deps);
    acceptInvitationRoute(app, deps);
  };
}
