import { defineHook } from '../../modules/hook';

/** A course was just created by `creatorId`, in the creating transaction (classes give it its default class). */
export const courseCreated =
  defineHook<[course: { id: string; path: string; name: string }, creatorId: string]>('courseCreated');
