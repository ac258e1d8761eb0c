import { strToU8, type Zippable, zipSync } from 'fflate';
import { QTI_NAMESPACE, QTI_SCHEMA_LOCATION, type QtiItem, XSI_NAMESPACE } from './qti-writer';
import { element, escapedText, parent, xmlFile } from './xml-markup';

const CP_NAMESPACE = 'http://www.imsglobal.org/xsd/imscp_v1p1';
const LOM_NAMESPACE = 'http://ltsc.ieee.org/xsd/LOM';
const SCHEMA_LOCATIONS = [
  `${CP_NAMESPACE} http://www.imsglobal.org/xsd/imscp_v1p1.xsd`,
  `${LOM_NAMESPACE} http://www.imsglobal.org/xsd/imsmd_loose_v1p3p2.xsd`,
].join(' ');
const MANIFEST = 'imsmanifest.xml';
const TEST = 'assessment-test.xml';

const itemPath = (item: QtiItem) => `items/${item.identifier}.xml`;

/**
 * An IMS content package (IMS CP 1.1) of QTI 2.1 items, as a zip, which common/domain/quiz/import/
 * qti-package.ts reads back: `imsmanifest.xml` with an `imsqti_item_xmlv2p1` resource for each
 * item (its file under `items/`, its tags as LOM keywords), and an `assessmentTest` named `title`
 * that takes the items in the bank's order (an `imsqti_test_xmlv2p1` resource depending on them).
 */
export function qtiPackage(items: readonly QtiItem[], title: string): Uint8Array {
  const files: Zippable = { [MANIFEST]: strToU8(manifest(items)) };
  if (items.length > 0) files[TEST] = strToU8(assessmentTest(items, title));
  for (const item of items) files[itemPath(item)] = strToU8(item.xml);
  return zipSync(files);
}

function manifest(items: readonly QtiItem[]): string {
  const resources = items.map((item) =>
    parent('resource', { identifier: item.identifier, type: 'imsqti_item_xmlv2p1', href: itemPath(item) }, [
      keywords(item.tags),
      element('file', { href: itemPath(item) }),
    ]),
  );
  const test =
    items.length > 0
      ? parent('resource', { identifier: 'assessment-test', type: 'imsqti_test_xmlv2p1', href: TEST }, [
          element('file', { href: TEST }),
          ...items.map((item) => element('dependency', { identifierref: item.identifier })),
        ])
      : '';
  const root = parent(
    'manifest',
    {
      xmlns: CP_NAMESPACE,
      'xmlns:imsmd': LOM_NAMESPACE,
      'xmlns:xsi': XSI_NAMESPACE,
      identifier: 'kelas-question-bank',
      'xsi:schemaLocation': SCHEMA_LOCATIONS,
    },
    [
      parent('metadata', {}, [
        element('schema', {}, 'QTIv2.1 Package'),
        element('schemaversion', {}, '1.0.0'),
      ]),
      element('organizations'),
      parent('resources', {}, [...resources, test]),
    ],
  );
  return xmlFile(root);
}

/** A resource's tags as the keywords of its LOM metadata (qti-manifest.ts reads them so). */
function keywords(tags: readonly string[]): string {
  if (tags.length === 0) return '';
  const keyword = (tag: string) =>
    parent('imsmd:keyword', {}, [element('imsmd:string', {}, escapedText(tag))]);
  return parent('metadata', {}, [parent('imsmd:lom', {}, [parent('imsmd:general', {}, tags.map(keyword))])]);
}

/** A test of one part and one section taking every item once, in order. */
function assessmentTest(items: readonly QtiItem[], title: string): string {
  const normalized = title.replace(/\s+/g, ' ').trim();
  const refs = items.map((item) =>
    element('assessmentItemRef', { identifier: item.identifier, href: itemPath(item) }),
  );
  const section = parent(
    'assessmentSection',
    { identifier: 'questions', title: normalized, visible: true },
    refs,
  );
  const part = parent(
    'testPart',
    { identifier: 'part-1', navigationMode: 'nonlinear', submissionMode: 'simultaneous' },
    [section],
  );
  const root = parent(
    'assessmentTest',
    {
      xmlns: QTI_NAMESPACE,
      'xmlns:xsi': XSI_NAMESPACE,
      'xsi:schemaLocation': QTI_SCHEMA_LOCATION,
      identifier: 'assessment-test',
      title: normalized,
    },
    [part],
  );
  return xmlFile(root);
}
