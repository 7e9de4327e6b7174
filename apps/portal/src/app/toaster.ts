// The only module that names the Toaster, so that its chunk (Radix Toast) loads on its own, later.
export { Toaster } from '@dirigeo/ui';
