import type { SectionSettings } from '../../../common/api/page-layout';
import type { ContentWidgetType } from '../../../common/domain/widgets';

/** A block of a starter template: its widget and setup data (validated by WIDGET_SETUP when written). */
export interface StarterBlock {
  widgetType: ContentWidgetType;
  setupData: Record<string, unknown>;
}

/** A page template shipped with the product; creators replace the bracketed prompts with their own. */
export interface StarterTemplate {
  /** Stable key: the row's `key`, and the web's translation key for its name and description. */
  key: string;
  name: string;
  description: string;
  sections: Array<{ settings: Partial<SectionSettings>; blocks: StarterBlock[] }>;
}

const text = (...parts: string[]): StarterBlock => ({
  widgetType: 'rich_text',
  setupData: { html: parts.join('') },
});
const emptyVideo: StarterBlock = { widgetType: 'video', setupData: { source: 'link', url: '' } };

/** The starter set, in the order the page helper lists it. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'introduction',
    name: 'Introduction',
    description: 'Welcome learners, say what the course or module covers and how to get the most from it.',
    sections: [
      {
        settings: { heading: 'Welcome', background: 'brand' },
        blocks: [
          text(
            '<h2>Welcome to [course or module name]</h2>',
            '<p>[Say in two or three sentences who this is for and why it matters to them.]</p>',
            '<p>[Describe the problem or opportunity this course helps learners with.]</p>',
          ),
          emptyVideo,
        ],
      },
      {
        settings: { heading: 'What you will learn', columns: 2 },
        blocks: [
          text(
            '<h3>By the end you will be able to</h3>',
            '<ul><li>[First learning outcome, starting with a verb such as explain, apply or compare]</li>',
            '<li>[Second learning outcome]</li><li>[Third learning outcome]</li></ul>',
          ),
          text(
            '<h3>How this works</h3>',
            '<ul><li><strong>Time:</strong> [about how many hours a week]</li>',
            '<li><strong>Activities:</strong> [readings, videos, discussions, tasks]</li>',
            '<li><strong>Support:</strong> [where to ask questions and how soon to expect an answer]</li></ul>',
          ),
        ],
      },
      {
        settings: { heading: 'Before you start', background: 'subtle' },
        blocks: [
          text(
            '<p>[List anything learners need first: prior knowledge, software, materials.]</p>',
            '<p><em>Tip: introduce yourself to the group and share one thing you hope to learn.</em></p>',
          ),
        ],
      },
    ],
  },
  {
    key: 'reading',
    name: 'Reading',
    description:
      'A text lesson with a purpose, headed sections, key terms and questions to check understanding.',
    sections: [
      {
        settings: { heading: 'Before you read', background: 'subtle' },
        blocks: [
          text(
            '<p><strong>Why this matters:</strong> [one sentence on what learners will be able to do after reading].</p>',
            '<p><strong>Reading time:</strong> [about 10 minutes]</p>',
          ),
        ],
      },
      {
        settings: { heading: '' },
        blocks: [
          text(
            '<h2>[Main topic]</h2>',
            '<p>[Open with a question, a short story or a surprising fact that leads into the topic.]</p>',
            '<h3>[First idea]</h3>',
            '<p>[Explain the idea in plain words, then give a concrete example.]</p>',
            '<h3>[Second idea]</h3>',
            '<p>[Build on the first idea; show how the two connect.]</p>',
            '<blockquote>[A short quotation, rule or definition worth remembering]</blockquote>',
          ),
        ],
      },
      {
        settings: { heading: 'Key terms', columns: 2 },
        blocks: [
          text(
            '<ul><li><strong>[Term]:</strong> [what it means here]</li>',
            '<li><strong>[Term]:</strong> [what it means here]</li></ul>',
          ),
          text(
            '<ul><li><strong>[Term]:</strong> [what it means here]</li>',
            '<li><strong>[Term]:</strong> [what it means here]</li></ul>',
          ),
        ],
      },
      {
        settings: { heading: 'Check your understanding', background: 'subtle' },
        blocks: [
          text(
            '<ol><li>[A question whose answer is in the text]</li>',
            '<li>[A question that asks learners to explain in their own words]</li>',
            '<li>[A question that asks them to apply the idea to their own situation]</li></ol>',
          ),
        ],
      },
    ],
  },
  {
    key: 'video_lesson',
    name: 'Video lesson',
    description: 'A video with what to look for while watching and questions to answer afterwards.',
    sections: [
      {
        settings: { heading: '' },
        blocks: [
          text(
            '<h2>[Lesson title]</h2>',
            '<p>[Introduce the video in one or two sentences: what it shows and how long it runs.]</p>',
          ),
          emptyVideo,
        ],
      },
      {
        settings: { heading: 'While you watch', columns: 2, background: 'subtle' },
        blocks: [
          text(
            '<h3>Look out for</h3>',
            '<ul><li>[A moment or idea to notice]</li><li>[Another moment or idea to notice]</li></ul>',
          ),
          text(
            '<h3>Take notes on</h3>',
            '<ul><li>[A question the video answers]</li><li>[A term or step to write down]</li></ul>',
          ),
        ],
      },
      {
        settings: { heading: 'After watching' },
        blocks: [
          text(
            '<ol><li>[What was the main point of the video?]</li>',
            '<li>[How does it connect to what you already knew?]</li>',
            '<li>[What would you do differently now?]</li></ol>',
            '<p><em>[Add a transcript or a link to one, so everyone can follow the lesson.]</em></p>',
          ),
        ],
      },
    ],
  },
  {
    key: 'reflection',
    name: 'Reflection',
    description: 'Guiding questions that help learners connect what they learned to their own experience.',
    sections: [
      {
        settings: { heading: 'Reflect', background: 'brand' },
        blocks: [
          text(
            '<h2>[Reflection title]</h2>',
            '<p>[Explain why reflecting on this topic is worthwhile and how long it should take, for example 15 minutes.]</p>',
          ),
        ],
      },
      {
        settings: { heading: 'Guiding questions' },
        blocks: [
          text(
            '<ol><li><strong>What happened?</strong> [Describe a situation where you met this topic.]</li>',
            '<li><strong>So what?</strong> [What did it teach you? What surprised you?]</li>',
            '<li><strong>Now what?</strong> [What will you do next time, and how will you know it worked?]</li></ol>',
          ),
          {
            widgetType: 'media_recording',
            setupData: {
              kind: 'audio',
              prompt: 'Record a short reflection (about two minutes) answering one of the questions above.',
            },
          },
        ],
      },
      {
        settings: { heading: 'Going further', background: 'subtle' },
        blocks: [
          text('<p>[Suggest one small action learners can try this week and come back to discuss.]</p>'),
        ],
      },
    ],
  },
  {
    key: 'case_study',
    name: 'Case study',
    description:
      'A real situation to analyse: background, the challenge, the evidence and questions to discuss.',
    sections: [
      {
        settings: { heading: 'Background' },
        blocks: [
          text(
            '<h2>[Case study title]</h2>',
            '<p>[Introduce the organisation or people involved, where and when this took place.]</p>',
          ),
        ],
      },
      {
        settings: { heading: 'The challenge', columns: 2 },
        blocks: [
          text(
            '<p>[Describe the problem or decision they faced, and what was at stake.]</p>',
            '<p>[Note the constraints: time, money, people, rules.]</p>',
          ),
          {
            widgetType: 'image',
            setupData: { storageKey: null, alt: '', caption: '[A chart, photo or document from the case]' },
          },
        ],
      },
      {
        settings: { heading: 'Questions to discuss', background: 'subtle' },
        blocks: [
          text(
            '<ol><li>[What were the options, and what were the risks of each?]</li>',
            '<li>[What would you have done, and why?]</li>',
            '<li>[Which idea from this module best explains what happened?]</li></ol>',
          ),
        ],
      },
      {
        settings: { heading: 'What happened next' },
        blocks: [text('<p>[Share the outcome once learners have discussed their own answers.]</p>')],
      },
    ],
  },
  {
    key: 'summary',
    name: 'Summary',
    description: 'Close a module: the key points, a quick self-check and what comes next.',
    sections: [
      {
        settings: { heading: 'Key points', background: 'brand' },
        blocks: [
          text(
            '<h2>[Module name]: summary</h2>',
            '<ul><li>[First key point in one sentence]</li><li>[Second key point]</li><li>[Third key point]</li></ul>',
          ),
        ],
      },
      {
        settings: { heading: 'Check your learning', columns: 2 },
        blocks: [
          text(
            '<h3>Can you…</h3>',
            '<ul><li>[explain the first learning outcome?]</li><li>[apply the second one?]</li></ul>',
          ),
          text('<h3>Not sure yet?</h3>', '<p>[Point learners back to the pages that cover each point.]</p>'),
        ],
      },
      {
        settings: { heading: 'Next steps', background: 'subtle' },
        blocks: [
          text(
            '<p>[Say what the next module covers and how it builds on this one.]</p>',
            '<p><strong>Further reading:</strong> [a book, article or site worth exploring]</p>',
          ),
        ],
      },
    ],
  },
];
