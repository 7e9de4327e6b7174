import { zodResolver } from '@hookform/resolvers/zod';
import {
  type UpdateProfileBody,
  type User,
  updateProfileBodySchema,
  USER_STATUS_LABELS,
  USER_STATUSES,
} from '@dirigeo/schemas';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
} from '@dirigeo/ui';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../lib/api/user/update-profile.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
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
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: valuesOf(user),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const updated = await updateProfile.mutateAsync({ id: user.id, body });
      reset(valuesOf(updated));
      toast({ title: 'Profil mis à jour', variant: 'success' });
    } catch (error) {
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Mon profil">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Informations personnelles</h2>
          </CardTitle>
          <CardDescription>Votre identité et vos coordonnées.</CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <FormField id="profile-firstName" label="Prénom" error={errors.firstName?.message}>
            {(field) => <Input {...field} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField id="profile-lastName" label="Nom" error={errors.lastName?.message}>
            {(field) => <Input {...field} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <div className={styles.fullWidth}>
            <FormField id="profile-email" label="Email" error={errors.email?.message}>
              {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
          </div>
          <div className={styles.fullWidth}>
            <FormField id="profile-phone" label="Téléphone (optionnel)" error={errors.phone?.message}>
              {(field) => <Input {...field} type="tel" autoComplete="tel" {...register('phone')} />}
            </FormField>
          </div>
        </CardContent>
        <CardFooter className={styles.footer}>{saveButton}</CardFooter>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Informations professionnelles</h2>
          </CardTitle>
          <CardDescription>Votre entreprise et votre mandat.</CardDescription>
        </CardHeader>
        <CardContent className={styles.fields}>
          <div className={styles.fullWidth}>
            <FormField id="profile-company" label="Nom de l'entreprise" error={errors.company?.message}>
              {(field) => <Input {...field} autoComplete="organization" {...register('company')} />}
            </FormField>
          </div>
          <FormField id="profile-position" label="Fonction" error={errors.position?.message}>
            {(field) => <Input {...field} autoComplete="organization-title" {...register('position')} />}
          </FormField>
          <FormField id="profile-status" label="Statut" error={errors.status?.message}>
            {({ invalid, ...field }) => (
              <Controller
                control={control}
                name="status"
                render={({ field: { value, onChange, onBlur } }) => (
                  <Select value={value ?? ''} onValueChange={onChange}>
                    <SelectTrigger {...field} invalid={invalid} onBlur={onBlur}>
                      <SelectValue placeholder="Sélectionnez votre statut" />
                    </SelectTrigger>
                    <SelectContent>
                      {USER_STATUSES.map((status) => (
                        <SelectItem key={status} value={status}>
                          {USER_STATUS_LABELS[status]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className={styles.footer}>{saveButton}</CardFooter>
      </Card>
    </form>
  );
}
