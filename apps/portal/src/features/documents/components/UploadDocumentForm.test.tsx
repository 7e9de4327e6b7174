import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { UploadDocumentForm } from './UploadDocumentForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function pdf(name: string, bytes = 1234): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Ajouter le document' }));

describe('UploadDocumentForm', () => {
  it('asks for the name, the category and the file', async () => {
    renderWithProviders(<UploadDocumentForm onUploaded={vi.fn()} onCancel={vi.fn()} />);
    await submit();
    expect(await screen.findByText('Le nom du document est requis')).toBeInTheDocument();
    expect(screen.getByText('La catégorie est requise')).toBeInTheDocument();
    expect(screen.getByText('Un fichier est requis')).toBeInTheDocument();
  });

  it('fills an empty name from the dropped file name', async () => {
    renderWithProviders(<UploadDocumentForm onUploaded={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.drop(screen.getByTestId('dropzone'), {
      dataTransfer: { files: [pdf('attestation_urssaf-2026.pdf')] },
    });
    expect(await screen.findByLabelText('Nom du document')).toHaveValue('attestation urssaf 2026');
    expect(screen.getByText(/Fichier choisi : attestation_urssaf-2026\.pdf/)).toBeInTheDocument();
  });

  it('keeps a name already typed', async () => {
    renderWithProviders(<UploadDocumentForm onUploaded={vi.fn()} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Nom du document'), 'Mon contrat');
    await userEvent.upload(fileInput(), pdf('contrat.pdf'));
    expect(screen.getByLabelText('Nom du document')).toHaveValue('Mon contrat');
  });

  it('refuses a file over 10 MB and a type that is not accepted before sending', async () => {
    renderWithProviders(<UploadDocumentForm onUploaded={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.drop(screen.getByTestId('dropzone'), {
      dataTransfer: { files: [pdf('gros.pdf', 10 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByText('Le fichier dépasse la taille maximale de 10 MB')).toBeInTheDocument();
    fireEvent.drop(screen.getByTestId('dropzone'), {
      dataTransfer: { files: [new File(['x'], 'script.exe', { type: 'application/octet-stream' })] },
    });
    expect(
      await screen.findByText('Type de fichier non accepté : PDF, Word, Excel, JPG ou PNG uniquement'),
    ).toBeInTheDocument();
  });

  it('sends the fields and the file, then goes back to the list', async () => {
    const sent: FormData[] = [];
    class FakeXhr extends EventTarget {
      status = 201;
      statusText = 'Created';
      responseText = '';
      withCredentials = false;
      upload = new EventTarget();
      open() {}
      setRequestHeader() {}
      send(body: FormData) {
        sent.push(body);
        this.responseText = JSON.stringify({
          id: 7,
          userId: 1,
          name: body.get('name'),
          description: null,
          fileUrl: '/api/documents/7/file',
          fileType: 'application/pdf',
          fileSize: 1234,
          originalFileName: 'contrat.pdf',
          category: body.get('category'),
          createdAt: '2026-03-10T12:00:00.000Z',
        });
        queueMicrotask(() => this.dispatchEvent(new Event('load')));
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onUploaded = vi.fn();
    renderWithProviders(<UploadDocumentForm onUploaded={onUploaded} onCancel={vi.fn()} />);
    await userEvent.upload(fileInput(), pdf('contrat.pdf'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fiscal' }));
    await submit();
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(sent[0]?.get('name')).toBe('contrat');
    expect(sent[0]?.get('category')).toBe('tax');
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
  });
});
