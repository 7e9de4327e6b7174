import { formatProviderAddress, provider } from '@dirigeo/site-content';

/** An e-mail ready to queue: its subject and both renderings, and which template made it. */
export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058) for the reminders. */
  headers?: Record<string, string>;
}

/** The Notifications tab of the settings, where every e-mail's footer sends its reader. */
function notificationSettingsUrl(publicUrl: string): string {
  return `${new URL(publicUrl).origin}/settings?onglet=notifications`;
}

/** What every message is made of: a greeting, paragraphs, at most one button, a closing note. */
export interface MailContent {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** After the button: why this message came, what to do if it was not you. */
  closing?: readonly string[];
  /**
   * The site's origin (PUBLIC_URL, or any URL of the site): every message's footer links to the
   * settings' Notifications tab, where the reader chooses what they receive.
   */
  siteUrl: string;
  /** A one-click unsubscribe URL (POST only, RFC 8058) for the bulk-like messages: the List-Unsubscribe headers. */
  unsubscribeUrl?: string;
}

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** « Dirigeo SASU · 10 rue de Penthièvre, 75008 Paris » under every message. */
const signature = (): string => `${provider.legalName} · ${formatProviderAddress()}`;

/**
 * The one layout of every e-mail: plain text and HTML from the same content, the provider's
 * identity from `@dirigeo/site-content`. Texts are written with their French non-breaking spaces.
 */
export function renderMail(content: MailContent): RenderedMail {
  const closing = content.closing ?? [];
  const preferencesUrl = notificationSettingsUrl(content.siteUrl);
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}\u00a0: ${content.action.url}`, ''] : []),
    ...closing.flatMap((paragraph) => [paragraph, '']),
    `L’équipe ${provider.brand}`,
    '--',
    signature(),
    `Une question\u00a0? ${provider.contactEmail}`,
    `Choisir les e-mails que vous recevez\u00a0: ${preferencesUrl}`,
  ].join('\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(value)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#4b5563">Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1d4ed8">${escapeHtml(provider.brand)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${closing.map(paragraph).join('\n')}
${paragraph(`L’équipe ${provider.brand}`)}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280;line-height:1.5">${escapeHtml(signature())}<br>Une question\u00a0? <a href="mailto:${escapeHtml(provider.contactEmail)}" style="color:#6b7280">${escapeHtml(provider.contactEmail)}</a><br><a href="${escapeHtml(preferencesUrl)}" style="color:#6b7280">Choisir les e-mails que vous recevez</a></p>
</div>
</body>
</html>`;
  const headers = content.unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return {
    template: content.template,
    subject: content.subject,
    text,
    html,
    ...(headers ? { headers } : {}),
  };
}
