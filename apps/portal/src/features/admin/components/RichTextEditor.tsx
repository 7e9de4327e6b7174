import { Button, Label } from '@dirigeo/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect } from 'react';
import * as styles from './Admin.css.ts';

interface RichTextEditorProps {
  id: string;
  label: string;
  /** HTML. */
  value: string;
  /** HTML, or '' when the text is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

interface ToolProps {
  icon: LucideIcon;
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ icon: Icon, label, pressed, disabled, onClick }: ToolProps) {
  return (
    <Button
      type="button"
      variant={pressed ? 'secondary' : 'ghost'}
      size="icon"
      aria-label={label}
      title={label}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
      disabled={disabled}
      // Keep the text's selection: the button acts on it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The editable area's attributes: its label, hint and error links, and the error state. */
function editorAttributes(
  id: string,
  labelId: string,
  describedBy: string | undefined,
  invalid: boolean,
): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    'aria-invalid': String(invalid),
    class: styles.prose,
  };
}

/**
 * The article's body in Tiptap (ProseMirror): paragraphs, intertitles (h2, h3), bold, italic,
 * lists, quotes and links, written as HTML. Links accept http(s) and mailto only (Tiptap's own
 * check refuses `javascript:`); the server sanitises the HTML again on every write anyway.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: {
      attributes: editorAttributes(id, labelId, describedBy, invalid),
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // The error state and its message follow the form's validation.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: editorAttributes(id, labelId, describedBy, invalid),
      },
    });
  }, [editor, id, labelId, describedBy, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const editLink = () => {
    if (!editor) return;
    const current =
      typeof editor.getAttributes('link').href === 'string' ? String(editor.getAttributes('link').href) : '';
    const href = window.prompt('Adresse du lien (laisser vide pour retirer le lien)', current);
    if (href === null) return;
    if (href.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div>
      <Label id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </Label>
      <div className={styles.editorFrame} data-invalid={invalid}>
        <div
          className={styles.editorToolbar}
          role="toolbar"
          aria-label="Mise en forme du texte"
          aria-controls={id}
        >
          <Tool
            icon={Heading2}
            label="Intertitre"
            pressed={state?.h2}
            onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
          />
          <Tool
            icon={Heading3}
            label="Sous-intertitre"
            pressed={state?.h3}
            onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
          />
          <Tool icon={Bold} label="Gras" pressed={state?.bold} onClick={() => chain()?.toggleBold().run()} />
          <Tool
            icon={Italic}
            label="Italique"
            pressed={state?.italic}
            onClick={() => chain()?.toggleItalic().run()}
          />
          <Tool
            icon={List}
            label="Liste à puces"
            pressed={state?.bulletList}
            onClick={() => chain()?.toggleBulletList().run()}
          />
          <Tool
            icon={ListOrdered}
            label="Liste numérotée"
            pressed={state?.orderedList}
            onClick={() => chain()?.toggleOrderedList().run()}
          />
          <Tool
            icon={Quote}
            label="Citation"
            pressed={state?.blockquote}
            onClick={() => chain()?.toggleBlockquote().run()}
          />
          <Tool icon={Link2} label="Lien" pressed={state?.link} onClick={editLink} />
          <Tool
            icon={Undo2}
            label="Annuler la dernière modification"
            disabled={!state?.canUndo}
            onClick={() => chain()?.undo().run()}
          />
          <Tool
            icon={Redo2}
            label="Rétablir"
            disabled={!state?.canRedo}
            onClick={() => chain()?.redo().run()}
          />
        </div>
        <EditorContent editor={editor} className={styles.editorContent} />
      </div>
    </div>
  );
}
