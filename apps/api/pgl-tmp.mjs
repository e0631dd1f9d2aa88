import { PGlite } from '@electric-sql/pglite';
const t0 = performance.now();
const a = await PGlite.create();
const t1 = performance.now();
await a.exec('create table t(x int); insert into t select generate_series(1,1000);');
const dump = await a.dumpDataDir('none');
console.log('dump MB', (dump.size/1e6).toFixed(1), 'create fresh', (t1-t0).toFixed(0));
for (let i=0;i<4;i++){
  const s = performance.now();
  const b = await PGlite.create({ loadDataDir: dump });
  const m = performance.now();
  await b.query('select 1');
  const e = performance.now();
  console.log('load', (m-s).toFixed(0), 'first query', (e-m).toFixed(0));
  await b.close();
}
const s2 = performance.now();
const c = await a.clone();
console.log('clone', (performance.now()-s2).toFixed(0));
