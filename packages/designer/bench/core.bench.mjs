// Designer core timings on a 300-field and a 1,000-field form: a property edit, an undo, a drop
// (each through History, as the canvas does them), a palette insert, saving the history and a
// full problem check.
// Needs the build (`npx tsc -b`); run with `node packages/designer/bench/core.bench.mjs`.
// Prints median and 95th-percentile milliseconds; asserts nothing.
import { performance } from 'node:perf_hooks';
import {
  createDocument,
  createHistory,
  insertField,
  moveNode,
  problemsOf,
  setProperty,
} from '../dist/core/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

/** About `count` fields: inputs, cards holding rows of two, and sub-tables of three columns. */
function form(count) {
  const fields = [];
  let made = 0;
  for (let n = 1; made < count; n++) {
    if (n % 7 === 0) {
      fields.push({
        jnpfKey: 'card',
        label: `卡片${n}`,
        children: [
          {
            jnpfKey: 'row',
            children: [
              { jnpfKey: 'input', vModel: `a${n}`, label: `A${n}`, span: 12, required: true },
              { jnpfKey: 'select', vModel: `b${n}`, label: `B${n}`, span: 12, props: { options: [] } },
            ],
          },
        ],
      });
      made += 4;
    } else if (n % 31 === 0) {
      fields.push({
        jnpfKey: 'table',
        vModel: `t${n}`,
        label: `表${n}`,
        children: [
          { jnpfKey: 'input', vModel: 'c1', label: 'C1' },
          { jnpfKey: 'inputNumber', vModel: 'c2', label: 'C2', props: { min: 0 } },
          { jnpfKey: 'datePicker', vModel: 'c3', label: 'C3' },
        ],
      });
      made += 4;
    } else {
      fields.push({
        jnpfKey: 'input',
        vModel: `f${n}`,
        label: `F${n}`,
        span: 12,
        props: { placeholder: '' },
      });
      made += 1;
    }
  }
  return { version: 1, kind: 'form', settings: {}, fields };
}

function time(run) {
  const samples = [];
  for (let i = 0; i < RUNS + 30; i++) {
    const prepared = run.prepare?.(i);
    const start = performance.now();
    run.measure(prepared, i);
    const elapsed = performance.now() - start;
    if (i >= 30) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], p95: samples[Math.floor(samples.length * 0.95)] };
}

function bench(count) {
  const doc = createDocument(form(count));
  const fields = doc.size;
  const history = createHistory(doc);
  const ids = doc.ids();
  const leaves = ids.filter(
    (id) => !doc.nodeById(id).children && doc.nodeById(doc.parentOf(id))?.jnpfKey !== 'table',
  );
  const containers = [null, ...ids.filter((id) => ['card', 'row'].includes(doc.nodeById(id).jnpfKey))];
  const pickLeaf = (i) => leaves[(i * 7919) % leaves.length];

  const results = {
    'property edit': time({
      measure: (_, i) => history.execute(setProperty(doc, pickLeaf(i), 'label', `L${i}`)),
    }),
    undo: time({
      prepare: (i) => history.execute(setProperty(doc, pickLeaf(i), 'props.placeholder', `P${i}`)),
      measure: () => history.undo(),
    }),
    // A leaf never contains a container, so every drop is accepted.
    drop: time({
      measure: (_, i) => {
        const parent = containers[i % containers.length];
        const index = (i * 31) % (doc.childIds(parent).length + 1);
        history.execute(moveNode(doc, pickLeaf(i * 3), { parent, index }));
      },
    }),
    'undo of a drop': time({
      prepare: (i) => {
        const top = doc.childIds(null);
        history.execute(
          moveNode(doc, top[(i * 13) % top.length], { parent: null, index: (i * 17) % top.length }),
        );
      },
      measure: () => history.undo(),
    }),
    'palette insert': time({
      measure: (_, i) =>
        history.execute(insertField(doc, { jnpfKey: 'input', label: '新' }, { parent: null, index: i % 50 })),
    }),
    'history.toJSON (to store)': time({ measure: () => JSON.stringify(history.toJSON()) }),
    'problems (validateSchema)': time({
      prepare: (i) => history.execute(setProperty(doc, pickLeaf(i), 'label', `Q${i}`)),
      measure: () => problemsOf(doc),
    }),
  };
  return { fields, results };
}

for (const count of [300, 1000]) {
  const { fields, results } = bench(count);
  console.log(`designer core, ${fields} fields (${RUNS} runs each): median / p95 ms`);
  for (const [name, { median, p95 }] of Object.entries(results))
    console.log(`  ${name.padEnd(26)} ${median.toFixed(3).padStart(8)} / ${p95.toFixed(3)}`);
}
