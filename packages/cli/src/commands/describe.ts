/** What the commands print for a person: generations, publish costs, publications and posts. */
import type { Generation, Post, Publication, PublishCost, PublishProblem } from '@contentforge/sdk';
import { columns } from '../terminal.js';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function describeGeneration(g: Generation, files: string[], balance: number): string[] {
  const lines = [
    `${plural(g.outputs.length, 'image')} for ${plural(g.creditsCharged, 'credit')} (${balance} left), generation ${g.id}:`,
  ];
  g.outputs.forEach((o, i) => {
    lines.push(`  ${files[i] ?? o.url}  ${o.width}×${o.height}  ${o.mediaId}`);
    if (o.render.cutout === 'whole_photo')
      lines.push('  No subject was found in the photo: this is the whole photo.');
  });
  if (g.copy) lines.push('', 'Caption:', g.copy.caption);
  if (g.storyboard) {
    lines.push('', `Storyboard, ${g.storyboard.durationSeconds} s:`);
    for (const s of g.storyboard.scenes) {
      lines.push(
        `  ${s.index}. ${s.startSeconds}–${s.startSeconds + s.durationSeconds} s  ${s.onScreenText}`,
      );
      lines.push(`     voiceover: ${s.voiceover}`);
    }
  }
  return lines;
}

/**
 * The preview of a publish. With `autoFix` (the default) a problem that carries a `fix` does not
 * stop it: a variant of the image is posted instead, so it is listed apart from what stops it.
 */
export function describeCost(cost: PublishCost, autoFix = true): string[] {
  const { blocking, fixed } = splitProblems(cost.problems, autoFix);
  const where = (p: PublishProblem) =>
    `${p.socialAccountId}${p.part !== undefined ? ` reply ${p.part}` : ''}`;
  return [
    columns([
      ['ACCOUNT', 'PLATFORM', 'CONNECTION', 'COST'],
      ...cost.targets.map((t) => [t.socialAccountId, t.platform, t.connection, String(t.cost)]),
    ]),
    `Up to ${plural(cost.maxCost, 'credit')}; ${cost.balance} available.`,
    ...(blocking.length
      ? [
          'Problems:',
          ...blocking.map(
            (p) =>
              `  ${where(p)}: ${p.message} (${p.code})${p.fix ? `; publishing without --no-auto-fix fixes it: ${p.fix.description}` : ''}`,
          ),
        ]
      : [fixed.length ? 'Nothing stops it.' : 'No problems found.']),
    ...(fixed.length
      ? [
          'Fixed when published (a variant of the image is posted instead):',
          ...fixed.map(
            (p) => `  ${where(p)}: will be fixed: ${p.fix?.description} — ${p.message} (${p.code})`,
          ),
        ]
      : []),
    // What the publish will do that does not stop it (a private TikTok post, a quota nearly used).
    ...(cost.notices.length
      ? ['Notices:', ...cost.notices.map((n) => `  ${n.socialAccountId}: ${n.message} (${n.code})`)]
      : []),
  ];
}

/** What stops a publish, and what it fixes by itself (only with `autoFix`). */
export function splitProblems(problems: PublishProblem[], autoFix: boolean) {
  const fixes = (p: PublishProblem) => autoFix && p.fix !== undefined;
  return { blocking: problems.filter((p) => !fixes(p)), fixed: problems.filter(fixes) };
}

export function describePublication(p: Publication): string[] {
  return [
    `Post ${p.postId}: ${p.status}${p.scheduledAt ? ` for ${p.scheduledAt}` : ''}, ${plural(p.creditsCharged, 'credit')} charged.`,
    ...p.targets.flatMap((t) => {
      const what =
        t.status === 'delivered'
          ? (t.externalUrl ?? t.externalId ?? '')
          : t.handoff
            ? 'handed to the agent'
            : (t.error?.message ?? '');
      // A thread: each part posted so far, so a failure midway shows what is already out.
      const parts = (t.parts ?? []).map(
        (part, i) =>
          `      ${i === 0 ? 'post   ' : `reply ${i}`} ${part.externalId}${part.externalUrl ? `  ${part.externalUrl}` : ''}`,
      );
      // What it posted in place of the post's images (a publish with autoFix).
      const fixes = (t.fixes ?? []).map(
        (f) => `      fixed   ${f.mediaId} → ${f.variantId}: ${f.description}`,
      );
      return [
        `  ${t.platform.padEnd(9)} ${t.socialAccountId}  ${t.status.padEnd(9)} ${what}`,
        ...parts,
        ...fixes,
      ];
    }),
  ];
}

export function describePost(post: Post): string[] {
  const head = [
    `Post ${post.id} (${post.status})`,
    `  caption: ${oneLine(post.caption, 200)}`,
    `  media:   ${post.mediaIds.join(', ') || '—'}`,
    ...post.replies.map((r, i) => `  reply ${i + 1}: ${oneLine(r.caption, 200)}${mediaOf(r.mediaIds)}`),
    ...linkedInFormat(post),
  ];
  return post.publication ? [...head, ...describePublication(post.publication)] : head;
}

const mediaOf = (ids: string[]) => (ids.length ? `  [${ids.join(', ')}]` : '');

/** A LinkedIn document post says so, with its title. */
function linkedInFormat(post: Post): string[] {
  const linkedin = post.perPlatform.linkedin;
  if (linkedin?.format !== 'document') return [];
  return [`  linkedin: a PDF document${linkedin.title ? `, "${linkedin.title}"` : ''}`];
}

export const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export const price = (p: { amount: number; currency: string }) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: p.currency.toUpperCase() }).format(
    p.amount / 100,
  );
