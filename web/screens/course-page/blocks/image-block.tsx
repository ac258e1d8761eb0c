/** An image block: the picture at the address the server gave it, loaded when scrolled near. */
export function ImageBlock({ setupData }: { setupData: Record<string, unknown> }) {
  const url = typeof setupData.url === 'string' ? setupData.url : null;
  if (!url) return null;
  return (
    <img
      src={url}
      alt={typeof setupData.alt === 'string' ? setupData.alt : ''}
      loading="lazy"
      decoding="async"
      className="h-auto w-full max-w-full rounded-lg"
    />
  );
}
