// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  activeContracts,
  contractFromTemplate,
  contractStatusTone,
  contractTemplates,
  deployBadges,
  deployedContractId,
  nextContractSequence,
  milestonePercent,
  templateById,
} from '../../src/data/smartContracts';
import { contractValueOf } from '../../src/data/contractValue';

describe('smart contracts data', () => {
  it('has three templates with the spec gas estimates and feature tags', () => {
    expect(contractTemplates.map((t) => t.gasEstimate)).toEqual([450000, 320000, 280000]);
    for (const template of contractTemplates) expect(template.features.length).toBeGreaterThan(0);
  });

  it('finds templates by id and nothing for bad ids', () => {
    expect(templateById('tpl-escrow')?.gasEstimate).toBe(320000);
    for (const bad of [null, undefined, '', '  ', 'tpl-.*', '<img src=x>', 'x'.repeat(10_000)])
      expect(templateById(bad)).toBe(undefined);
  });

  it('has the three fixed deploy badges', () => {
    expect(deployBadges).toEqual(['securityAudit', 'multiSig', 'gasOptimization']);
  });

  it('has active contracts with at least two parties and completed <= milestones', () => {
    for (const contract of activeContracts) {
      expect(contract.parties.length).toBeGreaterThanOrEqual(2);
      expect(contract.completed).toBeLessThanOrEqual(contract.milestones);
      expect(templateById(contract.templateId)).toBeDefined();
    }
  });

  it.each([
    ['active', 'success'],
    ['pending', 'warning'],
    ['Active', 'warning'],
    ['', 'warning'],
    ['<b>active</b>', 'warning'],
  ] as const)('status %s is %s', (status, tone) => {
    expect(contractStatusTone(status)).toBe(tone);
  });

  it.each([
    [3, 5, 60],
    [0, 4, 0],
    [4, 4, 100],
    [6, 4, 100],
    [-1, 4, 0],
    [1, 0, 0],
    [1, -3, 0],
    [Number.NaN, 4, 0],
    [2, Number.NaN, 0],
  ])('%d of %d milestones is %d%%', (completed, total, percent) => {
    expect(milestonePercent(completed, total)).toBe(percent);
  });

  it.each([
    [1, 'SC-NEW-001'],
    [12, 'SC-NEW-012'],
    [1234, 'SC-NEW-1234'],
    [0, 'SC-NEW-001'],
    [-5, 'SC-NEW-001'],
    [Number.NaN, 'SC-NEW-001'],
    [2.7, 'SC-NEW-002'],
  ])('deployment %d gets id %s', (sequence, id) => {
    expect(deployedContractId(sequence)).toBe(id);
  });

  it.each([
    ['none yet', [], 1],
    ['sample contracts only', ['SC-2026-001', 'SC-2026-002'], 1],
    ['two of the member', ['SC-NEW-002', 'SC-NEW-001', 'SC-2026-001'], 3],
    ['a gap (imported)', ['SC-NEW-007', 'SC-NEW-002'], 8],
    ['look-alikes', ['SC-NEW-', 'SC-NEW-x1', 'sc-new-004', 'SC-NEW-003 '], 1],
  ])('next sequence with %s', (_name, ids, next) => {
    expect(nextContractSequence(ids.map((id) => ({ id })))).toBe(next);
  });

  it('makes an active contract with no milestone done from a template', () => {
    const template = contractTemplates[1]!;
    expect(contractFromTemplate(template, 2)).toEqual({
      id: 'SC-NEW-002',
      parties: ['silkRoadMember', 'gulf-energy'],
      status: 'active',
      value: template.value,
      milestones: template.milestones,
      completed: 0,
      templateId: template.id,
    });
  });
});

describe('contractValueOf', () => {
  it.each([
    [2_500_000, 2_500_000],
    [0, 0],
    ['3.2M SDR', 3_200_000],
    ['850K SDR', 850_000],
    ['1.5M SDR', 1_500_000],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['3.2M', null],
    ['SDR 3.2M', null],
    ['<b>1M SDR</b>', null],
    ['9'.repeat(10_000), null],
    [null, null],
    [{}, null],
  ] as const)('%j → %j', (value, sdr) => {
    expect(contractValueOf(value)).toBe(sdr);
  });
});
