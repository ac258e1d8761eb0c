import type { LoggedInUserData } from '../../common/api/user';

/** The login modal's two modes (spec §2); forgot-password is a view of the login mode. */
export type LoginModalMode = 'login' | 'signup';

/** A login-required request waiting for sign-in, with the 401 it rejects with if nobody signs in. */
interface QueuedRetry {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  error: unknown;
}

/** The auth state of spec §3, plus what the web app needs to draw it. */
export interface AuthState {
  currentUser: LoggedInUserData | null;
  /** False until the first answer about the current user, so the top bar need not guess. */
  userLoaded: boolean;
  loginRequired: boolean;
  loginModal: LoginModalMode | null;
  forgotPassword: boolean;
  inProgress: boolean;
  errorMessage: string | null;
  retriesQueue: readonly QueuedRetry[];
  csrfToken: string | null;
}

// No sign-in under way: the modal closed, nothing queued, no error.
const SIGN_IN_SETTLED = {
  loginRequired: false,
  loginModal: null,
  forgotPassword: false,
  inProgress: false,
  errorMessage: null,
  retriesQueue: [],
} as const satisfies Partial<AuthState>;

const INITIAL_STATE: AuthState = {
  currentUser: null,
  userLoaded: false,
  csrfToken: null,
  ...SIGN_IN_SETTLED,
};

/** Creates an auth store with the transitions of spec §4 Sign-in (subscribable for useSyncExternalStore). */
export function createAuthStore() {
  let state = INITIAL_STATE;
  const listeners = new Set<() => void>();

  function update(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function rejectQueue(queue: readonly QueuedRetry[]): void {
    for (const retry of queue) retry.reject(retry.error);
  }

  return {
    getState: (): AuthState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The answer to "who is signed in?" arrived (null: nobody). */
    userLoaded(user: LoggedInUserData | null): void {
      update({ currentUser: user, userLoaded: true });
    },

    /** The signed-in user's data changed (for example their language). */
    setCurrentUser(user: LoggedInUserData): void {
      update({ currentUser: user });
    },

    /** A login, sign-up or reset request started: in progress, no error. */
    requestStarted(): void {
      update({ inProgress: true, errorMessage: null });
    },

    /** A login, sign-up or reset request failed with `message`. */
    requestFailed(message: string | null): void {
      update({ inProgress: false, errorMessage: message });
    },

    /** A form opened afresh: an old error does not belong to it. */
    clearError(): void {
      if (state.errorMessage !== null) update({ errorMessage: null });
    },

    /** A request that needs no user change finished (password reset). */
    requestSucceeded(): void {
      update({ inProgress: false, errorMessage: null });
    },

    /** Sign-in or sign-up succeeded: store the user, close the modal and replay the queued requests. */
    signedIn(user: LoggedInUserData): void {
      const queue = state.retriesQueue;
      update({ currentUser: user, userLoaded: true, ...SIGN_IN_SETTLED });
      for (const retry of queue) retry.run().then(retry.resolve, retry.reject);
    },

    /** Opens the login modal in `mode`. */
    openLoginModal(mode: LoginModalMode): void {
      update({ loginModal: mode, forgotPassword: false, errorMessage: null });
    },

    /** Shows or hides the forgot-password view of the login mode. */
    showForgotPassword(shown: boolean): void {
      update({ loginModal: 'login', forgotPassword: shown, errorMessage: null });
    },

    /** Closes the modal; queued requests reject with their 401, since nobody signed in. */
    closeLoginModal(): void {
      const queue = state.retriesQueue;
      update(SIGN_IN_SETTLED);
      rejectQueue(queue);
    },

    /** Queues a login-required request and asks for sign-in: login mode, forgot-password view off. */
    waitForSignIn<T>(run: () => Promise<T>, error: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const retry: QueuedRetry = { run, resolve: resolve as (value: unknown) => void, reject, error };
        update({
          retriesQueue: [...state.retriesQueue, retry],
          loginRequired: true,
          loginModal: 'login',
          forgotPassword: false,
          errorMessage: null,
        });
      });
    },

    /** Remembers the token from /api/csrf/ for pages where the cookie cannot be read (null forgets it). */
    setCsrfToken(token: string | null): void {
      update({ csrfToken: token });
    },

    /** Logout: the whole state goes back to its start, with nobody signed in. */
    reset(): void {
      const queue = state.retriesQueue;
      state = { ...INITIAL_STATE, userLoaded: true };
      for (const listener of listeners) listener();
      rejectQueue(queue);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's auth store. */
export const authStore: AuthStore = createAuthStore();
