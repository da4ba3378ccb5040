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
import { decimalText } from '../../data/decimal';
import type { NumberField } from '../../data/numberFields';
import { formatCount, formatPercent, formatSdr } from '../../i18n/format';
import { useFinancingText } from './useFinancingText';

const rules: Record<CalculatorField, NumberField> = {
  amount: amountRule,
  term: termRule,
  rate: rateRule,
};

/** The pre-filled example, written as `language` writes numbers ("4,5" in Spanish and Russian). */
const initialInput = (language: string): CalculatorInput => ({
  amount: decimalText(250000, language),
  term: decimalText(12, language),
  rate: decimalText(4.5, language),
});

/**
 * The fields in the new language: a number written as the old language writes it ("4.5" in English),
 * or one the new language would read otherwise ("4,5" is 4.5 in Russian, no number in English), is
 * written as the new language writes it ("4,5"); anything else stays as typed.
 */
function inputIn(input: CalculatorInput, from: string, to: string): CalculatorInput {
  const next = { ...input };
  for (const field of Object.keys(rules) as CalculatorField[]) {
    const before = parseNumberField(input[field], rules[field], from);
    const after = parseNumberField(input[field], rules[field], to);
    if (!before.ok) continue;
    const plain = input[field] === decimalText(before.value, from);
    if (plain || !(after.ok && after.value === before.value)) {
      next[field] = decimalText(before.value, to);
    }
  }
  return next;
}

/** The financing calculator: checked inputs; its estimate is a fixed SDR 12,500, said in the card. */
export function CalculatorSection() {
  const { t, language, termText } = useFinancingText();
  const [input, setInput] = useState<CalculatorInput>(() => initialInput(language));
  const [submitted, setSubmitted] = useState(false);
  const [calculated, setCalculated] = useState<CalculatorInput | null>(null);
  // A change of language rewrites the fields in the same render, so no paint reads them in the wrong one.
  const [inputLanguage, setInputLanguage] = useState(language);
  if (inputLanguage !== language) {
    setInputLanguage(language);
    setInput(inputIn(input, inputLanguage, language));
    if (calculated) setCalculated(inputIn(calculated, inputLanguage, language));
  }

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
        setInput(initialInput(language));
        setSubmitted(false);
        setCalculated(null);
      }}
    />
  );
}
