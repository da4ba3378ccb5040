import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ActiveContractsList } from '../../components/smartContracts/ActiveContractsList';
import { DeployPanel } from '../../components/smartContracts/DeployPanel';
import { memberRegion } from '../../components/primitives/memberFigure';
import { TemplateGrid } from '../../components/smartContracts/TemplateGrid';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  activeContracts,
  contractFromTemplate,
  contractStatusTone,
  contractTemplates,
  deployBadges,
  milestonePercent,
  nextContractSequence,
  templateById,
  memberParty,
  partyIdOf,
  type ActiveContract,
} from '../../data/smartContracts';
import { formatCompact, formatCount, formatPercent } from '../../i18n/format';
import {
  contractDeployMachine,
  selectDeployProgress,
  selectDeployState,
  selectIsDeploying,
  selectSelectedTemplateId,
} from '../../machines/contractDeploy.machine';
import { selectContracts, selectRecord } from '../../machines/memberStore.machine';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';
import { chainTransactionLink, contractLink } from '../../data/itemLinks';
import { useDeferredModule } from '../../platform/deferredModule';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { useNotifyStoppedOnLeave } from '../../platform/stoppedOnLeave';
import { useUrlParams } from '../../platform/urlState';
import { useWorldDay } from '../../platform/worldDay';

/** The details dialog (Radix Dialog) and the contracts' chain transactions load the first time a contract is opened. */
const loadDetails = () =>
  Promise.all([
    import('../../components/smartContracts/ContractDetailsDialog'),
    import('../../data/blockchainMonitor'),
  ]).then(([dialog, chain]) => ({ ...dialog, chain }));

/**
 * Smart contracts: the template grid (Use Template chooses the one to
 * deploy), the deploy panel (progress by 10 every 500 ms, fixed badges) and Active Contracts, where
 * each deployed contract joins the list; View Details opens a contract in a dialog. A completed deploy
 * goes to the member store (`contract.add`), so the contract is still listed after leaving or a
 * reload; a deploy under way is the screen's: leaving stops it, and the member's notifications say so.
 */
