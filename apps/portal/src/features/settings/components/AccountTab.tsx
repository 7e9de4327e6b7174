import type { User } from '@dirigeo/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  toast,
} from '@dirigeo/ui';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { AccountDetails } from './AccountDetails.tsx';
import * as styles from './Settings.css.ts';

/** The marketing site's contact form, where account deletions are asked for. */
const CONTACT_FORM = '/#contact';

/** Settings › Compte (spec 000 §2): the account's name and address (editable), logout, and account deletion on request. */
export function AccountTab({ user }: { user: User }) {
  const { logout, isLoggingOut } = useAuth();
  return (
    <div className={styles.stack}>
      <AccountDetails user={user} />

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Session</h2>
          </CardTitle>
          <CardDescription>Fermez votre session sur cet appareil.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button
            type="button"
            variant="outline"
            disabled={isLoggingOut}
            onClick={() => {
              logout().catch(() => {
                // The failure toast is already shown.
              });
            }}
          >
            Se déconnecter
          </Button>
        </CardFooter>
      </Card>

      <Card className={styles.dangerCard}>
        <CardHeader>
          <CardTitle asChild>
            <h2>Supprimer mon compte</h2>
          </CardTitle>
          <CardDescription>
            La suppression de votre compte efface vos bulletins et vos documents. Elle est faite par notre
            équipe, sur demande.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button type="button" variant="destructive">
                Supprimer mon compte
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Êtes-vous absolument sûr ?</AlertDialogTitle>
                <AlertDialogDescription>
                  Cette action est irréversible : votre compte, vos bulletins et vos documents seront
                  définitivement supprimés. La suppression est faite par notre équipe sur demande, via le{' '}
                  <a className={styles.inlineLink} href={CONTACT_FORM}>
                    formulaire de contact
                  </a>
                  .
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Annuler</AlertDialogCancel>
                {/*
                 * The spec's confirm action triggers no call: there is no deletion endpoint. Rather than a
                 * button that pretends to delete, it says plainly that deletion is done on request.
                 */}
                <AlertDialogAction
                  onClick={() =>
                    toast({
                      title: 'Suppression sur demande',
                      description:
                        'Contactez le support pour supprimer votre compte, via le formulaire de contact du site.',
                    })
                  }
                >
                  Demander la suppression
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardFooter>
      </Card>
    </div>
  );
}
