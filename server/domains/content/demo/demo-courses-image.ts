import sharp from 'sharp';

/** The two colours a demo course's images are drawn in. */
export interface DemoTheme {
  primary: string;
  secondary: string;
}

// A small deterministic generator, so a course gets the same picture on every seed.
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A picture drawn by the project (no third-party licence): a diagonal gradient in the theme's
 * colours with translucent circles and a rotated square, as a WebP of `width`×`height`.
 */
export async function drawDemoImage(
  theme: DemoTheme,
  seed: number,
  width = 1200,
  height = 675,
): Promise<Buffer> {
  const next = sequence(seed);
  const circles = Array.from({ length: 4 }, () => {
    const r = Math.round(height * (0.12 + next() * 0.3));
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${r}" fill="#ffffff" fill-opacity="${(0.08 + next() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const side = Math.round(height * 0.35);
  const square = `<rect x="${Math.round(width * 0.62)}" y="${Math.round(height * 0.28)}" width="${side}" height="${side}" rx="24" fill="${theme.secondary}" fill-opacity="0.55" transform="rotate(${Math.round(next() * 40 - 20)} ${Math.round(width * 0.62 + side / 2)} ${Math.round(height * 0.28 + side / 2)})"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.primary}"/><stop offset="1" stop-color="${theme.secondary}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${square}
<rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.7)}" width="${Math.round(width * 0.3)}" height="${Math.round(height * 0.05)}" rx="8" fill="#ffffff" fill-opacity="0.7"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
