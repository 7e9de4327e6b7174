/** Lower case without accents, so that a search for 'releve' finds 'Relevé' and 'fevrier' 'Février'. */
export function searchableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
