import { z } from 'zod';
import {
  DecideEnrolmentInput,
  EnrolInput,
  GenerateEnrolmentCodesInput,
  ListEnrollableClassesInput,
} from '../../../common/api/enrolment';
import { method, type ResourceMethods } from '../../rpc/method';
import { anyone, signedIn } from '../../rpc/policy';
import { type LoadedClass, loadClass, mayManageClass, mayTeachClass } from './class-access';
import { enrol } from './enrolment';
import { decideEnrolment, listPendingEnrolments } from './enrolment-approval';
import { listEnrollableClasses } from './enrolment-classes';
import { generateEnrolmentCodes, listEnrolmentCodeBatches } from './enrolment-codes';

/**
 * Enrolment methods of the `cohort` resource: joining a class (open, access code, approval,
 * invitation, voucher), vouchers for its managers, approval of requests by its teachers, and the
 * classes a course's visitors may join.
 */
export const enrolmentMethods: ResourceMethods = {
  read: {
    listEnrolmentCodeBatches: method({
      input: z.object({}),
      allow: mayManageClass,
      load: loadClass,
      run: (db, _ctx, loaded: LoadedClass) => listEnrolmentCodeBatches(db, loaded.id),
    }),
    listPendingEnrolments: method({
      input: z.object({}),
      allow: mayTeachClass,
      load: loadClass,
      run: (db, _ctx, loaded: LoadedClass) => listPendingEnrolments(db, loaded.id),
    }),
  },
  lookup: {
    // Public on purpose: the course's landing page decides who sees its classes (404 otherwise).
    listEnrollableClasses: method({
      input: ListEnrollableClassesInput,
      allow: anyone,
      run: (db, ctx, _loaded, input) => listEnrollableClasses(db, ctx.actor, input.coursePath),
    }),
  },
  update: {
    generateEnrolmentCodes: method({
      input: GenerateEnrolmentCodesInput,
      allow: mayManageClass,
      load: loadClass,
      run: (db, ctx, loaded: LoadedClass, input) =>
        generateEnrolmentCodes(db, loaded.id, ctx.actor.userId!, input),
    }),
    decideEnrolment: method({
      input: DecideEnrolmentInput,
      allow: mayTeachClass,
      load: loadClass,
      run: (db, ctx, loaded: LoadedClass, input) => decideEnrolment(db, ctx.actor.userId!, loaded, input),
    }),
  },
  execute: {
    enrol: method({
      input: EnrolInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => enrol(db, ctx.actor, input),
    }),
  },
};
