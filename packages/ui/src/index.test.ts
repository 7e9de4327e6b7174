import { describe, expect, it } from 'vitest';
import * as ui from './index.ts';
import * as theme from './theme/index.ts';

// The portal and the marketing site are written against these names: removing or renaming one
// breaks them, so it must be a deliberate change of this list.
const components = [
  'Button',
  'Input',
  'Textarea',
  'Label',
  'FieldError',
  'Checkbox',
  'Select',
  'NativeSelect',
  'SelectTrigger',
  'SelectValue',
  'SelectContent',
  'SelectItem',
  'Dialog',
  'DialogTrigger',
  'DialogContent',
  'DialogTitle',
  'DialogDescription',
  'DialogFooter',
  'DialogClose',
  'AlertDialog',
  'AlertDialogTrigger',
  'AlertDialogContent',
  'AlertDialogTitle',
  'AlertDialogDescription',
  'AlertDialogFooter',
  'AlertDialogCancel',
  'AlertDialogAction',
  'Tabs',
  'TabsList',
  'TabsTrigger',
  'TabsContent',
  'Toaster',
  'toast',
  'useToast',
  'Switch',
  'Badge',
  'Card',
  'CardHeader',
  'CardTitle',
  'CardDescription',
  'CardContent',
  'CardFooter',
  'Table',
  'TableHeader',
  'TableBody',
  'TableRow',
  'TableHead',
  'TableCell',
  'TableCaption',
  'Spinner',
  'DropdownMenu',
  'DropdownMenuTrigger',
  'DropdownMenuContent',
  'DropdownMenuItem',
  'DropdownMenuSeparator',
  'DropdownMenuLabel',
  'Progress',
  'RadioGroup',
  'RadioGroupItem',
  'Accordion',
  'AccordionItem',
  'AccordionTrigger',
  'AccordionContent',
  'Skeleton',
  'Separator',
  'VisuallyHidden',
];

describe('public API', () => {
  it.each(components)('@dirigeo/ui exports %s', (name) => {
    expect(ui).toHaveProperty(name);
    expect(Reflect.get(ui, name)).toBeTruthy();
  });

  it('@dirigeo/ui/theme exports the theme class and the token variables', () => {
    expect(typeof theme.themeClass).toBe('string');
    expect(theme.vars.color.primary).toMatch(/^var\(--/);
  });
});
