import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CHOICE } from './fixtures/qti-items';
import { MANIFEST, packageZip } from './fixtures/qti-package';
import { checkedProblems } from './fixtures/report-checks';
import { parseImport } from './parse-import';
import { parseQtiPackage } from './qti';
import { PACKAGE_ENTRIES_MAX } from './qti-package';

/** The problems of a package as [index, name, code, reason], each reason reading back to its code. */
function problemsOf(zip: Uint8Array): Array<[number, string | null, string, string]> {
  return checkedProblems(parseQtiPackage(zip)).map(({ index, name, code, reason }) => [
    index,
    name,
    code,
    reason,
  ]);
}

describe('an IMS QTI 2.1 content package', () => {
  it('takes the items in its test’s order, then the items no test names, each with its keywords as tags', () => {
    const report = parseQtiPackage(packageZip());
    expect(report.problems).toEqual([]);
    expect(
      report.questions.map(({ index, line, name, widgetType, tags }) => [
        index,
        line,
        name,
        widgetType,
        tags,
      ]),
    ).toEqual([
      [1, null, 'Rivers', 'match_it', []],
      [2, null, 'Island of Jakarta', 'short_answer', ['Geography']],
      [3, null, 'Capital of Indonesia', 'multiple_choice', ['Capitals', 'Indonesia']],
      [4, null, 'ASEAN', 'long_form_response', []],
    ]);
  });

  it('takes the items in the manifest’s order when it has no test', () => {
    const untested = MANIFEST.replace(/<resource identifier="test-sea101"[\s\S]*?<\/resource>/, '');
    const report = parseQtiPackage(
      packageZip({ 'imsmanifest.xml': untested, 'tests/sea101/test.xml': undefined }),
    );
    expect(report.questions.map(({ name }) => name)).toEqual([
      'Capital of Indonesia',
      'Island of Jakarta',
      'Rivers',
      'ASEAN',
    ]);
  });

  it('is read from its bytes by the import of QTI; an item file’s bytes are an item, another format’s its text', () => {
    expect(parseImport('qti', packageZip()).questions).toHaveLength(4);
    expect(parseImport('qti', strToU8(CHOICE)).questions.map(({ name }) => name)).toEqual([
      'Capital of Indonesia',
    ]);
    expect(
      parseImport('gift', strToU8('::Capital:: Capital of Indonesia? {=Jakarta ~Bandung}')).questions,
    ).toHaveLength(1);
  });

  it('names each item it cannot take, and a file the package does not hold, by title or file', () => {
    const problems = problemsOf(
      packageZip({
        'items/rivers/qti.xml': '<assessmentItem><itemBody>',
        'items/asean-essay/qti.xml': undefined,
        'items/capital-indonesia/qti.xml': CHOICE.replace('<p>', '<p><img src="flag.png"/>'),
      }),
    );
    expect(problems.map(([index, name, code]) => [index, name, code])).toEqual([
      [1, '../../items/rivers/qti.xml', 'quiz.import.qti'],
      [3, 'Capital of Indonesia', 'quiz.import.media'],
      [4, 'items/asean-essay/qti.xml', 'quiz.import.packageFile'],
    ]);
    expect(problems[2]![3]).toBe('The package does not hold this file: items/asean-essay/qti.xml.');
  });

  it('ignores entries whose path climbs out with .., and a file named above the package is not held', () => {
    const outside = MANIFEST.replace('href="items/rivers/qti.xml">', 'href="../rivers.xml">');
    const zip = packageZip({ 'imsmanifest.xml': undefined, '../imsmanifest.xml': outside });
    expect(problemsOf(zip)).toEqual([
      [
        0,
        null,
        'quiz.import.package',
        'This file is not an IMS content package Kelas can read: no imsmanifest.xml.',
      ],
    ]);
    const climbing = problemsOf(
      packageZip({ 'imsmanifest.xml': outside, 'tests/sea101/test.xml': undefined }),
    );
    expect(climbing[0]).toEqual([
      0,
      null,
      'quiz.import.packageFile',
      'The package does not hold this file: tests/sea101/test.xml.',
    ]);
    const untested = outside.replace(/<resource identifier="test-sea101"[\s\S]*?<\/resource>/, '');
    expect(
      problemsOf(packageZip({ 'imsmanifest.xml': untested })).map(([, name, code]) => [name, code]),
    ).toEqual([['../rivers.xml', 'quiz.import.packageFile']]);
  });

  it('reads a broken zip, a manifest without QTI 2.1 items or a file that is not one as one problem', () => {
    const truncated = packageZip().slice(0, 600);
    expect(problemsOf(truncated).map(([index, , code]) => [index, code])).toEqual([
      [0, 'quiz.import.package'],
    ]);
    const qti12 = MANIFEST.replace(/imsqti_item_xmlv2p1/g, 'imsqti_xmlv1p2').replace(
      /imsqti_test_xmlv2p1/,
      'webcontent',
    );
    expect(problemsOf(packageZip({ 'imsmanifest.xml': qti12 }))).toEqual([
      [
        0,
        null,
        'quiz.import.package',
        'This file is not an IMS content package Kelas can read: no imsqti_item_xmlv2p1 resource, only imsqti_xmlv1p2, webcontent.',
      ],
    ]);
    expect(problemsOf(packageZip({ 'imsmanifest.xml': '<manifest><resources>' }))[0]![3]).toMatch(
      /^This file is not an IMS content package Kelas can read: imsmanifest.xml, line 1: /,
    );
  });

  it('refuses a zip bomb before unpacking it: too many entries, or XML of more than 50 MB', () => {
    const limit = 'Kelas unpacks at most 2000 files and 50 MB from a package.';
    const entries = Object.fromEntries(
      Array.from({ length: PACKAGE_ENTRIES_MAX + 1 }, (_, at) => [`items/${at}.xml`, strToU8('<a/>')]),
    );
    expect(problemsOf(zipSync(entries))).toEqual([[0, null, 'quiz.import.packageSize', limit]]);
    const bomb = zipSync({
      'imsmanifest.xml': strToU8(MANIFEST),
      'items/zeros.xml': new Uint8Array(51 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(200_000);
    expect(problemsOf(bomb)).toEqual([[0, null, 'quiz.import.packageSize', limit]]);
  });
});
