import { CommandError } from '../shared/command-error.js';
import { UNSAFE_KEYS } from '../shared/json.js';

/**
 * Dotted paths into a field (`props.placeholder`, `regList.0.pattern`). `children` is off limits:
 * structure changes go through insert, move and remove so node ids stay in step.
 */
export function parsePath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '')
    throw new CommandError('a property path must be a non-empty string');
  const segments = path.split('.');
  if (segments.some((s) => s === '' || UNSAFE_KEYS.has(s)))
    throw new CommandError(`"${path}" is not a usable property path`);
  if (segments[0] === 'children') throw new CommandError('children change through insert, move and remove');
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function has(container: Container, key: string): boolean {
  return Array.isArray(container)
    ? /^\d+$/.test(key) && Number(key) < container.length
    : Object.hasOwn(container, key);
}

export function getIn(target: unknown, segments: readonly string[]): unknown {
  let at = target;
  for (const key of segments) {
    if (!isContainer(at) || !has(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/**
 * What undoes a set: the old value, or, when the path did not exist, removing the first part of
 * it that did not, so objects the set had to create go away too.
 */
export function inverseOf(target: unknown, segments: readonly string[]): { path: string; value?: unknown } {
  let at = target;
  for (let i = 0; i < segments.length; i++) {
    const key = segments[i] as string;
    if (!isContainer(at) || !has(at, key)) return { path: segments.slice(0, i + 1).join('.') };
    at = (at as Record<string, unknown>)[key];
  }
  return { path: segments.join('.'), value: at };
}

/**
 * A copy of `target` with the value at `segments` replaced (removed when `value` is undefined),
 * copying only the objects on the way. Arrays take an index up to their length (append) and
 * lose only their last item, so every set has an exact inverse.
 */
export function setIn(target: unknown, segments: readonly string[], value: unknown, depth = 0): unknown {
  if (!isContainer(target)) throw new CommandError(`${segments.slice(0, depth).join('.')} is not an object`);
  const key = segments[depth] as string;
  if (depth === segments.length - 1) return assign(target, key, value, segments);
  const current = has(target, key) ? (target as Record<string, unknown>)[key] : undefined;
  if (current === undefined) {
    if (value === undefined) return target;
    if (Array.isArray(target) || /^\d+$/.test(segments[depth + 1] as string))
      throw new CommandError(`${segments.slice(0, depth + 1).join('.')} does not exist`);
    return assign(target, key, setIn({}, segments, value, depth + 1), segments);
  }
  const next = setIn(current, segments, value, depth + 1);
  return next === current ? target : assign(target, key, next, segments);
}

function assign(target: Container, key: string, value: unknown, segments: readonly string[]): Container {
  if (Array.isArray(target)) {
    const index = /^\d+$/.test(key) ? Number(key) : Number.NaN;
    if (value === undefined) {
      if (index >= target.length) return target;
      if (index !== target.length - 1)
        throw new CommandError(`only the last item of ${segments.join('.')}'s list can be removed`);
      return target.slice(0, -1);
    }
    if (!(index <= target.length)) throw new CommandError(`${segments.join('.')} is outside its list`);
    if (index < target.length && Object.is(target[index], value)) return target;
    const copy = target.slice();
    copy[index] = value;
    return copy;
  }
  if (value === undefined) {
    if (!Object.hasOwn(target, key)) return target;
    const { [key]: _removed, ...rest } = target;
    return rest;
  }
  if (Object.hasOwn(target, key) && Object.is(target[key], value)) return target;
  return { ...target, [key]: value };
}
