/**
 * The command palette as the app runs it: loaded the first time the member asks for it (Ctrl+K, Cmd+K
 * or the header's search button), never with the first paint. It builds the index in the current
 * language from the sample data and the member's own items, drives the palette machine, and does what
 * a pick asks: open a screen (with the item selected through its address), switch language or theme,
 * or reset the sample data after asking.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CommandPalette, type PaletteMove, type PaletteSection } from '../components/palette/CommandPalette';
import { Button } from '../components/primitives/Button';
import { Dialog } from '../components/primitives/Dialog';
import {
  buildCommandIndex,
  commandIndexNamespaces,
  paletteResults,
  type CommandEntry,
  type Translate,
} from '../data/commandIndex';
import {
  commandPaletteMachine,
  selectAnnounce,
  selectHighlighted,
  selectIsConfirmingReset,
  selectQuery,
  selectRecent,
} from '../machines/commandPalette.machine';
import { selectDirection } from '../machines/language.machine';
import { selectChat, selectContracts, selectDeal, selectLedger } from '../machines/memberStore.machine';
import { useAppActorRef } from './actors';
import { languageNames } from './languageNames';
import { resetMemberData, useMember } from './memberStore';
import { useWorldDay } from './worldDay';
import type { ShellActors } from './shellActors';
import { useToast } from './shellContext';
import { readStored, writeStored } from './storage';

export const recentPicksKey = 'srt.palette.recent';
/** At most this many results are drawn; the count announced is the full one. */
const shownResults = 50;

const paletteNamespaces = ['common', ...commandIndexNamespaces];

export interface CommandPaletteHostProps {
  actors: ShellActors;
  /** Goes up by one each time the member asks for the palette. */
  openRequests: number;
}

export function CommandPaletteHost({ actors, openRequests }: CommandPaletteHostProps) {
  const { t, ready } = useTranslation(paletteNamespaces, { useSuspense: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const dir = useSelector(actors.language, selectDirection);
  const contracts = useMember(selectContracts);
  const chat = useMember(selectChat);
  const deal = useMember(selectDeal);
  const ledger = useMember(selectLedger);
  const day = useWorldDay();

  const index = useMemo(() => {
    const translate: Translate = (key, values) => t(key, values ?? {});
    const all = buildCommandIndex(translate, languageNames, day, {
      contracts,
      chatRooms: chat.rooms,
      proposals: deal.proposals,
      ledger,
    });
    // Until the items' names have arrived, only what the shell strings name is listed.
    return ready ? all : all.filter((entry) => entry.kind === 'action' || entry.kind === 'screen');
  }, [t, ready, day, contracts, chat.rooms, deal.proposals, ledger]);

  const returnFocus = useRef(true);

  // Made once: `provide` builds a whole machine, and only the first render's starts the actor.
  const [paletteMachine] = useState(() =>
    commandPaletteMachine.provide({
      actions: {
        persistRecent: (_, { recent }) => void writeStored(recentPicksKey, JSON.stringify(recent)),
      },
    }),
  );
  const [storedRecent] = useState(() => readStored(recentPicksKey));
  const palette = useAppActorRef(paletteMachine, { input: { storedRecent } });

  // What a pick does, with the index and the route of this render.
  useEffect(() => {
    const picks = palette.on('pick', ({ id }) => {
      const entry = index.find((candidate) => candidate.id === id);
      if (!entry) return;
      const { effect } = entry;
      if (effect.type === 'navigate') {
        // Another screen's heading takes the focus; on the same screen it returns where it was.
        returnFocus.current = new URL(effect.to, window.location.origin).pathname === pathname;
        void navigate(effect.to);
      } else if (effect.type === 'language') {
        actors.language.send({ type: 'user.select', language: effect.language });
      } else if (effect.type === 'theme') {
        actors.colorScheme.send({ type: 'user.select', preference: effect.preference });
      }
    });
    const resets = palette.on('reset', () => {
      resetMemberData();
      toast({ tone: 'success', title: t('common:palette.reset.done') });
    });
    return () => {
      picks.unsubscribe();
      resets.unsubscribe();
    };
  }, [palette, index, pathname, navigate, actors, toast, t]);

  useEffect(() => {
    if (openRequests === 0) return;
    returnFocus.current = true;
    palette.send({ type: 'user.open' });
  }, [openRequests, palette]);

  const open = useSelector(palette, (snapshot) => snapshot.matches('open'));
  const confirming = useSelector(palette, selectIsConfirmingReset);
  const query = useSelector(palette, selectQuery);
  const highlighted = useSelector(palette, selectHighlighted);
  const recentIds = useSelector(palette, selectRecent);
  const announce = useSelector(palette, selectAnnounce);

  const { recent, results } = useMemo(
    () => paletteResults(index, query, recentIds),
    [index, query, recentIds],
  );
  const total = recent.length + results.length;
  const toItems = (entries: readonly CommandEntry[]) =>
    entries.map((entry) => ({
      id: entry.id,
      label: entry.label,
      detail: entry.detail,
      kindLabel: t(`common:palette.kinds.${entry.kind}`),
    }));
  const sections: PaletteSection[] = [
    { id: 'recent', title: t('common:palette.recent'), items: toItems(recent) },
    { id: 'results', title: t('common:palette.results'), items: toItems(results.slice(0, shownResults)) },
  ];
  const listed = recent.length + Math.min(results.length, shownResults);
  const move = (kind: PaletteMove) => {
    if (kind === 'first') palette.send({ type: 'user.first' });
    else if (kind === 'next') palette.send({ type: 'user.next', count: listed });
    else if (kind === 'previous') palette.send({ type: 'user.previous', count: listed });
    else palette.send({ type: 'user.last', count: listed });
  };

  return (
    <>
      <CommandPalette
        open={open}
        query={query}
        sections={sections}
        highlighted={highlighted}
        announcement={announce ? t('common:palette.count', { count: total }) : ''}
        loadingNote={ready ? undefined : t('common:palette.loadingItems')}
        dir={dir}
        labels={{
          title: t('common:palette.title'),
          input: t('common:palette.inputLabel'),
          placeholder: t('common:palette.placeholder'),
          hint: t('common:palette.hint'),
          close: t('common:palette.close'),
          noResults: t('common:palette.noResults', { query: query.trim() }),
        }}
        onQueryChange={(next) => palette.send({ type: 'user.type', query: next })}
        onMove={move}
        onHover={(at) => palette.send({ type: 'user.hover', index: at })}
        onPick={(id) => palette.send({ type: 'user.pick', id })}
        onClose={() => palette.send({ type: 'user.close' })}
        shouldReturnFocus={() => returnFocus.current}
      />
      <Dialog
        open={confirming}
        onOpenChange={(next) => (next ? undefined : palette.send({ type: 'user.cancel' }))}
        title={t('common:palette.reset.title')}
        description={t('common:palette.reset.description')}
        closeLabel={t('common:palette.close')}
        footer={
          <>
            <Button onClick={() => palette.send({ type: 'user.cancel' })}>
              {t('common:palette.reset.cancel')}
            </Button>
            <Button variant="primary" onClick={() => palette.send({ type: 'user.confirm' })}>
              {t('common:palette.reset.confirm')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </>
  );
}
