/**
 * The tags of a category path such as `$course$/top/Unit 1/Fractions`: its category names, without
 * the context (`$course$`, `$system$`…) and the `top` every context has; `//` is a `/` in a name.
 */
export function categoryPathTags(path: string): string[] {
  const names = path
    .trim()
    .replace(/^\$[a-z]+\$(\/|$)/, '')
    .split(/(?<!\/)\/(?!\/)/)
    .map((name) => name.replace(/\/\//g, '/').trim());
  if (names[0] === 'top') names.shift();
  return [...new Set(names.filter(Boolean))];
}
