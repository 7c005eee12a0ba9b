/**
 * The calendar of posts: a week or a month of scheduled, planned and published posts. A scheduled
 * post dragged to another day moves there at the same time of day (`POST /posts/{id}/reschedule`,
 * its reservation kept); a draft's planned time moves with `PATCH`. On a phone the month is a list
 * of the days that have posts.
 */

import type { Post } from '@contentforge/sdk';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import {
  addDays,
  addMonths,
  addWeeks,
  endOfMonth,
  endOfWeek,
  format,
  isBefore,
  isSameMonth,
  isToday,
  parseISO,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight, GripVertical, Plus } from 'lucide-react';
import { useSession, wsKey } from '../../app/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { PlatformMark } from '../../ui/platform-mark.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { Segmented } from '../../ui/segmented.js';
import { POST_STATUS_WORDS } from '../../ui/status-badge.js';
import { useToast } from '../../ui/toasts.js';
import { accountOf, timeOf, useMediaItems, useSocialAccounts } from '../posts/post-queries.js';

const route = getRouteApi('/app/calendar');

const WEEK = { weekStartsOn: 1 as const };
const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** The days shown: whole weeks around the month, or one week. */
function daysOf(view: 'week' | 'month', anchor: Date): Date[] {
  const first = view === 'month' ? startOfWeek(startOfMonth(anchor), WEEK) : startOfWeek(anchor, WEEK);
  const last = view === 'month' ? endOfWeek(endOfMonth(anchor), WEEK) : endOfWeek(anchor, WEEK);
  const days: Date[] = [];
  for (let d = first; !isBefore(last, d); d = addDays(d, 1)) days.push(d);
  return days;
}

/** A post can be moved on the calendar while it waits: scheduled, or a draft with a planned time. */
const movable = (post: Post) =>
  post.status === 'scheduled' || (post.status === 'draft' && post.scheduledAt !== undefined);

