import { ValidateBy, type ValidationArguments } from 'class-validator';
import { parseMoney, type MoneyOptions } from '@consult/domain';

interface MoneyRule extends MoneyOptions {
  /** The field's message for anything that is not such an amount. */
  message: string;
  /** The largest amount, in dollars, and what a larger one is told. */
  max?: { dollars: number; message: string };
}

/**
 * A money field of a JSON body: a number that `parseMoney` (libs/domain) reads exactly, in whole
 * dollars or in dollars and cents (docs/contracts-and-money.md). Never class-validator's
 * `maxDecimalPlaces`, which reads the number's printed form and throws on an exponent (`1e-7`).
 */
export function IsMoney({ message, max, ...money }: MoneyRule): PropertyDecorator {
  const read = (value: unknown) => (typeof value === 'number' ? parseMoney(value, money) : null);
  const tooLarge = (cents: number) => max !== undefined && cents > max.dollars * 100;
  return ValidateBy(
    {
      name: 'isMoney',
      validator: {
        validate: (value: unknown) => {
          const parsed = read(value);
          return parsed?.ok === true && !tooLarge(parsed.cents);
        },
      },
    },
    {
      message: ({ value }: ValidationArguments) => {
        const parsed = read(value);
        return parsed?.ok && max && tooLarge(parsed.cents) ? max.message : message;
      },
    },
  );
}
