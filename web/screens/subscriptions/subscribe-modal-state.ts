import { useMemo, useReducer } from 'react';

/** Spec §4 Subscribe modals: a free trial to start, or a plan to subscribe to. */
export type SubscribeMode = 'subscribe' | 'trial';

/** Spec §4 Subscribe modals (educator, personal): shown, dismissable, and in which mode. */
export interface SubscribeModalState {
  show: boolean;
  canDismiss: boolean;
  mode: SubscribeMode;
}

export type SubscribeModalAction =
  | { type: 'open'; mode: SubscribeMode }
  | { type: 'close' }
  | { type: 'paymentStarted' }
  | { type: 'paymentFailed' };

export const HIDDEN_SUBSCRIBE_MODAL: SubscribeModalState = {
  show: false,
  canDismiss: true,
  mode: 'subscribe',
};

/**
 * The transitions of spec §4: opening shows the modal in a mode, dismissable; starting payment
 * makes it non-dismissable (a failure to start gives that back); closing works only if dismissable.
 */
export function subscribeModalReducer(
  state: SubscribeModalState,
  action: SubscribeModalAction,
): SubscribeModalState {
  switch (action.type) {
    case 'open':
      return { show: true, canDismiss: true, mode: action.mode };
    case 'close':
      return state.canDismiss ? { ...state, show: false } : state;
    case 'paymentStarted':
      return state.show ? { ...state, canDismiss: false } : state;
    case 'paymentFailed':
      return { ...state, canDismiss: true };
  }
}

/** A subscribe modal's state and its transitions, for the screen that offers it. */
export function useSubscribeModal() {
  const [state, dispatch] = useReducer(subscribeModalReducer, HIDDEN_SUBSCRIBE_MODAL);
  const actions = useMemo(
    () => ({
      open: (mode: SubscribeMode) => dispatch({ type: 'open', mode }),
      close: () => dispatch({ type: 'close' }),
      paymentStarted: () => dispatch({ type: 'paymentStarted' }),
      paymentFailed: () => dispatch({ type: 'paymentFailed' }),
    }),
    [],
  );
  return { state, ...actions };
}

export type SubscribeModalControl = ReturnType<typeof useSubscribeModal>;
