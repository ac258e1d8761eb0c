/** A rich-text block: HTML the server sanitised when it was stored and again when it was read. */
export function RichTextBlock({ setupData }: { setupData: Record<string, unknown> }) {
  const html = typeof setupData.html === 'string' ? setupData.html : '';
  return (
    <div
      className="prose max-w-none text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list (security/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
