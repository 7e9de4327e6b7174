import type { LetterTemplate } from '../../types.ts';
import { convocationALaVisiteDeReprise } from './convocation-a-la-visite-de-reprise.ts';
import { demandeDeVisiteMedicaleParLeSalarie } from './demande-de-visite-medicale-par-le-salarie.ts';
import { envoiDeLAvisDArretDeTravail } from './envoi-de-l-avis-d-arret-de-travail.ts';
import { informationPrerepriseEtRendezVousDeLiaison } from './information-preprise-et-rendez-vous-de-liaison.ts';
import { propositionDeReclassementApresInaptitude } from './proposition-de-reclassement-apres-inaptitude.ts';
import { refusMotiveDesPreconisationsDuMedecinDuTravail } from './refus-motive-des-preconisations-du-medecin-du-travail.ts';

/** In the order of a sick leave: the notice, the contacts during a long absence, the return, the physician's proposals, unfitness. */
export const medicalTemplates: readonly LetterTemplate[] = [
  envoiDeLAvisDArretDeTravail,
  informationPrerepriseEtRendezVousDeLiaison,
  demandeDeVisiteMedicaleParLeSalarie,
  convocationALaVisiteDeReprise,
  refusMotiveDesPreconisationsDuMedecinDuTravail,
  propositionDeReclassementApresInaptitude,
];
