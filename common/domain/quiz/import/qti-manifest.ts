import { QuestionFileFailure, quote } from '../question-file-failure';
import { packagePath } from './qti-package';
import { descendants, nameOf, xmlRoot } from './qti-xml';
import { attribute, element, elements, ownText, type XmlElement } from './xml-element';

const MANIFEST = 'imsmanifest.xml';
const ITEM = /^imsqti_item_xmlv2p[12]$/;
const TEST = /^imsqti_test_xmlv2p[12]$/;

/** An item of a package: its file as the package names it, its path in the package, and its tags. */
export interface PackageItem {
  href: string;
  /** Null when the address leaves the package. */
  path: string | null;
  tags: string[];
}

/**
 * The items of an IMS content package, in order: those of its tests (`imsqti_test_xmlv2p1`
 * resources, their `assessmentItemRef`s in the order a learner meets them), then the item resources
 * (`imsqti_item_xmlv2p1`) no test names, in the manifest's order; each once. An item resource's
 * LOM keywords are its tags. A package without a manifest, a test it does not hold, or no item
 * resource at all fails saying so.
 */
export function packageItems(files: ReadonlyMap<string, string>): PackageItem[] {
  const manifest = files.get(MANIFEST);
  if (manifest === undefined) {
    throw new QuestionFileFailure('quiz.import.package', { detail: `no ${MANIFEST}` });
  }
  const { root } = xmlRoot(manifest, 'quiz.import.package', MANIFEST);
  if (nameOf(root) !== 'manifest') {
    throw new QuestionFileFailure('quiz.import.package', {
      detail: quote(`<${nameOf(root)}> instead of <manifest>`),
    });
  }
  const resources = elements(element(root, 'resources'), 'resource');
  const typed = (type: RegExp) =>
    resources.filter((resource) => type.test(attribute(resource, 'type') ?? ''));
  const items = typed(ITEM).map((resource) => placed(MANIFEST, hrefOf(resource), keywordsOf(resource)));
  if (items.length === 0) {
    const types = [...new Set(resources.map((resource) => attribute(resource, 'type') ?? ''))].filter(
      Boolean,
    );
    const found = types.length > 0 ? `, only ${quote(types.join(', '))}` : '';
    throw new QuestionFileFailure('quiz.import.package', {
      detail: `no imsqti_item_xmlv2p1 resource${found}`,
    });
  }
  const tagsOf = new Map(items.map((item) => [item.path, item.tags]));
  const tested = typed(TEST)
    .flatMap((test) => testHrefs(files, hrefOf(test)))
    .map(({ from, href }) => placed(from, href, []))
    .map((item) => ({ ...item, tags: tagsOf.get(item.path) ?? [] }));
  const seen = new Set<string>();
  return [...tested, ...items].filter((item) => {
    const key = item.path ?? item.href;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function placed(from: string, href: string, tags: string[]): PackageItem {
  return { href, path: packagePath(from, href), tags };
}

/** A resource's file: its `href`, or its first `<file>`'s. */
function hrefOf(resource: XmlElement): string {
  return attribute(resource, 'href') ?? attribute(element(resource, 'file'), 'href') ?? '';
}

/** The items a test names, in order, each with the test's path, which its `href` is written from. */
function testHrefs(
  files: ReadonlyMap<string, string>,
  testHref: string,
): Array<{ from: string; href: string }> {
  const from = packagePath(MANIFEST, testHref);
  const test = from === null ? undefined : files.get(from);
  if (from === null || test === undefined) {
    throw new QuestionFileFailure('quiz.import.packageFile', { file: quote(testHref) });
  }
  const { root } = xmlRoot(test, 'quiz.import.package', from);
  return descendants(root, (name) => name === 'assessmentItemRef').map((ref) => ({
    from,
    href: attribute(ref, 'href') ?? '',
  }));
}

/** The words of a resource's LOM `<keyword>`s (`<string>`, or `<langstring>` in LOM 1.2), each once. */
function keywordsOf(resource: XmlElement): string[] {
  const general = element(element(element(resource, 'metadata'), 'lom'), 'general');
  const words = elements(general, 'keyword')
    .flatMap((keyword) => [...elements(keyword, 'string'), ...elements(keyword, 'langstring')])
    .map((word) => ownText(word).replace(/\s+/g, ' ').trim());
  return [...new Set(words.filter(Boolean))];
}
