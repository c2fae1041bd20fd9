import { createStore } from "zustand/vanilla";

export type CommentFormStatus = "idle" | "posting" | "posted" | "error";

export interface CommentFormState {
  name: string;
  email: string;
  message: string;
  /** The top-level comment being answered; undefined in top-level mode. */
  replyTo?: { id: string; name: string };
  status: CommentFormStatus;
  /** Whether the last success was a reply ('Reply posted!') or a comment. */
  lastWasReply: boolean;
  set(fields: Partial<Pick<CommentFormState, "name" | "email" | "message">>): void;
  startReply(target: { id: string; name: string }): void;
  /** spec §4: cancel returns to top-level mode and clears the message. */
  cancelReply(): void;
  start(): void;
  succeed(): void;
  fail(): void;
  settle(): void;
}

/** One store per post view: what a visitor types never leaks into another widget. */
export function createCommentFormStore(initial: Partial<CommentFormState> = {}) {
  return createStore<CommentFormState>()((set) => ({
    name: "",
    email: "",
    message: "",
    status: "idle",
    lastWasReply: false,
    ...initial,
    set: (fields) => set(fields),
    startReply: (replyTo) => set({ replyTo, status: "idle" }),
    cancelReply: () => set({ replyTo: undefined, message: "" }),
    start: () => set({ status: "posting" }),
    // The message clears after success; name and email stay for the next comment.
    succeed: () =>
      set((state) => ({
        status: "posted",
        message: "",
        replyTo: undefined,
        lastWasReply: !!state.replyTo,
      })),
    fail: () => set({ status: "error" }),
    settle: () => set({ status: "idle" }),
  }));
}
