/** A thrown value as one line for a report or a parent process. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    // pg reports a refused connection to every address of localhost as one AggregateError.
    return error.errors.map(messageOf).join('; ');
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
