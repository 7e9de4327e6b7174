import type { LetterTemplate } from '../../types.ts';
import { avenantContratTravail } from './avenant-contrat-travail.ts';
import { convocationEntretienRuptureConventionnelle } from './convocation-entretien-rupture-conventionnelle.ts';
import { demandeRuptureConventionnelle } from './demande-rupture-conventionnelle.ts';
import { demission } from './demission.ts';
import { miseEnDemeureAbandonDePoste } from './mise-en-demeure-abandon-de-poste.ts';
import { modificationContratMotifEconomique } from './modification-contrat-motif-economique.ts';
import { offreContratTravail } from './offre-contrat-travail.ts';
import { renouvellementPeriodeEssai } from './renouvellement-periode-essai.ts';
import { rupturePeriodeEssaiEmployeur } from './rupture-periode-essai-employeur.ts';
import { rupturePeriodeEssaiSalarie } from './rupture-periode-essai-salarie.ts';

/** The contract's letters, from the hiring to its end. */
export const contratTemplates: readonly LetterTemplate[] = [
  offreContratTravail,
  renouvellementPeriodeEssai,
  rupturePeriodeEssaiEmployeur,
  rupturePeriodeEssaiSalarie,
  avenantContratTravail,
  modificationContratMotifEconomique,
  convocationEntretienRuptureConventionnelle,
  demandeRuptureConventionnelle,
  demission,
  miseEnDemeureAbandonDePoste,
];
