/**
 * What the publish check found: the problems that stop a publish; those a variant of the image
 * fixes (the publish makes it and posts it instead, so they do not stop it); and the notices, what
 * the publish will do that the author may not expect.
 */
import type { PublishCost, PublishProblem } from '@contentforge/sdk';
import { CircleCheck, Info, TriangleAlert, WandSparkles } from 'lucide-react';
import { usePlatformNames } from './platforms.js';

/** The problems a publish refuses: those without a fix (the app publishes with `autoFix`). */
export const blockingProblems = (problems: PublishProblem[]) => problems.filter((p) => !p.fix);

export function PublishCheck({ cost }: { cost: PublishCost }) {
  const name = usePlatformNames();
  const blocking = blockingProblems(cost.problems);
  const fixed = cost.problems.filter((p) => p.fix);
  // The problems of one image share its fix: each fix is said once per account.
  const fixes = [
    ...new Map(fixed.map((p) => [`${p.socialAccountId}${p.part}${p.fix?.description}`, p])).values(),
  ];
  return (
    <>
      {blocking.length > 0 ? (
        <div className="notice danger" data-testid="publish-problems">
          <TriangleAlert aria-hidden className="notice-icon" />
          <div>
            <p>
              <strong>It cannot be published yet:</strong>
            </p>
            <ul>
              {blocking.map((p) => (
                <li key={`${p.socialAccountId}${p.code}${p.part}${p.message}`}>
                  {name(p.platform)}: {p.message}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : (
        <p className="notice success" data-testid="publish-ready">
          <CircleCheck aria-hidden className="notice-icon" />{' '}
          {fixes.length > 0
            ? 'Nothing stops it: every account can take this post, with the fixes below.'
            : 'No problems: every account can take this post.'}
        </p>
      )}
      {fixes.length > 0 && (
        <div className="notice info" data-testid="publish-fixes">
          <WandSparkles aria-hidden className="notice-icon" />
          <div>
            <p>Publishing posts a copy of these images, made for the platform (free):</p>
            <ul>
              {fixes.map((p) => (
                <li key={`${p.socialAccountId}${p.part}${p.fix?.description}`}>
                  {name(p.platform)}: will be fixed: {p.fix?.description}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {cost.notices.length > 0 && (
        <div className="notice info" data-testid="publish-notices">
          <Info aria-hidden className="notice-icon" />
          <ul>
            {cost.notices.map((n) => (
              <li key={`${n.socialAccountId}${n.code}`}>
                {name(n.platform)}: {n.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
