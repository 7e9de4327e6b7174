import type { User } from '@dirigeo/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context.ts';

export const testUser: User = {
  id: 1,
  username: 'jeanne.martin',
  email: 'jeanne@example.fr',
  firstName: 'Jeanne',
  lastName: 'Martin',
  company: 'Martin Conseil SASU',
  position: 'Présidente',
  phone: null,
  status: 'sasu',
  hasEmployees: false,
  numberOfEmployees: 0,
  companyType: 'sasu',
  siret: null,
  companyAddress: null,
  nafCode: null,
  previousPayrollSystem: null,
  eligibilityTested: true,
  isTestAccount: true,
  subscriptionType: 'free_trial',
  twoFactorEnabled: false,
  emailVerified: true,
  pendingEmail: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: testUser,
    isLoading: false,
    login: vi.fn<AuthContextValue['login']>().mockResolvedValue({ status: 'signed-in', user: testUser }),
    isLoggingIn: false,
    register: vi.fn<AuthContextValue['register']>().mockResolvedValue(testUser),
    isRegistering: false,
    logout: vi.fn<AuthContextValue['logout']>().mockResolvedValue(undefined),
    isLoggingOut: false,
    ...overrides,
  };
}

interface Options {
  auth?: AuthContextValue;
  route?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` with a query client (spec settings), a router and an auth context. */
export function renderWithProviders(
  ui: ReactNode,
  { auth = fakeAuth(), route = '/', queryClient }: Options = {},
) {
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  return {
    queryClient: client,
    auth,
    ...render(
      <QueryClientProvider client={client}>
        <AuthContext value={auth}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </AuthContext>
      </QueryClientProvider>,
    ),
  };
}
