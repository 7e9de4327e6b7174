import { errorMessage } from '../../../lib/api-client.ts';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type Document,
  type DocumentCategory,
} from '@dirigeo/schemas';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  toast,
} from '@dirigeo/ui';
import { Download, FolderOpen, Plus, Trash } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDownloadDocument } from '../api/download-document.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { searchableText } from '../../../lib/searchable-text.ts';
import { type ListFilterOption, ListToolbar } from '../../../lib/ui/ListToolbar.tsx';
import * as styles from './Documents.css.ts';
import { FileIcon } from './FileIcon.tsx';
import { RelativeDate } from './RelativeDate.tsx';

type CategoryFilter = DocumentCategory | 'all';

const CATEGORY_FILTERS: readonly ListFilterOption<CategoryFilter>[] = [
  { value: 'all', label: 'Toutes les catégories' },
  ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] })),
];

interface DocumentsListProps {
  documents: readonly Document[];
  onAdd: () => void;
  /** For tests: the moment relative dates count from. */
  now?: Date;
}

/** 'Mes documents' (spec 000 §2): search, category filter, newest first, download and delete. */
export function DocumentsList({ documents, onAdd, now }: DocumentsListProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [toDelete, setToDelete] = useState<Document | null>(null);
  const deleteDocument = useDeleteDocument();
  const downloadDocument = useDownloadDocument();

  const shown = useMemo(() => {
    const query = searchableText(search.trim());
    return documents
      .filter((document) => category === 'all' || document.category === category)
      .filter(
        (document) =>
          query === '' ||
          searchableText(document.name).includes(query) ||
          searchableText(document.description ?? '').includes(query),
      )
      .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }, [documents, search, category]);

  if (documents.length === 0) {
    return (
      <div className={styles.emptyState}>
        <FolderOpen aria-hidden="true" className={styles.emptyIcon} />
        <h2 className={styles.emptyTitle}>Aucun document</h2>
        <p className={styles.muted}>Vous n'avez pas encore ajouté de document.</p>
        <Button type="button" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Ajouter un document
        </Button>
      </div>
    );
  }

  const download = async (document: Document) => {
    try {
      await downloadDocument.mutateAsync(document);
      toast({
        title: 'Téléchargement du document',
        description: document.originalFileName,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Erreur',
        description: `Impossible de télécharger le document: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async (document: Document) => {
    try {
      await deleteDocument.mutateAsync(document.id);
      toast({ title: 'Document supprimé', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Erreur',
        description: `Impossible de supprimer le document: ${errorMessage(error)}`,
        variant: 'destructive',
      });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <ListToolbar
        className={styles.toolbar}
        search={{
          id: 'documents-search',
          label: 'Rechercher',
          placeholder: 'Nom ou description',
          value: search,
          onChange: setSearch,
        }}
        filter={{
          id: 'documents-category',
          label: 'Catégorie',
          value: category,
          options: CATEGORY_FILTERS,
          onChange: setCategory,
        }}
      />

      {shown.length === 0 ? (
        <p className={styles.emptyState} role="status">
          Aucun document ne correspond à votre recherche
        </p>
      ) : (
        <Table stacked aria-label="Mes documents">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Nom du document</TableHead>
              <TableHead scope="col">Catégorie</TableHead>
              <TableHead scope="col">Taille</TableHead>
              <TableHead scope="col">Ajouté le</TableHead>
              <TableHead scope="col" className={styles.actionsHead}>
                Actions
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((document) => (
              <TableRow key={document.id}>
                <TableCell>
                  <div className={styles.nameCell}>
                    <FileIcon fileType={document.fileType} />
                    <div className={styles.nameText}>
                      <span className={styles.documentName}>{document.name}</span>
                      {document.description ? (
                        <span className={styles.documentDescription}>{document.description}</span>
                      ) : null}
                    </div>
                  </div>
                </TableCell>
                <TableCell label="Catégorie">
                  <Badge variant="neutral">{DOCUMENT_CATEGORY_LABELS[document.category]}</Badge>
                </TableCell>
                <TableCell label="Taille" className={styles.nowrap}>
                  {formatFileSize(document.fileSize)}
                </TableCell>
                <TableCell label="Ajouté le">
                  <RelativeDate date={document.createdAt} now={now} />
                </TableCell>
                <TableCell>
                  <div className={styles.rowActions}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Télécharger ${document.name}`}
                      title="Télécharger"
                      onClick={() => download(document)}
                    >
                      <Download aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Supprimer ${document.name}`}
                      title="Supprimer"
                      onClick={() => setToDelete(document)}
                    >
                      <Trash aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
            <AlertDialogDescription>
              Cette action est irréversible. Le document « {toDelete?.name} » et son fichier seront
              définitivement supprimés.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleteDocument.isPending}
              onClick={(event) => {
                // Stay open until the server answers; the dialog closes itself then.
                event.preventDefault();
                if (toDelete) void confirmDelete(toDelete);
              }}
            >
              Supprimer
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
