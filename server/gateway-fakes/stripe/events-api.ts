// GET /v1/events and /v1/events/:id: the events emitted, which a webhook handler may fetch again
// to check what it was sent.
import type Stripe from 'stripe';
import type { ApiCall } from './api-call';
import { listPage, PAGE_PARAMS } from './lists';
import type { FakeEvent } from './objects';
import { Params } from './params';
import { resourceMissing } from './stripe-errors';

export function retrieveEvent(call: ApiCall) {
  new Params(call.form, []);
  const event = call.store.events.find((candidate) => candidate.id === call.id);
  if (event === undefined) throw resourceMissing('event', call.id);
  return event;
}

export function listEvents(call: ApiCall): Stripe.ApiList<FakeEvent> {
  const params = new Params(call.form, [...PAGE_PARAMS, 'type']);
  const type = params.string('type');
  const events = call.store.events.filter((event) => type === undefined || event.type === type);
  return listPage(events, params, call.path, 'event');
}
