import { SIMULATOR_GROSS_MAX_EUROS } from './constants/simulator.ts';
import { z } from './zod-fr.ts';

/**
 * The choices of the public social-charges simulator, as `@dirigeo/payroll-calc` names them
 * (`COMPANY_SIZES`, `SIMULATOR_CONTRACT_TYPES`, `EXACT_SIMULATION_REGIMES`: the API's tests check
 * these copies agree, this package depending on zod alone).
 */
export const SIMULATOR_COMPANY_SIZE_VALUES = ['moins-11', '11-49', '50-249', 'plus-250'] as const;
export const SIMULATOR_CONTRACT_TYPE_VALUES = ['cdi', 'cdd', 'stage', 'apprenti'] as const;
export const SIMULATOR_REGIME_VALUES = ['officer', 'employee-non-cadre', 'employee-cadre'] as const;

const GROSS_MESSAGE = 'Le salaire brut doit être un montant en euros, avec 2 décimales au plus';
/** Euros up to `SIMULATOR_GROSS_MAX_EUROS`'s count of digits (7), a dot, at most 2 decimals. */
const GROSS_PATTERN = new RegExp(`^\\d{1,${String(SIMULATOR_GROSS_MAX_EUROS).length}}(\\.\\d{1,2})?$`);

/** `3500.5` → 350 050 cents, without floating-point arithmetic. */
function eurosTextToCents(text: string): number {
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** GET /api/simulators/charges-sociales/pdf: what the simulator's page had on screen. */
export const chargesSimulationQuerySchema = z.object({
  /** Salaire brut mensuel in euros, a dot before at most 2 decimals (`3500.50`); more than 0. */
  grossSalary: z
    .string({ error: GROSS_MESSAGE })
    .regex(GROSS_PATTERN, { error: GROSS_MESSAGE })
    .transform(eurosTextToCents)
    .refine((cents) => cents > 0, { error: 'Le salaire brut doit être supérieur à 0' }),
  /** Type de contrat (the flat rates do not depend on it; printed on the simulation). */
  contractType: z.enum(SIMULATOR_CONTRACT_TYPE_VALUES, { error: 'Type de contrat inconnu' }),
  /** Effectif de l'entreprise. */
  companySize: z.enum(SIMULATOR_COMPANY_SIZE_VALUES, { error: "Taille d'entreprise inconnue" }),
  /** The regime of the exact computation beside the flat rates. */
  regime: z.enum(SIMULATOR_REGIME_VALUES, { error: 'Régime inconnu' }).default('officer'),
});
export type ChargesSimulationQuery = z.infer<typeof chargesSimulationQuerySchema>;
