import { describe, expect, it } from 'vitest';
import { costTexts } from '../../messages/costs.ts';
import { shipping } from './costs.test-helpers.ts';
import { defaultIncoterm, defaultIncotermPlace, incotermProblem } from './incoterm.ts';

const us = { country: 'US', region: 'US-OH' };
const fr = { country: 'FR' };

describe('Incoterms offered', () => {
  it('checks the domestic list inside the home country and the export list outside it', () => {
    expect(incotermProblem('DDP', us, shipping)).toBeUndefined();
    expect(incotermProblem('CPT', fr, shipping)).toBeUndefined();
    expect(incotermProblem('DDP', fr, shipping)).toBe(
      'DDP is not offered for export orders; choose EXW, FCA, CPT, CIP, DAP',
    );
    expect(incotermProblem('CIP', us, shipping)).toBe(
      costTexts.incotermNotOffered('CIP', 'domestic', 'EXW, FCA, DAP, DDP'),
    );
  });

  it('defaults to the store’s default where offered, else the first offered', () => {
    expect(defaultIncoterm(us, shipping)).toBe('DAP');
    const ddp = { ...shipping, incoterms: { ...shipping.incoterms, default: 'DDP' as const } };
    expect(defaultIncoterm(us, ddp)).toBe('DDP');
    expect(defaultIncoterm(fr, ddp)).toBe('EXW');
  });

  it('names the ship-to’s city for C and D terms and the origin’s for EXW and FCA', () => {
    expect(defaultIncotermPlace('DAP', 'Lyon', shipping)).toBe('Lyon');
    expect(defaultIncotermPlace('CIP', 'Lyon', shipping)).toBe('Lyon');
    expect(defaultIncotermPlace('EXW', 'Lyon', shipping)).toBe('Pittsburgh');
    expect(defaultIncotermPlace('FCA', undefined, shipping)).toBe('Pittsburgh');
    expect(defaultIncotermPlace('DDP', '  ', shipping)).toBeNull();
  });
});
