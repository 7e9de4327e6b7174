import type { LoginBody, RegisterBodyInput } from '@dirigeo/schemas';
import { toast } from '@dirigeo/ui';
import { type ReactNode, useMemo } from 'react';
import { errorMessage } from '../api-client.ts';
import { useUser } from '../api/user/get-user.ts';
import { useLogin } from '../api/user/login.ts';
import { useLogout } from '../api/user/logout.ts';
import { useRegister } from '../api/user/register.ts';
import { paths } from '../paths.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { rememberSignedOut } from './signed-out-notice.ts';

interface AuthProviderProps {
  children: ReactNode;
  /** Where a signed-out user goes: the marketing home page, another app, so a full page load. */
  onSignedOut?: () => void;
}

/** After sign-out: the site's home page (a full page load), which then shows the sign-out notice. */
const goHome = () => {
  rememberSignedOut();
  window.location.assign(paths.home);
};

/**
 * Holds the current user (read once at startup) and the sign-in, sign-up and sign-out actions with
 * the toasts of spec 000 §8. Where the user goes after signing in is up to the screen that asked.
 */
export function AuthProvider({ children, onSignedOut = goHome }: AuthProviderProps) {
  const userQuery = useUser();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const logoutMutation = useLogout();

  const value = useMemo<AuthContextValue>(
    () => ({
      user: userQuery.data,
      isLoading: userQuery.isPending,
      isLoggingIn: loginMutation.isPending,
      isRegistering: registerMutation.isPending,
      isLoggingOut: logoutMutation.isPending,
      login: async (body: LoginBody) => {
        try {
          const step = await loginMutation.mutateAsync(body);
          if (step.status === 'signed-in') {
            toast({
              title: 'Connexion réussie',
              description: `Bienvenue, ${step.user.firstName} ${step.user.lastName}`,
              variant: 'success',
            });
          }
          return step;
        } catch (error) {
          toast({ title: 'Erreur de connexion', description: errorMessage(error), variant: 'destructive' });
          throw error;
        }
      },
      register: async (body: RegisterBodyInput) => {
        try {
          const user = await registerMutation.mutateAsync(body);
          toast({
            title: 'Inscription réussie',
            description: 'Votre compte a été créé avec succès !',
            variant: 'success',
          });
          return user;
        } catch (error) {
          toast({ title: "Erreur d'inscription", description: errorMessage(error), variant: 'destructive' });
          throw error;
        }
      },
      logout: async () => {
        try {
          await logoutMutation.mutateAsync();
        } catch (error) {
          toast({ title: 'Erreur de déconnexion', description: errorMessage(error), variant: 'destructive' });
          throw error;
        }
        toast({
          title: 'Déconnexion réussie',
          description: 'Vous avez été déconnecté avec succès.',
          variant: 'success',
        });
        onSignedOut();
      },
    }),
    [userQuery.data, userQuery.isPending, loginMutation, registerMutation, logoutMutation, onSignedOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
