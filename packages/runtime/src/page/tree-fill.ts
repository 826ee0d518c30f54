import { dataFieldsOf, type FormSchema } from '@formwork/schema';

/**
 * The node chosen in a page's tree as the value of the form field it pre-fills: a field of many
 * choices (a user's organisations) holds a list, so the node is its one item; otherwise the node
 * itself. A bare id in a multiple picker is a value the form's own check refuses.
 */
export function treeFillValue(form: FormSchema, vModel: string, node: string | number): unknown {
  const field = dataFieldsOf(form).find((candidate) => candidate.vModel === vModel);
  return field?.props?.multiple ? [node] : node;
}
