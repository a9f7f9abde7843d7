import type { AppModule } from '../../app-module.ts';
import type { PdfState } from './pdf-state.ts';
import { PdfApp } from './pdf-app.ts';

/** The pdf app (see the README's Apps section). */
export const pdfApp: AppModule<'pdf', PdfState> = {
  name: 'pdf',
  create: () => new PdfApp(),
  seed: { folder: 'seed/pdf/', files: 'PDF documents (read-only)' },
};
