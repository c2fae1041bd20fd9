import { createStore } from "zustand/vanilla";

export interface CommentFormState {
  name: string;
  email: string;
  message: string;
  /** "Notify me of replies" (needs the email); kept after a success, as the name and email. */
  notifyReplies: boolean;
  /** The top-level comment being answered; undefined in top-level mode. */
  replyTo?: { id: string; name: string };
  /** Whether the last success was a reply ('Reply posted!') or a comment. */
  lastWasReply: boolean;
  set(
    fields: Partial<Pick<CommentFormState, "name" | "email" | "message" | "notifyReplies">>,
  ): void;
  startReply(target: { id: string; name: string }): void;
  /** spec §4: cancel returns to top-level mode and clears the message. */
  cancelReply(): void;
  /** The comment was accepted. */
  sent(): void;
}

/** One store per post view: what a visitor types never leaks into another widget. */
export function createCommentFormStore(initial: Partial<CommentFormState> = {}) {
  return createStore<CommentFormState>()((set) => ({
    name: "",
    email: "",
    message: "",
    notifyReplies: false,
    lastWasReply: false,
    ...initial,
    set: (fields) => set(fields),
    startReply: (replyTo) => set({ replyTo }),
    cancelReply: () => set({ replyTo: undefined, message: "" }),
    // The message clears after success; name and email stay for the next comment.
    sent: () =>
      set((state) => ({ message: "", replyTo: undefined, lastWasReply: !!state.replyTo })),
  }));
}
