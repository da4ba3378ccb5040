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
 * Watches `actor`: while `running(snapshot)` gives work, leaving the screen (unmount) or the page
 * (`pagehide`, unless the page is kept for back/forward) sends the notification to the store through
 * `send` (which must deliver at once when the store is loaded, so a closing page still saves it).
 */
export function useNotifyStoppedOnLeave<S>(
  actor: WatchedActor<S>,
  running: (snapshot: S) => StoppedWork | null,
  send: (event: MemberStoreEvent) => void,
): void {
  const latest = useRef({ running, send });
  useEffect(() => {
    latest.current = { running, send };
  });
  useEffect(() => {
    let run: { work: StoppedWork; startedAt: string } | null = null;
    const follow = (snapshot: S) => {
      const work = latest.current.running(snapshot);
      run = work ? { work, startedAt: run?.startedAt ?? new Date().toISOString() } : null;
    };
    const tell = () => {
      if (!run) return;
      const { work, startedAt } = run;
      run = null;
      latest.current.send({
        type: 'notification.add',
        notification: stoppedWorkNotification(work, startedAt, new Date().toISOString()),
      });
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