export default function SmartContractsScreen() {
  const { t, language } = useScreenText('smartContracts');
  const day = useWorldDay();
  const toast = useToast();
  const deploy = useAppActorRef(contractDeployMachine);
  const store = useMemberStore();
  const deployState = useSelector(deploy, selectDeployState);
  const progress = useSelector(deploy, selectDeployProgress);
  const selectedId = useSelector(deploy, selectSelectedTemplateId);
  // The member's own contracts, newest first, then the sample ones.
  const memberContracts = useMember(selectContracts);
  const canDeploy = useSelector(deploy, (s) => s.can({ type: 'user.deploy' }));
  const canSelect = useSelector(deploy, (s) =>
    s.can({ type: 'user.select', templateId: contractTemplates[0]!.id }),
  );
  // A link to one contract (a notification's View) opens its details, also when followed here.
  const [params] = useUrlParams();
  const linkedId = params.get('contract');
  const [openId, setOpenId] = useState<string | null>(linkedId);
  const [followedLink, setFollowedLink] = useState(linkedId);
  if (followedLink !== linkedId) {
    setFollowedLink(linkedId);
    if (linkedId) setOpenId(linkedId);
  }
  // Once loaded, the dialog stays mounted so Radix can close it and return focus.
  const details = useDeferredModule(loadDetails, openId !== null);
  const ContractDetailsDialog = details?.ContractDetailsDialog;

  const contracts = [...memberContracts, ...activeContracts];

  // Leaving mid-deploy stops it; the notification centre says which template, with a link back.
  useNotifyStoppedOnLeave(
    deploy,
    (snapshot) => {
      const template = selectIsDeploying(snapshot) ? templateById(snapshot.context.templateId) : undefined;
      return template ? { kind: 'deploy', templateCode: template.code } : null;
    },
    store.send,
  );

  // A completed deploy becomes the member's contract, confirmed once with a toast.
  useEffect(() => {
    const subscription = deploy.on('contract.deployed', ({ templateId }) => {
      const template = templateById(templateId);
      if (!template) return;
      const sequence = nextContractSequence(selectRecord(store.getSnapshot()).contracts);
      const contract = contractFromTemplate(template, sequence);
      store.send({ type: 'contract.add', contract });
      store.send({
        type: 'notification.add',
        notification: {
          id: `deployed-${contract.id}`,
          kind: 'deploy',
          at: new Date().toISOString(),
          key: 'deployFinished',
          params: { contract: contract.id },
          link: contractLink(contract.id),
          read: false,
        },
      });
      toast({ tone: 'success', title: t('deploy.toast', { id: contract.id }) });
    });
    return () => subscription.unsubscribe();
  }, [deploy, store, toast, t]);

  const partyName = (party: string) =>
    party === memberParty ? t('parties.silkRoadMember') : companyName(t, partyIdOf(party));
  const partiesText = (contract: ActiveContract) => contract.parties.map(partyName).join(' ↔ ');
  const valueText = (contract: ActiveContract) =>
    t('active.valueAmount', { value: formatCompact(contract.value, language) });
  const milestonesText = (contract: ActiveContract) =>
    t('active.milestonesValue', {
      completed: formatCount(contract.completed, language),
      total: formatCount(contract.milestones, language),
    });
  const selectedTemplate = templateById(selectedId);
  const open = contracts.find((contract) => contract.id === openId) ?? null;
  const openTemplate = open ? templateById(open.templateId) : undefined;

  return (
    <Page data-state={deployState}>
      <TemplateGrid
        heading={t('templates.heading')}
        description={t('templates.description')}
        templates={contractTemplates.map((template) => {
          const name = t(`templates.${template.code}.name`);
          return {
            id: template.id,
            name,
            description: t(`templates.${template.code}.description`),
            gas: t('templates.gas', { gas: formatCount(template.gasEstimate, language) }),
            features: template.features.map((feature) => t(`features.${feature}`)),
            selected: template.id === selectedId,
            useLabel: t('templates.useLabel', { name }),
          };
        })}
        useText={t('templates.use')}
        selectedText={t('templates.selected')}
        featuresLabel={t('templates.featuresLabel')}
        canSelect={canSelect}
        onUse={(templateId) => deploy.send({ type: 'user.select', templateId })}
      />
      <Columns ratio="2:3">
        <DeployPanel
          state={deployState}
          labels={{
            heading: t('deploy.heading'),
            description: t('deploy.description'),
            selected: t('deploy.selected'),
            noTemplate: t('deploy.noTemplate'),
            progress: t('deploy.progress'),
            deploy: t('deploy.deploy'),
            deploying: t('deploy.deploying'),
            deployed: t('deploy.deployed'),
          }}
          templateName={selectedTemplate ? t(`templates.${selectedTemplate.code}.name`) : null}
          progress={progress}
          progressText={formatPercent(progress, language, 0)}
          badges={deployBadges.map((code) => ({
            code,
            label: t(`deploy.badges.${code}.label`),
            value: t(`deploy.badges.${code}.value`),
          }))}
          canDeploy={canDeploy}
          onDeploy={() => deploy.send({ type: 'user.deploy' })}
        />
        <ActiveContractsList
          heading={t('active.heading')}
          listLabel={t('active.listLabel')}
          contracts={contracts.map((contract) => ({
            id: contract.id,
            parties: partiesText(contract),
            statusLabel: t(`active.status.${contract.status}`),
            statusTone: contractStatusTone(contract.status),
            value: valueText(contract),
            milestones: milestonesText(contract),
            milestonePercent: milestonePercent(contract.completed, contract.milestones),
            viewLabel: t('active.viewLabel', { id: contract.id }),
            isNew: memberContracts.includes(contract),
          }))}
          valueLabel={t('active.value')}
          milestonesLabel={t('active.milestones')}
          viewText={t('active.view')}
          newText={t('active.new')}
          empty={{ title: t('active.emptyTitle'), body: t('active.emptyBody') }}
          onView={setOpenId}
          figure={memberRegion('contracts')}
        />
      </Columns>
      {ContractDetailsDialog ? (
        <ContractDetailsDialog
          contract={
            open
              ? {
                  id: open.id,
                  parties: open.parties.map(partyName),
                  statusLabel: t(`active.status.${open.status}`),
                  statusTone: contractStatusTone(open.status),
                  value: valueText(open),
                  milestones: milestonesText(open),
                  milestonePercent: milestonePercent(open.completed, open.milestones),
                  template: openTemplate ? t(`templates.${openTemplate.code}.name`) : '',
                  gas: openTemplate ? formatCount(openTemplate.gasEstimate, language) : '',
                  transactions: details?.chain
                    .blockchainTransactions(day)
                    .filter((tx) => tx.tradeId === open.id)
                    .map((tx) => ({
                      id: tx.id,
                      text: details.chain.shortHash(tx.hash),
                      href: chainTransactionLink(tx.id),
                    })),
                }
              : null
          }
          labels={{
            title: (id) => t('details.title', { id }),
            close: t('details.close'),
            parties: t('details.parties'),
            status: t('details.status'),
            value: t('details.value'),
            milestones: t('details.milestones'),
            template: t('details.template'),
            gas: t('details.gas'),
            transactions: t('details.transactions'),
          }}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </Page>
  );
}
