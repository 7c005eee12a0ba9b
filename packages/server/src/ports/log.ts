/**
 * Where the domain reports what went wrong without failing the call: structured fields and a
 * message, written as JSON lines with the request id by the service's logger (pino).
 */
export interface Log {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
