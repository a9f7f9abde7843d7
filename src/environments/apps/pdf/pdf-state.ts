/** What the pdf app offers checks: the folder of its documents. */
export interface PdfState {
  /** Folder holding the pdf app's documents. */
  pdfFolder: string;
}
