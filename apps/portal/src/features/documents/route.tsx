import { errorMessage } from '../../lib/api-client.ts';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '@dirigeo/ui';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useDocuments } from './api/get-documents.ts';
import { PageHeader } from '../../lib/ui/PageHeader.tsx';
import { PageSpinner } from '../../lib/ui/PageSpinner.tsx';
import { DocumentsList } from './components/DocumentsList.tsx';
import { UploadDocumentForm } from './components/UploadDocumentForm.tsx';
import * as styles from './components/Documents.css.ts';

type DocumentsTab = 'list' | 'upload';

/** /documents (spec 000 §2): 'Mes documents' and 'Ajouter un document'; ?action=upload opens the second. */
export default function DocumentsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: DocumentsTab = searchParams.get('action') === 'upload' ? 'upload' : 'list';
  const documents = useDocuments();

  const showTab = (next: DocumentsTab) =>
    setSearchParams(next === 'upload' ? { action: 'upload' } : {}, { replace: true });

  return (
    <>
      <PageHeader
        title="Documents"
        description="Conservez vos documents de paie, sociaux et fiscaux."
        actions={
          tab === 'list' ? (
            <Button type="button" onClick={() => showTab('upload')}>
              <Plus aria-hidden="true" />
              Ajouter un document
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onValueChange={(value) => showTab(value === 'upload' ? 'upload' : 'list')}>
        <TabsList>
          <TabsTrigger value="list">Mes documents</TabsTrigger>
          <TabsTrigger value="upload">Ajouter un document</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          {documents.isPending ? (
            <PageSpinner label="Chargement des documents…" />
          ) : documents.isError ? (
            <p role="alert" className={styles.emptyState}>
              Impossible de charger vos documents : {errorMessage(documents.error)}
            </p>
          ) : (
            <DocumentsList documents={documents.data} onAdd={() => showTab('upload')} />
          )}
        </TabsContent>
        <TabsContent value="upload">
          <UploadDocumentForm onUploaded={() => showTab('list')} onCancel={() => showTab('list')} />
        </TabsContent>
      </Tabs>
    </>
  );
}
