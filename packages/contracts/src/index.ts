// One home for what the widgets, the local services, the site's prerender and Storybook share.
export * from "./sheets";
export * from "./submissions";
export * from "./drive";
export * from "./local-services";
export * from "./limits";
export * from "./text-rules";
export * from "./attribution";
export * from "./consent";
export * from "./config-keys";
export * from "./config-samples";
export * from "./confirmation";
export * from "./validate-submission";
export * from "./comment-rules";
export * from "./edge";
export * from "./form-posts";
export * from "./not-found";
export * from "./honeypot";
