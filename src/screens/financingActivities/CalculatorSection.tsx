import { useState } from 'react';
import {
  FinancingCalculator,
  type CalculatorField,
  type CalculatorResultView,
} from '../../components/financingActivities/FinancingCalculator';
import {
  amountRule,
  calculatorEstimate,
  parseNumberField,
  rateRule,
  termRule,
  validateCalculator,
  type CalculatorInput,
} from '../../data/financingActivities';
import type { NumberField } from '../../data/numberFields';
import { formatCount, formatPercent, formatSdr } from '../../i18n/format';
import { useFinancingText } from './useFinancingText';

const initialInput: CalculatorInput = { amount: '250000', term: '12', rate: '4.5' };
const rules: Record<CalculatorField, NumberField> = {
  amount: amountRule,
  term: termRule,
  rate: rateRule,
};

/** The financing calculator: checked inputs; its estimate is a fixed SDR 12,500, said in the card. */
export function CalculatorSection() {
  const { t, language, termText } = useFinancingText();
  const [input, setInput] = useState<CalculatorInput>(initialInput);
  const [submitted, setSubmitted] = useState(false);
  const [calculated, setCalculated] = useState<CalculatorInput | null>(null);

  // Calculator: every field is checked; messages show from the first Calculate on (not on blur: a
  // message appearing on blur would move the Calculate button under the pointer mid-click).
  const errors = validateCalculator(input, language);
  const limitText = (field: CalculatorField, value: number) =>
    field === 'amount'
      ? formatSdr(value, language)
      : field === 'term'
        ? termText(value)
        : formatPercent(value, language, 2);
  const errorText = (field: CalculatorField): string | undefined => {
    const code = errors[field];
    if (!code || !submitted) return undefined;
    const rule = rules[field];
    return t(`calculator.errors.${code}`, {
      min: limitText(field, rule.min),
      max: limitText(field, rule.max),
      decimals: rule.maxDecimals,
      maxLength: formatCount(rule.maxLength, language),
    });
  };
  const valueOf = (field: CalculatorField, source: CalculatorInput) => {
    const parsed = parseNumberField(source[field], rules[field], language);
    return parsed.ok ? parsed.value : Number.NaN;
  };
  const result: CalculatorResultView | null = calculated
    ? {
        label: t('calculator.resultLabel'),
        value: formatSdr(calculatorEstimate, language),
        summary: t('calculator.summary', {
          amount: formatSdr(valueOf('amount', calculated), language),
          term: termText(valueOf('term', calculated)),
          rate: formatPercent(valueOf('rate', calculated), language, 2),
        }),
      }
    : null;
  const invalidCount = Object.keys(errors).length;

  return (
    <FinancingCalculator
      heading={t('calculator.heading')}
      basis={t('calculator.basis', { estimate: formatSdr(calculatorEstimate, language) })}
      fields={{
        amount: {
          label: t('calculator.amount'),
          hint: t('calculator.amountHint'),
          value: input.amount,
          error: errorText('amount'),
        },
        term: {
          label: t('calculator.term'),
          hint: t('calculator.termHint'),
          value: input.term,
          error: errorText('term'),
        },
        rate: {
          label: t('calculator.rate'),
          hint: t('calculator.rateHint'),
          value: input.rate,
          error: errorText('rate'),
        },
      }}
      calculateText={t('calculator.calculate')}
      resetText={t('calculator.reset')}
      result={result}
      invalidText={
        submitted && invalidCount > 0 ? t('calculator.invalid', { count: invalidCount }) : undefined
      }
      onChange={(field, value) => {
        setInput((current) => ({ ...current, [field]: value }));
        setCalculated(null);
      }}
      onCalculate={() => {
        setSubmitted(true);
        setCalculated(invalidCount === 0 ? input : null);
      }}
      onReset={() => {
        setInput(initialInput);
        setSubmitted(false);
        setCalculated(null);
      }}
    />
  );
}
