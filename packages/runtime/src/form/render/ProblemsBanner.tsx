import type { DataProblem } from '@formwork/schema';
import { Alert } from 'antd';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { problemLine } from './field-labels.js';

/** Server problems no field on screen can show (e.g. a field the user may not see). */
export function ProblemsBanner({
  problems,
  labels,
}: {
  problems: DataProblem[];
  labels: ReadonlyMap<string, string>;
}) {
  const t = useRuntimeText();
  if (problems.length === 0) return null;
  return (
    <Alert
      className="fw-form-problems"
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <div>
          {problems.map((p) => (
            <div key={`${p.field}:${p.message}`}>{problemLine(p, labels, t)}</div>
          ))}
        </div>
      }
    />
  );
}
