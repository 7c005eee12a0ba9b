/**
 * The process environment as configuration reads it, kept apart from the configuration itself so
 * that the client commands start without loading the service.
 */
export type Env = Record<string, string | undefined>;

/** A configuration value that stops start-up, with the one line that says which and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
