import type { TFunction } from 'i18next';
import type { FooterColumn, LegalLink } from '../components/shell/SiteFooter';
import type { NavModel } from '../components/shell/navTypes';
import { directLinks, footerColumns, legalLinks, navGroupIds, navGroups } from '../data/navigation';
import { routePaths, type RouteId } from '../data/routes';

const linkTo = (t: TFunction, id: RouteId) => ({ id, label: t(`nav:links.${id}`), to: routePaths[id] });

/** The shared navigation, translated; the current route is marked by whoever shows it. */
export function buildNavModel(t: TFunction): Omit<NavModel, 'currentId'> {
  return {
    label: t('nav:label'),
    direct: directLinks.map((id) => linkTo(t, id)),
    groups: navGroupIds.map((group) => ({
      id: group,
      label: t(`nav:groups.${group}`),
      links: navGroups[group].map((id) => linkTo(t, id)),
    })),
  };
}

export function buildFooterColumns(t: TFunction): FooterColumn[] {
  return [
    {
      id: 'platform',
      title: t('common:footer.platform'),
      links: footerColumns.platform.map((id) => linkTo(t, id)),
    },
    {
      id: 'services',
      title: t('common:footer.services'),
      links: footerColumns.services.map((id) => linkTo(t, id)),
    },
  ];
}

export function buildLegalLinks(t: TFunction): LegalLink[] {
  return legalLinks.map((id) => ({ id, label: t(`common:footer.${id}`) }));
}
