import { useScreenText } from '../platform/screenText';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '../components/feedback/ErrorPanel';
import { ScreenLoadError } from '../platform/loadError';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A screen that throws (while loading or rendering) shows this panel inside the layout. "Try again"
 * navigates to the same address, which remounts the screen; when the screen's code failed to load it
 * reloads the page instead.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  const { t } = useScreenText('common');
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    console.error('Screen error at', location.pathname, error);
  }, [error, location.pathname]);
  return (
    <ErrorPanel
      title={t('error.title')}
      body={t('error.body')}
      retryLabel={t('error.retry')}
      homeLabel={t('error.home')}
      detailsLabel={t('error.details')}
      details={describe(error)}
      onRetry={() => {
        if (error instanceof ScreenLoadError) window.location.reload();
        else void navigate(`${location.pathname}${location.search}`, { replace: true });
      }}
    />
  );
}

/** Last resort when the layout itself fails: the same panel without the shell. */
export function RootErrorPanel() {
  return (
    <main id="main" style={{ padding: 32 }}>
      <RouteErrorPanel />
    </main>
  );
}
