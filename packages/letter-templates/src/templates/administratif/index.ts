import type { LetterTemplate } from '../../types.ts';
import { certificatDeTravail } from './certificat-de-travail.ts';
import { demandeDeRappelDeSalaire } from './demande-de-rappel-de-salaire.ts';
import { demandeDeRectificationDuBulletinDePaie } from './demande-de-rectification-du-bulletin-de-paie.ts';
import { demandeDesDocumentsDeFinDeContrat } from './demande-des-documents-de-fin-de-contrat.ts';
import { denonciationDuSoldeDeToutCompte } from './denonciation-du-solde-de-tout-compte.ts';
import { departVolontaireALaRetraite } from './depart-volontaire-a-la-retraite.ts';
import { interrogationAvantMiseALaRetraite } from './interrogation-avant-mise-a-la-retraite.ts';
import { notificationDeMiseALaRetraite } from './notification-de-mise-a-la-retraite.ts';
import { recuPourSoldeDeToutCompte } from './recu-pour-solde-de-tout-compte.ts';

/** End of the contract first (what the employer hands over, what the employee claims), then pay, then retirement. */
export const administratifTemplates: readonly LetterTemplate[] = [
  certificatDeTravail,
  recuPourSoldeDeToutCompte,
  denonciationDuSoldeDeToutCompte,
  demandeDesDocumentsDeFinDeContrat,
  demandeDeRappelDeSalaire,
  demandeDeRectificationDuBulletinDePaie,
  departVolontaireALaRetraite,
  interrogationAvantMiseALaRetraite,
  notificationDeMiseALaRetraite,
];
