/**
 * How many image XObjects the pages of a PDF name in their resources (pdfkit writes them as
 * `/XObject << /I1 8 0 R … >>`, uncompressed): for tests. pdf.js, which unpdf wraps, cannot list a
 * page's operators on Node 20, so the resources are read from the file itself.
 */
export function imageXObjectCount(pdf: Buffer): number {
  const names = new Set<string>();
  for (const [, entries] of pdf.toString('latin1').matchAll(/\/XObject\s*<<([^>]*)>>/g)) {
    for (const [, name] of entries!.matchAll(/\/(\w+)\s+\d+\s+\d+\s+R/g)) names.add(name!);
  }
  return names.size;
}
