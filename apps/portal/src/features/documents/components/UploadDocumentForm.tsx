import { errorMessage } from '../../../lib/api-client.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  documentNameFromFileName,
} from '@dirigeo/schemas';
import {
  Button,
  FieldError,
  Input,
  Progress,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
} from '@dirigeo/ui';
import { CloudUpload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUploadDocument } from '../api/upload-document.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { FormField } from '../../../lib/ui/FormField.tsx';
import {
  type DocumentUploadForm,
  type DocumentUploadFormInput,
  documentUploadFormSchema,
} from './document-upload-schema.ts';
import * as styles from './Documents.css.ts';

interface UploadDocumentFormProps {
  /** After a successful add: back to the list (spec 000 §4). */
  onUploaded: () => void;
  onCancel: () => void;
}

/** 'Ajouter un document' (spec 000 §2): drop or browse a file, name, description, category. */
export function UploadDocumentForm({ onUploaded, onCancel }: UploadDocumentFormProps) {
  const uploadDocument = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<DocumentUploadFormInput, unknown, DocumentUploadForm>({
    resolver: zodResolver(documentUploadFormSchema),
    defaultValues: { name: '', description: '' },
  });
  const file = watch('file');

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return;
    setValue('file', chosen, { shouldValidate: true });
    // An empty name is filled from the file's own (spec 000 §2).
    if (getValues('name').trim() === '') {
      setValue('name', documentNameFromFileName(chosen.name), { shouldValidate: true });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    chooseFile(event.dataTransfer.files[0]);
  };

  const onSubmit = handleSubmit(async ({ file: chosen, ...fields }) => {
    setProgress(0);
    try {
      await uploadDocument.mutateAsync({ fields, file: chosen, onProgress: setProgress });
      toast({ title: 'Document ajouté', description: fields.name, variant: 'success' });
      onUploaded();
    } catch (error) {
      toast({
        title: 'Erreur',
        description: `Impossible d'ajouter le document: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    } finally {
      setProgress(null);
    }
  });

  const fileError = errors.file?.message;

  return (
    <form className={styles.uploadForm} onSubmit={onSubmit} noValidate aria-label="Ajouter un document">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the keyboard uses the 'Parcourir les fichiers' button inside */}
      <div
        className={styles.dropzone}
        data-dragging={dragging}
        data-invalid={Boolean(fileError)}
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <CloudUpload aria-hidden="true" className={styles.dropIcon} />
        <p>Glissez-déposez votre fichier ici, ou</p>
        <input
          ref={inputRef}
          id="document-file"
          type="file"
          className={styles.hiddenInput}
          accept={ACCEPTED_DOCUMENT_EXTENSIONS.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            chooseFile(event.target.files?.[0]);
            // Choosing the same file again after an error still fires a change.
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          aria-describedby={`document-file-hint ${fileError ? fileErrorId : ''}`.trim()}
          aria-invalid={fileError ? true : undefined}
        >
          Parcourir les fichiers
        </Button>
        <p id="document-file-hint" className={styles.muted}>
          PDF, DOC, DOCX, XLS, XLSX, JPG, JPEG, PNG (max 10MB)
        </p>
        {file instanceof File ? (
          <p className={styles.chosenFile} aria-live="polite">
            Fichier choisi : {file.name} ({formatFileSize(file.size)})
          </p>
        ) : null}
        <FieldError id={fileErrorId}>{fileError}</FieldError>
      </div>

      <FormField id="document-name" label="Nom du document" error={errors.name?.message}>
        {(field) => <Input {...field} {...register('name')} />}
      </FormField>
      <FormField
        id="document-description"
        label="Description (optionnel)"
        error={errors.description?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...register('description')} />}
      </FormField>
      <FormField id="document-category" label="Catégorie" error={errors.category?.message}>
        {({ invalid, ...field }) => (
          <Controller
            control={control}
            name="category"
            render={({ field: { value, onChange, onBlur } }) => (
              <Select value={value ?? ''} onValueChange={onChange}>
                <SelectTrigger {...field} invalid={invalid} onBlur={onBlur}>
                  <SelectValue placeholder="Sélectionnez une catégorie" />
                </SelectTrigger>
                <SelectContent>
                  {DOCUMENT_CATEGORIES.map((category) => (
                    <SelectItem key={category} value={category}>
                      {DOCUMENT_CATEGORY_LABELS[category]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>

      {progress !== null ? (
        <div className={styles.progress}>
          <Progress value={Math.round(progress * 100)} aria-label="Envoi du fichier" />
          <span className={styles.muted} aria-live="polite">
            Envoi en cours… {Math.round(progress * 100)} %
          </span>
        </div>
      ) : null}

      <div className={styles.formActions}>
        <Button type="submit" disabled={uploadDocument.isPending}>
          {uploadDocument.isPending ? 'Envoi…' : 'Ajouter le document'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
