/**
 * Work that belongs to a screen (a contract deploy, a plan change, a customs submission) stops with
 * the screen: its actor stops when the member leaves. It never stops silently: when the member leaves
 * mid-run (another route, a reload, closing the tab), the member's notification centre says what
 * stopped, with a link back to start it again. The shell shows it as a toast when the member is
 * still in the app; no toast comes from the screen that is gone.
 */
import { useEffect, useRef } from 'react';
import type { Subscribable } from 'xstate';
import { stoppedWorkNotification, type StoppedWork } from '../data/notifications';
import type { MemberStoreEvent } from '../machines/memberStore.machine';

interface WatchedActor<S> extends Subscribable<S> {
  getSnapshot: () => S;
}

/**
 * Watches `actor`: while `running(snapshot)` gives work (one piece, or several that run side by side), leaving the screen (unmount) or the page
 * (`pagehide`, unless the page is kept for back/forward) sends the notification to the store through
 * `send` (which must deliver at once when the store is loaded, so a closing page still saves it).
 */
export function useNotifyStoppedOnLeave<S>(
  actor: WatchedActor<S>,
  running: (snapshot: S) => StoppedWork | readonly StoppedWork[] | null,
  send: (event: MemberStoreEvent) => void,
): void {
  const latest = useRef({ running, send });
  useEffect(() => {
    latest.current = { running, send };
  });
  useEffect(() => {
    // Each piece of work under way, by what it is, with when it started.
    let runs = new Map<string, { work: StoppedWork; startedAt: string }>();
    const follow = (snapshot: S) => {
      const running = latest.current.running(snapshot);
      const works = running === null ? [] : 'kind' in running ? [running] : running;
      const next = new Map<string, { work: StoppedWork; startedAt: string }>();
      for (const work of works) {
        const key = JSON.stringify(work);
        next.set(key, { work, startedAt: runs.get(key)?.startedAt ?? new Date().toISOString() });
      }
      runs = next;
    };
    const tell = () => {
      const stopped = [...runs.values()];
      runs = new Map();
      for (const { work, startedAt } of stopped) {
        latest.current.send({
          type: 'notification.add',
          notification: stoppedWorkNotification(work, startedAt, new Date().toISOString()),
        });
      }
    };
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) tell();
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      tell();
    };
  }, [actor]);
}
