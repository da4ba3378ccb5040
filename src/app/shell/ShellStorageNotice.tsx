import { NoticeBanner, type NoticeTone } from '../../components/shell/NoticeBanner';
import { selectNotice, type StorageNotice as Notice } from '../../machines/memberStore.machine';
import { exportMemberData, memberStore, useMember } from '../../platform/memberStore';
import { saveFile } from '../../platform/saveFile';
import { useScreenText } from '../../platform/screenText';

const noticeTone: Record<Notice, NoticeTone> = {
  recovered: 'warning',
  newerVersion: 'warning',
  writeFailed: 'danger',
};

/** What the member is told about their saved data, until they dismiss it. */
export function ShellStorageNotice() {
  const { t } = useScreenText('common');
  const notice = useMember(selectNotice);
  if (!notice) return null;
  const keptCopy = notice === 'recovered' || notice === 'newerVersion';
  return (
    <NoticeBanner
      tone={noticeTone[notice]}
      message={t(`storage.${notice}`)}
      dismissLabel={t('storage.dismiss')}
      onDismiss={() => memberStore().send({ type: 'user.dismissNotice' })}
      action={
        keptCopy
          ? {
              label: t('storage.download'),
              onClick: () =>
                saveFile({
                  name: 'silk-road-trade-data.json',
                  content: exportMemberData(),
                  type: 'application/json;charset=utf-8',
                }),
            }
          : undefined
      }
    />
  );
}
