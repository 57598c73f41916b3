// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateSavings, parseRent, parseUnits } from './savings';

describe('calculateSavings', () => {
  it('compares one $2,800 unit month-to-month against 8% and 10% of the yearly rent', () => {
    const result = calculateSavings({ monthlyRent: 2800, units: 1, term: 'monthly' });
    expect(result.yearlyRent).toBe(33_600);
    expect(result.percentageFeeLow).toBe(2_688); // 8% of 33,600
    expect(result.percentageFeeHigh).toBe(3_360); // 10% of 33,600
    const [standard, plus] = result.plans;
    expect(standard).toEqual({
      planId: 'standard',
      yearlyCost: 1_788, // 149 x 12
      savingVsLow: 900,
      savingVsHigh: 1_572,
    });
    expect(plus).toEqual({
      planId: 'plus',
      yearlyCost: 2_988, // 249 x 12
      savingVsLow: -300,
      savingVsHigh: 372,
    });
  });

  it('uses the 12-month prices and multiplies by the number of units', () => {
    const result = calculateSavings({ monthlyRent: 2000, units: 4, term: 'annual' });
    expect(result.yearlyRent).toBe(96_000);
    expect(result.percentageFeeLow).toBe(7_680);
    expect(result.percentageFeeHigh).toBe(9_600);
    expect(result.plans.map((p) => p.yearlyCost)).toEqual([99 * 4 * 12, 199 * 4 * 12]);
    expect(result.plans[0]?.savingVsLow).toBe(7_680 - 4_752);
    expect(result.plans[1]?.savingVsHigh).toBe(9_600 - 9_552);
  });

  it('reports a negative saving honestly when the rent is low', () => {
    const result = calculateSavings({ monthlyRent: 1000, units: 1, term: 'monthly' });
    expect(result.plans[0]?.savingVsHigh).toBe(1_200 - 1_788);
  });
});

describe('parsing the calculator inputs', () => {
  it('accepts rent typed with a dollar sign and commas', () => {
    expect(parseRent('$2,800')).toEqual({ ok: true, value: 2800 });
    expect(parseRent(' 3500 ')).toEqual({ ok: true, value: 3500 });
  });

  it('rejects empty, fractional, negative and out-of-range values with a message', () => {
    expect(parseRent('')).toEqual({ ok: false, error: 'Enter the monthly rent.' });
    expect(parseRent('2800.50')).toMatchObject({ ok: false });
    expect(parseRent('-5')).toMatchObject({ ok: false });
    expect(parseRent('abc')).toEqual({
      ok: false,
      error: 'Enter the monthly rent as a whole number.',
    });
    expect(parseRent('100')).toEqual({
      ok: false,
      error: 'Enter a monthly rent between $500 and $50,000.',
    });
    expect(parseUnits('0')).toEqual({
      ok: false,
      error: 'Enter a number of units between 1 and 500.',
    });
    expect(parseUnits('501')).toMatchObject({ ok: false });
    expect(parseUnits('12')).toEqual({ ok: true, value: 12 });
    expect(parseUnits('$12')).toMatchObject({ ok: false });
  });
});

describe('parsing the calculator inputs in Spanish', () => {
  it('says what is wrong in Spanish, with amounts written for es-US', () => {
    expect(parseRent('', 'es')).toEqual({ ok: false, error: 'Escriba la renta mensual.' });
    expect(parseRent('100', 'es')).toEqual({
      ok: false,
      error: 'Escriba una renta mensual entre $500 y $50,000.',
    });
    expect(parseUnits('0', 'es')).toEqual({
      ok: false,
      error: 'Escriba un número de unidades entre 1 y 500.',
    });
    expect(parseRent('$2,800', 'es')).toEqual({ ok: true, value: 2800 });
  });
});
