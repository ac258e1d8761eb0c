import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { parseGift } from '../../../common/domain/quiz/import/gift';
import type { Db } from '../../db/client';
import { bankQuestions, courses, exams, questionBanks } from '../../db/schema';
import { DEMO_OPEN_COURSE } from '../learning';

/** The demo bank, as a teacher would import it: Moodle GIFT, with tags in the names' categories. */
const DEMO_BANK_GIFT = `// Foundations of Digital Marketing: questions for the module checks
$CATEGORY: digital-marketing/audience

::Persona:: A customer persona is best built from... {
  =interviews and data about real customers#Yes: a persona describes people you can meet.
  ~the product's feature list#That describes the product, not the customer.
  ~a competitor's slogan
}

::Segment:: Splitting a market into groups with shared needs is called {=segmentation =market segmentation}.

::Audience size:: A bakery's page has 2000 followers and 50 of them comment in a month. What percentage is that? {#2.5:0.1}

$CATEGORY: digital-marketing/search

::Keywords:: Which of these are long-tail keywords? {
  ~%50%gluten-free birthday cake Kuala Lumpur
  ~%50%best sourdough starter for beginners
  ~%-100%cake
  ~%-100%bakery
}

::Title tag:: The text shown as the blue link of a search result usually comes from the page's {=title tag =title}.

::Search intent:: Someone searching "bakery near me open now" most likely wants to {
  =visit or order soon
  ~read the history of bread
  ~apply for a job
}

$CATEGORY: digital-marketing/measurement

::Vanity metric:: Which of these is a vanity metric for a shop that sells online? {
  =page likes
  ~orders from the newsletter
  ~cost per sale
}

::Open rate:: An e-mail sent to 400 subscribers is opened by 100. The open rate is 25%. {T}

::CTR:: Click-through rate is clicks divided by {=impressions =views}.
`;

/**
 * The demo course's question bank (read from GIFT through the importer, as a teacher's file is)
 * and a timed exam drawing from it: five questions in 15 minutes, two attempts, results at once.
 */
export async function seedDemoExam(db: Db, logger: Logger) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.path, DEMO_OPEN_COURSE));
  if (!course) return;
  const report = parseGift(DEMO_BANK_GIFT);
  if (report.problems.length > 0) throw new Error(`demo bank: ${JSON.stringify(report.problems)}`);
  const [bank] = await db
    .insert(questionBanks)
    .values({ courseId: course.id, name: 'Digital marketing basics' })
    .returning();
  await db.insert(bankQuestions).values(
    report.questions.map((question, position) => ({
      bankId: bank!.id,
      widgetType: question.widgetType,
      setupData: question.setupData,
      name: question.name,
      tags: question.tags,
      position,
    })),
  );
  await db.insert(exams).values({
    courseId: course.id,
    title: 'Module check: audience, search and measurement',
    instructions:
      'Five questions drawn from the course bank. You have 15 minutes; your answers are saved as you go, and the exam hands itself in when the time is up.',
    timeLimitMinutes: 15,
    maxAttempts: 2,
    shuffleQuestions: true,
    release: 'immediately',
    parts: [{ kind: 'draw', bankId: bank!.id, count: 5, tags: [], difficulty: null }],
  });
  logger.info({ questions: report.questions.length }, 'demo question bank and exam seeded');
}
