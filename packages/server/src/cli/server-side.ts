/**
 * Everything the server-side commands (serve, migrate, admin) need, loaded only when one of them
 * runs: the client commands start without the database drivers, the renderer or the web server.
 */
export { type Database, openDatabase, redactUrl } from '../adapters/db/database.js';
export { buildApp } from '../app.js';
export { type ConfigOverrides, loadConfig } from '../config.js';
export { bootstrap, createAccount, createWorkspace, listAccounts } from '../domain/accounts.js';
export { issueToken, revokeToken } from '../domain/tokens.js';
export { setPassword } from '../domain/users/users.js';
export { emailSchema, passwordSchema } from '../http/routes/sessions/session-schema.js';
export { createServices, type Services } from '../services.js';
