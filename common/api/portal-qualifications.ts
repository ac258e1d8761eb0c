import { z } from 'zod';
import { contract } from './contract';

/** How many qualifications a portal offers at most. */
export const PORTAL_QUALIFICATIONS_MAX = 24;

/**
 * A qualification the portal offers (spec §3 Qualification `portal`): its landing page is
 * /qualifications/{code}/, on the institution's own domain too.
 */
export const PortalQualification = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  courseCount: z.number().int(),
});
export type PortalQualification = z.infer<typeof PortalQualification>;

/** A published qualification platform staff may offer on the portal, and whether it is offered there. */
export const QualificationChoice = z.object({
  code: z.string(),
  name: z.string(),
  offered: z.boolean(),
});
export type QualificationChoice = z.infer<typeof QualificationChoice>;

const Choices = z.object({ choices: z.array(QualificationChoice) });

/**
 * The qualifications of an institution's portal: `lookup institute getPortalQualifications` for
 * whoever may see the portal (its published ones, by name); the choice of them for platform staff,
 * who make qualifications (`portal` resource, id: the institution's path): the published
 * qualifications no other portal offers, and the codes to offer (any other offered here stops).
 */
export const portalQualificationCalls = {
  get: contract('institute', 'lookup', 'getPortalQualifications', {
    input: z.object({ path: z.string().trim().toLowerCase().min(1).max(100) }),
    output: z.object({ qualifications: z.array(PortalQualification) }),
  }),
  choices: contract('portal', 'read', 'getQualificationChoices', { input: z.object({}), output: Choices }),
  set: contract('portal', 'update', 'setPortalQualifications', {
    input: z.object({
      codes: z.array(z.string().trim().toLowerCase().min(1).max(100)).max(PORTAL_QUALIFICATIONS_MAX),
    }),
    output: Choices,
  }),
};
