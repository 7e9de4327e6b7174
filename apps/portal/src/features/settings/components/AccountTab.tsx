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
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  toast,
} from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import * as styles from './Settings.css.ts';

/** The marketing site's contact form, where account deletions are asked for. */
const CONTACT_FORM = '/#contact';

/** Settings › Compte (spec 000 §2): the account read-only, logout, and account deletion on request. */
export function AccountTab({ user }: { user: User }) {
  const { logout, isLoggingOut } = useAuth();
  const readOnlyFields = [
    { id: 'account-username', label: "Nom d'utilisateur", value: user.username },
    { id: 'account-email', label: 'Email', value: user.email },
    { id: 'account-name', label: 'Nom complet', value: `${user.firstName} ${user.lastName}` },
    { id: 'account-company', label: 'Entreprise', value: user.company },
  ];

  return (
    <div className={styles.stack}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Informations du compte</h2>
          </CardTitle>
          <CardDescription>Les informations de connexion de votre compte.</CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          {readOnlyFields.map(({ id, label, value }) => (
            <FormField key={id} id={id} label={label}>
              {(field) => <Input {...field} value={value} readOnly />}
            </FormField>
          ))}
        </CardContent>
        <CardFooter className={styles.actions}>
          <Button type="button" variant="outline" disabled aria-describedby="account-edit-hint">
            Modifier
          </Button>
          <span id="account-edit-hint" className={styles.muted}>
            Bientôt disponible — vos nom, email et entreprise se modifient depuis{' '}
            <Link className={styles.inlineLink} to={paths.profile}>
              votre profil
            </Link>
            .
          </span>
        </CardFooter>
      </Card>

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
