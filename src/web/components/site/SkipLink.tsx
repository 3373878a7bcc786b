/** The first focusable element of every page: jumps past the header to `#main-content`. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-primary focus:shadow-lg"
    >
      Skip to main content
    </a>
  );
}
