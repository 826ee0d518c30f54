import type { GeneralField } from '@formily/core';
import { isField } from '@formily/core';
import type { Reaction } from '@formwork/schema';
import { conditionHolds } from './conditions.js';

export interface LinkageBase {
  /** noShow fields stay hidden whatever the linkage says. */
  visible: boolean;
  required: boolean;
  disabled: boolean;
  /** Detail mode: everything is read-only text, so disable never applies. */
  detail: boolean;
  /** Sub-table cells look for the other field in their own row first. */
  rowColumns?: ReadonlySet<string>;
}

/** Each field's last condition results, to set a value only when a condition becomes true. */
const lastHeld = new WeakMap<GeneralField, boolean[]>();

function watchedValue(field: GeneralField, name: string, rowColumns?: ReadonlySet<string>): unknown {
  const path = rowColumns?.has(name) ? field.path.parent().concat(name) : name;
  return field.form.getValuesIn(path);
}

/**
 * A Formily reaction for the schema's linkage: the field's state is recomputed from scratch
 * each time a watched value changes, so show, hide, require and disable revert as soon as
 * their condition stops holding. A value is set once, when its condition becomes true.
 */
export function linkageReaction(reactions: readonly Reaction[], base: LinkageBase) {
  const anyShow = reactions.some((r) => r.fulfill.show);
  const touchesDisplay = anyShow || reactions.some((r) => r.fulfill.hide !== undefined);
  const touchesRequired = reactions.some((r) => r.fulfill.require !== undefined);
  const touchesDisabled = !base.detail && reactions.some((r) => r.fulfill.disable !== undefined);
  return (field: GeneralField) => {
    const held = reactions.map((r) =>
      conditionHolds(r.when.op, watchedValue(field, r.when.field, base.rowColumns), r.when.value),
    );
    // A field that some condition shows is hidden until that condition holds.
    let visible = !anyShow;
    let required = base.required;
    let disabled = base.disabled;
    const before = lastHeld.get(field);
    reactions.forEach(({ fulfill }, i) => {
      if (!held[i]) return;
      if (fulfill.show) visible = true;
      if (fulfill.hide) visible = false;
      if (fulfill.require !== undefined) required = fulfill.require;
      if (fulfill.disable !== undefined) disabled = fulfill.disable;
      if ('setValue' in fulfill && before && !before[i] && isField(field)) field.setValue(fulfill.setValue);
    });
    lastHeld.set(field, held);
    if (touchesDisplay) field.display = base.visible && visible ? 'visible' : 'hidden';
    if (touchesRequired && isField(field)) field.required = required;
    if (touchesDisabled) field.pattern = disabled ? 'disabled' : 'editable';
  };
}
