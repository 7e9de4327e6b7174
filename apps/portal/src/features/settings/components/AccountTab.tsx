import type { User } from '@dirigeo/schemas';
import { Button, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@dirigeo/ui';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { AccountDetails } from './AccountDetails.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import * as styles from './Settings.css.ts';

/** GET /api/user/export: the account's data as a zip (RGPD art. 20). */
const EXPORT_URL = '/api/user/export';

/** Settings › Compte (spec 000 §2): the account's name and address (editable), logout, the data's export and the account's deletion (RGPD art. 17 and 20). */
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
