import { useState } from 'react';
import { PRODUCT_NAME } from '../../../common/brand';
import { PREVIEW_PLACEHOLDER_SRC, PREVIEW_SRC } from './preview';

/**
 * The hero's dashboard picture; if it cannot load, the placeholder image takes its place (spec 000 §8). On the
 * pre-rendered /landing document, which runs no React, src/web/landing-main.ts does the same swap.
 */
export function DashboardPreview() {
  const [src, setSrc] = useState(PREVIEW_SRC);
  return (
    <img
      src={src}
      onError={() => setSrc((current) => (current === PREVIEW_PLACEHOLDER_SRC ? current : PREVIEW_PLACEHOLDER_SRC))}
      alt={`Preview of the ${PRODUCT_NAME} dashboard showing credit scores from the three bureaus, a repair plan and upcoming tasks`}
      width={1200}
      height={760}
      className="h-auto w-full rounded-lg border border-border bg-card shadow-2xl shadow-indigo-900/10"
      fetchPriority="high"
    />
  );
}
