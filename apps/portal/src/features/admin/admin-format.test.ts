import { describe, expect, it } from 'vitest';
import {
  answerPreview,
  articleCountText,
  formatResponseTime,
  moreArticlesText,
  packageLabel,
  replyMailto,
  statusLabel,
} from './admin-format.ts';

describe('formatResponseTime', () => {
  it.each([
    [0, '0 ms'],
    [999, '999 ms'],
    [1000, '1,0 s'],
    [1349, '1,3 s'],
    [12_050, '12,1 s'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatResponseTime(ms).replace(/\u202f|\u00a0/g, ' ')).toBe(text);
  });
});

describe('answerPreview', () => {
  it('keeps the text of the HTML, entities decoded and spaces collapsed', () => {
    expect(
      answerPreview('<p>Le <strong>SMIC</strong> &amp; la <a href="/x">paie</a></p>\n<ul><li>un</li></ul>'),
    ).toBe('Le SMIC & la paie un');
  });

  it('keeps a space between paragraphs and list items written without one', () => {
    expect(
      answerPreview(
        '<p>Rien trouvé.</p><p>Source : <a href="/x">Tarifs</a></p><ul><li>Un</li><li>Deux</li></ul>',
      ),
    ).toBe('Rien trouvé. Source : Tarifs Un Deux');
    expect(answerPreview('<p>Ligne<br>suivante</p>')).toBe('Ligne suivante');
  });

  it('cuts at 200 characters and adds an ellipsis, only when longer', () => {
    const long = `<p>${'a'.repeat(250)}</p>`;
    expect(answerPreview(long)).toBe(`${'a'.repeat(200)}...`);
    expect(answerPreview(`<p>${'b'.repeat(200)}</p>`)).toBe('b'.repeat(200));
  });

  it('never runs what the HTML holds', () => {
    const before = document.body.innerHTML;
    expect(answerPreview('<img src=x onerror="document.body.dataset.hacked=1">texte')).toBe('texte');
    expect(document.body.dataset.hacked).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('labels', () => {
  it('names the statuses of spec 001 §4 and shows an unknown one raw', () => {
    expect(['new', 'contacted', 'closed', 'en attente'].map(statusLabel)).toEqual([
      'Nouveau',
      'Contacté',
      'Fermé',
      'en attente',
    ]);
    expect(['premium', 'custom', 'autre'].map(packageLabel)).toEqual([
      'Premium',
      'Formule sur mesure',
      'autre',
    ]);
  });

  it('counts the articles', () => {
    expect(articleCountText(1)).toBe('1 article dans la base de données');
    expect(articleCountText(23)).toBe('23 articles dans la base de données');
    expect(moreArticlesText(13)).toBe('Et 13 autres articles...');
    expect(moreArticlesText(1)).toBe('Et 1 autre article...');
  });
});

describe('replyMailto', () => {
  it('opens the mail client on the address with the subject and a greeting', () => {
    const url = new URL(replyMailto({ name: 'Camille Martin', email: 'camille@martin-conseil.fr' }));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('camille@martin-conseil.fr');
    expect(url.searchParams.get('subject')).toBe('Votre demande de contact sur Dirigeo');
    expect(url.searchParams.get('body')).toBe('Bonjour Camille Martin,\n\n');
    expect(url.href).not.toContain('+');
  });
});
