import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SessionsList } from './SessionsList.tsx';

const sessions = [
  {
    id: 'a1',
    device: 'Firefox sur Windows',
    ip: '192.0.2.10',
    createdAt: '2026-11-27T08:00:00.000Z',
    lastUsedAt: '2026-11-27T09:00:00.000Z',
    current: true,
  },
  {
    id: 'b2',
    device: 'Safari sur iOS (mobile)',
    ip: '192.0.2.20',
    createdAt: '2026-11-26T08:00:00.000Z',
    lastUsedAt: '2026-11-26T09:00:00.000Z',
    current: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('SessionsList', () => {
  it('lists the sessions and closes another one, never the current one', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') return new Response('{"ok":true}', { status: 200 });
      expect(url).toBe('/api/user/sessions');
      return new Response(JSON.stringify(sessions), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SessionsList />);
    expect(await screen.findByText('Safari sur iOS (mobile)')).toBeInTheDocument();
    expect(screen.getByText('Cette session')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Fermer la session Firefox sur Windows' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la session Safari sur iOS (mobile)' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/sessions/b2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
