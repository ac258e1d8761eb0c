import { describe, expect, it } from 'vitest';
import { partsNamedIn } from '../web/i18n/english-sections';

const english = {
  catalogue: { title: 'Courses', empty_one: 'One', empty_other: 'Many' },
  enrolment: { modes: { open: 'Open' } },
  outcomes: { tabLabel: 'Outcomes' },
  fieldReasons: { 'course.name': 'Name' },
};

describe('the English parts a module names', () => {
  it('reads keys from strings, JSX and templates, a name built at run time meaning the whole section', () => {
    const code = [
      "const title = t('catalogue.title');",
      `const mode = (m: string) => t(\`enrolment.modes.\${m}\`);`,
      'const label = <Trans i18nKey="catalogue.empty" />;',
    ].join('\n');
    expect(partsNamedIn(code, english).sort()).toEqual([
      'catalogue.empty',
      'catalogue.title',
      'enrolment.modes',
    ]);
    expect(partsNamedIn(`const section = (k: string) => t(\`outcomes.\${k}\`);`, english, 'ts')).toEqual([
      'outcomes',
    ]);
  });

  it('never reads a comment, a regular expression, a type or a left-out section', () => {
    const code = [
      "/** keyed by top-level field ('outcomes.2' → 'outcomes') */",
      "// 'catalogue.title'",
      'const quote = /[\'"]catalogue.title/;',
      `const reason = t(\`fieldReasons.\${code}\`);`,
      `type Listed = 'catalogue.title' | \`outcomes.\${string}\`;`,
      "const key = 'enrolment.modes' as 'catalogue.title';",
    ].join('\n');
    expect(partsNamedIn(code, english, 'ts')).toEqual(['enrolment.modes']);
  });
});
