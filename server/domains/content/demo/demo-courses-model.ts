import type {
  CourseCategory,
  CourseClassification,
  CourseSector,
  CourseType,
} from '../../../../common/domain/course-classification';
import type { CredentialFramework } from '../../../../common/domain/opencred-frameworks';
import type { DemoTheme } from './demo-courses-image';

/** A question of a demo page: a quiz block's type and its setup as the editor stores it. */
export interface DemoQuestion {
  widgetType:
    | 'multiple_choice'
    | 'short_answer'
    | 'fill_in_the_blanks'
    | 'match_it'
    | 'categorise'
    | 'crossword'
    | 'long_form_response'
    // A file block in submission mode: learners hand in a file.
    | 'file';
  setupData: Record<string, unknown>;
  /** Counts towards progress unless false (a page the demo learner has read stays complete). */
  isProgressContributor?: boolean;
}

/** A page of a demo course: teaching text, and optionally a video, a picture and questions. */
export interface DemoPage {
  title: string;
  /** Paragraphs of plain text, or HTML when one starts with '<'. */
  paragraphs: string[];
  /** A YouTube watch address. */
  video?: string;
  /** The alt text of a generated picture shown on the page. */
  imageAlt?: string;
  /** Questions after the text. */
  quiz?: DemoQuestion[];
}

/** A demo course as written: landing details, theme and its modules of pages. */
export interface DemoCourse {
  path: string;
  name: string;
  objective: string;
  outcomes: string[];
  description: string;
  language: 'en' | 'id' | 'ms';
  category: CourseCategory;
  courseType: CourseType;
  sectorTypes: CourseSector[];
  classifications: CourseClassification[];
  learningHours: number;
  /** An OpenCreds course's credential framework, whose list holds its hours. */
  credentialFramework?: CredentialFramework;
  theme: DemoTheme;
  modules: Array<{ title: string; pages: DemoPage[] }>;
}
