import { z } from 'zod';
import {
  AddStaffInput,
  CreateClassInput,
  ListClassesInput,
  RemoveStaffInput,
  SetEnrolmentCloseDateInput,
  UpdateClassInput,
} from '../../../common/api/cohort';
import { mergeMethods, method, type ResourceMethods, resource } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { type LoadedClass, loadClass, mayManageClass, mayTeachClass } from './class-access';
import { createClassInCourse } from './class-creation';
import { administerClassCourse, deleteClass, setDefaultClass } from './class-default';
import { listClasses } from './class-list';
import { classReadMethods } from './class-reads.rpc';
import { readClass, setEnrolmentCloseDate, updateClass } from './class-settings';
import { addStaff, listStaff, removeStaff } from './class-staff';
import { enrolmentMethods } from './enrolment.rpc';
import { invitationMethods } from './invitations.rpc';

// Every class-scoped method addresses the class by its path, with the caller's roles read alongside.
const byPath = (db: Parameters<typeof loadClass>[0], ctx: Parameters<typeof loadClass>[1], id: string) =>
  loadClass(db, ctx, id);

/** Classes and their settings, default and staff (spec §3 Cohort, §4 cohort staff roles). */
const classMethods: ResourceMethods = {
  create: method({
    input: CreateClassInput,
    allow: signedIn,
    run: (db, ctx, _loaded, input) => createClassInCourse(db, ctx, input),
  }),
  read: {
    getClass: method({
      input: z.object({}),
      allow: mayTeachClass,
      load: byPath,
      run: (db, ctx, loaded: LoadedClass) => readClass(db, ctx.actor, loaded),
    }),
    listStaff: method({
      input: z.object({}),
      allow: mayTeachClass,
      load: byPath,
      run: (db, _ctx, loaded: LoadedClass) => listStaff(db, loaded),
    }),
  },
  lookup: {
    listClasses: method({
      input: ListClassesInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => listClasses(db, ctx, input.coursePath),
    }),
  },
  update: {
    updateClass: method({
      input: UpdateClassInput,
      allow: mayManageClass,
      load: byPath,
      run: (db, ctx, loaded: LoadedClass, input) => updateClass(db, ctx.actor, loaded, input),
    }),
    setEnrolmentCloseDate: method({
      input: SetEnrolmentCloseDateInput,
      allow: mayManageClass,
      load: byPath,
      run: (db, ctx, loaded: LoadedClass, input) =>
        setEnrolmentCloseDate(db, ctx.actor, loaded, input.enrolmentCloseDate),
    }),
    setDefaultClass: method({
      input: z.object({}),
      allow: administerClassCourse,
      load: byPath,
      run: (db, _ctx, loaded: LoadedClass) => setDefaultClass(db, loaded),
    }),
    addStaff: method({
      input: AddStaffInput,
      allow: mayManageClass,
      load: byPath,
      run: (db, _ctx, loaded: LoadedClass, input) => addStaff(db, loaded, input.email, input.role),
    }),
    removeStaff: method({
      input: RemoveStaffInput,
      allow: mayManageClass,
      load: byPath,
      run: (db, _ctx, loaded: LoadedClass, input) => removeStaff(db, loaded, input.userId, input.role),
    }),
  },
  delete: {
    deleteClass: method({
      input: z.object({}),
      allow: administerClassCourse,
      load: byPath,
      run: (db, _ctx, loaded: LoadedClass) => deleteClass(db, loaded),
    }),
  },
};

/**
 * The `cohort` resource: the class methods here, merged with the method groups of enrolment
 * (enrolment.rpc.ts), invitations (invitations.rpc.ts), class reads (class-reads.rpc.ts) and
 * students (students.rpc.ts).
 */
export const cohortResource = resource(
  'cohort',
  mergeMethods(classMethods, enrolmentMethods, invitationMethods, classReadMethods),
  (created) => (created as { path: string }).path,
);
