import type { PracticalSheetCategory } from '@dirigeo/schemas';

/**
 * Our category of a Ministry practical sheet. The package gives no breadcrumb nor theme, so the
 * rule reads the sheet's title: an ordered list of themes, each a set of words (accents, case and
 * apostrophes ignored); the first theme with a word in the title wins. A title that names none is
 * read again through its official slug, then its description; what still matches nothing is
 * « autres » (the extraction lists those sheets, and a test requires none in the data we ship).
 *
 * The order settles the titles that name two themes: « Le congé de reclassement » is a rupture,
 * « La rémunération de l'intérimaire » a question of pay, « Les attributions du CSE en matière de
 * santé » a matter of staff representation.
 */
const RULES: readonly (readonly [PracticalSheetCategory, RegExp])[] = [
  [
    'particulier-employeur',
    /\b(particuliers? employeurs?|assistantes? maternel|assistants? maternel|cesu|cheque emploi service|emplois? a domicile|services a la personne)/,
  ],
  ['egalite-discriminations', /\b(egalite|discrimin|racisme)/],
  [
    'rupture',
    /\b(licenciements?|demission|demissionnaire|rupture|reclassement|plan de sauvegarde de l emploi|securisation professionnelle|reembauche|retraite|conseiller du salarie|fin de contrat)\b/,
  ],
  [
    'representation-du-personnel',
    /\b(cse|cssct|comite social|delegues? syndica|syndica|representants? du personnel|section syndicale|conseil d entreprise|negociations?|accords? (de performance|interprofessionnels?|de branche|collectifs?)|conventions? collectives?|greve|commission (permanente )?paritaire|organisations syndicales|elections? professionnelles?)/,
  ],
  [
    'sante-securite',
    /\b(sante|securite|risques?|prevention|amiante|chimiques?|bruit|harcelement|accidents? du travail|maladies? professionnelles?|inaptitude|medecine du travail|visites? medicales?|canicule|chaleur|froid|fumer|vapoter|masques?|filtres?|gants|addictions?|ventilation|poussieres|plomb|mercure|benzene|toluene|styrene|xylenes?|ethanol|formaldehyde|soudures?|peintures?|grues?|rayonnages|levage|chutes|hyperbare|commandes bimanuelles|machines?|nanomateriaux|acide|hydrogene|monoxyde|silice|silicose|phytosanitaires|espaces confines|circulation interne|fluides d usinage|musculo squelettiques|psychosociaux|penibilite|droit de retrait|femmes enceintes|prelevements atmospheriques|sgh|reach|exposition professionnelle|oppbtp|adaptation du poste|etat de sante)\b/,
  ],
  [
    'conges',
    /\b(conges?|absences?|jours feries|ponts|maternite|paternite|adoption|parental|enfant malade|solidarite familiale|fin de vie|sabbatique|sans solde|evenements familiaux|deuil|arret de travail|maladie)\b/,
  ],
  [
    'temps-de-travail',
    /\b(duree (legale )?du travail|temps de travail|heures supplementaires|forfait|temps partiel|travail de nuit|travail du dimanche|travail en soiree|journee de solidarite|amenagement du temps|compte epargne temps|activite partielle|chomage partiel|astreintes?|repos)\b/,
  ],
  [
    'formation',
    /\b(formation|apprentis?|apprentissage|professionnalisation|alternan\w*|vae|validation des acquis|bilan de competences|transition professionnelle|titres? professionnels?|entretien (professionnel|de parcours professionnel)|evolution professionnelle|compte personnel de formation|cpf|reconversion|certifications?|taxe d apprentissage|stages?|readaptation|reeducation|poec|gpec|competences)\b/,
  ],
  [
    'emploi-insertion',
    /\b(insertion|demandeurs? d emploi|chomage|allocations?|handicap\w*|rqth|oeth|agefiph|fiphfp|entreprises adaptees|esat|cui|cie|cae|jeunes?|e2c|epide|creation (ou|et) reprise|createurs?|repreneurs?|adultes relais|mise en situation|emploi accompagne|embauche d un|aides? (a|aux) (l )?(embauche|employeurs)|geiq|garde d enfants|creches|initiative jeune|valorisation de l experience|sans emploi)\b/,
  ],
  [
    'remuneration',
    /\b(salaires?|smic|remunerations?|paie|epargne salariale|interessement|participation|partage de la valeur|frais de transport|saisie|cessions|mensualisation|garantie en cas de sauvegarde|avantages sociaux)\b/,
  ],
  [
    'contrat',
    /\b(contrats?|cdd\w*|cdi|periode d essai|interim\w*|travail temporaire|intermittent|saisonniers?|vendanges|embauche|recrut\w*|job d ete|temps partage|groupements? d employeurs|portage|situation juridique de l employeur|registre unique du personnel|offre d emploi|detachement|detaches|detacher|mobilite volontaire)\b/,
  ],
  [
    'droits-obligations',
    /\b(reglement interieur|sanctions?|inspection du travail|prud hommes|travail illegal|medaille|litiges?|nomenclatures|direction generale du travail|responsabilite de l employeur)\b/,
  ],
];

/** Lower case, no accents, apostrophes and punctuation as spaces: « L’arrêt » → « l arret ». */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function categoryOf(text: string): PracticalSheetCategory | null {
  const normalized = normalizeForMatching(text);
  for (const [category, words] of RULES) {
    if (words.test(normalized)) return category;
  }
  return null;
}

/** The category of a sheet from its title, else its official slug, else its description. */
export function categorizePracticalSheet(sheet: {
  title: string;
  slug: string;
  description: string;
}): PracticalSheetCategory {
  return categoryOf(sheet.title) ?? categoryOf(sheet.slug) ?? categoryOf(sheet.description) ?? 'autres';
}
