import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderLetter } from '../render-letter.ts';
import { fixtureTemplate, fixtureValues } from '../testing/fixture-template.ts';
import { readDocx, squash } from '../testing/read-output.ts';
import { renderLetterDocx } from './render-letter-docx.ts';

describe('renderLetterDocx', () => {
  it('writes a Word document holding every block of the letter, in French', async () => {
    const letter = renderLetter(fixtureTemplate, {
      ...fixtureValues,
      remise: 'main-propre',
      temoin: 'Marc Petit',
    });
    const bytes = await renderLetterDocx(letter);
    // A .docx is a zip archive: "PK".
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    const { xml, text, styles } = readDocx(bytes);
    const flat = squash(text);
    for (const line of [...letter.sender, ...letter.recipient, ...letter.signature])
      expect(flat).toContain(line);
    expect(flat).toContain('Lyon, le 22 novembre 2026');
    expect(flat).toContain('Lettre remise en main propre contre décharge');
    expect(flat).toContain('Objet : Entretien du 1er décembre 2026');
    expect(flat).toContain('Nous vous recevrons le 1er décembre 2026 à 14 h 30, au poste de Comptable.');
    expect(flat).toContain('Montant : 1 234,56 € ; durée : 1 jour ouvrable.');
    expect(flat).toContain('Reçu en main propre le');
    // A multi-line value keeps its line breaks.
    expect(text).toContain('Motifs\u00a0:\nRetards répétés.\nAbsences injustifiées.');
    expect(styles).toMatch(/<w:lang w:val="fr-FR"/);
    expect(xml).toContain('w:w="11906"');
  });

  it('escapes what the user typed', async () => {
    const letter = renderLetter(fixtureTemplate, { ...fixtureValues, poste: 'R&D <chef> "projet"' });
    const { text } = readDocx(await renderLetterDocx(letter));
    expect(text).toContain('au poste de R&D <chef> "projet".');
  });

  it('names the sender as its author and last editor, never « Un-named »', async () => {
    const letter = renderLetter(fixtureTemplate, fixtureValues);
    const core = strFromU8(
      unzipSync(await renderLetterDocx(letter))['docProps/core.xml'] ?? new Uint8Array(),
    );
    expect(core).not.toContain('Un-named');
    const sender = letter.sender[0] ?? '';
    expect(core).toContain(`<dc:creator>${sender}</dc:creator>`);
    expect(core).toContain(`<cp:lastModifiedBy>${sender}</cp:lastModifiedBy>`);
  });
});
