/**
 * A commodity as the member reads it: its id (src/data/commodities.ts) by its one name in the
 * language of the moment (the `commodities` namespace, loaded with the shell's strings).
 */
import type { TFunction } from 'i18next';
import { commodityNameKey, type CommodityId } from '../data/commodities';

/** The name of the commodity `id` in `t`'s language. */
export const commodityName = (t: TFunction, id: CommodityId): string => t(commodityNameKey(id));
