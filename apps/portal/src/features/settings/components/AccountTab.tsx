import type { User } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
} from '@dirigeo/ui';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { paths } from '../../../lib/paths.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import * as styles from './Settings.css.ts';

/** GET /api/user/export: the account's data as a zip (RGPD art. 20). */
const EXPORT_URL = '/api/user/export';

/** Settings › Compte (spec 000 §2): the account read-only, logout, the data's export and the account's deletion (RGPD art. 17 and 20). */
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

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Exporter mes données</h2>
          </CardTitle>
          <CardDescription>
            Une archive zip de tout ce que votre compte contient : vos informations, votre société, vos
            salariés, vos bulletins (et leurs PDF), vos déclarations, vos documents, vos factures et votre
            journal d’activité, dans des formats lisibles par d’autres logiciels (RGPD, art. 20).
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild variant="outline">
            {/* A plain link: the browser streams the archive to disk, however large. */}
            <a href={EXPORT_URL} download>
              Exporter mes données
            </a>
          </Button>
        </CardFooter>
      </Card>

      <Card className={styles.dangerCard}>
        <CardHeader>
          <CardTitle asChild>
            <h2>Supprimer mon compte</h2>
          </CardTitle>
          <CardDescription>
            Votre compte est fermé immédiatement et vos données sont effacées, sauf celles que la loi nous
            oblige à conserver (vos bulletins de paie et vos factures), inaccessibles puis effacées à leur
            terme.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <DeleteAccountDialog twoFactorEnabled={user.twoFactorEnabled} />
        </CardFooter>
      </Card>
    </div>
  );
}
