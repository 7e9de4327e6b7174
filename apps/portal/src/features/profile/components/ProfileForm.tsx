import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateProfileBody, type User, updateProfileBodySchema } from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  toast,
} from '@dirigeo/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { useUpdateProfile } from '../api/update-profile.ts';
import { PersonalInfoFields } from '../../../lib/forms/registration-fields/PersonalInfoFields.tsx';
import { paths } from '../../../lib/paths.ts';
import { ProfessionalFields } from '../../../lib/forms/registration-fields/ProfessionalFields.tsx';
import * as styles from './ProfileForm.css.ts';

type ProfileFormValues = z.input<typeof updateProfileBodySchema>;

function valuesOf(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    company: user.company,
    position: user.position,
    status: user.status,
  };
}

/**
 * 'Mon profil' (spec 000 §2): two cards, personal then professional information, that submit one
 * form validated with the API's own schema. The answer replaces the current user.
 */
export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: valuesOf(user),
  });
  const { handleSubmit, reset } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const updated = await updateProfile.mutateAsync({ id: user.id, body });
      reset(valuesOf(updated));
      toast({ title: 'Profil mis à jour', variant: 'success' });
    } catch (error) {
      // A new address is refused here (it needs the password and a link, Paramètres › Compte): the
      // message goes under the field.
      const emailIssue =
        error instanceof ApiError ? error.issues.find((issue) => issue.path === 'email') : undefined;
      if (emailIssue) {
        form.setError('email', { message: emailIssue.message }, { shouldFocus: true });
        return;
      }
      toast({
        title: 'Erreur',
        description: `Impossible de mettre à jour votre profil: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    }
  });

  const saveButton = (
    <Button type="submit" disabled={updateProfile.isPending}>
      {updateProfile.isPending ? 'Enregistrement…' : 'Enregistrer les modifications'}
    </Button>
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Mon profil">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Informations personnelles</h2>
            </CardTitle>
            <CardDescription>Votre identité et vos coordonnées.</CardDescription>
          </CardHeader>
          <CardContent className={styles.fields}>
            <PersonalInfoFields
              idPrefix="profile"
              contactOnFullRows
              emailChangedElsewhere={
                <>
                  Pour changer d’adresse, passez par <Link to={paths.settings}>Paramètres › Compte</Link> :
                  votre mot de passe est demandé et la nouvelle adresse est confirmée par un lien.
                </>
              }
            />
          </CardContent>
          <CardFooter className={styles.footer}>{saveButton}</CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Informations professionnelles</h2>
            </CardTitle>
            <CardDescription>
              Votre entreprise et votre mandat. L'adresse, le SIRET et le code APE que vos bulletins impriment
              se complètent dans la fiche Entreprise ci-dessous.
            </CardDescription>
          </CardHeader>
          <CardContent className={styles.fields}>
            <ProfessionalFields idPrefix="profile" companyOnFullRow />
          </CardContent>
          <CardFooter className={styles.footer}>{saveButton}</CardFooter>
        </Card>
      </form>
    </FormProvider>
  );
}
