import { errorMessage } from '../../../lib/api-client.ts';
import type { BlogImportReport } from '@dirigeo/schemas';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  toast,
} from '@dirigeo/ui';
import { useState } from 'react';
import { useImportArticles } from '../api/import-articles.ts';
import * as styles from './Admin.css.ts';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The file's text (FileReader: every browser, and the tests' jsdom, which has no `Blob.text`). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
    reader.readAsText(file);
  });
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

function Refs({ title, items }: { title: string; items: BlogImportReport['created'] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className={styles.question}>{title}</h3>
      <ul className={styles.reportList}>
        {items.map((item) => (
          <li key={item.position}>
            {item.title} <span className={styles.muted}>(/blog/{item.slug})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Import JSON' (issue 15): a file in the export's format is read, checked by the server (a dry
 * run), and what it would create, update or reject is shown, each rejection with its reasons.
 * 'Importer' applies it in one transaction; it stays disabled while an article is rejected,
 * since the server would then apply nothing.
 */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const importer = useImportArticles();
  const [file, setFile] = useState<{ name: string; content: unknown } | null>(null);
  const [report, setReport] = useState<BlogImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setProblem(null);
    importer.reset();
  };

  const check = async (selected: File | undefined) => {
    reset();
    if (!selected) return;
    let text: string;
    try {
      text = await readText(selected);
    } catch {
      setProblem(`« ${selected.name} » n'a pas pu être lu.`);
      return;
    }
    let content: unknown;
    try {
      content = JSON.parse(text);
    } catch {
      setProblem(`« ${selected.name} » n'est pas un fichier JSON valide.`);
      return;
    }
    setFile({ name: selected.name, content });
    try {
      setReport(await importer.mutateAsync({ file: content, dryRun: true }));
    } catch (error) {
      setProblem(`Le fichier ne peut pas être importé : ${errorMessage(error)}`);
    }
  };

  const apply = async () => {
    if (!file) return;
    try {
      const applied = await importer.mutateAsync({ file: file.content, dryRun: false });
      toast({
        title: 'Import terminé',
        description: `${count(applied.created.length, 'article créé', 'articles créés')}, ${count(applied.updated.length, 'article mis à jour', 'articles mis à jour')}.`,
        variant: 'success',
      });
      changeOpen(false);
    } catch (error) {
      setProblem(`L'import n'a pas été fait : ${errorMessage(error)}`);
    }
  };

  // Every way out (Fermer, Escape, the cross, outside) forgets the file: reopened, the dialog
  // must not offer to import a file it no longer shows.
  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const changes = report ? report.created.length + report.updated.length : 0;
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Importer des articles</DialogTitle>
          <DialogDescription>
            Un fichier JSON au format de l'export. Rien n'est écrit avant que vous confirmiez, et rien du tout
            si un article est rejeté.
          </DialogDescription>
        </DialogHeader>
        <div className={styles.form}>
          <div>
            <Label htmlFor="import-file">Fichier JSON à importer</Label>
            <input
              id="import-file"
              type="file"
              accept="application/json,.json"
              onChange={(event) => void check(event.target.files?.[0])}
            />
          </div>
          {importer.isPending ? <p role="status">Vérification…</p> : null}
          {problem ? (
            <p role="alert" className={styles.rejected}>
              {problem}
            </p>
          ) : null}
          {report ? (
            <section aria-label="Résultat de la vérification" aria-live="polite" className={styles.form}>
              <p>
                {count(report.created.length, 'article à créer', 'articles à créer')},{' '}
                {count(report.updated.length, 'à mettre à jour', 'à mettre à jour')},{' '}
                {count(report.unchanged.length, 'inchangé', 'inchangés')},{' '}
                {count(report.rejected.length, 'rejeté', 'rejetés')}.
              </p>
              <Refs title="À créer" items={report.created} />
              <Refs title="À mettre à jour" items={report.updated} />
              {report.rejected.length > 0 ? (
                <div>
                  <h3 className={styles.question}>Rejetés</h3>
                  <ul className={styles.reportList}>
                    {report.rejected.map((item) => (
                      <li key={item.position} className={styles.rejected}>
                        Article n° {item.position}
                        {item.title ? ` « ${item.title} »` : ''}
                        {item.slug ? ` (${item.slug})` : ''} : {item.reasons.join(' ; ')}
                      </li>
                    ))}
                  </ul>
                  <p>
                    Corrigez le fichier puis choisissez-le à nouveau : aucun article n'est importé tant qu'un
                    article est rejeté.
                  </p>
                </div>
              ) : null}
            </section>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
            Fermer
          </Button>
          <Button
            type="button"
            disabled={!report || report.rejected.length > 0 || changes === 0 || importer.isPending}
            onClick={() => void apply()}
          >
            Importer
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
