/**
 * Mantine's ScrollArea (which every Table brings, through Table.ScrollContainer) imports one small hook,
 * `useMergeRefs`, from `@floating-ui/react`. In the bundle that import drags the whole of floating-ui (the
 * positioning engine of Popover, Select and the other form inputs: about 8 KB brotli) into the `mantine` chunk
 * every public page loads, because a chunk group takes a captured module's dependencies with it (build/chunks.ts).
 * In the production build, ScrollArea's import is answered by a copy of that one hook (floating-ui 0.27,
 * MIT), so floating-ui goes to the `forms` chunk with the inputs that position things. The dev server and the tests
 * keep the package's own hook.
 */
import type { Plugin } from 'vite';

const VIRTUAL = '\0pokered-scroll-area-merge-refs';
const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/** floating-ui's `useMergeRefs` (packages/react/src/utils/useMergeRefs.ts), unchanged. */
const USE_MERGE_REFS = `import * as React from 'react';
export function useMergeRefs(refs) {
  const cleanupRef = React.useRef(undefined);
  const refEffect = React.useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => { refCallback(null); };
      }
      ref.current = instance;
      return () => { ref.current = null; };
    });
    return () => { cleanups.forEach((refCleanup) => (refCleanup == null ? void 0 : refCleanup())); };
  }, refs);
  return React.useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
  }, refs);
}
`;

export function scrollAreaRefs(): Plugin {
  return {
    name: 'pokered-scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer !== undefined && SCROLL_AREA.test(importer) ? VIRTUAL : null;
    },
    load(id) {
      return id === VIRTUAL ? USE_MERGE_REFS : null;
    },
  };
}
