import type { LoginBody, RegisterBodyInput, User } from '@dirigeo/schemas';
import { createContext, useContext } from 'react';
import type { SignInStep } from '../api/user/login.ts';

export type { SignInStep };

export interface AuthContextValue {
  /** The signed-in user; null when signed out; undefined while it loads. */
  user: User | null | undefined;
  isLoading: boolean;
  /**
   * Signs in; shows the spec's toasts. Resolves with the user, or with `code-required` when the
   * account has two-factor sign-in (the code step then signs in); rejects on failure.
   */
  login: (body: LoginBody) => Promise<SignInStep>;
  isLoggingIn: boolean;
  /** Creates the account and signs in; shows the spec's toasts. */
  register: (body: RegisterBodyInput) => Promise<User>;
  isRegistering: boolean;
  /** Signs out and goes to the home page; shows the spec's toasts. */
  logout: () => Promise<void>;
  isLoggingOut: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The authentication context; using it outside `AuthProvider` is an error (spec 000 §8). */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (context === null) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
