import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiJson, apiJsonOnDemand, apiSend, errorMessage } from './api-client.ts';

function answer(body: string, init: ResponseInit) {
  return vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends cookies, and a JSON body with its content type only when there is one', async () => {
    const fetchMock = answer('{"ok":true}', { status: 200 });
    vi.stubGlobal('fetch', fetchMock);
    await apiJson('/api/login', z.object({ ok: z.boolean() }), { method: 'POST', body: { username: 'a' } });
    await apiSend('/api/logout', { method: 'POST' });
    const [, withBody] = fetchMock.mock.calls[0] ?? [];
    const [, withoutBody] = fetchMock.mock.calls[1] ?? [];
    expect(withBody).toMatchObject({ credentials: 'same-origin', body: '{"username":"a"}' });
    expect(new Headers(withBody?.headers).get('Content-Type')).toBe('application/json');
    expect(withoutBody?.body).toBeUndefined();
    expect(new Headers(withoutBody?.headers).has('Content-Type')).toBe(false);
  });

  it.each([
    [
      '{"message":"Un bulletin existe déjà pour cette période"}',
      409,
      'Conflict',
      '409: Un bulletin existe déjà pour cette période',
    ],
    ['Service indisponible', 503, 'Service Unavailable', '503: Service indisponible'],
    ['', 404, 'Not Found', '404: Not Found'],
  ])('turns the answer %s (%i) into "%s"', async (body, status, statusText, expected) => {
    vi.stubGlobal('fetch', answer(body, { status, statusText }));
    const failure = apiSend('/api/payslips', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message: expected });
  });

  it('reads an answer with a schema loaded on demand, and refuses one that does not match it', async () => {
    vi.stubGlobal('fetch', answer('{"declarationId":null}', { status: 200 }));
    await expect(
      apiJsonOnDemand('/api/declarations', (schemas) => schemas.declarationSummaryListSchema),
    ).rejects.toThrow();
    vi.stubGlobal('fetch', answer('[]', { status: 200 }));
    await expect(apiJsonOnDemand('/api/payslips', (schemas) => schemas.payslipListSchema)).resolves.toEqual(
      [],
    );
    vi.stubGlobal('fetch', answer('{"message":"Session expirée"}', { status: 401 }));
    await expect(
      apiJsonOnDemand('/api/payslips', (schemas) => schemas.payslipListSchema),
    ).rejects.toMatchObject({
      status: 401,
      detail: 'Session expirée',
    });
  });

  it('gives the user the API message without its status code', async () => {
    vi.stubGlobal('fetch', answer('{"message":"Ce nom d\'utilisateur est déjà utilisé"}', { status: 409 }));
    const failure = await apiSend('/api/register', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure)).toBe("Ce nom d'utilisateur est déjà utilisé");
  });

  it('shows a person the French message without its status', async () => {
    vi.stubGlobal(
      'fetch',
      answer('{"message":"Mot de passe incorrect"}', { status: 400, statusText: 'Bad Request' }),
    );
    const failure = await apiSend('/api/admin/login', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure)).toBe('Mot de passe incorrect');
    expect(errorMessage(new Error('503: Service indisponible'))).toBe('Service indisponible');
  });

  it('rejects an answer that does not match the schema', async () => {
    vi.stubGlobal('fetch', answer('{"id":"x"}', { status: 200 }));
    await expect(apiJson('/api/user', z.object({ id: z.number() }))).rejects.toThrow();
  });
});
