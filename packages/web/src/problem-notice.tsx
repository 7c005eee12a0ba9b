import { ApiError } from './api.js';

/** An error said in words that tell what to do; a 402 shows the balance, what is needed and where to buy. */
export function ProblemNotice({ error }: { error: unknown }) {
  if (!error) return null;
  if (!(error instanceof ApiError)) {
    return (
      <div className="notice error" role="alert">
        Something went wrong: {String((error as Error)?.message ?? error)}
      </div>
    );
  }
  const p = error.problem;
  if (p.code === 'insufficient_credits') {
    return (
      <div className="notice error" role="alert">
        <strong>Not enough credits.</strong> This needs {p.required} credit{p.required === 1 ? '' : 's'}; the
        balance is {p.balance}.{' '}
        {p.purchaseUrl && (
          <a href={p.purchaseUrl} target="_blank" rel="noreferrer">
            Buy credits
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="notice error" role="alert">
      <strong>{p.title}.</strong> {p.detail}
      {p.errors && p.errors.length > 0 && (
        <ul>
          {p.errors.map((e) => (
            <li key={`${e.path}${e.message}`}>
              {e.path ? <code>{e.path}</code> : null} {e.message}
            </li>
          ))}
        </ul>
      )}
      {p.problems && p.problems.length > 0 && (
        <ul>
          {p.problems.map((e) => (
            <li key={`${e.socialAccountId}${e.code}`}>{e.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