export function CalendarPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/calendar' });
  const accounts = useSocialAccounts();
  const view = search.view ?? 'month';
  const anchor = search.date ? parseISO(search.date) : new Date();
  const days = daysOf(view, anchor);
  const from = startOfDay(days[0]!).toISOString();
  const to = startOfDay(addDays(days[days.length - 1]!, 1)).toISOString();
  const key = wsKey(session, 'posts', 'calendar', from, to);
  const posts = useQuery({
    queryKey: key,
    queryFn: () => session.cf.posts.list({ from, to, limit: 100 }).toArray(2000),
  });
  const byDay = new Map<string, Post[]>();
  for (const post of posts.data ?? []) {
    const when = timeOf(post);
    if (!when) continue;
    const k = dayKey(new Date(when));
    byDay.set(k, [...(byDay.get(k) ?? []), post]);
  }
  for (const list of byDay.values()) list.sort((a, b) => Date.parse(timeOf(a)!) - Date.parse(timeOf(b)!));

  const move = useMutation({
    mutationFn: async ({ post, at }: { post: Post; at: string }) =>
      post.status === 'scheduled'
        ? session.cf.posts.reschedule(post.id, at)
        : session.cf.posts.update(post.id, { scheduledAt: at }),
    onMutate: async ({ post, at }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Post[]>(key);
      queryClient.setQueryData<Post[]>(key, (all) =>
        all?.map((p) => (p.id === post.id ? { ...p, scheduledAt: at } : p)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (_post, { at }) => toast('Moved', `It goes out ${format(new Date(at), 'EEE d MMM, HH:mm')}.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wsKey(session, 'posts') }),
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const dropped = (event: DragEndEvent) => {
    const post = (posts.data ?? []).find((p) => p.id === event.active.id);
    const day = event.over?.id;
    if (!post || typeof day !== 'string') return;
    const was = new Date(timeOf(post)!);
    if (dayKey(was) === day) return;
    const target = parseISO(day);
    target.setHours(was.getHours(), was.getMinutes(), 0, 0);
    if (target.getTime() <= Date.now()) {
      toast('Not moved', 'Pick a day ahead: a post cannot go out in the past.');
      return;
    }
    move.mutate({ post, at: target.toISOString() });
  };

  const go = (date: Date) =>
    void navigate({ search: (prev) => ({ ...prev, date: dayKey(date) }), resetScroll: false });
  const step = view === 'month' ? (n: number) => addMonths(anchor, n) : (n: number) => addWeeks(anchor, n);
  const title =
    view === 'month'
      ? format(anchor, 'MMMM yyyy')
      : `${format(days[0]!, 'd MMM')} – ${format(days[6]!, 'd MMM yyyy')}`;
  const withPosts = days.filter((d) => byDay.has(dayKey(d)));

  return (
    <div className="page">
      <PageHeader
        title="Calendar"
        description={
          <>
            What goes out when.{' '}
            <span className="wide-only">
              Drag a scheduled post to another day to move it; it keeps its time of day.
            </span>
            <span className="narrow-only">Open a scheduled post to move it to another time.</span>
          </>
        }
        documentTitle="Calendar"
        actions={
          session.canEdit && (
            <Link to="/posts/new" className="btn primary">
              <Plus aria-hidden /> New post
            </Link>
          )
        }
      />
      <div className="toolbar calendar-toolbar">
        <div className="actions">
          <button
            type="button"
            className="icon-button bordered"
            aria-label={`Previous ${view}`}
            onClick={() => go(step(-1))}
          >
            <ChevronLeft aria-hidden />
          </button>
          <button type="button" className="btn secondary small" onClick={() => go(new Date())}>
            Today
          </button>
          <button
            type="button"
            className="icon-button bordered"
            aria-label={`Next ${view}`}
            onClick={() => go(step(1))}
          >
            <ChevronRight aria-hidden />
          </button>
        </div>
        <h2 className="calendar-title" aria-live="polite">
          {title}
        </h2>
        <Segmented<'week' | 'month'>
          label="Show"
          hideLabel
          value={view}
          onChange={(v) => void navigate({ search: (prev) => ({ ...prev, view: v }), resetScroll: false })}
          options={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
      </div>
      <ProblemNotice error={posts.error ?? move.error} />
      <DndContext sensors={sensors} onDragEnd={dropped}>
        <div className={`calendar ${view}`}>
          <div className="calendar-head" aria-hidden>
            {days.slice(0, 7).map((d) => (
              <span key={dayKey(d)}>{format(d, 'EEE')}</span>
            ))}
          </div>
          <ol className="calendar-days" aria-label={title}>
            {days.map((d) => (
              <Day
                key={dayKey(d)}
                day={d}
                outside={view === 'month' && !isSameMonth(d, anchor)}
                posts={byDay.get(dayKey(d)) ?? []}
                accounts={accounts.data}
                canMove={session.canEdit}
              />
            ))}
          </ol>
        </div>
      </DndContext>
      <section className="agenda" aria-label={`Posts of ${title}`}>
        {posts.isSuccess && withPosts.length === 0 && <p className="muted">No posts in {title}.</p>}
        {withPosts.map((d) => (
          <div key={dayKey(d)} className="agenda-day">
            <h3>{format(d, 'EEEE d MMMM')}</h3>
            <ul>
              {(byDay.get(dayKey(d)) ?? []).map((post) => (
                <li key={post.id}>
                  <PostChip post={post} accounts={accounts.data} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}

function Day({
  day,
  outside,
  posts,
  accounts,
  canMove,
}: {
  day: Date;
  outside: boolean;
  posts: Post[];
  accounts: ReturnType<typeof useSocialAccounts>['data'];
  canMove: boolean;
}) {
  const past = isBefore(day, startOfDay(new Date()));
  const { setNodeRef, isOver } = useDroppable({ id: dayKey(day), disabled: past });
  return (
    <li
      ref={setNodeRef}
      aria-label={format(day, 'EEEE d MMMM')}
      data-day={dayKey(day)}
      className={`calendar-day${outside ? ' outside' : ''}${isToday(day) ? ' today' : ''}${past ? ' past' : ''}${isOver ? ' over' : ''}`}
    >
      <span className="day-number" aria-hidden>
        {format(day, 'd')}
      </span>
      {posts.length > 0 && (
        <ul>
          {posts.map((post) =>
            canMove && movable(post) ? (
              <DraggablePost key={post.id} post={post} accounts={accounts} />
            ) : (
              <li key={post.id}>
                <PostChip post={post} accounts={accounts} />
              </li>
            ),
          )}
        </ul>
      )}
    </li>
  );
}

function DraggablePost({
  post,
  accounts,
}: {
  post: Post;
  accounts: ReturnType<typeof useSocialAccounts>['data'];
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: post.id });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'dragging' : undefined}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
    >
      <PostChip
        post={post}
        accounts={accounts}
        handle={
          <button
            type="button"
            className="drag-handle"
            aria-label={`Move “${post.caption.slice(0, 40) || 'post'}” to another day`}
            {...listeners}
            {...attributes}
          >
            <GripVertical aria-hidden />
          </button>
        }
      />
    </li>
  );
}

function PostChip({
  post,
  accounts,
  handle,
}: {
  post: Post;
  accounts: ReturnType<typeof useSocialAccounts>['data'];
  handle?: React.ReactNode;
}) {
  const [image] = useMediaItems(post.mediaIds.slice(0, 1));
  const when = timeOf(post);
  const platforms = [
    ...new Set(
      post.socialAccountIds.map((id) => accountOf(accounts, id)?.platform).filter((p) => p !== undefined),
    ),
  ];
  return (
    <div className={`post-chip ${post.status}`} data-testid={`calendar-post-${post.id}`}>
      {handle}
      <Link to="/posts/$id" params={{ id: post.id }} className="post-chip-link">
        {image && <img className="post-chip-image" src={image.thumbnailUrl} alt="" loading="lazy" />}
        <span className="post-chip-time">{when ? format(new Date(when), 'HH:mm') : ''}</span>
        <span className="post-chip-text">{post.caption.trim() || '(no caption)'}</span>
        <span className="visually-hidden">, {POST_STATUS_WORDS[post.status]}</span>
      </Link>
      <span className="post-chip-marks" aria-hidden>
        {platforms.slice(0, 3).map((p) => (
          <PlatformMark key={p} platform={p} size="small" />
        ))}
      </span>
    </div>
  );
}
