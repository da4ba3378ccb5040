/**
 * "Your data" in the member profile's Settings: reset to the sample state (asked first in a dialog),
 * export the member's record as a JSON file, import one. Runs src/machines/memberData.machine.ts with
 * the member store's operations plugged in: a chosen file is ruled out by size first (empty, over
 * 5 MB), then read and checked by the store (`importMemberData`); a bad file changes nothing and the
 * message names the problem. Loaded with the Settings tab, not on the profile's first paint.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useScreenText } from '../../platform/screenText';
import { MemberDataPanel } from '../../components/memberProfile/MemberDataPanel';
import { Button } from '../../components/primitives/Button';
import { Dialog } from '../../components/primitives/Dialog';
import { exportFileName, exportFileType, importFileProblem, isBlankText } from '../../data/memberDataFile';
import { isolateLtr } from '../../i18n/format';
import {
  memberDataMachine,
  selectDataState,
  selectFileName,
  selectOutcome,
  selectProblem,
  type ChosenFile,
  type ImportOutcome,
} from '../../machines/memberData.machine';
import { useAppActorRef } from '../../platform/actors';
import { exportMemberData, importMemberData, resetMemberData } from '../../platform/memberStore';
import { saveFile } from '../../platform/saveFile';

const dataMachine = memberDataMachine.provide({
  actions: {
    resetData: () => resetMemberData(),
    exportData: () =>
      saveFile({ name: exportFileName(new Date()), content: exportMemberData(), type: exportFileType }),
  },
  actors: {
    importFile: fromPromise<ImportOutcome, ChosenFile>(async ({ input }) => {
      const sizeProblem = importFileProblem(input.size);
      if (sizeProblem) return { ok: false, problem: sizeProblem };
      const text = await input.text();
      if (isBlankText(text)) return { ok: false, problem: 'empty' };
      return importMemberData(text);
    }),
  },
});

export function MemberDataSection() {
  const { t, language } = useScreenText('memberProfile');
  const actor = useAppActorRef(dataMachine);
  const state = useSelector(actor, selectDataState);
  const outcome = useSelector(actor, selectOutcome);
  const problem = useSelector(actor, selectProblem);
  // A file name is left-to-right text: kept whole inside an Arabic sentence.
  const fileName = isolateLtr(useSelector(actor, selectFileName) ?? '', language);
  // Once opened, the dialog stays mounted so Radix can close it and return focus.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (state === 'confirmingReset' && !dialogUsed) setDialogUsed(true);

  const message =
    state === 'done' && outcome
      ? t(`data.done.${outcome}`, { file: fileName })
      : state === 'failed' && problem
        ? t(`data.problems.${problem}`, { file: fileName })
        : '';

  return (
    <>
      <MemberDataPanel
        heading={t('data.heading')}
        headingId="profile-data-heading"
        description={t('data.description')}
        state={state}
        message={message}
        resetLabel={t('data.reset')}
        exportLabel={t('data.export')}
        importLabel={t('data.import')}
        importingLabel={t('data.importing')}
        importHint={t('data.importHint')}
        dismissLabel={t('data.dismiss')}
        onReset={() => actor.send({ type: 'user.reset' })}
        onExport={() => actor.send({ type: 'user.export' })}
        onImport={(file) => actor.send({ type: 'user.import', file })}
        onDismiss={() => actor.send({ type: 'user.dismiss' })}
      />
      {dialogUsed ? (
        <Dialog
          open={state === 'confirmingReset'}
          onOpenChange={(open) => {
            if (!open) actor.send({ type: 'user.cancel' });
          }}
          title={t('data.confirm.title')}
          description={t('data.confirm.description')}
          closeLabel={t('data.confirm.close')}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'user.cancel' })}>
                {t('data.confirm.cancel')}
              </Button>
              <Button type="button" variant="primary" onClick={() => actor.send({ type: 'user.confirm' })}>
                {t('data.confirm.confirm')}
              </Button>
            </>
          }
        >
          {null}
        </Dialog>
      ) : null}
    </>
  );
}
