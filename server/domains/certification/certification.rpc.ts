import { certificationCalls } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import { loadCourse } from '../courses';
import { readCertificateBatch, startCertificateBatch } from './certificate-batch';
import { refreshCertificate, revokeCertificate } from './certificate-changes';
import { listCertificates, listUncertified } from './certificate-list';
import { loadCertificate, verificationOf } from './certificate-record';
import { readCertificateSettings, saveCertificateSettings } from './certificate-settings';
import { readClassRules, saveClassRule } from './class-rules';
import { lookUpCertificate } from './code-lookup';
import { announce } from './completion-issuing';
import { type IssueOutcome, issueCertificate } from './issue';
import {
  readMyCertificate,
  readMyCertificates,
  readProfileBadges,
  setOnProfile,
} from './learner-certificates';
import { certifyCourse, holdCertificate } from './policy';

const courseAt = (db: Db, ctx: RequestContext, path: string) => loadCourse(db, ctx.actor.userId, path);

/**
 * A certificate by its code, with the caller's role in its course (for the course team's rule); a
 * qualification's certificate has no course team (no role: platform staff alone).
 */
async function certificateAt(db: Db, ctx: RequestContext, code: string) {
  const record = await loadCertificate(db, code);
  if (record?.coursePath === null) return { record, myRole: null };
  const course = record && (await loadCourse(db, ctx.actor.userId, record.coursePath));
  return record && course ? { record, myRole: course.myRole } : undefined;
}

/** The error of an issue the course's settings or the learner's standing refuse. */
function issueRefusal(outcome: Exclude<IssueOutcome, { outcome: 'issued' }>): AppError {
  switch (outcome.outcome) {
    case 'already_issued':
      return new AppError('conflict', reasonText('certificate.alreadyIssued'));
    case 'off':
      return new AppError('conflict', reasonText('certificate.off'));
    case 'class_off': {
      const reason = reasonText('certificate.classOff');
      return new AppError('invalid_input', reason, { userId: reason });
    }
    // Only the course's rule asks for completion, a pass or a payment: issuing by hand meets none.
    case 'not_learner':
    case 'not_complete':
    case 'not_passed':
    case 'payment_required': {
      const reason = reasonText('certificate.notLearner');
      return new AppError('invalid_input', reason, { userId: reason });
    }
    case 'learning_time_short': {
      const reason = reasonText('certificate.learningTimeShort', {
        minutes: outcome.minutes,
        required: outcome.required,
      });
      return new AppError('invalid_input', reason, { userId: reason });
    }
  }
}

/** The `certificate` resource: issuing by hand, revoking, refreshing, and anyone's verification by code. */
export const certificateResource = resource(
  'certificate',
  servedMethods(
    serve(certificationCalls.issue, {
      allow: certifyCourse,
      load: (db, ctx, _id, input) => courseAt(db, ctx, input.coursePath),
      run: async (db, ctx, course, input) => {
        const issued = await issueCertificate(db, course.id, input.userId, {
          by: 'staff',
          staffId: ctx.actor.userId,
        });
        if (issued.outcome !== 'issued') throw issueRefusal(issued);
        return verificationOf((await loadCertificate(db, issued.code))!);
      },
    }),
    serve(certificationCalls.revoke, {
      allow: certifyCourse,
      load: certificateAt,
      run: async (db, _ctx, { record }, input) =>
        verificationOf(await revokeCertificate(db, record, input.reason)),
    }),
    serve(certificationCalls.refresh, {
      allow: certifyCourse,
      load: certificateAt,
      run: async (db, _ctx, { record }) => verificationOf(await refreshCertificate(db, record)),
    }),
    serve(certificationCalls.mine, {
      allow: signedIn,
      run: (db, ctx) => readMyCertificates(db, ctx.actor.userId),
    }),
    serve(certificationCalls.setOnProfile, {
      allow: holdCertificate,
      load: (db, _ctx, code) => loadCertificate(db, code),
      run: async (db, _ctx, record, input) => {
        await setOnProfile(db, record.id, input.onProfile);
        return readMyCertificate(db, record.code);
      },
    }),
    serve(certificationCalls.profileBadges, {
      allow: anyone,
      run: (db, _ctx, _loaded, input) => readProfileBadges(db, input.profileName),
    }),
    serve(certificationCalls.verify, {
      allow: anyone,
      transaction: false,
      run: async (db, ctx, _loaded, input) =>
        verificationOf(await lookUpCertificate(db, ctx.client.ip, input.code)),
    }),
  ),
);

/**
 * What certification adds to `course`: the certificate settings, the certification list, who may be
 * certified, and bulk issues run as a job (`issueCertificates`, then `getCertificateBatch`).
 */
export const certificationCourseMethods = servedMethods(
  serve(certificationCalls.getSettings, {
    allow: certifyCourse,
    load: courseAt,
    run: (db, _ctx, course) => readCertificateSettings(db, course.id),
  }),
  serve(certificationCalls.setSettings, {
    allow: certifyCourse,
    load: courseAt,
    run: async (db, _ctx, course, input) => {
      await saveCertificateSettings(db, course.id, input);
      // Those who completed or passed before the team chose the rule are certified once this commits.
      if (input.enabled && input.issueRule !== 'manual') await announce(db, { courseId: course.id });
      return readCertificateSettings(db, course.id);
    },
  }),
  serve(certificationCalls.classRules, {
    allow: certifyCourse,
    load: courseAt,
    run: (db, _ctx, course) => readClassRules(db, course.id),
  }),
  serve(certificationCalls.setClassRule, {
    allow: certifyCourse,
    load: courseAt,
    run: async (db, _ctx, course, input) => {
      await saveClassRule(db, course.id, input);
      // The class's learners who completed or passed already are certified once this commits.
      if (input.issueRule === 'completion' || input.issueRule === 'assessment')
        await announce(db, { courseId: course.id });
      return readClassRules(db, course.id);
    },
  }),
  serve(certificationCalls.list, {
    allow: certifyCourse,
    load: courseAt,
    run: (db, _ctx, course, input) => listCertificates(db, course.id, input),
  }),
  serve(certificationCalls.uncertified, {
    allow: certifyCourse,
    load: courseAt,
    run: (db, _ctx, course, input) => listUncertified(db, course.id, input.search),
  }),
  serve(certificationCalls.issueInBulk, {
    allow: certifyCourse,
    load: courseAt,
    // The batch's row commits before its job starts, so the job finds it wherever it runs.
    transaction: false,
    run: (db, ctx, course, input) => startCertificateBatch(db, ctx.deps, course.id, ctx.actor.userId, input),
  }),
  serve(certificationCalls.getBatch, {
    allow: certifyCourse,
    load: courseAt,
    run: (db, _ctx, course, input) => readCertificateBatch(db, course.id, input.batchId),
  }),
);
