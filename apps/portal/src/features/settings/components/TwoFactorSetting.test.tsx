import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { TwoFactorSetting } from './TwoFactorSetting.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `ABCDE-FGH${String(index).padStart(2, '2')}`);

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('TwoFactorSetting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up: the QR code and the key grouped by four, a first code, then the recovery codes once', async () => {
    let enabled = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/user/two-factor/setup') {
        return json({
          secret: SECRET,
          otpauthUri: 'otpauth://totp/x',
          qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        });
      }
      if (url === '/api/user/two-factor/enable') {
        if (init?.body !== '{"code":"123456"}') {
          return json(
            { message: 'Code incorrect', issues: [{ path: 'code', message: 'Code incorrect' }] },
            400,
          );
        }
        enabled = true;
        return json({ recoveryCodes: CODES });
      }
      return json({
        enabled,
        enabledAt: enabled ? '2026-11-27T10:00:00.000Z' : null,
        recoveryCodesLeft: enabled ? 10 : 0,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TwoFactorSetting />);
    const toggle = screen.getByRole('switch', { name: 'Authentification à deux facteurs' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);

    expect(
      await screen.findByAltText('QR code à scanner avec votre application d’authentification'),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(document.getElementById('two-factor-secret')?.textContent).toBe(SECRET);
    expect(screen.getAllByText('JBSW')).toHaveLength(2);
    const code = screen.getByLabelText('Code à 6 chiffres affiché par l’application');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByText('Code incorrect')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await userEvent.click(screen.getByRole('button', { name: 'J’ai conservé mes codes' }));
    expect(screen.queryByRole('list', { name: 'Codes de secours' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(/Activée depuis le 27 novembre 2026 · 10 codes de secours restants/),
      ).toBeInTheDocument(),
    );
  }, 30_000);

  it('turns off with the password and a code', { timeout: 30_000 }, async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/user/two-factor/disable'
        ? json({ ok: true })
        : json({ enabled: true, enabledAt: '2026-11-27T10:00:00.000Z', recoveryCodesLeft: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TwoFactorSetting />);
    const toggle = screen.getByRole('switch', { name: 'Authentification à deux facteurs' });
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    const submit = screen.getByRole('button', { name: 'Désactiver' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'mon mot de passe');
    await userEvent.type(screen.getByLabelText('Code de vérification'), '654321');
    await userEvent.click(submit);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/two-factor/disable',
      expect.objectContaining({ method: 'POST', body: '{"password":"mon mot de passe","code":"654321"}' }),
    );
  });
});
