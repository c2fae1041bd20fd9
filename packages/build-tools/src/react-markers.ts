// How a test or the bench tells that a bundle carries a copy of React: the npm package must leave
// React (a peer dependency) to the app.
/** Strings only React's own source contains (react, react-dom, the JSX runtime, the scheduler). */
export const REACT_MARKERS = [
  "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE",
  "__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED",
  "react.transitional.element",
  "Minified React error #",
  "unstable_scheduleCallback",
];
