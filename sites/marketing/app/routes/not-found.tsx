import { Link, useLocation } from "react-router";
import { useEffect } from "react";

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(
    () => console.error("404 Error: User attempted to access non-existent route:", pathname),
    [pathname],
  );
  return (
    <main>
      <h1>404 - Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
