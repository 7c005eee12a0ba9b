import type { UserDeps } from '../../../domain/users/sessions.js';

/** What the calls that start a session need: the public address (Origin check) and the users. */
export interface SignInDeps {
  publicUrl: string;
  users: UserDeps;
}
