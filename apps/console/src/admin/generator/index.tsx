import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The screen and its syntax highlighter load when 代码生成 is first opened, not with the shell.
const CodeGenerationPage = lazy(() =>
  import('./CodeGenerationPage.js').then((module) => ({ default: module.CodeGenerationPage })),
);

/** The page of the 代码生成 menu entry (`/generator/webForm`). */
export function CodeGeneration() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <CodeGenerationPage />
    </Suspense>
  );
}
