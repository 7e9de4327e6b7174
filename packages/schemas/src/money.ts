import { z } from './zod-fr.ts';

/**
 * An amount in euros as the API speaks it: a JSON number, at least 0, at most 2 decimals.
 * Storage and computations use integer cents; conversion is `Math.round(euros * 100)`, exact for
 * any number with at most two decimals below 2^53 / 100.
 */
export function euroAmount(negativeMessage: string) {
  return z
    .number({ error: 'Montant invalide' })
    .finite({ error: 'Montant invalide' })
    .min(0, { error: negativeMessage })
    .max(10_000_000, { error: 'Montant trop élevé (10 000 000 € au maximum)' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: 'Le montant ne peut pas avoir plus de 2 décimales',
    });
}
