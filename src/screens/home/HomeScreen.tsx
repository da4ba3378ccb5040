/**
 * The landing page. The layout shows the title and the tagline; this adds
 * the hero with its two ways in, the six feature cards and the closing call to action. It is the page
 * most members load first, so it stays plain React, emotion and router links: no XState, no Radix.
 */
import { useScreenText } from '../../platform/screenText';
import type { Theme } from '@emotion/react';
import { CallToAction } from '../../components/home/CallToAction';
import { FeatureGrid } from '../../components/home/FeatureGrid';
import { HomeHero } from '../../components/home/HomeHero';
import type { FeatureIconName } from '../../components/home/FeatureIcon';
import { Page } from '../../components/primitives/ScreenLayout';
import { homeFeatureIds, homeHeroPoints, homeLinks, type HomeFeatureId } from '../../data/home';

const featureIcons: Record<HomeFeatureId, FeatureIconName> = {
  aiMatching: 'sparkles',
  blockchainSecurity: 'link',
  sdrcValuation: 'scale',
  globalNetwork: 'globe',
  smartLogistics: 'truck',
  analyticsSuite: 'chart',
};

export default function HomeScreen() {
  const { t } = useScreenText('home');
  return (
    <Page gap={7} css={styles.page}>
      <HomeHero
        heading={t('hero.heading')}
        body={t('hero.body')}
        primaryAction={{ label: t('hero.launchDashboard'), to: homeLinks.launchDashboard }}
        secondaryAction={{ label: t('hero.exploreProducts'), to: homeLinks.exploreProducts }}
        pointsLabel={t('hero.pointsLabel')}
        points={homeHeroPoints.map((id) => ({ id, label: t(`hero.points.${id}`) }))}
      />
      <FeatureGrid
        heading={t('features.heading')}
        intro={t('features.intro')}
        features={homeFeatureIds.map((id) => ({
          id,
          title: t(`features.${id}.title`),
          body: t(`features.${id}.body`),
          icon: featureIcons[id],
        }))}
      />
      <CallToAction
        heading={t('cta.heading')}
        body={t('cta.body')}
        primaryAction={{ label: t('cta.startTrading'), to: homeLinks.startTrading }}
        secondaryAction={{ label: t('cta.viewArchitecture'), to: homeLinks.viewArchitecture }}
      />
    </Page>
  );
}

const styles = {
  page: (theme: Theme) => ({ [theme.mq.md]: { gap: theme.space(9) } }),
};
