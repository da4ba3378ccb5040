import { useScreenText } from '../../platform/screenText';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundView } from '../../components/feedback/NotFoundView';

/** Any path outside the route table: 404 page, and the attempted path is logged. */
export default function NotFoundScreen() {
  const { t } = useScreenText('common');
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <NotFoundView
      code={t('notFound.code')}
      heading={t('notFound.heading')}
      body={t('notFound.body')}
      homeLabel={t('notFound.home')}
    />
  );
}
