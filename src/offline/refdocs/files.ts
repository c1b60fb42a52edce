import type { ServiceContext } from '@/offline/platform/context';
import type { StoredFile } from '@/offline/platform/store/file-store';
import type { ProjectRow } from '@/offline/projects';
import type { RefDocRow } from './rows';
import { loadPdfReport } from '@/offline/reports';

/** The demo print specification of a project: a real PDF a printer would recognise. */
async function renderPrintSpecification(
  project: ProjectRow,
  generatedAt: Date,
): Promise<Uint8Array> {
  // The PDF writer and its fonts load with the first generated document, not with the service.
  const { renderPdfReport } = await loadPdfReport();
  return renderPdfReport({
    title: `Print specification: ${project.name}`,
    subtitle: [project.customer, project.design].filter(Boolean).join(' · '),
    generatedAt,
    sections: [
      {
        heading: 'Print process',
        fields: [
          {
            label: 'Process',
            value: 'Flexography, 6 colours (CMYK + Pantone 7406 C + opaque white)',
          },
          { label: 'Screen', value: '150 lpi, elliptical dot' },
          { label: 'Substrate', value: 'Liquid packaging board 260 g/m², PE coated' },
          {
            label: 'Finish',
            value: 'Matte varnish overall, gloss spot varnish on the product image',
          },
        ],
      },
      {
        heading: 'Artwork rules',
        table: {
          columns: ['Rule', 'Value'],
          widths: [2, 3],
          rows: [
            ['Bleed', '3 mm on every cut edge'],
            ['Safe area', '5 mm inside the cut and fold lines'],
            ['Minimum text size', '6 pt (x-height at least 1.2 mm for legal text)'],
            ['Minimum line weight', '0.15 mm positive, 0.2 mm reversed'],
            ['Barcode', 'EAN-13, magnification 80-100%, black on white, 2.5 mm quiet zones'],
            ['Colour tolerance', 'Delta E 2000 at most 2.0 against the signed proof'],
          ],
        },
      },
      {
        heading: 'Files',
        paragraphs: [
          'Supply print-ready PDF/X-4 with fonts embedded and the dieline on a separate spot layer named "Dieline" set to overprint.',
          'Each new artwork version is uploaded with the same file name so that reviewers see it as the next version of the asset.',
        ],
      },
    ],
  });
}

/**
 * A stored reference document file; seeded demo documents are generated on first use
 * (the seed writes only rows). Undefined when the file is not there.
 */
export async function readRefDocFile(
  ctx: ServiceContext,
  row: RefDocRow,
): Promise<StoredFile | undefined> {
  if (row.fileKey === null) return undefined;
  const stored = await ctx.files.get(row.fileKey);
  if (stored || row.source?.kind !== 'demo') return stored;
  const project = ctx.db.get('projects', row.projectUID);
  if (!project) return undefined;
  const bytes = await renderPrintSpecification(project, new Date(row.created));
  const contentType = row.contentType ?? 'application/pdf';
  await ctx.files.put(row.fileKey, bytes, contentType);
  // The seed's size is an estimate; the generated file has the exact one.
  if (ctx.db.get('refDocs', row.refDocUID)?.fileSize !== bytes.byteLength) {
    ctx.db.update('refDocs', row.refDocUID, { fileSize: bytes.byteLength });
    await ctx.commit();
  }
  return { bytes, contentType };
}
