import type { LetterTemplate } from '../../types.ts';
import { convocationEntretienPrealableLicenciement } from './convocation-entretien-prealable-licenciement.ts';
import { convocationEntretienPrealableLicenciementEconomique } from './convocation-entretien-prealable-licenciement-economique.ts';
import { demandePrecisionMotifsLicenciement } from './demande-precision-motifs-licenciement.ts';
import { demandePrioriteReembauche } from './demande-priorite-reembauche.ts';
import { dispensePreavis } from './dispense-preavis.ts';
import { informationImpossibiliteReclassement } from './information-impossibilite-reclassement.ts';
import { licenciementEconomique } from './licenciement-economique.ts';
import { licenciementFauteGrave } from './licenciement-faute-grave.ts';
import { licenciementInaptitude } from './licenciement-inaptitude.ts';
import { licenciementMotifPersonnel } from './licenciement-motif-personnel.ts';
import { precisionMotifsLicenciement } from './precision-motifs-licenciement.ts';

/** The dismissal procedure's letters, in the order of the procedure. */
export const licenciementTemplates: readonly LetterTemplate[] = [
  convocationEntretienPrealableLicenciement,
  licenciementMotifPersonnel,
  licenciementFauteGrave,
  informationImpossibiliteReclassement,
  licenciementInaptitude,
  convocationEntretienPrealableLicenciementEconomique,
  licenciementEconomique,
  demandePrecisionMotifsLicenciement,
  precisionMotifsLicenciement,
  dispensePreavis,
  demandePrioriteReembauche,
];
