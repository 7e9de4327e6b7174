// @dirigeo/ui: Dirigeo's components. Importing any of them also loads the theme's global styles;
// put `themeClass` (from '@dirigeo/ui/theme') on <html> so the tokens apply everywhere.
import './theme/index.ts';

export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from './components/Accordion/Accordion.tsx';
export {
  AlertDialog,
  AlertDialogAction,
  type AlertDialogActionProps,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './components/AlertDialog/AlertDialog.tsx';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge.tsx';
export { badgeVariants } from './components/Badge/Badge.css.ts';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button/Button.tsx';
export { buttonSizes, buttonVariants } from './components/Button/Button.css.ts';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/Card/Card.tsx';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/Dialog/Dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/DropdownMenu/DropdownMenu.tsx';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError.tsx';
export { Input, type InputProps } from './components/Input/Input.tsx';
export { NativeSelect, type NativeSelectProps } from './components/NativeSelect/NativeSelect.tsx';
export { Label, type LabelProps } from './components/Label/Label.tsx';
export { Progress, type ProgressProps } from './components/Progress/Progress.tsx';
export { RadioGroup, RadioGroupItem } from './components/RadioGroup/RadioGroup.tsx';
export {
  SCROLL_AREA_HIDE_DELAY_MS,
  ScrollArea,
  type ScrollAreaProps,
} from './components/ScrollArea/ScrollArea.tsx';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  type SelectTriggerProps,
  SelectValue,
} from './components/Select/Select.tsx';
export { Separator } from './components/Separator/Separator.tsx';
export { Skeleton } from './components/Skeleton/Skeleton.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner.tsx';
export { Switch, type SwitchProps } from './components/Switch/Switch.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './components/Table/Table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs/Tabs.tsx';
export { Textarea, type TextareaProps } from './components/Textarea/Textarea.tsx';
export { type ToastVariant, toastVariants } from './components/Toast/Toast.css.ts';
export { dismiss as dismissToast, type ToastOptions, toast } from './components/Toast/toast-store.ts';
export { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, Toaster } from './components/Toast/Toaster.tsx';
export { useToast } from './components/Toast/use-toast.ts';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden.tsx';
