import type { LetterTemplate } from '../../types.ts';
import { congeDePaterniteEtDAccueilDeLEnfant } from './conge-de-paternite-et-d-accueil-de-l-enfant.ts';
import { congePourEvenementFamilial } from './conge-pour-evenement-familial.ts';
import { demandeDeCongeDeProcheAidant } from './demande-de-conge-de-proche-aidant.ts';
import { demandeDeCongeParentalDEducation } from './demande-de-conge-parental-d-education.ts';
import { demandeDeCongeSabbatique } from './demande-de-conge-sabbatique.ts';
import { demandeDeCongeSupplementaireDeNaissance } from './demande-de-conge-supplementaire-de-naissance.ts';
import { demandeDeCongesPayes } from './demande-de-conges-payes.ts';
import { informationCongesPayesApresArretDeTravail } from './information-conges-payes-apres-arret-de-travail.ts';
import { informationGrossesseEtCongeDeMaternite } from './information-grossesse-et-conge-de-maternite.ts';
import { reponseAUneDemandeDeCongesPayes } from './reponse-a-une-demande-de-conges-payes.ts';

/** Paid leave first, then the family leaves in the order of a birth, then the other leaves. */
export const congesTemplates: readonly LetterTemplate[] = [
  demandeDeCongesPayes,
  reponseAUneDemandeDeCongesPayes,
  informationCongesPayesApresArretDeTravail,
  congePourEvenementFamilial,
  informationGrossesseEtCongeDeMaternite,
  congeDePaterniteEtDAccueilDeLEnfant,
  demandeDeCongeSupplementaireDeNaissance,
  demandeDeCongeParentalDEducation,
  demandeDeCongeDeProcheAidant,
  demandeDeCongeSabbatique,
];
