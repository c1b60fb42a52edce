// pdfjs-dist ships no types for its worker entry; Node loads it to run pdf.js's "fake worker".
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
